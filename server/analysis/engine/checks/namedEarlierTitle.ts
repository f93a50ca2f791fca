import { isUnsure, type ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { CLOSE_CALL, onlyReadingDoubts, withoutCloseCallIn, withoutReadingDoubt } from './agreement';
import { foldLower } from '../text/folded';

/*
 * A copy whose type was a close call (a cancelled inscription reads much like the current one) is
 * settled as the earlier title it was read as when its inscription (fojas, número, año) is the
 * earlier title the entry before it names, itself read from a document typed without doubt: the
 * current title vouches for it. So is one whose certification calls its inscription cancelled
 * ("la que se encuentra CANCELADA") while a document typed without doubt gives another inscription
 * as the current one: a cancelled inscription is no dominio vigente. Likewise the reference of an
 * earlier title, doubted only for its reading, is confirmed by the later title of another document
 * that names it, read without doubt, and the other way round: two documents print it alike.
 */

type Entry = Report['property_registry_history'][number];

/** True when `entry` is the inscription `later` names as its earlier title. */
export function namedAsEarlierTitle(entry: Entry, later: Entry): boolean {
  return (
    entry.fojas !== null &&
    entry.numero !== null &&
    entry.fojas === later.fojas_anterior &&
    entry.numero === later.numero_anterior &&
    (entry.ano === null || later.ano_anterior === null || entry.ano === later.ano_anterior)
  );
}

const fileOf = (provenance: ProvenanceMap, path: string) => provenance[path]?.file;

/** Words saying an inscription is cancelled, after its reference. */
const CANCELLED = /\b(?:se\s+encuentra|esta|quedo|fue)\s+cancelada\b/;

/** True when the words an inscription's reference was read from call it cancelled. */
export function certifiedCancelled(snippet: string): boolean {
  return CANCELLED.test(foldLower(snippet));
}

/** True when entry `index` is certified cancelled and the current entry, of a surely typed document, is another. */
function cancelledBesideCurrent(report: Report, provenance: ProvenanceMap, index: number): boolean {
  const [current] = report.property_registry_history;
  const entry = report.property_registry_history[index];
  const own = provenance[`property_registry_history[${index}].fojas`];
  const currentSource = provenance['property_registry_history[0].fojas'];
  return (
    index > 0 &&
    current !== undefined &&
    entry !== undefined &&
    own !== undefined &&
    currentSource !== undefined &&
    currentSource.file !== own.file &&
    !currentSource.unsure?.includes(CLOSE_CALL) &&
    (current.fojas !== entry.fojas || current.numero !== entry.numero) &&
    certifiedCancelled(own.snippet)
  );
}

/** The provenance with the close type call lifted from the earlier titles the current title names. */
export function settleNamedEarlierTitle(report: Report, provenance: ProvenanceMap): ProvenanceMap {
  const history = report.property_registry_history;
  const settledFiles = history.flatMap((entry, index) => {
    const file = fileOf(provenance, `property_registry_history[${index}].fojas`);
    if (file && cancelledBesideCurrent(report, provenance, index)) return [file];
    const later = history[index - 1];
    const laterSource = provenance[`property_registry_history[${index - 1}].fojas_anterior`];
    if (!later || !file || !laterSource || laterSource.file === file) return [];
    if (
      laterSource.unsure?.includes(CLOSE_CALL) ||
      !provenance[`property_registry_history[${index}].fojas`]?.unsure?.includes(CLOSE_CALL)
    )
      return [];
    return namedAsEarlierTitle(entry, later) ? [file] : [];
  });
  return withoutCloseCallIn(provenance, settledFiles);
}

const REFERENCE = ['fojas', 'numero', 'ano'] as const;

/** The reference's paths, with the vuelta when both give it alike. */
function referencePaths(entry: Entry, later: Entry, index: number): [string, string][] {
  const keys = [...REFERENCE, ...(entry.vuelta === later.vuelta_anterior ? (['vuelta'] as const) : [])];
  return keys.flatMap((key) =>
    entry[key] === null
      ? []
      : [
          [
            `property_registry_history[${index}].${key}`,
            `property_registry_history[${index - 1}].${key}_anterior`,
          ],
        ],
  );
}

/**
 * The provenance with the reading's doubt lifted from an earlier title's reference that the later
 * title of another document names (namedAsEarlierTitle), one side read without any doubt.
 */
export function settleNamedReferences(report: Report, provenance: ProvenanceMap): ProvenanceMap {
  const settled: ProvenanceMap = { ...provenance };
  report.property_registry_history.forEach((entry, index) => {
    const later = report.property_registry_history[index - 1];
    if (!later || !namedAsEarlierTitle(entry, later)) return;
    const pairs = referencePaths(entry, later, index);
    const sources = pairs.map(([own, named]) => [provenance[own], provenance[named]] as const);
    if (sources.some(([own, named]) => !own || !named || own.file === named.file)) return;
    const sure = (side: 0 | 1) => sources.every((pair) => pair[side] !== undefined && !isUnsure(pair[side]));
    pairs.forEach(([own, named], at) => {
      const [ownSource, namedSource] = sources[at] ?? [];
      if (sure(1) && ownSource && onlyReadingDoubts(ownSource)) settled[own] = withoutReadingDoubt(ownSource);
      if (sure(0) && namedSource && onlyReadingDoubts(namedSource))
        settled[named] = withoutReadingDoubt(namedSource);
    });
  });
  return settled;
}
