import { identityOf } from '../../../common/documents/describedFields';
import {
  DOCUMENT_LIST_KEYS,
  REPORT_LIST_KEYS,
  type ReportListKey,
} from '../../../common/documents/reportLists';
import type { ProvenanceMap } from '../../../common/record/provenance';
import type { RegistryEntry, Report } from '../../../common/report/schema';
import { comparisonKey } from '../../../common/vocabularies/comparisonKey';

type Entry = Record<string, unknown>;

const keyPart = (value: unknown): string =>
  value === null || value === undefined ? '' : comparisonKey(String(value).slice(0, 10));

/** Two entries of a list are one document when their identity fields (common/documents) agree. */
export function sameDocument(list: ReportListKey, a: Entry, b: Entry): boolean {
  const code = (entry: Entry) => keyPart(entry.codigo_verificacion);
  if (code(a) && code(a) === code(b)) return true;
  const fields: readonly string[] = identityOf(list);
  const filled = fields.filter((field) => keyPart(a[field]) !== '' && keyPart(b[field]) !== '');
  // Too little known to tell two documents apart: keep both rather than lose one.
  if (filled.length < Math.min(2, fields.length)) return false;
  return fields.every((field) => keyPart(a[field]) === keyPart(b[field]));
}

/** Where each entry of a merged list came from. */
type Origin = { from: 'existing' | 'incoming'; index: number };

function appendNew<T extends Entry>(list: ReportListKey, existing: T[], incoming: T[]): Origin[] {
  const origins: Origin[] = existing.map((_, index) => ({ from: 'existing', index }));
  const kept: T[] = [...existing];
  incoming.forEach((entry, index) => {
    if (kept.some((other) => sameDocument(list, other, entry))) return;
    kept.push(entry);
    origins.push({ from: 'incoming', index });
  });
  return origins;
}

const recency = (entry: RegistryEntry): number => (entry.ano ?? 0) * 1e7 + (entry.numero ?? 0);

/** New inscriptions go where their date puts them; existing ones keep the order the user gave them. */
function insertRegistryEntries(existing: RegistryEntry[], incoming: RegistryEntry[]): Origin[] {
  const origins: Origin[] = existing.map((_, index) => ({ from: 'existing', index }));
  const entryOf = (origin: Origin) => (origin.from === 'existing' ? existing : incoming)[origin.index];
  incoming.forEach((entry, index) => {
    if (origins.some((origin) => sameDocument('property_registry_history', entryOf(origin) ?? {}, entry)))
      return;
    const position = origins.findIndex((origin) => recency(entryOf(origin) ?? entry) < recency(entry));
    origins.splice(position === -1 ? origins.length : position, 0, { from: 'incoming', index });
  });
  return origins;
}

/** Old index → final position of the entries that came `from` one side. */
function finalPositions(origins: Origin[], from: Origin['from']): Map<number, number> {
  return new Map(
    origins.flatMap((origin, position) => (origin.from === from ? [[origin.index, position] as const] : [])),
  );
}

const LIST_PATH = new RegExp(`^(${REPORT_LIST_KEYS.join('|')})\\[(\\d+)\\]`);

/** `list[i]…` moved to the entry's final position; undefined when the entry was not kept. */
function movedPath(
  path: string,
  positions: ReadonlyMap<ReportListKey, Map<number, number>>,
): string | undefined {
  const match = LIST_PATH.exec(path);
  if (!match) return path;
  const list = REPORT_LIST_KEYS.find((key) => key === match[1]);
  const target = list === undefined ? undefined : positions.get(list)?.get(Number(match[2]));
  return target === undefined ? undefined : path.replace(LIST_PATH, `${match[1]}[${target}]`);
}

/** Provenance moved with its entries; `listsOnly` drops values outside the lists. */
function moveProvenance(
  provenance: ProvenanceMap,
  positions: ReadonlyMap<ReportListKey, Map<number, number>>,
  listsOnly: boolean,
): ProvenanceMap {
  const moved: ProvenanceMap = {};
  for (const [path, value] of Object.entries(provenance)) {
    if (listsOnly && !LIST_PATH.test(path)) continue;
    const target = movedPath(path, positions);
    if (target !== undefined) moved[target] = value;
  }
  return moved;
}

export interface Analysed {
  output: Report;
  provenance: ProvenanceMap;
}

export interface Merged extends Analysed {
  /**
   * Where a path of the existing report is now (registry entries may move down when an older
   * or newer inscription is inserted): for carrying review marks along with their values.
   */
  existingPath: (path: string) => string | undefined;
}

/**
 * "Later analyses update this report": merges a new analysis into a saved report. Every list is
 * extended with the documents it does not have yet; entries already there, with the user's edits,
 * are kept as they are; provenance follows each entry to its new position.
 */
export function mergeIntoReport(existing: Analysed, incoming: Analysed): Merged {
  // The study keeps its date (#20): the first analysis's day or the lawyer's, never the new analysis's.
  const output: Report = {
    ...existing.output,
    today: incoming.output.today ?? existing.output.today,
    study_date: existing.output.study_date ?? incoming.output.study_date,
  };
  const existingPositions = new Map<ReportListKey, Map<number, number>>();
  const incomingPositions = new Map<ReportListKey, Map<number, number>>();

  const apply = <T extends Entry>(list: ReportListKey, before: T[], added: T[], origins: Origin[]): T[] => {
    existingPositions.set(list, finalPositions(origins, 'existing'));
    incomingPositions.set(list, finalPositions(origins, 'incoming'));
    return origins.flatMap((origin) => {
      const entry = (origin.from === 'existing' ? before : added)[origin.index];
      return entry ? [entry] : [];
    });
  };

  const registry = insertRegistryEntries(
    existing.output.property_registry_history,
    incoming.output.property_registry_history,
  );
  output.property_registry_history = apply(
    'property_registry_history',
    existing.output.property_registry_history,
    incoming.output.property_registry_history,
    registry,
  );

  for (const list of DOCUMENT_LIST_KEYS) {
    const before: Entry[] = existing.output[list] ?? [];
    const added: Entry[] = incoming.output[list] ?? [];
    if (before.length + added.length === 0) continue;
    // The schema's list types are one per key; the generic merge keeps each entry unchanged.
    Object.assign(output, { [list]: apply(list, before, added, appendNew(list, before, added)) });
  }

  const notes = [...(existing.output.notes ?? []), ...(incoming.output.notes ?? [])];
  if (existing.output.notes || incoming.output.notes) output.notes = [...new Set(notes)];

  // Values outside the lists (notes) are the existing report's; the new notes join after them.
  const provenance: ProvenanceMap = {
    ...moveProvenance(incoming.provenance, incomingPositions, true),
    ...moveProvenance(existing.provenance, existingPositions, false),
  };
  return { output, provenance, existingPath: (path) => movedPath(path, existingPositions) };
}
