import { descriptorAt } from '../documents/describedFields';
import { isReportListKey, listModule, type ReportListKey } from '../documents/reportLists';
import type { Report } from './schema';

/**
 * Spanish names of the report's own fields that are not lists, as a user knows them; a field added
 * to the schema fails to compile here. Lists are named by their modules (common/documents/types/),
 * the fields of their items by their descriptors.
 */
const REPORT_FIELD_LABELS = {
  today: 'Fecha del análisis',
  study_date: 'Fecha del estudio',
  notes: 'Observaciones',
  client_name: 'Cliente',
  conclusion: 'Conclusión',
} as const satisfies Record<Exclude<keyof Report, ReportListKey>, string>;

function isOwnField(key: string): key is keyof typeof REPORT_FIELD_LABELS {
  return Object.hasOwn(REPORT_FIELD_LABELS, key);
}

/** The Spanish name of a key of the report; the key itself when the report has no such field. */
function reportKeyLabel(key: string): string {
  if (isReportListKey(key)) return listModule(key).label;
  return isOwnField(key) ? REPORT_FIELD_LABELS[key] : key;
}

/**
 * A path into a report in Spanish: `['property_registry_history', 0, 'propietarios', 2, 'nombre']`
 * → `Historial de inscripciones 1 › Propietarios 3 › Nombre` (list positions count from 1).
 */
export function reportFieldName(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  const [root] = path;
  const list = typeof root === 'string' && isReportListKey(root) ? root : null;
  path.forEach((step, position) => {
    if (typeof step === 'number') {
      const last = parts.pop();
      parts.push(last === undefined ? String(step + 1) : `${last} ${step + 1}`);
      return;
    }
    const key = String(step);
    const described = list && position > 0 ? descriptorAt(list, path.slice(1, position + 1)) : undefined;
    parts.push(described?.label ?? reportKeyLabel(key));
  });
  return parts.join(' › ');
}
