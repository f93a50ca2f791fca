import { describedFields, listDescriptors } from '../documents/describedFields';
import { listModule, REPORT_LIST_KEYS, type ReportListKey } from '../documents/reportLists';
import { knownIdentifier, knownText } from './blanks';
import type { Report } from './schema';

/*
 * The fields SPEC §5 marks with an asterisk, as output paths where `[]` stands for any position in
 * a list. The editor derives its asterisks from this list and lists the empty ones before a
 * download; nothing is blocked.
 */

/** How one document of a list is named in the list of empty fields (its module says how). */
const documentName = (list: ReportListKey, index: number) => `${listModule(list).documentName} ${index + 1}`;

/** `Certificado GP 1` for any path inside `gp_certificates[0]`; null outside the report's lists. */
export function documentLabel(path: string): string | null {
  const match = /^([a-z_]+)\[(\d+)\]/.exec(path);
  const list = REPORT_LIST_KEYS.find((key) => key === match?.[1]);
  return list ? documentName(list, Number(match?.[2])) : null;
}

const ALL_FIELDS = REPORT_LIST_KEYS.flatMap((list) => describedFields(listDescriptors(list)));

/** Lists inside a document, with how one item is named (`propietarios` → `Propietario`). */
const ITEM_NAMES: ReadonlyMap<string, string> = new Map(
  ALL_FIELDS.flatMap(({ pattern, descriptor }) =>
    descriptor.itemLabel ? [[lastSegment(pattern), descriptor.itemLabel] as const] : [],
  ),
);

/** Numbers that identify something: 0 counts as empty there (see blanks.ts). */
const IDENTIFIER_FIELDS: ReadonlySet<string> = new Set(
  ALL_FIELDS.filter(({ descriptor }) => descriptor.kind === 'identifier').map(({ pattern }) =>
    lastSegment(pattern),
  ),
);

/** The required fields of each list (their descriptors say so): pattern and label. */
const REQUIRED: ReadonlyMap<ReportListKey, readonly (readonly [string, string])[]> = new Map(
  REPORT_LIST_KEYS.map((list) => [
    list,
    describedFields(listDescriptors(list))
      .filter(({ descriptor }) => descriptor.required)
      .map(({ pattern, descriptor }) => [pattern, descriptor.label] as const),
  ]),
);

/** Every required field as a pattern, e.g. `gp_certificates[].fojas`. */
const REQUIRED_PATTERNS: ReadonlySet<string> = new Set(
  [...REQUIRED].flatMap(([list, fields]) => fields.map(([field]) => `${list}[].${field}`)),
);

/** `propietarios[].nombre` → `nombre`. */
function lastSegment(pattern: string): string {
  return pattern.replace(/^.*[.\]]/, '');
}

/** `gp_certificates[0].fojas` → `gp_certificates[].fojas`. */
function pattern(path: string): string {
  return path.replace(/\[\d+\]/g, '[]');
}

/** Whether the field at `path` carries SPEC §5's asterisk. */
export function isRequiredField(path: string): boolean {
  return REQUIRED_PATTERNS.has(pattern(path));
}

export interface EmptyRequiredField {
  /** Output path of the field, e.g. `gp_certificates[0].fojas`, which the editor can reveal. */
  path: string;
  /** `Certificado GP 1 · Fojas`. */
  label: string;
}

function isEmpty(field: string, value: unknown): boolean {
  if (value == null) return true;
  if (typeof value === 'string') return knownText(value) === null;
  if (typeof value === 'number') return IDENTIFIER_FIELDS.has(field) && knownIdentifier(value) === null;
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Walks `segments` (`propietarios[]`, `nombre`) from `value`, yielding each end as path and label. */
function* fieldsAt(
  value: unknown,
  segments: readonly string[],
  path: string,
  label: readonly string[],
  fieldLabel: string,
): Generator<EmptyRequiredField & { value: unknown; field: string }> {
  const [segment, ...rest] = segments;
  if (segment === undefined) {
    const field = /[^.\]]+$/.exec(path)?.[0] ?? '';
    yield { path, label: [...label, fieldLabel].join(' · '), value, field };
    return;
  }
  if (!isRecord(value)) return;
  const list = /^(.+)\[\]$/.exec(segment)?.[1];
  if (list === undefined) {
    yield* fieldsAt(value[segment], rest, `${path}.${segment}`, label, fieldLabel);
    return;
  }
  const items = value[list];
  if (!Array.isArray(items)) return;
  for (const [index, item] of items.entries()) {
    const itemName = `${ITEM_NAMES.get(list) ?? list} ${index + 1}`;
    yield* fieldsAt(item, rest, `${path}.${list}[${index}]`, [...label, itemName], fieldLabel);
  }
}

/** The required fields left empty, in the editor's order: document by document, field by field. */
export function emptyRequiredFields(report: Report): EmptyRequiredField[] {
  const empty: EmptyRequiredField[] = [];
  for (const list of REPORT_LIST_KEYS) {
    const documents: readonly unknown[] = report[list] ?? [];
    const fields = REQUIRED.get(list) ?? [];
    documents.forEach((document, index) => {
      const documentPath = `${list}[${index}]`;
      for (const [fieldPattern, fieldLabel] of fields) {
        for (const found of fieldsAt(
          document,
          fieldPattern.split('.'),
          documentPath,
          [documentName(list, index)],
          fieldLabel,
        )) {
          if (isEmpty(found.field, found.value)) empty.push({ path: found.path, label: found.label });
        }
      }
    });
  }
  return empty;
}
