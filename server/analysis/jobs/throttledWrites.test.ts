import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttledWrites } from './throttledWrites';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A write that takes `ms` and records when it started and what it saw. */
function recorder(ms: number, read: () => number) {
  const writes: { at: number; seen: number }[] = [];
  const write = async () => {
    writes.push({ at: Date.now(), seen: read() });
    await new Promise((resolve) => setTimeout(resolve, ms));
  };
  return { writes, write };
}

describe('throttledWrites', () => {
  it('writes a burst of changes at most once per interval, the last change included', async () => {
    let pages = 0;
    const { writes, write } = recorder(50, () => pages);
    const throttled = throttledWrites(write, 1_000);
    const start = Date.now();
    // A page read every 10 ms for 3 s.
    for (let step = 0; step < 300; step++) {
      pages += 1;
      throttled.request();
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(2_000);
    expect(writes.length).toBeGreaterThanOrEqual(3);
    expect(writes.length).toBeLessThanOrEqual(5);
    for (const [index, entry] of writes.entries()) {
      if (index > 0) expect(entry.at - (writes[index - 1]?.at ?? 0)).toBeGreaterThanOrEqual(1_000);
    }
    expect(writes[0]?.at).toBe(start);
    expect(writes.at(-1)?.seen).toBe(300);
    await throttled.stop();
  });

  it('never starts a write while another runs', async () => {
    let running = 0;
    let most = 0;
    const throttled = throttledWrites(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      running -= 1;
    }, 1_000);
    for (let step = 0; step < 60; step++) {
      throttled.request();
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(10_000);
    expect(most).toBe(1);
    await throttled.stop();
  });

  it('drops the write asked for once stopped, after the running one ends', async () => {
    const { writes, write } = recorder(300, () => 0);
    const throttled = throttledWrites(write, 1_000);
    throttled.request();
    await vi.advanceTimersByTimeAsync(0);
    throttled.request();
    let stopped = false;
    const stopping = throttled.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    await stopping;
    expect(writes).toHaveLength(1);
    throttled.request();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(writes).toHaveLength(1);
  });
});
