import { z } from 'zod';

import { isoDateSchema } from '../report/schema';
import type { Finding } from './finding';

/**
 * A finding the lawyer marked *revisado* (stored as a `review_marks` record, see
 * common/review/marks.ts). Findings are recomputed on every edit, so a review points at one by its
 * key (code and fields involved) and applies while a finding with that key exists.
 */
export const findingReviewSchema = z.object({
  key: z.string(),
  comment: z.string(),
  reviewedAt: isoDateSchema,
  /** Who marked it; reviews kept before names were recorded have none. */
  reviewerName: z.string().optional(),
});

export type FindingReview = z.infer<typeof findingReviewSchema>;

/** Stable identity of a finding across recomputations: its code and the fields it points at. */
export function findingKey(finding: Pick<Finding, 'code' | 'refs' | 'doc'>): string {
  return [finding.code, finding.doc ?? '', ...finding.refs].join('|');
}
