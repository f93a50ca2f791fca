import type { FirmLetterhead } from '../../common/firm/settings';
import { formatDateLong } from '../../common/format/dates';
import { propertyIdentity } from '../../common/record/listFields';
import { deliverableReviewText, type ReviewStatus } from '../../common/review/status';
import type { Report } from '../../common/report/schema';
import type { Block } from './documentBlocks';
import { field, textOrNotGiven } from './displayValues';
import { imageSize } from './imageSize';

export interface CoverFacts {
  reportName: string;
  issuedOn: string;
  documentCount: number;
  /** The issuing firm; without it the cover names none. */
  firm: FirmLetterhead | undefined;
  /** The report's review status (#10 item 5); absent where the caller has none. */
  review: ReviewStatus | undefined;
}

/** The firm's logo (when its header is readable and of a drawable size), name and address. */
function letterhead(firm: FirmLetterhead): Block[] {
  const size = firm.logo ? imageSize(firm.logo.bytes, firm.logo.mimeType) : null;
  const logo =
    firm.logo && size
      ? { base64: Buffer.from(firm.logo.bytes).toString('base64'), mimeType: firm.logo.mimeType, ...size }
      : null;
  const name = firm.firmName.trim();
  if (!logo && !name) return [];
  return [{ kind: 'letterhead', logo, name, lines: [firm.address.trim()].filter(Boolean) }];
}

/**
 * `Revisado por Ana Soto el 05-03-2026` or `En revisión`: a report changed after its review is
 * reopened, so the stamp printed is the one in force. An override's reason is internal (#20): it
 * stays in the report's history, never on the client's cover.
 */
function reviewRows(review: ReviewStatus | undefined) {
  return review ? [field('Estado de revisión', deliverableReviewText(review))] : [];
}

/**
 * The cover (#11 item 5): the firm, the property (address, comuna, rol), the client and the
 * report's name, the study date (#20) and the date of issue, the review status and the responsible lawyer; never the record's id.
 */
export function coverBlocks(report: Report, facts: CoverFacts): Block[] {
  const property = propertyIdentity(report);
  return [
    ...(facts.firm ? letterhead(facts.firm) : []),
    {
      kind: 'title',
      eyebrow: 'Estudio de títulos',
      text: facts.reportName,
      subtitle: 'Informe de antecedentes legales de la propiedad',
    },
    {
      kind: 'fields',
      rows: [
        field('Propiedad', textOrNotGiven(property.address)),
        field('Comuna', textOrNotGiven(property.comuna)),
        field('Rol de avalúo', textOrNotGiven(property.rol)),
        field('Cliente', textOrNotGiven(report.client_name)),
        ...(report.study_date ? [field('Fecha del estudio', formatDateLong(report.study_date))] : []),
        field('Fecha de emisión', facts.issuedOn),
        ...reviewRows(facts.review),
        field('Abogado responsable', textOrNotGiven(facts.firm?.lawyerName)),
        field('Documentos analizados', String(facts.documentCount)),
      ],
    },
    {
      kind: 'paragraph',
      spans: [
        {
          text:
            'Este informe reúne los antecedentes extraídos de los documentos cargados y revisados por el abogado. ' +
            'Los códigos de verificación permiten confirmar cada certificado ante su emisor.',
          italics: true,
        },
      ],
    },
    { kind: 'pageBreak' },
  ];
}
