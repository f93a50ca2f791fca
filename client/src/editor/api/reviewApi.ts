import type PocketBase from 'pocketbase';
import { z } from 'zod';
import { COLLECTIONS } from '../../../../common/record/collections';
import {
  MARK_RECORD_FIELDS,
  readMarks,
  reviewMarkSchema,
  type MarksChange,
  type ReviewMark,
} from '../../../../common/review/marks';
import { reviewStatusSchema, type ReviewStatus, type StatusChange } from '../../../../common/review/status';
import { apiErrorOf } from '../../lib/apiErrors';
import { ANALYSIS_API_BASE, authorization } from './analysisApi';

/*
 * Review marks and status of a report (#10 items 5 and 6). Marks are read straight from
 * PocketBase (owner only) and written through the analysis API, which validates them and stamps
 * the reviewer; the status is changed only through the analysis API, which refuses `revisado`
 * while encumbrances or unsure values are unconfirmed unless an override reason is given.
 */

/** A mark or status change is small: an answer slower than this will not come. */
const REVIEW_REQUEST_TIMEOUT_MS = 30_000;

async function postJson(token: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${ANALYSIS_API_BASE}${path}`, {
    method: 'POST',
    headers: { ...authorization(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REVIEW_REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw await apiErrorOf(response);
  const answer: unknown = await response.json();
  return answer;
}

const reportPath = (reportId: string) => `/reports/${encodeURIComponent(reportId)}`;

/** The report's marks (field confirmations and edits, finding reviews). */
export async function fetchReviewMarks(pb: PocketBase, reportId: string): Promise<ReviewMark[]> {
  const records = await pb.collection(COLLECTIONS.reviewMarks).getFullList({
    filter: pb.filter('report = {:reportId}', { reportId }),
    fields: MARK_RECORD_FIELDS,
    sort: 'created',
    requestKey: null,
  });
  return readMarks(records);
}

const marksAnswerSchema = z.object({ marks: z.array(reviewMarkSchema) });

/** Adds, replaces or removes marks; resolves to all the report's marks as stored. */
export async function changeReviewMarks(
  token: string,
  reportId: string,
  change: MarksChange,
): Promise<ReviewMark[]> {
  return marksAnswerSchema.parse(await postJson(token, `${reportPath(reportId)}/marks`, change)).marks;
}

const statusAnswerSchema = z.object({ review: reviewStatusSchema, version: z.number() });

/**
 * Sets the review status; resolves to it and the report's new version (a status change is one).
 * Rejects with an ApiError (409 naming what is pending, or a missing conclusion) when refused.
 */
export async function changeReviewStatus(
  token: string,
  reportId: string,
  change: StatusChange,
): Promise<{ review: ReviewStatus; version: number }> {
  return statusAnswerSchema.parse(await postJson(token, `${reportPath(reportId)}/status`, change));
}
