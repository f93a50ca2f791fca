import type PocketBase from 'pocketbase';
import { COLLECTIONS, REVIEW_STATUS_FIELDS } from '../../../common/record/collections';
import { readStoredOutput } from '../../../common/record/output';
import { withStudyDate } from '../../../common/report/studyDate';
import { describePending, pendingReviewItems } from '../../../common/review/pending';
import {
  readReviewStatus,
  type ReviewOverride,
  type ReviewStatus,
  type StatusChange,
} from '../../../common/review/status';
import type { AuthenticatedUser } from '../../auth/requireUser';
import { AppError } from '../../http/errors';
import type { ServiceClient } from '../../pocketbase/clients';
import { pocketBaseError } from '../reports/pocketbaseErrors';
import { getReport } from '../reports/reportStore';
import { listMarks } from './marksStore';

export interface StatusRequest {
  /** The caller's client: the report and its marks are read as the caller (others' answer 404). */
  pb: PocketBase;
  /** Writes the status fields, which users cannot; only after the caller's report is checked. */
  service: ServiceClient | undefined;
  user: AuthenticatedUser;
  reportId: string;
  change: StatusChange;
  now: Date;
}

export interface StatusResult {
  review: ReviewStatus;
  /** The report's version after the change (every write is one: pb_hooks/reportBodies.pb.js). */
  version: number;
}

/**
 * Sets a report's review status (#10 item 5). `revisado` needs the lawyer's conclusion (issue
 * #20) and is refused while encumbrances the engine found or values it doubts remain unconfirmed,
 * unless the caller gives a reason, which is recorded with who and when and what was pending. Users cannot write these fields themselves (see
 * pb_hooks/reports.pb.js): the service account writes them once the caller's report is checked.
 */
export async function setReviewStatus({
  pb,
  service,
  user,
  reportId,
  change,
  now,
}: StatusRequest): Promise<StatusResult> {
  if (!service) throw new AppError('REVIEW_UNAVAILABLE');
  const stored = await getReport(pb, reportId);
  const byName = user.name.trim() || user.email;
  let override: ReviewOverride | null = null;
  if (change.status === 'revisado') {
    const report = readStoredOutput(stored.output, now);
    if (!report) throw new AppError('REPORT_OUTPUT_INVALID');
    if (report.conclusion.trim() === '') throw new AppError('REVIEW_CONCLUSION_MISSING');
    const pending = pendingReviewItems({
      report: withStudyDate(report, stored.created),
      provenance: stored.analysis.provenance,
      facts: stored.analysis.facts,
      marks: await listMarks(pb, reportId),
      referenceDate: now,
    });
    if (pending.length > 0) {
      const summary = describePending(pending);
      if (!change.override) {
        throw new AppError('REVIEW_PENDING', {
          message: `No se puede marcar como revisado: hay ${summary}. Confírmalos o indica el motivo para marcarlo igualmente.`,
        });
      }
      override = {
        reason: change.override.reason,
        byId: user.id,
        byName,
        at: now.toISOString(),
        pending: summary,
      };
    }
  }
  try {
    const record = await (await service()).collection(COLLECTIONS.reports).update(
      reportId,
      {
        review_status: change.status,
        review_status_by: user.id,
        review_status_by_name: byName,
        review_status_at: now.toISOString(),
        review_override: override,
        acted_by: user.id,
      },
      { fields: [...REVIEW_STATUS_FIELDS, 'version'].join(',') },
    );
    return { review: readReviewStatus(record), version: Number(record.version) };
  } catch (error) {
    throw pocketBaseError(error);
  }
}
