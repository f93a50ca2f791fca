import { serveJobs } from '../../../server/analysis/workers/workerProtocol';

export type TestJob =
  | { kind: 'double'; value: number }
  | { kind: 'count'; to: number }
  | { kind: 'spin'; ms: number }
  | { kind: 'fail' }
  | { kind: 'hog' }
  | { kind: 'buffers' };

/** Keeps every object it makes reachable, until the thread runs out of heap. */
function hogMemory(): number {
  const kept: number[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, index) => index));
}

/** Keeps 16 MB array buffers (outside the heap, like decoded images) until the thread is stopped. */
async function hogBuffers(): Promise<number> {
  const kept: Uint8Array[] = [];
  for (;;) {
    kept.push(new Uint8Array(16 * 1024 * 1024).fill(1));
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * A worker for the pool's tests: quick answers, one telling its progress as it counts, a busy loop
 * that blocks its thread, a failure, and a job that exhausts its heap and one that fills memory
 * outside it.
 */
serveJobs<TestJob, number, number>(async (job, report) => {
  if (job.kind === 'double') return job.value * 2;
  if (job.kind === 'count') {
    for (let step = 1; step <= job.to; step++) {
      report(step);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return job.to;
  }
  if (job.kind === 'fail') throw new Error('documento ilegible');
  if (job.kind === 'hog') return hogMemory();
  if (job.kind === 'buffers') return hogBuffers();
  const until = Date.now() + job.ms;
  while (Date.now() < until) {
    // Synchronous work that only terminating the thread can stop.
  }
  return job.ms;
});
