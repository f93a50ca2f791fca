import { describe, expect, it } from 'vitest';
import { debt, gp, report as sampleReport } from '../../tests/factories/findings';
import { newRegistryEntry } from '../report/defaults';
import { newDebtCertificate } from '../documents/types/deudaTgr';
import { countReportDocuments, readStoredOutput, toStoredOutput } from './output';

const NOW = new Date('2026-03-05T15:00:00Z');

describe('readStoredOutput', () => {
  it('fills fields a stored report lacks with the defaults', () => {
    const report = readStoredOutput(
      {
        property_registry_history: [
          { conservador: 'San Miguel', fojas: 12, propietarios: [{ nombre: 'Ana' }], extra: 'x' },
        ],
        gp_certificates: [{ fojas: 3, gravamenes: [{ acreedor: 'Banco' }] }],
        notes: ['Nota'],
      },
      NOW,
    );
    const entry = report?.property_registry_history[0];
    expect(entry).toEqual({
      ...newRegistryEntry(NOW),
      conservador: 'San Miguel',
      fojas: 12,
      propietarios: [{ nombre: 'Ana', rut: null, estado_civil: null, domicilio: '' }],
    });
    expect(report?.gp_certificates?.[0]?.conservador).toBe('Santiago');
    expect(report?.gp_certificates?.[0]?.gravamenes[0]).toMatchObject({
      tipo: 'HIPOTECA',
      acreedor: 'Banco',
    });
    expect(report?.notes).toEqual(['Nota']);
  });

  it('leaves out the legal judgements the engine wrote into notes before #19, never a note a person typed', () => {
    const stored = readStoredOutput(
      {
        notes: [
          'El certificado de Tesorería registra deuda morosa de contribuciones por $148.310.',
          'El certificado municipal informa afectación a utilidad pública por vialidad (ensanche: Avenida Libertad a 40 metros entre líneas oficiales).',
          'El certificado de matrimonio registra subinscripción de divorcio.',
          'Certificado de no matrimonio: ANA ROJAS VERA (RUT 13.240.098-9) no registra matrimonio vigente al 08-09-2025; no se requiere autorización conyugal.',
          'No se pudo leer el nombre del contribuyente en "tgr.pdf": revisar el certificado de Tesorería.',
          'El certificado de Tesorería registra deuda morosa de contribuciones por $148.310; el cliente la pagará.',
        ],
      },
      NOW,
    );
    expect(stored?.notes).toEqual([
      'No se pudo leer el nombre del contribuyente en "tgr.pdf": revisar el certificado de Tesorería.',
      'El certificado de Tesorería registra deuda morosa de contribuciones por $148.310; el cliente la pagará.',
    ]);
  });

  it('reads a missing output as an empty report, and null lists as absent', () => {
    expect(readStoredOutput(null, NOW)).toEqual({
      client_name: '',
      conclusion: '',
      property_registry_history: [],
    });
    expect(readStoredOutput({ today: '2026-03-05', gp_certificates: null, notes: null }, NOW)).toEqual({
      today: '2026-03-05',
      client_name: '',
      conclusion: '',
      property_registry_history: [],
      notes: null,
    });
  });

  it('keeps a full report as it is', () => {
    const full = sampleReport({ gp_certificates: [gp()], debt_certificates: [debt()], notes: ['Nota'] });
    expect(readStoredOutput(full, NOW)).toEqual(full);
  });

  it('gives null for output that cannot be read as a report', () => {
    expect(readStoredOutput([], NOW)).toBeNull();
    expect(readStoredOutput('texto', NOW)).toBeNull();
    expect(readStoredOutput({ property_registry_history: [{ fojas: 'muchas' }] }, NOW)).toBeNull();
  });
});

describe('toStoredOutput', () => {
  it('always sends the client, the conclusion and the registry history, notes only when included and other lists only when non-empty', () => {
    const output = toStoredOutput({
      today: '2026-03-05T03:00:00.000Z',
      study_date: '2025-12-01T03:00:00.000Z',
      client_name: 'Banco Andino',
      conclusion: 'El título está saneado.',
      property_registry_history: [],
      notes: null,
      gp_certificates: [],
      debt_certificates: [newDebtCertificate()],
    });
    expect(output).toEqual({
      today: '2026-03-05T03:00:00.000Z',
      study_date: '2025-12-01T03:00:00.000Z',
      client_name: 'Banco Andino',
      conclusion: 'El título está saneado.',
      property_registry_history: [],
      debt_certificates: [newDebtCertificate()],
    });
    expect(
      toStoredOutput({ client_name: '', conclusion: '', property_registry_history: [], notes: [] }),
    ).toEqual({
      client_name: '',
      conclusion: '',
      property_registry_history: [],
      notes: [],
    });
  });
});

describe('the client and the conclusion', () => {
  it('round-trip through a save, and read as blank in reports stored before them', () => {
    const written = sampleReport({
      client_name: 'Banco Andino',
      conclusion: 'Título saneado.\nSin observaciones.',
    });
    expect(readStoredOutput(JSON.parse(JSON.stringify(toStoredOutput(written))), NOW)).toEqual(written);
    expect(readStoredOutput({ property_registry_history: [] }, NOW)).toMatchObject({
      client_name: '',
      conclusion: '',
    });
  });
});

describe('countReportDocuments', () => {
  it('counts registry entries and certificates', () => {
    expect(countReportDocuments(sampleReport({ gp_certificates: [gp()], debt_certificates: [debt()] }))).toBe(
      4,
    );
    expect(countReportDocuments({ client_name: '', conclusion: '', property_registry_history: [] })).toBe(0);
  });
});
