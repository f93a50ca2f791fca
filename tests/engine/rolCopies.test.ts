import { describe, expect, it } from 'vitest';

import type { Provenance, ProvenanceMap } from '../../common/record/provenance';
import { repairRolsFromCopies, rolWithDigitsLost } from '../../server/analysis/engine/rolCopies';
import { debt, entry, report, situationReport } from '../factories/findings';

/*
 * A rol a worn scan read with a digit lost, taken from the documents that print it whole
 * (issue #18 item 5).
 */

describe('rolWithDigitsLost', () => {
  it('puts back a digit the reading lost, keeping its own format', () => {
    expect(rolWithDigitsLost('3307-44', '3307-414')).toBe('3307-414');
    expect(rolWithDigitsLost('ROL 307-55', '3307-55')).toBe('ROL 3307-55');
    expect(rolWithDigitsLost('3307-44', '120-03307-00414')).toBe('3307-414');
  });

  it('leaves a rol that differs otherwise: another digit, two lost, or the same rol', () => {
    expect(rolWithDigitsLost('3307-45', '3307-414')).toBeNull();
    expect(rolWithDigitsLost('3307-4', '3307-414')).toBeNull();
    expect(rolWithDigitsLost('3307-414', '3307-414')).toBeNull();
    expect(rolWithDigitsLost('03307-44', '3307-414')).toBe('03307-414');
    expect(rolWithDigitsLost('3307-044', '3307-414')).toBeNull();
  });
});

const source = (file: string, unsure: Provenance['unsure'] = []): Provenance => ({
  file,
  page: 1,
  snippet: 'Rol de Avalúo',
  confidence: unsure.length > 0 ? 0.4 : 0.9,
  ...(unsure.length > 0 ? { unsure } : {}),
});

describe('repairRolsFromCopies', () => {
  const dossier = report({
    property_registry_history: [entry({ rol_avaluo: '3307-414' })],
    debt_certificates: [debt({ rol_avaluo: '120-03307-414' })],
    property_situation_reports: [situationReport({ rol_avaluo: '3307-44' })],
  });
  const provenance: ProvenanceMap = {
    'property_registry_history[0].rol_avaluo': source('dominio.pdf'),
    'debt_certificates[0].rol_avaluo': source('tgr.pdf'),
    'property_situation_reports[0].rol_avaluo': source('serviu.pdf', ['ocr_low_confidence']),
  };

  it('repairs a doubted OCR reading from the rol every other document gives, marked', () => {
    const { report: repaired, provenance: marked } = repairRolsFromCopies(
      dossier,
      provenance,
      new Set(['serviu.pdf']),
    );
    expect(repaired.property_situation_reports?.[0]?.rol_avaluo).toBe('3307-414');
    expect(marked['property_situation_reports[0].rol_avaluo']?.unsure).toEqual(['repaired_reading']);
    expect(repaired.debt_certificates?.[0]?.rol_avaluo).toBe('120-03307-414');
  });

  it('leaves a reading from a text layer, one OCR trusted, or one the other documents disagree on', () => {
    expect(repairRolsFromCopies(dossier, provenance, new Set()).report).toBe(dossier);
    const trusted = { ...provenance, 'property_situation_reports[0].rol_avaluo': source('serviu.pdf') };
    expect(repairRolsFromCopies(dossier, trusted, new Set(['serviu.pdf'])).report).toBe(dossier);
    const split = report({ ...dossier, debt_certificates: [debt({ rol_avaluo: '120-03307-444' })] });
    expect(repairRolsFromCopies(split, provenance, new Set(['serviu.pdf'])).report).toBe(split);
  });
});
