import { chileCalendarDate, isCalendarDate, toInstant } from '../format/chileTime';

const DAY_MS = 86_400_000;

/**
 * Day number (days since 1970-01-01) of a stored date: a `YYYY-MM-DD` day as is, an instant by
 * the day it falls on in Chile. Null when missing or unreadable.
 */
export function dayNumber(value: string | Date | null | undefined): number | null {
  if (value == null) return null;
  const day =
    typeof value === 'string' && isCalendarDate(value.trim())
      ? value.trim()
      : (() => {
          const instant = toInstant(value);
          return instant ? chileCalendarDate(instant) : null;
        })();
  if (!day) return null;
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1) / DAY_MS;
}

/** The same calendar day `years` earlier (29 February falls back to the 28th). */
export function yearsBefore(day: number, years: number): number {
  const date = new Date(day * DAY_MS);
  const shifted = new Date(Date.UTC(date.getUTCFullYear() - years, date.getUTCMonth(), date.getUTCDate()));
  if (shifted.getUTCMonth() !== date.getUTCMonth()) shifted.setUTCDate(0);
  return shifted.getTime() / DAY_MS;
}

/** `08-09-2025`, how the findings quote dates. */
export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10).split('-').reverse().join('-');
}
