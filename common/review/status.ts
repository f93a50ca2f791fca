import { z } from 'zod';
import { toInstant } from '../format/chileTime';
import { formatDateShort } from '../format/dates';

/*
 * The review status of a report (#10 item 5), stored on its `new_reports` row and changed only
 * through `POST /analysis/api/reports/:id/status` (a PocketBase hook refuses direct writes).
 */

export const REVIEW_STATUS_VALUES = ['borrador', 'en_revision', 'revisado'] as const;
export type ReviewStatusValue = (typeof REVIEW_STATUS_VALUES)[number];

export const REVIEW_STATUS_LABELS = {
  borrador: 'Borrador',
  en_revision: 'En revisión',
  revisado: 'Revisado',
} as const satisfies Record<ReviewStatusValue, string>;

export const OVERRIDE_REASON_MIN = 10;
export const OVERRIDE_REASON_MAX = 2000;

/** Body of the status endpoint. `override` marks a report revisado despite pending items. */
export const statusChangeSchema = z.object({
  status: z.enum(REVIEW_STATUS_VALUES),
  override: z
    .object({ reason: z.string().trim().min(OVERRIDE_REASON_MIN).max(OVERRIDE_REASON_MAX) })
    .optional(),
});

export type StatusChange = z.infer<typeof statusChangeSchema>;

/** Who marked a report revisado although items were pending, when, why, and what was pending. */
export const reviewOverrideSchema = z.object({
  reason: z.string(),
  byId: z.string(),
  byName: z.string(),
  at: z.string(),
  /** Spanish summary of what was left unconfirmed (`describePending`). */
  pending: z.string(),
});

export type ReviewOverride = z.infer<typeof reviewOverrideSchema>;

/** A report's review status as the API answers it (`{ review }`) and the record reads as. */
export const reviewStatusSchema = z.object({
  status: z.enum(REVIEW_STATUS_VALUES),
  /** Who set the current status (empty for a report never reviewed). */
  byId: z.string(),
  byName: z.string(),
  /** When it was set (ISO), null for a report never reviewed. */
  at: z.string().nullable(),
  /** Set only while the status is `revisado` and items were pending when it was set. */
  override: reviewOverrideSchema.nullable(),
});

export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** The status fields of a `new_reports` row as PocketBase returns them (any may be missing). */
const statusFieldsSchema = z.object({
  review_status: z.enum(REVIEW_STATUS_VALUES).catch('borrador').default('borrador'),
  review_status_by: z.string().catch('').default(''),
  review_status_by_name: z.string().catch('').default(''),
  review_status_at: z.string().catch('').default(''),
  review_override: reviewOverrideSchema.nullable().catch(null).default(null),
});

export function readReviewStatus(record: unknown): ReviewStatus {
  const fields = statusFieldsSchema.parse(typeof record === 'object' && record !== null ? record : {});
  return {
    status: fields.review_status,
    byId: fields.review_status_by,
    byName: fields.review_status_by_name,
    at: toInstant(fields.review_status_at)?.toISOString() ?? null,
    override: fields.review_status === 'revisado' ? fields.review_override : null,
  };
}

/** `Borrador`, `En revisión`, `Revisado por Ana Soto el 05-03-2026` (cover, dashboard, editor). */
export function reviewStatusText(status: ReviewStatus): string {
  if (status.status !== 'revisado' || !status.at) return REVIEW_STATUS_LABELS[status.status];
  const by = status.byName ? ` por ${status.byName}` : '';
  return `Revisado${by} el ${formatDateShort(status.at)}`;
}

/**
 * The stamp the client's deliverable prints (issue #20): `Revisado por Ana Soto el 05-03-2026`,
 * else `En revisión`. Never `Borrador` nor an override's reason: those are internal, kept in the
 * report's history.
 */
export function deliverableReviewText(status: ReviewStatus): string {
  return status.status === 'revisado' && status.at
    ? reviewStatusText(status)
    : REVIEW_STATUS_LABELS.en_revision;
}
