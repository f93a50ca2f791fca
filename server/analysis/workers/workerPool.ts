import { Worker, type ResourceLimits } from 'node:worker_threads';
import { compileWorker } from './compileWorker';
import {
  EXTERNAL_MEMORY_EXIT_CODE,
  type JobRequest,
  type WorkerMessage,
  type WorkerSettings,
} from './workerProtocol';

export class JobTimeoutError extends Error {
  override name = 'JobTimeoutError';
}

export class JobAbortedError extends Error {
  override name = 'JobAbortedError';
}

export class JobFailedError extends Error {
  override name = 'JobFailedError';
}

/** The job's thread ran out of its heap (`resourceLimits`) or passed its external memory ceiling. */
export class JobMemoryError extends JobFailedError {
  override name = 'JobMemoryError';
}

export interface WorkerPoolOptions {
  /** Threads running at once. */
  size: number;
  /** Heap limits of each thread: a job that needs more fails alone with JobMemoryError. */
  resourceLimits?: ResourceLimits;
  /**
   * Memory a thread may hold outside its heap (array buffers: decoded images, page pixels), which
   * `resourceLimits` leaves unbounded; a thread past it ends and its job fails with JobMemoryError.
   */
  externalMemoryMb?: number;
}

const isOutOfMemory = (error: Error): boolean => 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY';

export interface RunOptions<TProgress> {
  timeoutMs: number;
  signal?: AbortSignal;
  /** Told of the progress the thread reports while it works on the job. */
  onProgress?: (progress: TProgress) => void;
}

interface Job<TIn, TOut, TProgress> {
  input: TIn;
  timeoutMs: number;
  signal: AbortSignal | undefined;
  onProgress: ((progress: TProgress) => void) | undefined;
  resolve(value: TOut): void;
  reject(error: Error): void;
}

/**
 * A bounded pool of long-lived worker threads running one TypeScript module. CPU-heavy work stays
 * off the event loop; a job past its time budget, or whose caller aborts, has its worker
 * terminated (the only way to stop synchronous work) and replaced for the next job; so does a job
 * whose thread runs out of heap.
 */
export class WorkerPool<TIn, TOut, TProgress = never> {
  private readonly idle: Worker[] = [];
  private readonly queue: Job<TIn, TOut, TProgress>[] = [];
  private busy = 0;
  private nextId = 1;
  private closed = false;

  private readonly size: number;
  private readonly resourceLimits: ResourceLimits | undefined;
  private readonly settings: WorkerSettings;

  constructor(
    private readonly entry: URL,
    options: WorkerPoolOptions,
  ) {
    this.size = options.size;
    this.resourceLimits = options.resourceLimits;
    this.settings =
      options.externalMemoryMb === undefined
        ? {}
        : { externalMemoryLimitBytes: options.externalMemoryMb * 1024 * 1024 };
  }

  run(input: TIn, options: RunOptions<TProgress>): Promise<TOut> {
    if (this.closed) return Promise.reject(new Error('worker pool is closed'));
    if (options.signal?.aborted) return Promise.reject(new JobAbortedError('aborted'));
    return new Promise<TOut>((resolve, reject) => {
      this.queue.push({
        input,
        timeoutMs: options.timeoutMs,
        signal: options.signal,
        onProgress: options.onProgress,
        resolve,
        reject,
      });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new JobAbortedError('worker pool closed'));
    await Promise.all(this.idle.splice(0).map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0 && this.busy < this.size) {
      const job = this.queue.shift();
      if (!job) return;
      if (job.signal?.aborted) {
        job.reject(new JobAbortedError('aborted'));
        continue;
      }
      this.busy++;
      this.execute(job, this.idle.pop() ?? this.spawn());
    }
  }

  private spawn(): Worker {
    const worker = new Worker(compileWorker(this.entry), {
      resourceLimits: this.resourceLimits,
      workerData: this.settings,
    });
    worker.unref();
    return worker;
  }

  private execute(job: Job<TIn, TOut, TProgress>, worker: Worker): void {
    const id = this.nextId++;
    let settled = false;
    const finish = (outcome: () => void, keepWorker: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      job.signal?.removeEventListener('abort', onAbort);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (keepWorker && !this.closed) this.idle.push(worker);
      else void worker.terminate();
      this.busy--;
      outcome();
      this.dispatch();
    };
    const onMessage = (response: WorkerMessage<TOut, TProgress>) => {
      if (response.id !== id || settled) return;
      if ('progress' in response) {
        job.onProgress?.(response.progress);
        return;
      }
      if (response.ok) finish(() => job.resolve(response.result), true);
      else finish(() => job.reject(new JobFailedError(response.error)), true);
    };
    const onError = (error: Error) => {
      const failure = isOutOfMemory(error)
        ? new JobMemoryError(error.message)
        : new JobFailedError(error.message);
      finish(() => job.reject(failure), false);
    };
    const onExit = (code: number) => {
      const failure =
        code === EXTERNAL_MEMORY_EXIT_CODE
          ? new JobMemoryError('worker passed its external memory ceiling')
          : new JobFailedError(`worker exited (${code})`);
      finish(() => job.reject(failure), false);
    };
    const onAbort = () => finish(() => job.reject(new JobAbortedError('aborted')), false);
    const timer = setTimeout(
      () => finish(() => job.reject(new JobTimeoutError(`exceeded ${job.timeoutMs} ms`)), false),
      job.timeoutMs,
    );
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
    job.signal?.addEventListener('abort', onAbort, { once: true });
    worker.postMessage({ id, input: job.input } satisfies JobRequest<TIn>);
  }
}
