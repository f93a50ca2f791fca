import { DOCUMENT_LIST_KEYS } from '../../../common/documents/reportLists';
import { reportSchema, type Report } from '../../../common/report/schema';

/** The report lists the editor may leave out (SPEC §3: sent only when non-empty) or save as null. */
const LIST_KEYS = DOCUMENT_LIST_KEYS;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A saved `output` as a report, missing or null lists read as empty. Anything else that does not
 * match the shared schema gives null: the caller answers 422 rather than print a legal document
 * with parts silently missing.
 */
export function parseStoredOutput(output: unknown): Report | null {
  if (!isRecord(output)) return null;
  const nullLists = new Set<string>(LIST_KEYS.filter((key) => output[key] === null));
  const filled = Object.fromEntries(Object.entries(output).filter(([key]) => !nullLists.has(key)));
  filled.property_registry_history ??= [];
  const parsed = reportSchema.safeParse(filled);
  return parsed.success ? parsed.data : null;
}

/** Documents the report holds, for reports that keep no uploaded files (edited by hand). */
export function countReportDocuments(report: Report): number {
  return (
    report.property_registry_history.length +
    LIST_KEYS.reduce((sum, key) => sum + (report[key]?.length ?? 0), 0)
  );
}
