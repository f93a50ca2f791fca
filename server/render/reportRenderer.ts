import type { Report } from '../../common/report/schema';
import { WorkerPool } from '../analysis/workers/workerPool';
import type { ReportDocumentMeta } from './documentModel';
import type { RenderedReport, ReportFormat } from './renderReport';
import type { RenderJob } from './renderWorker';

export interface ReportRenderer {
  render(
    report: Report,
    meta: ReportDocumentMeta,
    format: ReportFormat,
    signal?: AbortSignal,
  ): Promise<RenderedReport>;
  close(): Promise<void>;
}

/** Even a 200-entry report renders in seconds; past this something is wrong. */
export const RENDER_TIMEOUT_MS = 60_000;

/** Large reports take seconds of CPU to lay out: render them on a worker thread, within a budget. */
export function createReportRenderer({ timeoutMs }: { timeoutMs: number }): ReportRenderer {
  const pool = new WorkerPool<RenderJob, RenderedReport>(new URL('./renderWorker.ts', import.meta.url), 1);
  return {
    async render(report, meta, format, signal) {
      const rendered = await pool.run(
        { report, meta: { ...meta, issuedAt: meta.issuedAt.toISOString() }, format },
        { timeoutMs, signal },
      );
      // A Buffer arrives from the worker as a plain Uint8Array.
      return { ...rendered, buffer: Buffer.from(rendered.buffer) };
    },
    close: () => pool.close(),
  };
}
