import { describe, expect, it } from 'vitest';
import { newDebtCertificate, newRegistryEntry } from '../../../../common/report/defaults';
import { toEditableReport, toStoredOutput } from './reportData';

const NOW = new Date('2026-03-05T15:00:00Z');

describe('toEditableReport', () => {
  it('fills fields a stored report lacks with the defaults', () => {
    const report = toEditableReport(
      {
        property_registry_history: [
          { conservador: 'San Miguel', fojas: 12, propietarios: [{ nombre: 'Ana' }], extra: 'x' },
        ],
        gp_certificates: [{ fojas: 3, gravamenes: [{ acreedor: 'Banco' }] }],
        notes: ['Nota'],
      },
      NOW,
    );
    const entry = report.property_registry_history[0];
    expect(entry).toEqual({
      ...newRegistryEntry(NOW),
      conservador: 'San Miguel',
      fojas: 12,
      propietarios: [{ nombre: 'Ana', rut: null, estado_civil: null, domicilio: '' }],
    });
    expect(report.gp_certificates?.[0]?.conservador).toBe('Santiago');
    expect(report.gp_certificates?.[0]?.gravamenes[0]).toMatchObject({ tipo: 'HIPOTECA', acreedor: 'Banco' });
    expect(report.notes).toEqual(['Nota']);
  });

  it('reads a missing output as an empty report and rejects an unreadable one', () => {
    expect(toEditableReport(null, NOW).property_registry_history).toEqual([]);
    expect(() => toEditableReport({ property_registry_history: [{ fojas: 'muchas' }] }, NOW)).toThrow();
  });
});

describe('toStoredOutput', () => {
  it('always sends the registry history, notes only when included and other lists only when non-empty', () => {
    const output = toStoredOutput({
      today: '2026-03-05T03:00:00.000Z',
      property_registry_history: [],
      notes: null,
      gp_certificates: [],
      debt_certificates: [newDebtCertificate()],
    });
    expect(output).toEqual({
      today: '2026-03-05T03:00:00.000Z',
      property_registry_history: [],
      debt_certificates: [newDebtCertificate()],
    });
    expect(toStoredOutput({ property_registry_history: [], notes: [] })).toEqual({
      property_registry_history: [],
      notes: [],
    });
  });
});
