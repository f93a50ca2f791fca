import { z } from 'zod';

import { isoDateSchema } from '../report/schema';
import type { Finding } from './finding';

/**
 * A finding the lawyer marked *revisado*, kept with the report (`analysis.reviews`). Findings are
 * recomputed on every edit, so a review points at one by its key (code and fields involved) and
 * applies while a finding with that key exists.
 */
export const findingReviewSchema = z.object({
  key: z.string(),
  comment: z.string(),
  reviewedAt: isoDateSchema,
  /** Who marked it: the user's name (or email) when marking; older marks have none. */
  reviewer: z.string().optional(),
});

export type FindingReview = z.infer<typeof findingReviewSchema>;

/** Stable identity of a finding across recomputations: its code and the fields it points at. */
export function findingKey(finding: Pick<Finding, 'code' | 'refs' | 'doc'>): string {
  return [finding.code, finding.doc ?? '', ...finding.refs].join('|');
}
