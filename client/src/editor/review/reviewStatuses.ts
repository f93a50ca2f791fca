import { sameValue, valueAt } from '../../../../common/record/paths';
import { isUnsure, type ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { fieldStatuses, isReviewed, type FieldStatus } from '../../../../common/review/fieldStatus';
import type { ReviewMark } from '../../../../common/review/marks';
import { RISK_LEVELS, reviewRisk } from '../../../../common/review/risk';

/*
 * The status mark the editor shows on each value (#10 items 3 and 4): the stored status
 * (common/review/fieldStatus.ts), or "edited, not saved yet" for a value changed since the last
 * save, which the save records as edited by the user.
 */

export type ShownStatus = FieldStatus | { kind: 'unsaved_edit' };

export interface ReviewInputs {
  data: Report;
  /** The report as last read or saved. */
  saved: Report | null;
  provenance: ProvenanceMap;
  marks: readonly ReviewMark[];
}

/** The status of every value with an engine source or a mark, by output path. */
export function shownStatuses({ data, saved, provenance, marks }: ReviewInputs): Map<string, ShownStatus> {
  const statuses = new Map<string, ShownStatus>();
  for (const [path, status] of fieldStatuses(data, provenance, marks)) {
    const changed = saved !== null && !sameValue(valueAt(saved, path), valueAt(data, path));
    statuses.set(path, changed ? { kind: 'unsaved_edit' } : status);
  }
  return statuses;
}

/** A value a person still has to check: proposed by the engine, or changed after its confirmation. */
export function needsReview(status: ShownStatus | undefined): boolean {
  return status?.kind === 'engine' || status?.kind === 'changed_after_confirmation';
}

/** A value that must look doubtful at a glance until a person checks it. */
export function isDoubtful(status: ShownStatus | undefined): boolean {
  return (status?.kind === 'engine' && !status.sure) || status?.kind === 'changed_after_confirmation';
}

/** Checked or written by a person (an unsaved edit is recorded as such by the next save). */
function countsAsReviewed(status: ShownStatus): boolean {
  return status.kind === 'unsaved_edit' || isReviewed(status);
}

export interface ReviewProgress {
  /** Values read by the engine that are still in the report. */
  total: number;
  /** Of those, confirmed or edited by a person. */
  reviewed: number;
  /** Of those not reviewed, the doubtful ones. */
  doubtful: number;
}

/** "N de M campos revisados": M counts the values with an engine source. */
export function reviewProgress(
  statuses: ReadonlyMap<string, ShownStatus>,
  provenance: ProvenanceMap,
): ReviewProgress {
  let total = 0;
  let reviewed = 0;
  let doubtful = 0;
  for (const [path, status] of statuses) {
    if (!(path in provenance)) continue;
    total += 1;
    if (countsAsReviewed(status)) reviewed += 1;
    else if (isDoubtful(status)) doubtful += 1;
  }
  return { total, reviewed, doubtful };
}

/**
 * The engine's values in review order: those it doubts (or that changed after being confirmed)
 * first, riskiest first (common/review/risk.ts: the property's identity, liens, debts, owners,
 * then descriptions), then the rest, each group in document order (`compare`). Reviewed values keep their
 * place, so the flow continues from wherever the reviewer is.
 */
export function reviewQueue(
  statuses: ReadonlyMap<string, ShownStatus>,
  provenance: ProvenanceMap,
  compare: (a: string, b: string) => number,
): string[] {
  const rank = (path: string) => {
    const source = provenance[path];
    const status = statuses.get(path);
    const doubtful = (source && isUnsure(source)) || status?.kind === 'changed_after_confirmation';
    return doubtful ? reviewRisk(path) : RISK_LEVELS;
  };
  return [...statuses.keys()]
    .filter((path) => path in provenance)
    .sort((a, b) => rank(a) - rank(b) || compare(a, b));
}

/** The next value to review after `cursor` in the queue, wrapping around; null when none is left. */
export function nextToReview(
  queue: readonly string[],
  statuses: ReadonlyMap<string, ShownStatus>,
  cursor: string | null,
): string | null {
  const start = cursor === null ? -1 : queue.indexOf(cursor);
  for (let step = 1; step <= queue.length; step++) {
    const path = queue[(start + step) % queue.length];
    if (path !== undefined && needsReview(statuses.get(path))) return path;
  }
  return null;
}
