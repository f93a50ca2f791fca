import { listDescriptors } from '../../../common/documents/describedFields';
import { absenceOf } from '../../../common/documents/documentTypes';
import {
  certificateList,
  listModule,
  type DocumentListKey,
  type ReportItem,
  type ReportListKey,
} from '../../../common/documents/reportLists';
import { debtCertificateList } from '../../../common/documents/types/deudaTgr';
import { formatAmount } from '../../../common/format';
import type { RegistryEntry, Report } from '../../../common/report/schema';
import { debtSummary, type DebtAmounts } from '../../../common/report/summaries';
import { describedBlocks } from '../describedBlocks';
import type { Block } from '../documentBlocks';
import { inscriptionText } from '../displayValues';
import { ordinalHeading, perDocumentBlocks, type ReportSection } from './reportSection';

/*
 * The document's section for each report list: its title, what a missing document means and a
 * heading per document, from the list's module (common/documents/types/), and its fields as their
 * descriptors print them.
 */

const DEBT_FIELDS = debtCertificateList.fields;

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

/** Blocks before the documents of a list, when there are any. */
const LEADS: Partial<Record<ReportListKey, (report: Report) => Block[]>> = {
  debt_certificates: debtSummaryBlocks,
};

/** The registry history's entries are headed by their place in it and their inscription. */
const registryHeading = (entry: RegistryEntry, index: number) =>
  `${index === 0 ? 'Inscripción vigente' : `Título anterior ${index}`}: ${inscriptionText(entry)}`;

function certificateHeading<K extends DocumentListKey>(list: K) {
  const { noun, detail } = certificateList(list).printHeading;
  return (item: ReportItem<K>, index: number, count: number) =>
    ordinalHeading(noun, index, count, detail(item));
}

function isCertificateList(list: ReportListKey): list is DocumentListKey {
  return list !== 'property_registry_history';
}

/** The section printing `list` of `report`. */
export function listSection<K extends ReportListKey>(list: K, report: Report): ReportSection {
  if (isCertificateList(list)) return section(list, report, certificateHeading(list));
  return section('property_registry_history', report, registryHeading);
}

function section<K extends ReportListKey>(
  list: K,
  report: Report,
  heading: (item: ReportItem<K>, index: number, count: number) => string,
): ReportSection {
  const items: readonly ReportItem<K>[] = report[list] ?? [];
  const descriptors = listDescriptors(list);
  const lead = LEADS[list];
  return {
    title: listModule(list).printTitle,
    blocks: [
      ...(items.length > 0 && lead ? lead(report) : []),
      ...perDocumentBlocks(
        items,
        absenceOf(list),
        (item, index) => heading(item, index, items.length),
        (item) => describedBlocks(list, descriptors, { ...item }),
      ),
    ],
  };
}
