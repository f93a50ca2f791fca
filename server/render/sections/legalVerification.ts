import { DOCUMENT_TYPES } from '../../../common/documents/documentTypes';
import {
  groupBySeverity,
  TRAFFIC_LIGHT_LABELS,
  trafficLight,
  type Finding,
} from '../../../common/findings/finding';
import { span, type Block } from '../documentBlocks';
import type { ReportSection } from './reportSection';

/**
 * "Verificación legal": the traffic light, then the findings grouped by severity, each with its
 * explanation and the document it is about.
 */
export function legalVerificationSection(findings: readonly Finding[]): ReportSection {
  const light = trafficLight(findings);
  const summary: Block = {
    kind: 'paragraph',
    spans: [span('Semáforo: ', { bold: true }), span(TRAFFIC_LIGHT_LABELS[light])],
  };
  if (findings.length === 0)
    return {
      title: 'Verificación legal',
      blocks: [summary, { kind: 'note', text: 'La verificación automática no encontró observaciones.' }],
    };
  return {
    title: 'Verificación legal',
    blocks: [
      summary,
      ...groupBySeverity(findings).flatMap(({ label, findings: group }): Block[] => [
        { kind: 'heading', level: 2, text: `Severidad ${label.toLowerCase()} (${group.length})` },
        {
          kind: 'table',
          columns: [
            { header: 'Observación', weight: 7 },
            { header: 'Documento', weight: 3 },
          ],
          rows: group.map((finding) => [
            finding.message,
            finding.doc ? DOCUMENT_TYPES[finding.doc].shortLabel : '—',
          ]),
        },
      ]),
      {
        kind: 'note',
        text: 'Verificación automática sobre los datos del reporte a la fecha de emisión; no reemplaza la revisión del abogado.',
      },
    ],
  };
}
