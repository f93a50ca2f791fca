/** Whose limit a refused task met: its caller's waiting tasks, or all callers' together. */
export type SchedulerLimit = 'caller' | 'all';

/** The caller already has as many tasks waiting as it may, or all callers together do. */
export class SchedulerBusyError extends Error {
  override name = 'SchedulerBusyError';
  constructor(readonly limit: SchedulerLimit = 'caller') {
    super(`scheduler busy (${limit})`);
  }
}

interface Waiting {
  start(): void;
}

export interface FairSchedulerOptions {
  /** Tasks running at once, across all callers. */
  slots: number;
  /** Tasks one caller may run at once. */
  perKey: number;
  /** Tasks one caller may have waiting; more are refused with SchedulerBusyError. */
  maxWaitingPerKey: number;
  /** Tasks all callers together may have waiting; more are refused with SchedulerBusyError. */
  maxWaiting?: number;
}

/**
 * Runs tasks in a few shared slots, fairly between callers (keys): each caller runs at most
 * `perKey` tasks at once, and a free slot goes to the callers in turn, so one caller's many or
 * heavy tasks delay another's by at most the tasks already running.
 */
export class FairScheduler {
  private running = 0;
  private readonly runningByKey = new Map<string, number>();
  /** Callers with tasks waiting, in the order they first waited. */
  private readonly queues = new Map<string, Waiting[]>();
  /** When each caller with tasks running or waiting last started one: the longest-waiting goes next. */
  private readonly lastStarted = new Map<string, number>();
  private starts = 0;

  constructor(private readonly options: FairSchedulerOptions) {}

  /** Which limit `count` more waiting tasks of `key` would pass, or null when they fit. */
  limitPassed(key: string, count: number): SchedulerLimit | null {
    const waiting = this.queues.get(key)?.length ?? 0;
    if (waiting + count > this.options.maxWaitingPerKey) return 'caller';
    let all = 0;
    for (const queue of this.queues.values()) all += queue.length;
    if (this.options.maxWaiting !== undefined && all + count > this.options.maxWaiting) return 'all';
    return null;
  }

  run<T>(key: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const queue = this.queues.get(key) ?? [];
    const limit = this.limitPassed(key, 1);
    if (limit) return Promise.reject(new SchedulerBusyError(limit));
    return new Promise<T>((resolve, reject) => {
      const waiting: Waiting = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          task()
            .then(resolve, reject)
            .finally(() => this.finish(key));
        },
      };
      const onAbort = () => {
        this.remove(key, waiting);
        reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(waiting);
      this.queues.set(key, queue);
      this.dispatch();
    });
  }

  private remove(key: string, waiting: Waiting): void {
    const queue = this.queues.get(key);
    if (!queue) return;
    const index = queue.indexOf(waiting);
    if (index >= 0) queue.splice(index, 1);
    if (queue.length === 0) this.queues.delete(key);
    if (queue.length === 0 && !this.runningByKey.has(key)) this.lastStarted.delete(key);
  }

  private finish(key: string): void {
    this.running--;
    const remaining = (this.runningByKey.get(key) ?? 1) - 1;
    if (remaining > 0) this.runningByKey.set(key, remaining);
    else this.runningByKey.delete(key);
    if (remaining <= 0 && !this.queues.has(key)) this.lastStarted.delete(key);
    this.dispatch();
  }

  /** The caller whose turn it is: tasks waiting, below `perKey`, and the longest since it started one. */
  private nextKey(): string | undefined {
    let chosen: string | undefined;
    for (const key of this.queues.keys()) {
      if ((this.runningByKey.get(key) ?? 0) >= this.options.perKey) continue;
      if (chosen === undefined || (this.lastStarted.get(key) ?? -1) < (this.lastStarted.get(chosen) ?? -1))
        chosen = key;
    }
    return chosen;
  }

  private dispatch(): void {
    while (this.running < this.options.slots) {
      const key = this.nextKey();
      if (key === undefined) return;
      const queue = this.queues.get(key);
      const next = queue?.shift();
      if (!queue || !next) return;
      if (queue.length === 0) this.queues.delete(key);
      this.lastStarted.set(key, this.starts++);
      this.running++;
      this.runningByKey.set(key, (this.runningByKey.get(key) ?? 0) + 1);
      next.start();
    }
  }
}
