import { CHILE_TIME_ZONE, toInstant } from './chileTime';

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

/** `14:32`, the time of day in Chile; '' for a missing or unreadable instant. */
export function formatTime(value: DateValue): string {
  return format(timeFormatter, value);
}
