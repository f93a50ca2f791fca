import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  nextProgressMessageIndex,
  progressMessageDelay,
  PROGRESS_MESSAGE_BASE_MS,
  PROGRESS_MESSAGE_MAX_EXTRA_MS,
  PROGRESS_MESSAGES,
} from './progressMessages';
import { useProgressMessage } from './useProgressMessage';

describe('progress message timing', () => {
  it('waits 1500 ms plus up to 2000 ms', () => {
    expect(PROGRESS_MESSAGE_BASE_MS).toBe(1500);
    expect(PROGRESS_MESSAGE_MAX_EXTRA_MS).toBe(2000);
    expect(progressMessageDelay(() => 0)).toBe(1500);
    expect(progressMessageDelay(() => 0.5)).toBe(2500);
    expect(progressMessageDelay(() => 0.999_999)).toBe(3499);
  });

  it('has about 38 distinct Spanish messages', () => {
    expect(PROGRESS_MESSAGES).toHaveLength(38);
    expect(new Set(PROGRESS_MESSAGES).size).toBe(38);
  });

  it('always moves to another message, covering the whole list', () => {
    const seen = new Set<number>();
    for (let step = 0; step < 1000; step += 1) {
      const random = step / 1000;
      const next = nextProgressMessageIndex(5, () => random);
      expect(next).not.toBe(5);
      seen.add(next);
    }
    expect(seen.size).toBe(PROGRESS_MESSAGES.length - 1);
    expect(nextProgressMessageIndex(0, () => 0.999_999)).toBe(PROGRESS_MESSAGES.length - 1);
  });
});

describe('useProgressMessage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('changes the message after each random delay while active', () => {
    // Delays use 0.5 (2500 ms); picks use 0 (the first message other than the current one).
    const values = [0.5, 0, 0.5, 0, 0.5];
    const random = vi.fn(() => values.shift() ?? 0);
    const { result, rerender } = renderHook(({ active }) => useProgressMessage(active, random), {
      initialProps: { active: true },
    });
    expect(result.current).toBe(PROGRESS_MESSAGES[0]);

    act(() => vi.advanceTimersByTime(2499));
    expect(result.current).toBe(PROGRESS_MESSAGES[0]);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(PROGRESS_MESSAGES[1]);

    act(() => vi.advanceTimersByTime(2500));
    expect(result.current).toBe(PROGRESS_MESSAGES[0]);

    rerender({ active: false });
    expect(result.current).toBe(PROGRESS_MESSAGES[0]);
    const calls = random.mock.calls.length;
    act(() => vi.advanceTimersByTime(10_000));
    expect(random.mock.calls.length).toBe(calls);
  });
});
