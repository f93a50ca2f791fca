import { describe, expect, it } from 'vitest';
import type { Provenance } from '../../../../common/record/provenance';
import { emptyReport, newRegistryEntry } from '../../../../common/report/defaults';
import type { Report } from '../../../../common/report/schema';
import { registrationFromIssueDate } from './registrationDate';

const today = new Date('2026-03-01T12:00:00Z');
const closing = 'Copia fiel. Osorno, a nueve de enero de dos mil veintiséis. Código: 77AQ';
const at = (y: number, snippet = closing): Provenance => ({
  file: 'copia.pdf',
  page: 1,
  snippet,
  confidence: 0.9,
  boxes: [{ page: 1, x: 100, y, width: 140, height: 9 }],
});

function copy(registro: string): Report {
  const entry = { ...newRegistryEntry(today), fecha_emision: '2026-01-09', fecha_registro: registro };
  return { ...emptyReport(today), property_registry_history: [entry] };
}

describe('registrationFromIssueDate', () => {
  it('finds a registration date read from the words of the copy’s issue date', () => {
    const provenance = {
      'property_registry_history[0].fecha_emision': at(300),
      'property_registry_history[0].fecha_registro': at(300),
    };
    expect(registrationFromIssueDate(copy('2026-01-09'), provenance)).toEqual([0]);
  });

  it('leaves an inscription registered the day its copy was issued, read from its own words', () => {
    const provenance = {
      'property_registry_history[0].fecha_emision': at(300),
      'property_registry_history[0].fecha_registro': at(
        700,
        'Osorno, nueve de enero de dos mil veintiséis. Don',
      ),
    };
    expect(registrationFromIssueDate(copy('2026-01-09'), provenance)).toEqual([]);
    expect(
      registrationFromIssueDate(copy('2019-05-02'), {
        'property_registry_history[0].fecha_emision': at(300),
        'property_registry_history[0].fecha_registro': at(300),
      }),
    ).toEqual([]);
  });
});
