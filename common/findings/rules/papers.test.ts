import { describe, expect, it } from 'vitest';

import { ruleContext } from '../context';
import { earlierEntry, entry, facts, gp, report } from '../../../tests/factories/findings';
import { staleCertificates } from './staleCertificates';
import { vueltaInscription } from './vueltaInscription';

describe('staleCertificates', () => {
  const value = report({
    property_registry_history: [],
    gp_certificates: [gp({ fecha_emision: '2025-02-10' })],
  });

  it('names a certificate older than its limit', () => {
    const findings = staleCertificates(ruleContext(value, facts(), { referenceDate: '2025-10-20' }));
    expect(findings).toMatchObject([{ code: 'CERTIFICADO_VENCIDO', severity: 'media', doc: 'gp' }]);
    expect(findings[0]?.refs).toEqual(['gp_certificates[0].fecha_emision']);
  });

  it('accepts a certificate exactly at the limit and rejects it a day later', () => {
    const onTime = report({ property_registry_history: [entry({ fecha_emision: '2025-08-16' })] });
    expect(staleCertificates(ruleContext(onTime, facts(), { referenceDate: '2025-09-15' }))).toEqual([]);
    expect(staleCertificates(ruleContext(onTime, facts(), { referenceDate: '2025-09-16' }))).toMatchObject([
      { doc: 'dominio_vigente' },
    ]);
  });

  it("judges ages on the report's own study date over the caller's day", () => {
    const studied = report({ ...value, study_date: '2025-03-01T03:00:00.000Z' });
    expect(staleCertificates(ruleContext(studied, facts(), { referenceDate: '2025-10-20' }))).toEqual([]);
    const later = report({ ...value, study_date: '2025-10-20' });
    expect(staleCertificates(ruleContext(later, facts(), { referenceDate: '2025-03-01' }))).toMatchObject([
      { code: 'CERTIFICADO_VENCIDO', doc: 'gp' },
    ]);
  });

  it('takes configured ages, instants and certificates known only through facts', () => {
    const options = { referenceDate: new Date('2025-10-20T15:00:00Z'), certificateMaxAgeDays: { gp: 365 } };
    expect(staleCertificates(ruleContext(value, facts(), options))).toEqual([]);
    const company = facts({ documents: [{ file: 's.pdf', type: 'sociedad', fecha_emision: '2025-01-02' }] });
    expect(staleCertificates(ruleContext(report(), company, { referenceDate: '2025-09-15' }))).toMatchObject([
      { doc: 'sociedad', refs: [] },
    ]);
  });

  it('dates a certificate with a report section by that section, not by the facts', () => {
    const analysed = facts({ documents: [{ file: 'gp.pdf', type: 'gp', fecha_emision: '2025-01-02' }] });
    const edited = report({ gp_certificates: [gp({ fecha_emision: '2025-09-10' })] });
    expect(staleCertificates(ruleContext(edited, analysed, { referenceDate: '2025-09-15' }))).toEqual([]);
  });
});

describe('vueltaInscription', () => {
  it('lists every inscription on the back of a page in one finding', () => {
    const value = report({
      property_registry_history: [entry({ vuelta: true }), earlierEntry({ vuelta: true })],
    });
    const findings = vueltaInscription(ruleContext(value, facts(), { referenceDate: '2025-09-15' }));
    expect(findings).toHaveLength(1);
    expect(findings[0]?.refs).toEqual([
      'property_registry_history[0].vuelta',
      'property_registry_history[1].vuelta',
    ]);
    expect(vueltaInscription(ruleContext(report(), facts(), { referenceDate: '2025-09-15' }))).toEqual([]);
  });
});
