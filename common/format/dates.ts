import { CHILE_TIME_ZONE, chileCalendarDate, toInstant } from './chileTime';

type DateValue = string | Date | null | undefined;

const longFormatter = new Intl.DateTimeFormat('es-CL', { dateStyle: 'long', timeZone: CHILE_TIME_ZONE });

const shortFormatter = new Intl.DateTimeFormat('es-CL', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: CHILE_TIME_ZONE,
});

/** SPEC §2: "es-ES, short month, with hour and minute". */
const dashboardFormatter = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: CHILE_TIME_ZONE,
});

const timeFormatter = new Intl.DateTimeFormat('es-CL', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: CHILE_TIME_ZONE,
});

function format(formatter: Intl.DateTimeFormat, value: DateValue): string {
  const instant = value == null ? null : toInstant(value);
  return instant ? formatter.format(instant) : '';
}

/** `5 de marzo de 2026`; '' for a missing or unreadable date. */
export function formatDateLong(value: DateValue): string {
  return format(longFormatter, value);
}

/** `05-03-2026`, the Chilean numeric date; '' for a missing or unreadable date. */
export function formatDateShort(value: DateValue): string {
  return format(shortFormatter, value);
}

/** Creation date in the report list: `5 mar 2026, 12:04`. */
export function formatDashboardDate(value: DateValue): string {
  return format(dashboardFormatter, value);
}

/*
 * Calendar arithmetic on day numbers (days since 1970-01-01): certificate ages, the ten years of
 * a chain of title, a marriage before or after an acquisition.
 */

const DAY_MS = 86_400_000;

/**
 * Day number of a stored date: a `YYYY-MM-DD` day as is, an instant by the day it falls on in
 * Chile. Null when missing or unreadable.
 */
export function dayNumber(value: DateValue): number | null {
  const instant = value == null ? null : toInstant(value);
  if (!instant) return null;
  const [year, month, day] = chileCalendarDate(instant).split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / DAY_MS;
}

/** The same calendar day `years` earlier (29 February falls back to the 28th). */
export function yearsBefore(day: number, years: number): number {
  const date = new Date(day * DAY_MS);
  const shifted = new Date(Date.UTC(date.getUTCFullYear() - years, date.getUTCMonth(), date.getUTCDate()));
  if (shifted.getUTCMonth() !== date.getUTCMonth()) shifted.setUTCDate(0);
  return shifted.getTime() / DAY_MS;
}

/** `08-09-2025`: a day number as the Chilean numeric date. */
export function formatDay(day: number): string {
  return formatDateShort(new Date(day * DAY_MS).toISOString().slice(0, 10));
}

/** `14:32`, the time of day in Chile; '' for a missing or unreadable instant. */
export function formatTime(value: DateValue): string {
  return format(timeFormatter, value);
}
