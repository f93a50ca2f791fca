import { reportFileName } from '../../common/record/reportName';
import type { Report } from '../../common/report/schema';
import { buildReportDocument, type ReportDocumentMeta } from './documentModel';
import { renderDocx } from './docx/renderDocx';
import { renderPdf } from './pdf/renderPdf';

export type ReportFormat = 'pdf' | 'docx';

export const REPORT_FORMATS = ['pdf', 'docx'] as const satisfies readonly ReportFormat[];

export interface RenderedReport {
  buffer: Buffer;
  contentType: string;
  fileName: string;
}

const CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const RENDERERS = { pdf: renderPdf, docx: renderDocx } satisfies Record<ReportFormat, unknown>;

/**
 * The report as a downloadable file, named from the report's name (#20 over SPEC §7's
 * `reporte_{id}.pdf`): `estudio-pje-los-copihues-8841-la-cisterna.pdf`.
 */
export async function renderReport(
  report: Report,
  meta: ReportDocumentMeta,
  format: ReportFormat,
): Promise<RenderedReport> {
  const buffer = await RENDERERS[format](buildReportDocument(report, meta));
  return {
    buffer,
    contentType: CONTENT_TYPES[format],
    fileName: reportFileName(meta.reportName, meta.reportId, format),
  };
}
