import { describe, expect, it } from 'vitest';
import type { Provenance, ProvenanceMap } from '../../../../common/record/provenance';
import { emptyReport, newRegistryEntry } from '../../../../common/report/defaults';
import type { Report } from '../../../../common/report/schema';
import { unreadEarlierTitles } from './unreadEarlierTitle';

const today = new Date('2026-03-01T12:00:00Z');

const read = (snippet: string): Provenance => ({ file: 'copia.pdf', page: 1, snippet, confidence: 0.85 });

function copy(fojasAnterior: number | null): Report {
  return {
    ...emptyReport(today),
    property_registry_history: [{ ...newRegistryEntry(today), fojas_anterior: fojasAnterior }],
  };
}

const words: ProvenanceMap = {
  'property_registry_history[0].descripcion_propiedad': read(
    '| sitio ubicado en calle Prat número | | Tít. anterior: fs. 804 | doscientos, comuna de Lota',
  ),
  'property_registry_history[0].vuelta_anterior': read('Tít. anterior: fs. 804'),
};

describe('unreadEarlierTitles', () => {
  it('doubts the default side of an earlier title the copy cites but the entry lacks', () => {
    expect(unreadEarlierTitles(copy(null), words)).toEqual(['property_registry_history[0].vuelta_anterior']);
  });

  it('leaves an entry whose earlier title was read, or whose copy cites none', () => {
    expect(unreadEarlierTitles(copy(804), words)).toEqual([]);
    expect(
      unreadEarlierTitles(copy(null), {
        'property_registry_history[0].descripcion_propiedad': read('sitio ubicado en calle Prat 200, Lota'),
      }),
    ).toEqual([]);
  });
});
