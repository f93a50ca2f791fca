import { pathAndAncestors, setValueAt } from '../../../common/record/paths';
import type { Provenance, ProvenanceMap, UnsureReason } from '../../../common/record/provenance';
import type { Report } from '../../../common/report/schema';
import { doubted } from './provenance';

/*
 * What the readers of a value printed again share (titleCopies.ts, nameCopies.ts, rolCopies.ts):
 * they take what a worn copy lost from another printing in the dossier, only for a reading doubted
 * and from one read without doubt, and say so on the repaired value.
 */

/** OCR's doubts about a reading: about its words, or about its page. */
export const OCR_DOUBTS: ReadonlySet<UnsureReason> = new Set(['ocr_low_confidence', 'ocr_poor_page']);

/** The entry that records where a field was read: its own, or that of the value holding it. */
export function nearestSource(provenance: ProvenanceMap, path: string): Provenance | undefined {
  for (const key of pathAndAncestors(path)) {
    const entry = provenance[key];
    if (entry) return entry;
  }
  return undefined;
}

/** True when the engine doubts the reading for any reason. */
export const isDoubted = (entry: Provenance | undefined): boolean => (entry?.unsure?.length ?? 0) > 0;

/** True when OCR doubted the reading's words or its page. */
export const ocrDoubted = (entry: Provenance | undefined): boolean =>
  (entry?.unsure ?? []).some((reason) => OCR_DOUBTS.has(reason));

/** A repaired value's provenance: read where its own reading was, doubted as `repaired_reading` alone. */
export const repairedAt = (source: Provenance): Provenance =>
  doubted({ ...source, unsure: [] }, ['repaired_reading']);

/** A value read again from its other printing, at its path, with the provenance of its own reading. */
export interface Repair {
  path: string;
  source: Provenance;
  value: string | number;
}

/** The report with each repair's value in place, each marked `repaired_reading` at its own words. */
export function withRepairs(
  report: Report,
  provenance: ProvenanceMap,
  repairs: readonly Repair[],
): { report: Report; provenance: ProvenanceMap } {
  if (repairs.length === 0) return { report, provenance };
  const copy = structuredClone(report);
  const marked: ProvenanceMap = { ...provenance };
  for (const { path, source, value } of repairs) {
    setValueAt(copy, path, value);
    marked[path] = repairedAt(source);
  }
  return { report: copy, provenance: marked };
}
