export { CHILE_TIME_ZONE, chileCalendarDate, chileMidnight, isCalendarDate, toInstant } from './chileTime';
export { formatCount } from './count';
export { formatCLP } from './currency';
export { dateInputToIso, isoToDateInput } from './dateInput';
export { formatDashboardDate, formatDateLong, formatDateShort } from './dates';
export { emptyToNull, parseIntegerField } from './fields';
export { formatMegabytes } from './fileSize';
