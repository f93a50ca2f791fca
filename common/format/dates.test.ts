import { describe, expect, it } from 'vitest';

import {
  dayNumber,
  formatDashboardDate,
  formatDateLong,
  formatDateShort,
  formatDay,
  yearsBefore,
} from './dates';

describe('formatDateLong', () => {
  it('writes the day in words the Chilean way', () => {
    expect(formatDateLong('2026-03-05')).toBe('5 de marzo de 2026');
    expect(formatDateLong('2025-09-08T04:00:00.000Z')).toBe('8 de septiembre de 2025');
  });

  it('uses the day in Chile, not in UTC', () => {
    expect(formatDateLong('2026-03-06T01:00:00.000Z')).toBe('5 de marzo de 2026');
  });

  it('is empty when there is no date', () => {
    expect(formatDateLong(null)).toBe('');
    expect(formatDateLong(undefined)).toBe('');
    expect(formatDateLong('sin fecha')).toBe('');
  });
});

describe('formatDateShort', () => {
  it('writes dd-mm-yyyy', () => {
    expect(formatDateShort(new Date('2026-03-05T15:04:00.000Z'))).toBe('05-03-2026');
  });
});

describe('formatDashboardDate', () => {
  it('shows es-ES short month with hour and minute in Chilean time', () => {
    expect(formatDashboardDate('2026-03-05T15:04:00.000Z')).toBe('5 mar 2026, 12:04');
  });

  it('reads PocketBase timestamps', () => {
    expect(formatDashboardDate('2025-07-15 18:30:00.000Z')).toBe('15 jul 2025, 14:30');
  });
});

describe('day numbers', () => {
  it('count days from 1970 by the day in Chile', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2025-09-08')).toBe(dayNumber('2025-09-08T23:30:00-03:00'));
    expect(dayNumber('2025-09-09T02:00:00.000Z')).toBe(dayNumber('2025-09-08'));
    expect(dayNumber('sin fecha')).toBeNull();
    expect(dayNumber(null)).toBeNull();
  });

  it('go back whole years and print as dd-mm-yyyy', () => {
    const day = dayNumber('2024-02-29') ?? 0;
    expect(formatDay(yearsBefore(day, 10))).toBe('28-02-2014');
    expect(formatDay(day)).toBe('29-02-2024');
  });
});
