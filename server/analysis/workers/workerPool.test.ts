import { afterAll, describe, expect, it } from 'vitest';
import type { TestJob } from '../../../tests/support/workers/testJobs';
import { JobAbortedError, JobFailedError, JobMemoryError, JobTimeoutError, WorkerPool } from './workerPool';

const pool = new WorkerPool<TestJob, number, number>(
  new URL('../../../tests/support/workers/testJobs.ts', import.meta.url),
  {
    size: 2,
    resourceLimits: { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 },
    externalMemoryMb: 128,
  },
);

afterAll(() => pool.close());

describe('WorkerPool', () => {
  it('runs jobs in worker threads and returns their results', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((value) => pool.run({ kind: 'double', value }, { timeoutMs: 20_000 })),
    );
    expect(results).toEqual([2, 4, 6, 8, 10]);
  });

  it('tells each caller the progress its thread reports, before the result', async () => {
    const told: Record<string, number[]> = { a: [], b: [] };
    const results = await Promise.all(
      (['a', 'b'] as const).map((name, index) =>
        pool.run(
          { kind: 'count', to: 4 + index },
          { timeoutMs: 20_000, onProgress: (step) => told[name]?.push(step) },
        ),
      ),
    );
    expect(results).toEqual([4, 5]);
    expect(told).toEqual({ a: [1, 2, 3, 4], b: [1, 2, 3, 4, 5] });
  });

  it('reports a failing job without harming the next ones', async () => {
    await expect(pool.run({ kind: 'fail' }, { timeoutMs: 20_000 })).rejects.toThrow(JobFailedError);
    await expect(pool.run({ kind: 'double', value: 21 }, { timeoutMs: 20_000 })).resolves.toBe(42);
  });

  it('stops a job past its time budget, even a blocking one, and keeps serving', async () => {
    await pool.run({ kind: 'double', value: 0 }, { timeoutMs: 20_000 });
    const started = Date.now();
    await expect(pool.run({ kind: 'spin', ms: 60_000 }, { timeoutMs: 300 })).rejects.toThrow(JobTimeoutError);
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(pool.run({ kind: 'double', value: 5 }, { timeoutMs: 20_000 })).resolves.toBe(10);
  });

  it('stops a job when its caller aborts', async () => {
    const controller = new AbortController();
    const running = pool.run({ kind: 'spin', ms: 60_000 }, { timeoutMs: 60_000, signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    await expect(running).rejects.toThrow(JobAbortedError);
    await expect(pool.run({ kind: 'double', value: 1 }, { timeoutMs: 20_000 })).resolves.toBe(2);
  });

  it('fails a job whose thread runs out of heap alone, and keeps serving', async () => {
    const [hog, neighbour] = await Promise.allSettled([
      pool.run({ kind: 'hog' }, { timeoutMs: 20_000 }),
      pool.run({ kind: 'double', value: 4 }, { timeoutMs: 20_000 }),
    ]);
    expect(hog).toMatchObject({ status: 'rejected', reason: expect.any(JobMemoryError) });
    expect(neighbour).toEqual({ status: 'fulfilled', value: 8 });
    await expect(pool.run({ kind: 'double', value: 3 }, { timeoutMs: 20_000 })).resolves.toBe(6);
  });

  it('stops a thread past its memory ceiling outside the heap, fails its job alone, and keeps serving', async () => {
    const [hog, neighbour] = await Promise.allSettled([
      pool.run({ kind: 'buffers' }, { timeoutMs: 20_000 }),
      pool.run({ kind: 'double', value: 7 }, { timeoutMs: 20_000 }),
    ]);
    expect(hog).toMatchObject({ status: 'rejected', reason: expect.any(JobMemoryError) });
    expect(neighbour).toEqual({ status: 'fulfilled', value: 14 });
    await expect(pool.run({ kind: 'double', value: 3 }, { timeoutMs: 20_000 })).resolves.toBe(6);
  });
});
