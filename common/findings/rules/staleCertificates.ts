import type { DatedCertificate, RuleContext } from '../context';
import { dayNumber, formatDay } from '../dates';
import type { Finding } from '../finding';

const NAMES = {
  dominio_vigente: 'El certificado de dominio vigente',
  gp: 'El certificado de hipotecas, gravámenes, interdicciones y prohibiciones',
  deuda_tgr: 'El certificado de deuda de contribuciones de Tesorería',
  no_deuda_aseo: 'El certificado municipal de no deuda de derechos de aseo',
  avaluo_fiscal: 'El certificado de avalúo fiscal',
  serviu_no_expropiacion: 'El informe de situación del SERVIU',
  afectacion_utilidad_publica: 'El certificado municipal de afectación a utilidad pública',
  matrimonio: 'El certificado de matrimonio',
  no_matrimonio: 'El certificado de no matrimonio',
  sociedad: 'El certificado de vigencia de la sociedad',
} as const satisfies Record<DatedCertificate, string>;

interface Dated {
  doc: DatedCertificate;
  issued: string | null | undefined;
  path: string | null;
}

function certificates(context: RuleContext): Dated[] {
  const { report, facts } = context;
  const dated: Dated[] = [];
  const current = report.property_registry_history[0];
  if (current)
    dated.push({
      doc: 'dominio_vigente',
      issued: current.fecha_emision,
      path: 'property_registry_history[0].fecha_emision',
    });
  const add = (doc: DatedCertificate, list: { fecha_emision: string | null }[] | undefined, key: string) =>
    (list ?? []).forEach((item, index) =>
      dated.push({ doc, issued: item.fecha_emision, path: `${key}[${index}].fecha_emision` }),
    );
  add('gp', report.gp_certificates, 'gp_certificates');
  add('deuda_tgr', report.debt_certificates, 'debt_certificates');
  add('avaluo_fiscal', report.certificados_avaluo, 'certificados_avaluo');
  add('serviu_no_expropiacion', report.property_situation_reports, 'property_situation_reports');
  add(
    'afectacion_utilidad_publica',
    report.public_expropriation_certificates,
    'public_expropriation_certificates',
  );
  add('matrimonio', report.certificados_matrimonio, 'certificados_matrimonio');
  // Certificates with no section in the report are known only through the facts.
  for (const aseo of facts.aseo) dated.push({ doc: 'no_deuda_aseo', issued: aseo.fecha_emision, path: null });
  for (const single of facts.noMarriages)
    dated.push({ doc: 'no_matrimonio', issued: single.fecha_emision, path: null });
  for (const company of facts.companies)
    dated.push({ doc: 'sociedad', issued: company.fecha_emision, path: null });
  return dated;
}

/**
 * Certificate freshness (chilean-documents.md §17.10): each certificate older than its maximum age
 * on the reference date must be requested again. A certificate exactly at the limit is still valid.
 */
export function staleCertificates(context: RuleContext): Finding[] {
  return certificates(context).flatMap(({ doc, issued, path }): Finding[] => {
    const day = dayNumber(issued);
    if (day === null) return [];
    const age = context.referenceDay - day;
    const limit = context.maxAgeDays[doc];
    if (age <= limit) return [];
    const months = Math.floor(age / 30);
    const ageText = months >= 2 ? `${months} meses` : `${age} días`;
    return [
      {
        code: 'CERTIFICADO_VENCIDO',
        severity: 'media',
        message: `${NAMES[doc]} fue emitido el ${formatDay(day)}, ${ageText} antes de la fecha del estudio (${formatDay(context.referenceDay)}); el plazo usual es de ${limit} días: debe solicitarse uno actualizado.`,
        doc,
        refs: path ? [path] : [],
      },
    ];
  });
}
