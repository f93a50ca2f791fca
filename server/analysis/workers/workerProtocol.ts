import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';

/** What WorkerPool gives each thread it starts. */
export interface WorkerSettings {
  externalMemoryLimitBytes?: number;
}

export interface JobRequest<TIn> {
  id: number;
  input: TIn;
}

export type JobResponse<TOut> =
  { id: number; ok: true; result: TOut } | { id: number; ok: false; error: string };

/** Told by a thread while it works on a job, before its response (a document's pages read). */
export interface JobProgressMessage<TProgress> {
  id: number;
  progress: TProgress;
}

/** What a thread posts to the pool. */
export type WorkerMessage<TOut, TProgress> = JobResponse<TOut> | JobProgressMessage<TProgress>;

/** The exit code of a thread that stopped itself past its ceiling of memory outside the heap. */
export const EXTERNAL_MEMORY_EXIT_CODE = 90;

const workerDataSchema = z.object({ externalMemoryLimitBytes: z.number().positive().optional() }).optional();

/** How often a thread compares its memory outside the heap with its ceiling. */
const EXTERNAL_MEMORY_CHECK_MS = 50;

/**
 * Ends this thread when the memory its isolate holds outside the heap (decoded images, pixel
 * buffers: what `resourceLimits` does not bound) passes the ceiling the pool gave it; the pool then
 * fails the job with JobMemoryError and starts a fresh thread.
 */
function watchExternalMemory(limitBytes: number): void {
  setInterval(() => {
    if (getHeapStatistics().external_memory > limitBytes) process.exit(EXTERNAL_MEMORY_EXIT_CODE);
  }, EXTERNAL_MEMORY_CHECK_MS).unref();
}

/**
 * The worker side: answers each job posted by WorkerPool with the handler's result or error; the
 * handler may tell its progress on the way (`report`).
 */
export function serveJobs<TIn, TOut, TProgress = never>(
  handler: (input: TIn, report: (progress: TProgress) => void) => Promise<TOut>,
): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs must run in a worker thread');
  const limit = workerDataSchema.parse(workerData)?.externalMemoryLimitBytes;
  if (limit) watchExternalMemory(limit);
  port.on('message', (request: JobRequest<TIn>) => {
    const report = (progress: TProgress) =>
      port.postMessage({ id: request.id, progress } satisfies JobProgressMessage<TProgress>);
    handler(request.input, report).then(
      (result) => port.postMessage({ id: request.id, ok: true, result } satisfies JobResponse<TOut>),
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        } satisfies JobResponse<TOut>),
    );
  });
}
