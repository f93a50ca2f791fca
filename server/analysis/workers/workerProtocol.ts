import { parentPort } from 'node:worker_threads';

export interface JobRequest<TIn> {
  id: number;
  input: TIn;
}

export type JobResponse<TOut> =
  { id: number; ok: true; result: TOut } | { id: number; ok: false; error: string };

/** The worker side: answers each job posted by WorkerPool with the handler's result or error. */
export function serveJobs<TIn, TOut>(handler: (input: TIn) => Promise<TOut>): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs must run in a worker thread');
  port.on('message', (request: JobRequest<TIn>) => {
    handler(request.input).then(
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
