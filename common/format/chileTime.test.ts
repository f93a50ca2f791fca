import { describe, expect, it } from 'vitest';

import { chileCalendarDate, chileMidnight, isCalendarDate, toInstant } from './chileTime';

describe('chileMidnight', () => {
  it('is 03:00 UTC in the southern summer (UTC−3) and 04:00 UTC in winter (UTC−4)', () => {
    expect(chileMidnight('2026-03-05').toISOString()).toBe('2026-03-05T03:00:00.000Z');
    expect(chileMidnight('2025-07-15').toISOString()).toBe('2025-07-15T04:00:00.000Z');
  });

  it('starts the spring-forward day at 01:00, since 00:00 does not exist that night', () => {
    expect(chileMidnight('2025-09-07').toISOString()).toBe('2025-09-07T04:00:00.000Z');
  });

  it('takes the autumn-back day from the repeated hour’s second pass, its real start', () => {
    expect(chileMidnight('2026-04-05').toISOString()).toBe('2026-04-05T04:00:00.000Z');
  });

  it('always lands on the day asked for, for every day of 2024–2027', () => {
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      const calendarDate = new Date(day).toISOString().slice(0, 10);
      const start = chileMidnight(calendarDate);
      expect(chileCalendarDate(start)).toBe(calendarDate);
      expect(chileCalendarDate(new Date(start.getTime() - 1))).not.toBe(calendarDate);
    }
  });

  it('refuses text that is not a calendar date', () => {
    expect(() => chileMidnight('2025-02-30')).toThrow(RangeError);
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-9-8', false],
    ['2025-09-08T00:00:00Z', false],
  ])('%s → %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});

describe('toInstant', () => {
  it('reads a calendar date as its start in Chile', () => {
    expect(toInstant('2025-09-08')?.toISOString()).toBe('2025-09-08T03:00:00.000Z');
    expect(toInstant('2025-07-15')?.toISOString()).toBe('2025-07-15T04:00:00.000Z');
  });

  it('reads ISO and PocketBase timestamps', () => {
    expect(toInstant('2025-09-08T12:34:56.789Z')?.toISOString()).toBe('2025-09-08T12:34:56.789Z');
    expect(toInstant('2025-09-08 12:34:56.789Z')?.toISOString()).toBe('2025-09-08T12:34:56.789Z');
  });

  it('returns null for unreadable values', () => {
    expect(toInstant('mañana')).toBeNull();
    expect(toInstant('2025-02-30')).toBeNull();
    expect(toInstant(new Date(Number.NaN))).toBeNull();
  });
});
