import { describe, expect, it } from 'vitest';

import { dateInputToIso, isoToDateInput } from './dateInput';

describe('dateInputToIso', () => {
  it('stores midnight in Chile as an ISO timestamp', () => {
    expect(dateInputToIso('2026-03-05')).toBe('2026-03-05T03:00:00.000Z');
    expect(dateInputToIso('2025-07-15')).toBe('2025-07-15T04:00:00.000Z');
  });

  it('stores null for a cleared or invalid input', () => {
    expect(dateInputToIso('')).toBeNull();
    expect(dateInputToIso('  ')).toBeNull();
    expect(dateInputToIso('2025-02-30')).toBeNull();
  });
});

describe('isoToDateInput', () => {
  it('gives back the chosen day, every day of 2025 and 2026 (both clock changes included)', () => {
    for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000) {
      const chosen = new Date(day).toISOString().slice(0, 10);
      expect(isoToDateInput(dateInputToIso(chosen))).toBe(chosen);
    }
  });

  it('keeps the corpus form as it is', () => {
    expect(isoToDateInput('2025-09-08')).toBe('2025-09-08');
  });

  it('reads an instant as the day it is in Chile', () => {
    expect(isoToDateInput('2025-09-09T02:30:00.000Z')).toBe('2025-09-08');
    expect(isoToDateInput('2025-09-08T00:00:00-03:00')).toBe('2025-09-08');
  });

  it('is empty for null, undefined and unreadable values', () => {
    expect(isoToDateInput(null)).toBe('');
    expect(isoToDateInput(undefined)).toBe('');
    expect(isoToDateInput('ayer')).toBe('');
  });
});
