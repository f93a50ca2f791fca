import { DOCUMENT_LIST_KEYS, REPORT_LIST_KEYS, REPORT_LISTS } from '../documents/reportLists';
import { reportSchema, type Report } from '../report/schema';
import { isEngineJudgement } from './legacyNotes';

/*
 * The one reader and the one writer of a stored `output` (SPEC §3), for the editor, the downloads
 * and the engine. Reports saved by older versions or by hand may lack fields or hold null lists;
 * missing fields take the defaults of SPEC §9 before validation, so the editor has a value for
 * every control and the PDF prints what the editor shows; the legal judgements the engine wrote
 * into notes before #19 are left out (legacyNotes.ts), as findings say them.
 */

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withDefaults(value: unknown, defaults: object, nested: Record<string, () => object> = {}): Fields {
  const item: Fields = { ...defaults, ...(isFields(value) ? value : {}) };
  for (const [key, makeDefault] of Object.entries(nested)) {
    const list = item[key];
    item[key] = Array.isArray(list) ? list.map((child) => withDefaults(child, makeDefault())) : [];
  }
  return item;
}

function listWithDefaults(
  value: unknown,
  makeDefault: () => object,
  nested: Record<string, () => object> = {},
): Fields[] | undefined {
  return Array.isArray(value) ? value.map((item) => withDefaults(item, makeDefault(), nested)) : undefined;
}

/** The stored output with SPEC §9 defaults in every missing field, before validation. */
function filledOutput(output: unknown, now: Date): Fields {
  const raw = isFields(output) ? output : {};
  const lists = Object.fromEntries(
    REPORT_LIST_KEYS.map((key) => {
      const { create, nested } = REPORT_LISTS[key];
      return [key, listWithDefaults(raw[key], () => create(now), nested)];
    }),
  );
  const notes = Array.isArray(raw.notes)
    ? { notes: raw.notes.filter((note) => !isEngineJudgement(note)) }
    : {};
  return { ...raw, ...lists, ...notes, property_registry_history: lists.property_registry_history ?? [] };
}

/**
 * A stored `output` as a report: missing fields take their defaults, missing or null lists read
 * as absent, a missing output as an empty report. Null when it cannot be read as a report (a
 * value of the wrong type, or not an object at all): callers answer 422 or show a load error
 * rather than show or print a legal document with parts silently missing.
 */
export function readStoredOutput(output: unknown, now: Date): Report | null {
  if (output !== null && output !== undefined && !isFields(output)) return null;
  const parsed = reportSchema.safeParse(filledOutput(output, now));
  return parsed.success ? parsed.data : null;
}

/**
 * The `output` written on save (SPEC §3): the client and the lawyer's conclusion (#11) and the
 * registry history always, notes only when included, the other lists only when they hold a document.
 */
export function toStoredOutput(report: Report): Report {
  const output: Report = {
    client_name: report.client_name,
    conclusion: report.conclusion,
    property_registry_history: report.property_registry_history,
  };
  if (report.today !== undefined) output.today = report.today;
  if (report.study_date !== undefined) output.study_date = report.study_date;
  if (report.notes != null) output.notes = report.notes;
  for (const key of DOCUMENT_LIST_KEYS) {
    const list = report[key];
    // Each key's list type is its own; copying the same key keeps it.
    if (list?.length) Object.assign(output, { [key]: list });
  }
  return output;
}

/** Documents the report holds: registry entries and certificates (for reports without uploaded files). */
export function countReportDocuments(report: Report): number {
  return (
    report.property_registry_history.length +
    DOCUMENT_LIST_KEYS.reduce((sum, key) => sum + (report[key]?.length ?? 0), 0)
  );
}
