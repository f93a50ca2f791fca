import { z } from 'zod';
import { emptyFacts, reportFactsSchema, type ReportFacts } from '../../../../common/findings/facts';
import { findingReviewSchema, type FindingReview } from '../../../../common/findings/reviews';

/*
 * The record's `analysis` field, written by the analysis engine beside `output`: the editor reads
 * the facts the legal rules need and the lawyer's *revisado* marks, and writes back only the marks.
 * Each part is read on its own, so a record without facts (a report typed by hand) still shows
 * its marks, and one with an unreadable part loses only that part.
 */

const withFacts = z.object({ facts: reportFactsSchema });
const withReviews = z.object({ reviews: z.array(findingReviewSchema) });

export function storedFacts(analysis: unknown): ReportFacts {
  const parsed = withFacts.safeParse(analysis);
  return parsed.success ? parsed.data.facts : emptyFacts();
}

export function storedReviews(analysis: unknown): FindingReview[] {
  const parsed = withReviews.safeParse(analysis);
  return parsed.success ? parsed.data.reviews : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The stored analysis with its marks replaced and everything else (documents, provenance, facts)
 * as it was. A record never analysed gets the engine's empty lists, so the engine can read it.
 */
export function analysisWithReviews(
  analysis: unknown,
  reviews: readonly FindingReview[],
): Record<string, unknown> {
  const base = isRecord(analysis) ? analysis : { documents: [], provenance: {} };
  return { ...base, reviews };
}
