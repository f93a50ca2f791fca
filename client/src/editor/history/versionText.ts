import { versionReviewStatus, type VersionChange } from '../../../../common/record/versions';
import { reviewStatusText } from '../../../../common/review/status';

/*
 * How the history says what changed (issue #20): the field, its old and new value and, beside a
 * person's correction, what the engine had read.
 */

const EMPTY = '(vacío)';
const LONG_VALUE = 160;

/** The field a change is about: the report's name, its review status, or its output path. */
export function changeLabel(change: VersionChange): string {
  if (change.path === 'name') return 'Nombre del reporte';
  if (change.path === 'review') return 'Estado de revisión';
  return change.path;
}

function clipped(text: string): string {
  return text.length > LONG_VALUE ? `${text.slice(0, LONG_VALUE)}…` : text;
}

/** A value as the history shows it; a review stamp as the editor states it. */
export function valueText(change: VersionChange, value: unknown): string {
  if (change.path === 'review') return reviewStatusText(versionReviewStatus(value));
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'string') return clipped(value);
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return String(value);
  return clipped(JSON.stringify(value));
}

/** Every non-empty value of a report by its output path, for a version opened read-only. */
export function reportValues(value: unknown, path = ''): [string, string][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => reportValues(item, `${path}[${String(index)}]`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => reportValues(item, path ? `${path}.${key}` : key));
  if (value === null || value === undefined || value === '') return [];
  return [[path, typeof value === 'boolean' ? (value ? 'Sí' : 'No') : String(value)]];
}
