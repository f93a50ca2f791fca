import { descriptorAt } from '../documents/describedFields';
import { isReportListKey } from '../documents/reportLists';
import type { Report } from './schema';

/**
 * Spanish names of the report's own fields, as a user knows them; a field added to the schema fails
 * to compile here. The fields of list items are named by their descriptors (common/documents).
 */
export const REPORT_FIELD_LABELS = {
  today: 'Fecha del análisis',
  study_date: 'Fecha del estudio',
  property_registry_history: 'Historial de inscripciones',
  notes: 'Observaciones',
  gp_certificates: 'Certificados de hipotecas y gravámenes',
  debt_certificates: 'Certificados de deuda',
  property_situation_reports: 'Informes SERVIU',
  public_expropriation_certificates: 'Certificados de afectación a utilidad pública',
  certificados_avaluo: 'Certificados de avalúo fiscal',
  certificados_matrimonio: 'Certificados de matrimonio',
  client_name: 'Cliente',
  conclusion: 'Conclusión',
} as const satisfies Record<keyof Report, string>;

function isReportKey(key: string): key is keyof Report {
  return Object.hasOwn(REPORT_FIELD_LABELS, key);
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
    parts.push(described?.label ?? (isReportKey(key) ? REPORT_FIELD_LABELS[key] : key));
  });
  return parts.join(' › ');
}
