import { DOCUMENT_TYPES } from '../../../common/documents/documentTypes';
import type { Verification } from '../../../common/findings/computeFindings';
import {
  checklistRows,
  checklistSummary,
  type ChecklistItem,
} from '../../../common/findings/documentChecklist';
import {
  findingCards,
  groupBySeverity,
  TRAFFIC_LIGHT_LABELS,
  trafficLight,
  type Finding,
  type FindingCard,
} from '../../../common/findings/finding';
import { FINDING_GROUP_TITLES } from '../../../common/findings/groupTitles';
import { span, type Block } from '../documentBlocks';
import type { ReportSection } from './reportSection';

/** One row per kind of finding: a repeated kind under its group title, one bullet per finding. */
function cardRow({ code, findings }: FindingCard): string[] {
  const documents = [...new Set(findings.flatMap((finding) => (finding.doc ? [finding.doc] : [])))];
  const documentText = documents.map((doc) => DOCUMENT_TYPES[doc].shortLabel).join('\n') || '—';
  const [only] = findings;
  if (only && findings.length === 1) return [only.message, documentText];
  const items = findings.map((finding) => `• ${finding.message}`).join('\n');
  return [`${FINDING_GROUP_TITLES[code]} (${findings.length})\n${items}`, documentText];
}

function findingBlocks(findings: readonly Finding[]): Block[] {
  if (findings.length === 0)
    return [{ kind: 'note', text: 'La verificación automática no encontró observaciones.' }];
  return groupBySeverity(findings).flatMap(({ label, findings: group }): Block[] => [
    { kind: 'heading', level: 2, text: `Severidad ${label.toLowerCase()} (${group.length})` },
    {
      kind: 'table',
      columns: [
        { header: 'Observación', weight: 7 },
        { header: 'Documento', weight: 3 },
      ],
      rows: findingCards(group).map(cardRow),
    },
  ]);
}

/** Which of the twelve document types the study has, their dates and ages, and which are missing. */
function checklistBlocks(checklist: readonly ChecklistItem[]): Block[] {
  return [
    { kind: 'heading', level: 2, text: 'Documentos del estudio' },
    { kind: 'paragraph', spans: [span(`${checklistSummary(checklist)}.`)] },
    {
      kind: 'table',
      columns: [
        { header: 'Documento', weight: 4 },
        { header: 'Estado', weight: 4 },
        { header: 'Emisión', weight: 2 },
        { header: 'Antigüedad', weight: 2 },
      ],
      rows: checklistRows(checklist).map((row) => [
        row.label,
        row.note ? `${row.statusLabel}\n${row.note}` : row.statusLabel,
        row.issued.join('\n') || '—',
        row.ages.join('\n') || '—',
      ]),
    },
  ];
}

/**
 * "Verificación legal": the traffic light, the findings grouped by severity (findings of one kind
 * together), then the document checklist.
 */
export function legalVerificationSection({ findings, checklist }: Verification): ReportSection {
  return {
    title: 'Verificación legal',
    blocks: [
      {
        kind: 'paragraph',
        spans: [span('Semáforo: ', { bold: true }), span(TRAFFIC_LIGHT_LABELS[trafficLight(findings)])],
      },
      ...findingBlocks(findings),
      ...checklistBlocks(checklist),
      {
        kind: 'note',
        text: 'Verificación automática sobre los datos del reporte a la fecha del estudio; no reemplaza la revisión del abogado.',
      },
    ],
  };
}
