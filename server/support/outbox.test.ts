import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, retryDelayMs } from './outbox';

describe('retryDelayMs', () => {
  it('doubles the delay after each failure up to the ceiling', () => {
    const policy = { ...DEFAULT_RETRY, baseDelayMs: 1_000, maxDelayMs: 10_000 };
    expect([1, 2, 3, 4, 5, 6].map((attempts) => retryDelayMs(attempts, policy))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
  });
});
