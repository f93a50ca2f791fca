import type { FindingReview } from '../../../../common/findings/reviews';
import type { Report } from '../../../../common/report/schema';

/*
 * What a save must write so no work is lost: the name, the report and the lawyer's *revisado*
 * marks. The editor compares what it shows with what was last read or written; the save adapter
 * (useReportEditor) writes the parts that changed, wherever the record keeps them.
 */

export interface SavableReport {
  name: string;
  data: Report;
  reviews: readonly FindingReview[];
}

/** Which parts differ from the stored record. */
export interface UnsavedChanges {
  name: boolean;
  data: boolean;
  reviews: boolean;
}

/**
 * The parts of `current` that differ from `saved`. Edits replace objects, never mutate them, so
 * identity is enough: an edit undone by hand still counts as a change, which errs on the safe side.
 */
export function unsavedChanges(current: SavableReport, saved: SavableReport): UnsavedChanges {
  return {
    name: current.name !== saved.name,
    data: current.data !== saved.data,
    reviews: current.reviews !== saved.reviews,
  };
}

export function anyChange(changes: UnsavedChanges): boolean {
  return changes.name || changes.data || changes.reviews;
}
