import { DOCUMENT_LIST_KEYS, REPORT_LIST_KEYS, REPORT_LISTS } from '../../../../common/documents/reportLists';
import { reportSchema, type Report } from '../../../../common/report/schema';

/*
 * Conversions between a stored `output` and the data the editor works on. Reports saved by older
 * versions or by hand may lack fields; those take the defaults of SPEC §9 before validation, so
 * every field has a control and a value.
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

/** A stored `output` as the editor's data; throws (a ZodError) when it cannot be read as a report. */
export function toEditableReport(output: unknown, now: Date): Report {
  const raw = isFields(output) ? output : {};
  const lists = Object.fromEntries(
    REPORT_LIST_KEYS.map((key) => {
      const { create, nested } = REPORT_LISTS[key];
      return [key, listWithDefaults(raw[key], () => create(now), nested)];
    }),
  );
  return reportSchema.parse({
    ...raw,
    ...lists,
    property_registry_history: lists.property_registry_history ?? [],
  });
}

/**
 * The `output` sent on save (SPEC §3): registry history always, notes only when included, the
 * other lists only when they hold a document.
 */
export function toStoredOutput(report: Report): Report {
  const output: Report = { property_registry_history: report.property_registry_history };
  if (report.today !== undefined) output.today = report.today;
  if (report.notes != null) output.notes = report.notes;
  for (const key of DOCUMENT_LIST_KEYS) {
    if (report[key]?.length) Object.assign(output, { [key]: report[key] });
  }
  return output;
}
