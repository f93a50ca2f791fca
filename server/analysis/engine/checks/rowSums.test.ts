import { describe, expect, it } from 'vitest';
import { rowDoesNotAddUp } from './rowSums';

describe('rowDoesNotAddUp', () => {
  it('finds a row of amounts whose parts do not add up to its last amount', () => {
    expect(rowDoesNotAddUp('  41,220   1,300   0   0   42,502')).toBe(true);
    expect(rowDoesNotAddUp('  77,400 O 0 O 77,409')).toBe(true);
  });

  it('leaves a row that adds up, with zeros read as the letter O', () => {
    expect(rowDoesNotAddUp('  41,220   1,300   0   0   42,520')).toBe(false);
    expect(rowDoesNotAddUp('  77,400 O 0 O 77,400')).toBe(false);
  });

  it('leaves a row of fewer than three amounts', () => {
    expect(rowDoesNotAddUp('  77,400   77,409')).toBe(false);
    expect(rowDoesNotAddUp('')).toBe(false);
  });
});
