import { serveJobs } from '../../../server/analysis/workers/workerProtocol';

export type TestJob = { kind: 'double'; value: number } | { kind: 'spin'; ms: number } | { kind: 'fail' };

/** A worker for the pool's tests: quick answers, a busy loop that blocks its thread, a failure. */
serveJobs<TestJob, number>(async (job) => {
  if (job.kind === 'double') return job.value * 2;
  if (job.kind === 'fail') throw new Error('documento ilegible');
  const until = Date.now() + job.ms;
  while (Date.now() < until) {
    // Synchronous work that only terminating the thread can stop.
  }
  return job.ms;
});
