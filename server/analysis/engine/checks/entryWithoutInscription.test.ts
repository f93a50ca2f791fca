import { describe, expect, it } from 'vitest';
import { emptyReport, newRegistryEntry } from '../../../../common/report/defaults';
import { historyEntriesWithoutInscription, unreadEntryCertificatePaths } from './entryWithoutInscription';

const today = new Date('2026-03-02T12:00:00Z');
const entry = (reference: { fojas: number | null; numero: number | null; ano: number | null }) => ({
  ...newRegistryEntry(today),
  ...reference,
});

describe('historyEntriesWithoutInscription', () => {
  it('finds an entry naming no inscription beside one that names its own', () => {
    const report = {
      ...emptyReport(today),
      property_registry_history: [
        entry({ fojas: null, numero: null, ano: null }),
        entry({ fojas: 1906, numero: 1544, ano: 2017 }),
      ],
    };
    expect(historyEntriesWithoutInscription(report)).toEqual([0]);
  });

  it('leaves an entry with part of its reference read, and a history of one entry', () => {
    const partly = {
      ...emptyReport(today),
      property_registry_history: [
        entry({ fojas: null, numero: 1544, ano: null }),
        entry({ fojas: 702, numero: 655, ano: 2005 }),
      ],
    };
    expect(historyEntriesWithoutInscription(partly)).toEqual([]);
    const alone = {
      ...emptyReport(today),
      property_registry_history: [entry({ fojas: null, numero: null, ano: null })],
    };
    expect(historyEntriesWithoutInscription(alone)).toEqual([]);
  });

  it("doubts only the certificate's own values of such an entry, not what it transcribes", () => {
    const report = {
      ...emptyReport(today),
      property_registry_history: [
        entry({ fojas: 1906, numero: 1544, ano: 2017 }),
        entry({ fojas: null, numero: null, ano: null }),
      ],
    };
    expect(unreadEntryCertificatePaths(report)).toEqual([
      'property_registry_history[1].fecha_emision',
      'property_registry_history[1].conservador',
      'property_registry_history[1].vuelta',
      'property_registry_history[1].codigo_verificacion',
    ]);
  });
});
