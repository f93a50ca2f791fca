export { CHILE_TIME_ZONE, chileCalendarDate, chileMidnight, isCalendarDate, toInstant } from './chileTime';
export { formatAmount, formatCLP } from './currency';
export { dateInputToIso, isoToDateInput } from './dateInput';
export { formatDashboardDate, formatDateLong, formatDateShort, formatTime } from './dates';
export { emptyToNull, NOT_INFORMED, parseIntegerField } from './fields';
export { formatMegabytes } from './fileSize';
