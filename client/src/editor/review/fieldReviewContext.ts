import { createContext, useContext } from 'react';
import type { ShownStatus } from './reviewStatuses';
import { describeStatus, type StatusDescription } from './statusText';

/** What each field needs to show its status mark and confirm its value (#10 item 3). */
export interface FieldReview {
  statusOf: (path: string) => ShownStatus | undefined;
  /** Records that the signed-in user checked the value at `path` against its source. */
  confirm: (path: string) => void;
  /** Takes a confirmation back. */
  unconfirm: (path: string) => void;
  /** Paths whose mark is being written. */
  busy: ReadonlySet<string>;
  /** Why the last write of a path's mark failed, in Spanish. */
  errors: ReadonlyMap<string, string>;
  /** Each mark tells the label of its value, for the list of what is pending review. */
  registerLabel: (path: string, label: string) => void;
}

/** Absent outside the editor's results (e.g. a field rendered alone): fields show no mark. */
export const FieldReviewContext = createContext<FieldReview | null>(null);

export interface FieldReviewMark {
  path: string;
  status: ShownStatus;
  description: StatusDescription;
  review: FieldReview;
}

/** The mark of the value at `path`; null for a value typed by hand or outside the editor. */
export function useFieldReviewMark(path: string | undefined): FieldReviewMark | null {
  const review = useContext(FieldReviewContext);
  const status = path === undefined ? undefined : review?.statusOf(path);
  const description = status ? describeStatus(status) : null;
  if (!review || path === undefined || !status || !description) return null;
  return { path, status, description, review };
}

/** Id of the text of a field's mark, for the control's `aria-describedby`. */
export const statusTextId = (controlId: string) => `${controlId}-status`;

/** The control's description: its own hint and its status mark, when shown. */
export function useStatusDescribedBy(
  path: string | undefined,
  controlId: string,
  ...own: (string | false | undefined)[]
): string | undefined {
  const mark = useFieldReviewMark(path);
  const ids = [...own, mark && statusTextId(controlId)].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
