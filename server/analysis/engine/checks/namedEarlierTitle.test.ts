import { describe, expect, it } from 'vitest';
import type { Provenance, ProvenanceMap } from '../../../../common/record/provenance';
import { emptyReport, newRegistryEntry } from '../../../../common/report/defaults';
import type { Report } from '../../../../common/report/schema';
import { certifiedCancelled, settleNamedEarlierTitle, settleNamedReferences } from './namedEarlierTitle';

const today = new Date('2026-03-01T12:00:00Z');
const source = (file: string, close: boolean): Provenance => ({
  file,
  page: 1,
  snippet: 'inscripción de fojas 640 número 511 del año 2007',
  confidence: close ? 0.4 : 0.9,
  ...(close ? { unsure: ['close_classification' as const] } : {}),
});

function dossier(earlierFojas: number): { report: Report; provenance: ProvenanceMap } {
  const current = { ...newRegistryEntry(today), fojas: 1200, numero: 980, ano: 2019 };
  const named = { fojas_anterior: 640, numero_anterior: 511, ano_anterior: 2007 };
  const earlier = { ...newRegistryEntry(today), fojas: earlierFojas, numero: 511, ano: 2007 };
  return {
    report: { ...emptyReport(today), property_registry_history: [{ ...current, ...named }, earlier] },
    provenance: {
      'property_registry_history[0].fojas': source('vigente.pdf', false),
      'property_registry_history[0].fojas_anterior': source('vigente.pdf', false),
      'property_registry_history[1].fojas': source('anterior.pdf', true),
      'property_registry_history[1].precio': source('anterior.pdf', true),
    },
  };
}

describe('settleNamedEarlierTitle', () => {
  it('settles the close type call of the earlier title the current title names', () => {
    const { report, provenance } = dossier(640);
    const settled = settleNamedEarlierTitle(report, provenance);
    expect(settled['property_registry_history[1].precio']?.unsure).toBeUndefined();
    expect(settled['property_registry_history[1].fojas']?.confidence).toBeGreaterThan(0.5);
  });

  it('keeps the doubt of a copy of another inscription', () => {
    const { report, provenance } = dossier(641);
    const settled = settleNamedEarlierTitle(report, provenance);
    expect(settled['property_registry_history[1].precio']?.unsure).toEqual(['close_classification']);
  });
});

describe('certifiedCancelled', () => {
  it('reads a certification calling the copied inscription cancelled', () => {
    expect(
      certifiedCancelled('copia fiel de la inscripción de fojas 88, la que se encuentra CANCELADA'),
    ).toBe(true);
    expect(certifiedCancelled('inscripción de Fs. 88 Nº 70, que está cancelada por transferencia')).toBe(
      true,
    );
  });

  it('does not take a cancelled mortgage or a vigente inscription for it', () => {
    expect(certifiedCancelled('se encuentra vigente a nombre de doña Ana Pérez')).toBe(false);
    expect(certifiedCancelled('hipoteca cancelada según nota al margen')).toBe(false);
  });
});

describe('settleNamedReferences', () => {
  const inferred = (file: string): Provenance => ({
    file,
    page: 1,
    snippet: '',
    confidence: 0.4,
    unsure: ['inferred'],
  });
  const sure = (file: string): Provenance => ({ file, page: 1, snippet: '', confidence: 0.9 });
  function titles(earlierFojas: number, anterior = sure('vigente.pdf')) {
    const current = { ...newRegistryEntry(today), fojas: 1200, numero: 980, ano: 2019 };
    const named = { fojas_anterior: 640, numero_anterior: 511, ano_anterior: 2007, vuelta_anterior: false };
    const earlier = {
      ...newRegistryEntry(today),
      fojas: earlierFojas,
      vuelta: false,
      numero: 511,
      ano: 2007,
    };
    const report: Report = {
      ...emptyReport(today),
      property_registry_history: [{ ...current, ...named }, earlier],
    };
    const provenance: ProvenanceMap = Object.fromEntries(
      ['fojas', 'vuelta', 'numero', 'ano'].flatMap((key) => [
        [`property_registry_history[0].${key}_anterior`, anterior],
        [`property_registry_history[1].${key}`, inferred('anterior.pdf')],
      ]),
    );
    return { report, provenance };
  }

  it('confirms an earlier title read with doubt that the current title names, read without doubt', () => {
    const { report, provenance } = titles(640);
    const settled = settleNamedReferences(report, provenance);
    for (const key of ['fojas', 'vuelta', 'numero', 'ano'])
      expect(settled[`property_registry_history[1].${key}`]?.unsure).toBeUndefined();
  });

  it('keeps the doubt of another inscription, of a reference named with doubt, and within one file', () => {
    const other = titles(641);
    expect(
      settleNamedReferences(other.report, other.provenance)['property_registry_history[1].fojas']?.unsure,
    ).toEqual(['inferred']);
    const doubted = titles(640, inferred('vigente.pdf'));
    expect(
      settleNamedReferences(doubted.report, doubted.provenance)['property_registry_history[1].fojas']?.unsure,
    ).toEqual(['inferred']);
    const bundled = titles(640, sure('anterior.pdf'));
    expect(
      settleNamedReferences(bundled.report, bundled.provenance)['property_registry_history[1].fojas']?.unsure,
    ).toEqual(['inferred']);
  });
});
