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

/** The report as a downloadable file named as SPEC §7 says the browser saves it: `reporte_{id}.pdf`. */
export async function renderReport(
  report: Report,
  meta: ReportDocumentMeta,
  format: ReportFormat,
): Promise<RenderedReport> {
  const buffer = await RENDERERS[format](buildReportDocument(report, meta));
  return { buffer, contentType: CONTENT_TYPES[format], fileName: `reporte_${meta.reportId}.${format}` };
}
