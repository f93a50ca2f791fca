import { formatCLP } from '../../format/currency';
import type { RuleContext } from '../context';
import type { Finding } from '../finding';

/** Exempt from contribuciones: SII says nothing is taxable, or an aseo certificate was brought for it. */
export function isExemptHome(context: RuleContext): boolean {
  const appraisals = context.report.certificados_avaluo ?? [];
  return (
    (appraisals.length > 0 && appraisals.every((appraisal) => appraisal.avaluo_afecto === 0)) ||
    context.facts.aseo.length > 0
  );
}

/**
 * Property tax (chilean-documents.md §17.8): overdue contribuciones must be paid before the deed;
 * debt under a payment agreement (arts. 196–197 Código Tributario) too, or be taken over. With no
 * overdue debt the certificate is reported clean, except for exempt homes (see the aseo rule).
 */
export function taxDebt(context: RuleContext): Finding[] {
  const findings: Finding[] = [];
  const exempt = isExemptHome(context);
  (context.report.debt_certificates ?? []).forEach((debt, index) => {
    const path = `debt_certificates[${index}]`;
    const overdue = debt.total_deuda_vencida_liquidada;
    const rol = debt.rol_avaluo ? ` del rol ${debt.rol_avaluo}` : '';
    const pending = debt.total_deuda_no_vencida_liquidada
      ? ` Además hay cuotas no vencidas por ${formatCLP(debt.total_deuda_no_vencida_liquidada)}.`
      : '';
    if (overdue !== null && overdue > 0)
      findings.push({
        code: 'DEUDA_CONTRIBUCIONES',
        severity: 'alta',
        message: `El certificado de Tesorería${rol} registra deuda morosa de contribuciones por ${formatCLP(overdue)}: debe pagarse antes de la escritura.${pending}`,
        doc: 'deuda_tgr',
        refs: [`${path}.total_deuda_vencida_liquidada`],
        monto: overdue,
      });
    else if (overdue === 0 && !exempt)
      findings.push({
        code: 'SIN_DEUDA_MOROSA',
        severity: 'info',
        message: `El certificado de Tesorería${rol} no registra deuda morosa de contribuciones.${pending}`,
        doc: 'deuda_tgr',
        refs: [`${path}.total_deuda_vencida_liquidada`],
      });
  });
  for (const agreement of context.facts.taxAgreements) {
    if (agreement.total <= 0) continue;
    const index = (context.report.debt_certificates ?? []).findIndex(
      (debt) => !agreement.rol_avaluo || debt.rol_avaluo === agreement.rol_avaluo,
    );
    findings.push({
      code: 'CONVENIO_TGR',
      severity: 'media',
      message: `El certificado de Tesorería registra deuda acogida a convenio de pago (arts. 196 y 197 del Código Tributario) por ${formatCLP(agreement.total)}: debe pagarse el saldo o acordarse quién lo asume.`,
      doc: 'deuda_tgr',
      refs: index >= 0 ? [`debt_certificates[${index}]`] : [],
      monto: agreement.total,
    });
  }
  return findings;
}

/**
 * Homes exempt from contribuciones pay derechos de aseo to the municipality instead
 * (chilean-documents.md §6, §17.8): the municipal certificate must show no debt.
 */
export function aseoExemption(context: RuleContext): Finding[] {
  if (!isExemptHome(context)) return [];
  const refs = (context.report.certificados_avaluo ?? []).map(
    (_, index) => `certificados_avaluo[${index}].avaluo_afecto`,
  );
  if (context.facts.aseo.length === 0)
    return [
      {
        code: 'EXENTO_SIN_CERTIFICADO_ASEO',
        severity: 'media',
        message:
          'La vivienda está exenta de contribuciones (avalúo afecto $0), pero no se acompaña certificado municipal de no deuda de derechos de aseo: debe solicitarse.',
        doc: 'no_deuda_aseo',
        refs,
      },
    ];
  return context.facts.aseo.map((aseo) =>
    aseo.debt
      ? {
          code: 'DEUDA_ASEO',
          severity: 'media',
          message: `El certificado municipal de derechos de aseo${aseo.rol_avaluo ? ` del rol ${aseo.rol_avaluo}` : ''} no acredita ausencia de deuda: debe pagarse o aclararse antes de la escritura.`,
          doc: 'no_deuda_aseo',
          refs,
        }
      : {
          code: 'EXENTO_CONTRIBUCIONES_ASEO_OK',
          severity: 'info',
          message: `Vivienda exenta de contribuciones; el certificado municipal${aseo.rol_avaluo ? ` del rol ${aseo.rol_avaluo}` : ''} acredita que no hay deuda de derechos de aseo.`,
          doc: 'no_deuda_aseo',
          refs,
        },
  );
}
