export { CHILE_TIME_ZONE, chileCalendarDate, chileMidnight, isCalendarDate, toInstant } from './chileTime';
export { formatCount } from './count';
export { formatAmount, formatCLP } from './currency';
export { dateInputToIso, isoToDateInput } from './dateInput';
export {
  dayNumber,
  formatDashboardDate,
  formatDateLong,
  formatDateShort,
  formatDay,
  formatTime,
  yearsBefore,
} from './dates';
export { emptyToNull, NOT_INFORMED, parseIntegerField } from './fields';
export { fileSlug } from './fileSlug';
export { formatMegabytes } from './fileSize';
export { formatPropertyName, type PropertyNameParts } from './propertyName';
