import { isUnsure, type Provenance, type ProvenanceMap, type UnsureReason } from '../record/provenance';
import { sameValue, valueAt } from '../record/paths';
import type { FieldMark, ReviewMark } from './marks';
import { fieldMarks } from './marks';

/*
 * The status mark of one value of the report (#10 item 3): proposed by the engine (sure or
 * unsure, with its source), confirmed by a person, edited by a person, or typed by hand.
 */

export type FieldStatus =
  /** Read by the engine; `unsure` lists why it doubts it (empty when sure). */
  | { kind: 'engine'; provenance: Provenance; sure: boolean; reasons: readonly UnsureReason[] }
  /** A person confirmed this very value against its source. */
  | { kind: 'confirmed'; mark: FieldMark; provenance: Provenance | undefined }
  /** A person wrote the value ("editado por {nombre}, {fecha}"): the engine's source no longer applies. */
  | { kind: 'edited'; mark: FieldMark }
  /** Confirmed once, changed since without a recorded edit: the confirmation no longer holds. */
  | { kind: 'changed_after_confirmation'; mark: FieldMark; provenance: Provenance | undefined }
  /** No engine source and no mark: typed by hand or left at its default ("sin fuente"). */
  | { kind: 'manual' };

/** Whether a person has checked or written the value (it counts as reviewed). */
export function isReviewed(status: FieldStatus): boolean {
  return status.kind === 'confirmed' || status.kind === 'edited';
}

function engineStatus(provenance: Provenance): FieldStatus {
  const reasons = provenance.unsure ?? [];
  return { kind: 'engine', provenance, sure: !isUnsure(provenance), reasons };
}

/** The status of the value at `path` of `report`, from its provenance and its mark. */
export function fieldStatus(
  path: string,
  report: unknown,
  provenance: ProvenanceMap,
  marks: ReadonlyMap<string, FieldMark>,
): FieldStatus {
  const source = provenance[path];
  const mark = marks.get(path);
  if (mark?.state === 'edited') return { kind: 'edited', mark };
  if (mark?.state === 'confirmed') {
    return sameValue(mark.value, valueAt(report, path))
      ? { kind: 'confirmed', mark, provenance: source }
      : { kind: 'changed_after_confirmation', mark, provenance: source };
  }
  return source ? engineStatus(source) : { kind: 'manual' };
}

/** Every value with a source or a mark and its status, in output order of the provenance. */
export function fieldStatuses(
  report: unknown,
  provenance: ProvenanceMap,
  marks: readonly ReviewMark[],
): Map<string, FieldStatus> {
  const byPath = fieldMarks(marks);
  const paths = new Set([...Object.keys(provenance), ...byPath.keys()]);
  const statuses = new Map<string, FieldStatus>();
  for (const path of paths) {
    if (valueAt(report, path) === undefined) continue;
    statuses.set(path, fieldStatus(path, report, provenance, byPath));
  }
  return statuses;
}
