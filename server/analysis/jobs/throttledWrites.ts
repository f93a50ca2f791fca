export interface ThrottledWrites {
  /** Asks for a write: it starts at most once per interval, and never while another runs. */
  request(): void;
  /** Drops the write asked for and not started; resolves once the one running (if any) ended. */
  stop(): Promise<void>;
}

/**
 * Writes a job's progress as it changes without flooding PocketBase: a page read every few
 * milliseconds still makes at most one write per `intervalMs`, the last change is always written,
 * and writes go one after another so that an older progress never lands after a newer one.
 */
export function throttledWrites(
  write: () => Promise<void>,
  intervalMs: number,
  now: () => number = Date.now,
): ThrottledWrites {
  let lastStarted = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  function start(): void {
    timer = undefined;
    if (stopped) return;
    lastStarted = now();
    running = write().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        request();
      }
    });
  }

  function request(): void {
    if (stopped || timer) return;
    if (running) {
      again = true;
      return;
    }
    timer = setTimeout(start, Math.max(0, lastStarted + intervalMs - now()));
    timer.unref();
  }

  return {
    request,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
