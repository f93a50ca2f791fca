import { listDescriptors } from '../../../common/documents/describedFields';
import { DOCUMENT_TYPES, type DocumentTypeId } from '../../../common/documents/documentTypes';
import { ITEM_FIELDS } from '../../../common/documents/itemFields';
import type { ReportItem, ReportListKey } from '../../../common/documents/reportLists';
import { formatAmount, formatDateLong } from '../../../common/format';
import type { Report } from '../../../common/report/schema';
import { debtSummary, type DebtAmounts } from '../../../common/report/summaries';
import { describedBlocks } from '../describedBlocks';
import type { Block } from '../documentBlocks';
import { inscriptionText, textOrNotGiven } from '../displayValues';
import { ordinalHeading, perDocumentBlocks, type ReportSection } from './reportSection';

/*
 * The document's section for each report list: a title, what a missing document means, a heading
 * per document and its fields as their descriptors print them.
 */

/** The types that say what their absence means for the study. */
type ExplainedType = {
  [T in DocumentTypeId]: (typeof DOCUMENT_TYPES)[T]['absentMeaning'] extends string ? T : never;
}[DocumentTypeId];

interface ListSectionSpec<K extends ReportListKey> {
  title: string;
  /** The type whose absence the empty section explains. */
  absent: ExplainedType;
  heading: (item: ReportItem<K>, index: number, count: number) => string;
  /** Blocks before the documents, when there are any (the debt summary). */
  lead?: (report: Report) => Block[];
}

const byRol =
  (noun: string) =>
  (item: { rol_avaluo: string | null }, index: number, count: number): string =>
    ordinalHeading(noun, index, count, `Rol ${textOrNotGiven(item.rol_avaluo)}`);

const DEBT_FIELDS = ITEM_FIELDS.debt_certificates;

/** Debt by rol with a grand total, headed by the debt fields' own labels. */
function debtSummaryBlocks(report: Report): Block[] {
  const { rows, totals } = debtSummary(report);
  const amounts = (row: DebtAmounts) => [
    formatAmount(row.noVencida),
    formatAmount(row.vencida),
    formatAmount(row.total),
  ];
  return [
    { kind: 'heading', level: 2, text: 'Resumen de deuda por rol' },
    {
      kind: 'table',
      columns: [
        { header: DEBT_FIELDS.rol_avaluo.label, weight: 3 },
        { header: DEBT_FIELDS.total_deuda_no_vencida_liquidada.label, weight: 3, align: 'right' },
        { header: DEBT_FIELDS.total_deuda_vencida_liquidada.label, weight: 3, align: 'right' },
        { header: 'Total', weight: 3, align: 'right' },
      ],
      rows: rows.map((row) => [row.rol || 'Sin rol', ...amounts(row)]),
      totals: ['Total general', ...amounts(totals)],
    },
  ];
}

const LIST_SECTION_SPECS: { readonly [K in ReportListKey]: ListSectionSpec<K> } = {
  property_registry_history: {
    title: 'Historial de inscripciones de dominio',
    absent: 'dominio_vigente',
    heading: (entry, index) =>
      `${index === 0 ? 'Inscripción vigente' : `Título anterior ${index}`}: ${inscriptionText(entry)}`,
  },
  gp_certificates: {
    title: 'Certificado de hipotecas, gravámenes y prohibiciones',
    absent: 'gp',
    heading: (certificate, index, count) =>
      ordinalHeading('Certificado', index, count, formatDateLong(certificate.fecha_emision)),
  },
  debt_certificates: {
    title: 'Deuda de contribuciones (Tesorería)',
    absent: 'deuda_tgr',
    heading: byRol('Certificado'),
    lead: debtSummaryBlocks,
  },
  property_situation_reports: {
    title: 'Informe de situación de la propiedad (SERVIU)',
    absent: 'serviu_no_expropiacion',
    heading: byRol('Informe'),
  },
  public_expropriation_certificates: {
    title: 'Certificado de afectación a utilidad pública (municipal)',
    absent: 'afectacion_utilidad_publica',
    heading: byRol('Certificado'),
  },
  certificados_avaluo: {
    title: 'Certificado de avalúo fiscal (SII)',
    absent: 'avaluo_fiscal',
    heading: byRol('Certificado'),
  },
  certificados_matrimonio: {
    title: 'Certificados de matrimonio',
    absent: 'matrimonio',
    heading: (certificate, index, count) =>
      ordinalHeading(
        'Certificado',
        index,
        count,
        `${textOrNotGiven(certificate.marido.nombre)} y ${textOrNotGiven(certificate.mujer.nombre)}`,
      ),
  },
};

/** The section printing `list` of `report`. */
export function listSection<K extends ReportListKey>(list: K, report: Report): ReportSection {
  const spec: ListSectionSpec<K> = LIST_SECTION_SPECS[list];
  const items: readonly ReportItem<K>[] = report[list] ?? [];
  const descriptors = listDescriptors(list);
  return {
    title: spec.title,
    blocks: [
      ...(items.length > 0 && spec.lead ? spec.lead(report) : []),
      ...perDocumentBlocks(
        items,
        DOCUMENT_TYPES[spec.absent].absentMeaning,
        (item, index) => spec.heading(item, index, items.length),
        (item) => describedBlocks(list, descriptors, { ...item }),
      ),
    ],
  };
}
