import {
  DOCUMENT_LIST_KEYS,
  isReportListKey,
  REPORT_LISTS,
  type ReportListKey,
} from '../../../common/documents/reportLists';
import type { RegistryEntry, Report } from '../../../common/report/schema';
import { comparisonKey } from '../../../common/vocabularies/comparisonKey';
import type { ProvenanceMap } from '../engine/provenance';

type Entry = Record<string, unknown>;

const keyPart = (value: unknown): string =>
  value === null || value === undefined ? '' : comparisonKey(String(value).slice(0, 10));

/** Two entries of a list are one document when their identity fields (common/documents) agree. */
export function sameDocument(list: ReportListKey, a: Entry, b: Entry): boolean {
  const code = (entry: Entry) => keyPart(entry.codigo_verificacion);
  if (code(a) && code(a) === code(b)) return true;
  const fields: readonly string[] = REPORT_LISTS[list].identity;
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

function remapProvenance(
  provenance: ProvenanceMap,
  list: ReportListKey,
  origins: Origin[],
  from: Origin['from'],
): ProvenanceMap {
  const finalIndex = new Map(
    origins.flatMap((origin, position) => (origin.from === from ? [[origin.index, position] as const] : [])),
  );
  const prefix = new RegExp(`^${list}\\[(\\d+)\\]`);
  const remapped: ProvenanceMap = {};
  for (const [path, value] of Object.entries(provenance)) {
    const match = prefix.exec(path);
    if (!match) continue;
    const target = finalIndex.get(Number(match[1]));
    if (target !== undefined) remapped[path.replace(prefix, `${list}[${target}]`)] = value;
  }
  return remapped;
}

export interface Analysed {
  output: Report;
  provenance: ProvenanceMap;
}

/**
 * "Later analyses update this report": merges a new analysis into a saved report. Every list is
 * extended with the documents it does not have yet; entries already there, with the user's edits,
 * are kept as they are; provenance follows each entry to its new position.
 */
export function mergeIntoReport(existing: Analysed, incoming: Analysed): Analysed {
  const output: Report = { ...existing.output, today: incoming.output.today ?? existing.output.today };
  const provenance: ProvenanceMap = {};
  const isListPath = (path: string) => isReportListKey(/^[^.[]+/.exec(path)?.[0] ?? '');

  const apply = <T extends Entry>(list: ReportListKey, before: T[], added: T[], origins: Origin[]): T[] => {
    Object.assign(provenance, remapProvenance(existing.provenance, list, origins, 'existing'));
    Object.assign(provenance, remapProvenance(incoming.provenance, list, origins, 'incoming'));
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

  for (const [path, value] of Object.entries(existing.provenance)) {
    if (!isListPath(path)) provenance[path] = value;
  }
  return { output, provenance };
}
