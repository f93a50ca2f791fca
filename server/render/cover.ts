import type { Report } from '../../common/report/schema';
import { reviewStatusText, type ReviewStatus } from '../../common/review/status';
import { appraisalSummary } from '../../common/report/summaries';
import type { Block } from './documentBlocks';
import { field, NOT_GIVEN } from './displayValues';

export interface CoverFacts {
  reportName: string;
  reportId: string;
  issuedOn: string;
  documentCount: number;
  /** The report's review status (#10 item 5); absent where the caller has none. */
  review?: ReviewStatus;
}

/** First non-blank value, trimmed. */
function firstGiven(values: readonly (string | null | undefined)[]): string | null {
  for (const value of values) if (value?.trim()) return value.trim();
  return null;
}

/**
 * The property as the cover names it. The address comes from the certificates (the inscription
 * only describes the lot in words); the rol from the inscriptions, else from the certificates.
 */
export function propertyIdentity(report: Report): { address: string; rol: string; comuna: string } {
  const gp = report.gp_certificates ?? [];
  const appraisals = report.certificados_avaluo ?? [];
  const debts = report.debt_certificates ?? [];
  const situations = report.property_situation_reports ?? [];
  const affectations = report.public_expropriation_certificates ?? [];
  const address = firstGiven([
    ...gp.map((certificate) => certificate.domicilio),
    ...appraisals.map((appraisal) => appraisal.direccion),
    ...situations.map((situation) => situation.direccion_propiedad),
    ...affectations.map((certificate) => certificate.direccion_propiedad),
    ...debts.map((certificate) => certificate.direccion_propiedad),
  ]);
  const roles = appraisalSummary(report).map((row) => row.rol);
  const rol =
    roles.length > 0
      ? roles.join(', ')
      : firstGiven([
          ...appraisals.map((appraisal) => appraisal.rol_avaluo),
          ...debts.map((debt) => debt.rol_avaluo),
        ]);
  const comuna = firstGiven([
    ...report.property_registry_history.map((entry) => entry.comuna),
    ...gp.map((certificate) => certificate.comuna),
    ...appraisals.map((appraisal) => appraisal.comuna),
    ...debts.map((certificate) => certificate.comuna_propiedad),
  ]);
  return { address: address ?? NOT_GIVEN, rol: rol ?? NOT_GIVEN, comuna: comuna ?? NOT_GIVEN };
}

/**
 * `Revisado por Ana Soto el 05-03-2026`, and when it was marked so with items unconfirmed, what
 * they were and why: a clean bill the reviewer did not give is never printed as one.
 */
function reviewRows(review: ReviewStatus | undefined) {
  if (!review) return [];
  const rows = [field('Estado de revisión', reviewStatusText(review))];
  if (review.override)
    rows.push(
      field('Revisado con pendientes', `${review.override.pending}. Motivo: ${review.override.reason}`),
    );
  return rows;
}

export function coverBlocks(report: Report, facts: CoverFacts): Block[] {
  const property = propertyIdentity(report);
  return [
    {
      kind: 'title',
      eyebrow: 'Estudio de títulos',
      text: facts.reportName,
      subtitle: 'Informe de antecedentes legales de la propiedad',
    },
    {
      kind: 'fields',
      rows: [
        field('Propiedad', property.address),
        field('Rol de avalúo', property.rol),
        field('Comuna', property.comuna),
        field('Fecha de emisión', facts.issuedOn),
        field('Documentos analizados', String(facts.documentCount)),
        field('Identificador del reporte', facts.reportId),
        ...reviewRows(facts.review),
      ],
    },
    {
      kind: 'paragraph',
      spans: [
        {
          text:
            'Este informe reúne los antecedentes extraídos de los documentos cargados y revisados por el usuario. ' +
            'Los códigos de verificación permiten confirmar cada certificado ante su emisor.',
          italics: true,
        },
      ],
    },
    { kind: 'pageBreak' },
  ];
}
