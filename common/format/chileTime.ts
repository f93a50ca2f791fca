/** Every date the product shows or stores is read in Chilean time, wherever the code runs. */
export const CHILE_TIME_ZONE = 'America/Santiago';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: CHILE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function chileWallClock(instant: Date): { calendarDate: string; asUtcMs: number } {
  const parts: Record<string, string> = {};
  for (const { type, value } of partsFormatter.formatToParts(instant)) parts[type] = value;
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  return {
    calendarDate: `${parts.year}-${parts.month}-${parts.day}`,
    asUtcMs: Date.UTC(year, month - 1, day, Number(parts.hour), Number(parts.minute), Number(parts.second)),
  };
}

/** The day an instant falls on in Chile, as `YYYY-MM-DD`. */
export function chileCalendarDate(instant: Date): string {
  return chileWallClock(instant).calendarDate;
}

/** True for an existing `YYYY-MM-DD` day (rejects `2025-02-30`). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * First instant of a calendar day in Chile. Chile moves its clocks at midnight, so on those days
 * 00:00 either does not exist (spring: the day starts at 01:00) or the offset changes right at
 * it (autumn); both candidate offsets are tried and the earliest that lands on the day wins.
 */
export function chileMidnight(calendarDate: string): Date {
  if (!isCalendarDate(calendarDate)) throw new RangeError(`Not a calendar date: ${calendarDate}`);
  const [year, month, day] = calendarDate.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, day);
  const offsetAt = (ms: number) => chileWallClock(new Date(ms)).asUtcMs - ms;
  const firstGuess = utcMidnight - offsetAt(utcMidnight);
  const candidates = [firstGuess, utcMidnight - offsetAt(firstGuess)]
    .filter((ms) => chileCalendarDate(new Date(ms)) === calendarDate)
    .sort((a, b) => a - b);
  const start = candidates[0];
  // Unreachable for real time-zone data (checked for every day of 1990–2044); kept as a loud failure.
  if (start === undefined) throw new RangeError(`No start of day found for ${calendarDate}`);
  return new Date(start);
}

/**
 * Reads a stored date: `YYYY-MM-DD` is a calendar day (taken as its start in Chile, never as UTC
 * midnight, which is the previous evening there); anything else is an instant, including
 * PocketBase's `2025-09-08 12:34:56.789Z`. Null when unreadable.
 */
export function toInstant(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const trimmed = value.trim();
  if (CALENDAR_DATE.test(trimmed)) return isCalendarDate(trimmed) ? chileMidnight(trimmed) : null;
  const instant = new Date(trimmed.replace(' ', 'T'));
  return Number.isNaN(instant.getTime()) ? null : instant;
}
