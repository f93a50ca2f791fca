import { parsePath, valueAt } from '../record/paths';
import { isReportListKey, newListItem, REPORT_LISTS, type ReportListKey } from './reportLists';

/*
 * The SPEC §9 default of one field of the report (conservador Santiago, HIPOTECA, PROHIBICION,
 * Urbano, separación de bienes, the current year), read from the blank items the editor adds, so
 * a screen can tell a value left at its default from one somebody typed.
 */

/** Whether a blank item's value is a real default rather than "nothing yet" ('', null, false, []). */
function isSetDefault(value: unknown): boolean {
  return (typeof value === 'string' && value !== '') || typeof value === 'number' || value === true;
}

/** The blank element of a list nested in an item of `list` (`gravamenes` in a GP certificate). */
function nestedBlank(list: ReportListKey, field: string): unknown {
  const nested: Record<string, (() => unknown) | undefined> = REPORT_LISTS[list].nested;
  return nested[field]?.();
}

/** The value at the path made of `steps` inside `root`: `['marido', 'nombre']`, `['propietarios', 0]`. */
function walk(root: unknown, steps: readonly (string | number)[]): unknown {
  const path = steps.reduce<string>(
    (prefix, step) =>
      typeof step === 'number' ? `${prefix}[${step}]` : prefix === '' ? step : `${prefix}.${step}`,
    '',
  );
  return path === '' ? undefined : valueAt(root, path);
}

/**
 * The SPEC §9 default of the field at `path` (`gp_certificates[0].gravamenes[1].tipo` →
 * `HIPOTECA`), or undefined when the field starts blank or the path is not inside a list item.
 */
export function specDefaultAt(path: string, now: Date): unknown {
  const [list, index, ...steps] = parsePath(path) ?? [];
  if (typeof list !== 'string' || !isReportListKey(list) || typeof index !== 'number') return undefined;
  const [field, nestedIndex, ...nestedSteps] = steps;
  const blank =
    typeof field === 'string' && typeof nestedIndex === 'number'
      ? walk(nestedBlank(list, field), nestedSteps)
      : walk(newListItem(list, now), steps);
  return isSetDefault(blank) ? blank : undefined;
}
