import { renderBudgetMs } from '../../common/report/limits';
import type { Report } from '../../common/report/schema';
import { WorkerPool } from '../analysis/workers/workerPool';
import type { ReportDocumentMeta } from './documentModel';
import { FairScheduler } from './fairScheduler';
import type { RenderedReport, ReportFormat } from './renderReport';
import type { RenderJob } from './renderWorker';

/** Who asks for a render: renders are shared fairly between users. */
export interface RenderRequest {
  user: string;
  signal?: AbortSignal;
}

export interface ReportRenderer {
  render(
    report: Report,
    meta: ReportDocumentMeta,
    format: ReportFormat,
    request: RenderRequest,
  ): Promise<RenderedReport>;
  close(): Promise<void>;
}

/** The largest report the schema admits renders in about 8 s on one core; past this something is wrong. */
export const RENDER_TIMEOUT_MS = 60_000;

export interface RendererOptions {
  /** The longest any render may take; a smaller report gets less (renderBudgetMs, by its size). */
  timeoutMs: number;
  /** Render threads (one per core is right). */
  threads?: number;
  /** Renders of one user waiting for a thread; more are refused (SchedulerBusyError). */
  maxWaitingPerUser?: number;
}

/** Heap of one render thread: the largest report the schema admits takes about 500 MB to lay out. */
const RENDER_THREAD_LIMITS = { maxOldGenerationSizeMb: 768, maxYoungGenerationSizeMb: 64 };

/**
 * Large reports take seconds of CPU to lay out: render them on worker threads, within a budget,
 * one at a time per user and the threads shared in turn between users, so that one user's heavy
 * or repeated downloads delay nobody else's by more than a render already running.
 */
export function createReportRenderer({
  timeoutMs,
  threads = 2,
  maxWaitingPerUser = 3,
}: RendererOptions): ReportRenderer {
  const pool = new WorkerPool<RenderJob, RenderedReport>(new URL('./renderWorker.ts', import.meta.url), {
    size: threads,
    resourceLimits: RENDER_THREAD_LIMITS,
  });
  const scheduler = new FairScheduler({ slots: threads, perKey: 1, maxWaitingPerKey: maxWaitingPerUser });
  return {
    async render(report, meta, format, { user, signal }) {
      const rendered = await scheduler.run(
        user,
        () =>
          pool.run(
            { report, meta: { ...meta, issuedAt: meta.issuedAt.toISOString() }, format },
            { timeoutMs: Math.min(timeoutMs, renderBudgetMs(JSON.stringify(report).length)), signal },
          ),
        signal,
      );
      // A Buffer arrives from the worker as a plain Uint8Array.
      return { ...rendered, buffer: Buffer.from(rendered.buffer) };
    },
    close: () => pool.close(),
  };
}
