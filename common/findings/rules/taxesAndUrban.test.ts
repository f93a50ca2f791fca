import { describe, expect, it } from 'vitest';

import type { FiscalAppraisal, PublicExpropriationCertificate } from '../../report/schema';
import { newFiscalAppraisal } from '../../documents/types/avaluoFiscal';
import { newPropertySituationReport } from '../../documents/types/serviuNoExpropiacion';
import { newPublicExpropriationCertificate } from '../../documents/types/afectacionUtilidadPublica';
import { ruleContext } from '../context';
import type { ReportFacts } from '../facts';
import { debt, facts, report, REFERENCE_DATE } from '../../../tests/factories/findings';
import { expropriation } from './expropriation';
import { aseoExemption, taxDebt } from './taxDebt';

const run = (rule: typeof taxDebt, value: ReturnType<typeof report>, extra: ReportFacts = facts()) =>
  rule(ruleContext(value, extra, { referenceDate: REFERENCE_DATE }));
const appraisal = (afecto: number): FiscalAppraisal => ({ ...newFiscalAppraisal(), avaluo_afecto: afecto });
const aseo = (debtOwed: boolean) =>
  facts({
    aseo: [
      { file: 'aseo.pdf', rol_avaluo: '6120-9', debt: debtOwed, fecha_emision: '2025-09-10', source: null },
    ],
  });

describe('taxDebt', () => {
  it('reports overdue contribuciones with the amount', () => {
    const findings = run(
      taxDebt,
      report({ debt_certificates: [debt({ total_deuda_vencida_liquidada: 204654 })] }),
    );
    expect(findings).toMatchObject([
      { code: 'DEUDA_CONTRIBUCIONES', severity: 'alta', monto: 204654, doc: 'deuda_tgr' },
    ]);
    expect(findings[0]?.message).toContain('$204.654');
  });

  it('reports a clean certificate, except for exempt homes', () => {
    const clean = report({ debt_certificates: [debt()], certificados_avaluo: [appraisal(37268823)] });
    expect(run(taxDebt, clean).map((finding) => finding.code)).toEqual(['SIN_DEUDA_MOROSA']);
    const exempt = report({ debt_certificates: [debt()], certificados_avaluo: [appraisal(0)] });
    expect(run(taxDebt, exempt)).toEqual([]);
  });

  it('reports a payment agreement', () => {
    const agreement = facts({
      taxAgreements: [{ file: 'tgr.pdf', rol_avaluo: '4521-87', total: 120000, source: null }],
    });
    expect(
      run(taxDebt, report({ debt_certificates: [debt()] }), agreement).map((finding) => finding.code),
    ).toEqual(['SIN_DEUDA_MOROSA', 'CONVENIO_TGR']);
  });
});

describe('aseoExemption', () => {
  const exempt = report({ certificados_avaluo: [appraisal(0)] });
  it('accepts an exempt home with a clean aseo certificate', () => {
    expect(run(aseoExemption, exempt, aseo(false)).map((finding) => finding.code)).toEqual([
      'EXENTO_CONTRIBUCIONES_ASEO_OK',
    ]);
  });
  it('reports aseo debt or a missing certificate, and nothing for taxed homes', () => {
    expect(run(aseoExemption, exempt, aseo(true)).map((finding) => finding.code)).toEqual(['DEUDA_ASEO']);
    expect(run(aseoExemption, exempt).map((finding) => finding.code)).toEqual([
      'EXENTO_SIN_CERTIFICADO_ASEO',
    ]);
    expect(run(aseoExemption, report({ certificados_avaluo: [appraisal(1)] }))).toEqual([]);
  });
});

describe('expropriation', () => {
  const certificate = (overrides: Partial<PublicExpropriationCertificate>) => ({
    ...newPublicExpropriationCertificate(),
    ...overrides,
  });
  it('tells road widening, road opening and park affectations apart', () => {
    const value = report({
      public_expropriation_certificates: [
        certificate({
          objeto_expropiacion: true,
          expropiacion_vial: true,
          tipo_expropiacion_vial: 'Ensanche',
        }),
        certificate({
          objeto_expropiacion: true,
          expropiacion_vial: true,
          tipo_expropiacion_vial: 'Apertura',
        }),
        certificate({ objeto_expropiacion: true, expropiacion_por_parque: true }),
        certificate({ objeto_expropiacion: true }),
        certificate({}),
      ],
      property_situation_reports: [{ ...newPropertySituationReport(), objeto_expropiacion: true }],
    });
    expect(run(expropriation, value).map((finding) => [finding.code, finding.severity])).toEqual([
      ['EXPROPIACION_SERVIU', 'critica'],
      ['AFECTACION_VIAL_ENSANCHE', 'alta'],
      ['AFECTACION_VIAL_APERTURA', 'alta'],
      ['AFECTACION_PARQUE', 'alta'],
      ['AFECTACION_UTILIDAD_PUBLICA', 'alta'],
    ]);
  });
});
