import {
  findingKey,
  trafficLight,
  type Finding,
  type FindingCode,
  type FindingReview,
  type Severity,
  type TrafficLight,
} from '../../../../common/findings';

/** Longest comment a *revisado* mark keeps: a short note, not a second report. */
export const REVIEW_COMMENT_MAX_LENGTH = 300;

export interface VerificationSummary {
  /** Over the findings still pending: a reviewed finding no longer colours the light. */
  light: TrafficLight;
  pending: number;
  reviewed: number;
  pendingBySeverity: Record<Severity, number>;
}

/** The mark of each finding that has one, by finding key. */
export function reviewsByKey(reviews: readonly FindingReview[]): ReadonlyMap<string, FindingReview> {
  return new Map(reviews.map((review) => [review.key, review]));
}

/** How many findings there are of each severity. */
export function countBySeverity(findings: readonly Finding[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { critica: 0, alta: 0, media: 0, baja: 0, info: 0 };
  for (const finding of findings) counts[finding.severity] += 1;
  return counts;
}

export function summarize(
  findings: readonly Finding[],
  reviews: ReadonlyMap<string, FindingReview>,
): VerificationSummary {
  const pending = findings.filter((finding) => !reviews.has(findingKey(finding)));
  const pendingBySeverity = countBySeverity(pending);
  return {
    light: trafficLight(pending),
    pending: pending.length,
    reviewed: findings.length - pending.length,
    pendingBySeverity,
  };
}

/** '1 hallazgo pendiente de revisión', '3 hallazgos pendientes de revisión'. */
export function pendingText(count: number): string {
  if (count === 0) return 'Ningún hallazgo pendiente de revisión';
  return count === 1 ? '1 hallazgo pendiente de revisión' : `${count} hallazgos pendientes de revisión`;
}

/** The marks with `key` marked *revisado* now by `reviewer`, replacing an earlier mark of the same finding. */
export function markReviewed(
  reviews: readonly FindingReview[],
  key: string,
  comment: string,
  now: Date,
  reviewer: string,
): FindingReview[] {
  const review = {
    key,
    comment: comment.trim().slice(0, REVIEW_COMMENT_MAX_LENGTH),
    reviewedAt: now.toISOString(),
    reviewer,
  } satisfies FindingReview;
  return [...reviews.filter((existing) => existing.key !== key), review];
}

export function unmarkReviewed(reviews: readonly FindingReview[], key: string): FindingReview[] {
  return reviews.filter((review) => review.key !== key);
}

/** Findings of one code within a severity, in order of first appearance: one card each. */
export interface FindingCard {
  code: FindingCode;
  findings: Finding[];
}

export function findingCards(findings: readonly Finding[]): FindingCard[] {
  const cards = new Map<FindingCode, FindingCard>();
  for (const finding of findings) {
    const card = cards.get(finding.code) ?? { code: finding.code, findings: [] };
    card.findings.push(finding);
    cards.set(finding.code, card);
  }
  return [...cards.values()];
}

/** The severities a lawyer can narrow the list to; 'todas' shows every finding. */
export type SeverityFilter = Severity | 'todas';
