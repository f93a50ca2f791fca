import { chileCalendarDate, chileMidnight, isCalendarDate, toInstant } from './chileTime';

/**
 * Value of an `<input type="date">` (`YYYY-MM-DD`, or '' when cleared) to what the report stores:
 * an ISO timestamp at midnight in Chile (SPEC §5), or null. Chile rather than UTC midnight so the
 * stored instant is the chosen day wherever it is read in Chilean time.
 */
export function dateInputToIso(value: string): string | null {
  const trimmed = value.trim();
  return isCalendarDate(trimmed) ? chileMidnight(trimmed).toISOString() : null;
}

/** Inverse of `dateInputToIso`; also reads the corpus's `YYYY-MM-DD`. '' when absent or unreadable. */
export function isoToDateInput(value: string | null | undefined): string {
  if (value == null) return '';
  const trimmed = value.trim();
  if (isCalendarDate(trimmed)) return trimmed;
  const instant = toInstant(trimmed);
  return instant ? chileCalendarDate(instant) : '';
}
