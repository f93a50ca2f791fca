import type { Report } from '../../common/report/schema';
import type { ReportDocumentMeta } from './documentModel';
import { renderReport, type RenderedReport, type ReportFormat } from './renderReport';
import { serveJobs } from '../analysis/workers/workerProtocol';

export interface RenderJob {
  report: Report;
  /** `issuedAt` as an ISO string: Date objects do not cross threads as such. */
  meta: Omit<ReportDocumentMeta, 'issuedAt'> & { issuedAt: string };
  format: ReportFormat;
}

serveJobs<RenderJob, RenderedReport>(({ report, meta, format }) =>
  renderReport(report, { ...meta, issuedAt: new Date(meta.issuedAt) }, format),
);
