import { z } from 'zod';
import { toInstant } from '../format/chileTime';
import type { FindingReview } from '../findings/reviews';
import { isOutputPath, valueAt } from '../record/paths';

/*
 * Review marks, stored by the server in the `review_marks` collection (one record per mark):
 * - field marks: a person confirmed a value of the report, or edited it. The value is kept with
 *   the mark, so a later change of a confirmed value is visible (the confirmation no longer holds);
 * - finding reviews: a person marked a legal finding *revisado* (optionally with a comment).
 * Reviewer and date are stamped by the server from the signed-in user, never sent by the client.
 */

export const MARK_COMMENT_MAX = 2000;
const PATH_MAX = 300;
const FINDING_KEY_MAX = 500;

/** An output path: `gp_certificates[0].gravamenes[1].fojas`. */
export const outputPathSchema = z.string().max(PATH_MAX).refine(isOutputPath, 'Ruta de campo no válida');
const findingKeySchema = z.string().min(1).max(FINDING_KEY_MAX);
const commentSchema = z.string().trim().max(MARK_COMMENT_MAX);

/** `confirmed`: checked against the source; `edited`: the value was written by a person. */
export const FIELD_MARK_STATES = ['confirmed', 'edited'] as const;
export type FieldMarkState = (typeof FIELD_MARK_STATES)[number];

export const fieldMarkInputSchema = z.object({
  kind: z.literal('field'),
  path: outputPathSchema,
  state: z.enum(FIELD_MARK_STATES),
  /** The value confirmed or written, as it is in the report at that moment. */
  value: z.json(),
  comment: commentSchema.default(''),
});

export const findingReviewInputSchema = z.object({
  kind: z.literal('finding'),
  /** `findingKey(finding)` (common/findings/reviews.ts). */
  key: findingKeySchema,
  comment: commentSchema.default(''),
});

export const markInputSchema = z.discriminatedUnion('kind', [fieldMarkInputSchema, findingReviewInputSchema]);

export const markRefSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('field'), path: outputPathSchema }),
  z.object({ kind: z.literal('finding'), key: findingKeySchema }),
]);

/** Body of `POST /analysis/api/reports/:id/marks`: marks to add or replace, and marks to remove. */
export const marksChangeSchema = z
  .object({
    upsert: z.array(markInputSchema).max(500).default([]),
    remove: z.array(markRefSchema).max(500).default([]),
  })
  .refine((change) => change.upsert.length + change.remove.length > 0, 'No hay marcas que guardar');

export type MarkInput = z.input<typeof markInputSchema>;
export type MarkRef = z.infer<typeof markRefSchema>;
export type MarksChange = z.input<typeof marksChangeSchema>;

const markBase = {
  id: z.string(),
  comment: z.string(),
  reviewerId: z.string(),
  reviewerName: z.string(),
  /** When the mark was set (ISO). */
  at: z.string(),
};

/** A mark as the API answers it (`{ marks: ReviewMark[] }`). */
export const reviewMarkSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('field'),
    path: z.string(),
    state: z.enum(FIELD_MARK_STATES),
    value: z.json(),
    ...markBase,
  }),
  z.object({ kind: z.literal('finding'), key: z.string(), ...markBase }),
]);

export type ReviewMark = z.infer<typeof reviewMarkSchema>;
export type FieldMark = Extract<ReviewMark, { kind: 'field' }>;
export type FindingMark = Extract<ReviewMark, { kind: 'finding' }>;

/** A `review_marks` record as PocketBase returns it. */
export const reviewMarkRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(['field', 'finding']),
  target: z.string(),
  state: z.string(),
  value: z.json().optional(),
  comment: z.string().default(''),
  reviewer: z.string().default(''),
  reviewer_name: z.string().default(''),
  marked_at: z.string(),
});

/** Record (collection) and mark (API) are one-to-one; `target` is the path or the finding key. */
export const MARK_RECORD_FIELDS = 'id,kind,target,state,value,comment,reviewer,reviewer_name,marked_at';

/** The readable marks among stored records; an unreadable record is dropped alone. */
export function readMarks(records: readonly unknown[]): ReviewMark[] {
  return records.flatMap((raw): ReviewMark[] => {
    const parsed = reviewMarkRecordSchema.safeParse(raw);
    if (!parsed.success) return [];
    const record = parsed.data;
    const base = {
      id: record.id,
      comment: record.comment,
      reviewerId: record.reviewer,
      reviewerName: record.reviewer_name,
      // PocketBase writes `2026-03-05 15:00:00.000Z`; marks carry ISO instants.
      at: toInstant(record.marked_at)?.toISOString() ?? record.marked_at,
    };
    if (record.kind === 'finding') return [{ ...base, kind: 'finding', key: record.target }];
    const state = FIELD_MARK_STATES.find((candidate) => candidate === record.state);
    if (!state || !isOutputPath(record.target)) return [];
    return [{ ...base, kind: 'field', path: record.target, state, value: record.value ?? null }];
  });
}

export function markTarget(mark: MarkRef | MarkInput): string {
  return mark.kind === 'field' ? mark.path : mark.key;
}

/** Field marks by path. */
export function fieldMarks(marks: readonly ReviewMark[]): ReadonlyMap<string, FieldMark> {
  return new Map(marks.flatMap((mark) => (mark.kind === 'field' ? [[mark.path, mark] as const] : [])));
}

/** The finding reviews as the verification panel lists them. */
export function findingReviews(marks: readonly ReviewMark[]): FindingReview[] {
  return marks.flatMap((mark) =>
    mark.kind === 'finding'
      ? [{ key: mark.key, comment: mark.comment, reviewedAt: mark.at, reviewer: mark.reviewerName }]
      : [],
  );
}

/** The value at `path` of the report as a mark stores it (null where the path has none). */
export function markValue(report: unknown, path: string): z.infer<ReturnType<typeof z.json>> {
  const parsed = z.json().safeParse(valueAt(report, path));
  return parsed.success ? parsed.data : null;
}

/**
 * The marks to write for the finding reviews shown (`after`) against those stored (`before`):
 * new or re-commented reviews, and reviews taken back. Undefined when nothing changed.
 */
export function findingReviewChanges(
  before: readonly FindingReview[],
  after: readonly FindingReview[],
): MarksChange | undefined {
  const stored = new Map(before.map((review) => [review.key, review]));
  const shown = new Set(after.map((review) => review.key));
  const upsert: MarkInput[] = after
    .filter((review) => stored.get(review.key)?.comment !== review.comment)
    .map((review) => ({ kind: 'finding', key: review.key, comment: review.comment }));
  const remove: MarkRef[] = [...stored.keys()]
    .filter((key) => !shown.has(key))
    .map((key) => ({ kind: 'finding', key }));
  return upsert.length + remove.length > 0 ? { upsert, remove } : undefined;
}
