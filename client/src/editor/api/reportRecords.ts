import type PocketBase from 'pocketbase';
import type { ReportAnalysis } from '../../../../common/record/analysis';
import { COLLECTIONS, REPORT_VIEW_FIELDS, REVIEW_STATUS_FIELDS } from '../../../../common/record/collections';
import { readStoredOutput } from '../../../../common/record/output';
import { changedPaths } from '../../../../common/record/paths';
import { readReportRecord, recordVersion, reportBodyFields } from '../../../../common/record/reportRecord';
import { sourcePdfs, type SourcePdf } from '../../../../common/record/sources';
import type { Report } from '../../../../common/report/schema';
import { withStudyDate } from '../../../../common/report/studyDate';
import { fieldMarks, markValue, type MarkInput, type ReviewMark } from '../../../../common/review/marks';
import { readReviewStatus, type ReviewStatus } from '../../../../common/review/status';
import { readApiFailure } from '../../lib/apiErrors';
import type { LoadedReport } from '../state/editorState';
import { changeReviewMarks, fetchReviewMarks } from './reviewApi';

/**
 * Reads one report with everything the editor shows: the report (SPEC §7's GET, which brings the
 * body), the engine's analysis, the review marks and status. requestKey null: the SDK would
 * otherwise cancel a second read of the same collection started before the first one ended.
 */
export async function fetchReport(pb: PocketBase, id: string): Promise<LoadedReport> {
  const [record, marks] = await Promise.all([
    pb
      .collection(COLLECTIONS.reports)
      .getOne(id, { fields: REPORT_VIEW_FIELDS.join(','), requestKey: null })
      .then(readReportRecord),
    fetchReviewMarks(pb, id),
  ]);
  const read = readStoredOutput(record.output, new Date());
  if (!read) throw new Error(`El reporte ${id} no tiene un formato legible`);
  return {
    id: record.id,
    name: record.name,
    // Shown and saved with a study date: a report stored before #20 takes the day it was created.
    data: withStudyDate(read, record.created),
    sourcePdfs: sourcePdfs(record.sourcePdfs, record.analysis.files),
    analysis: record.analysis,
    marks,
    review: record.review,
    updated: record.updated,
    version: record.version,
  };
}

export interface ReportSave {
  id: string;
  name: string;
  data: Report;
  /** The report as last loaded or saved: values changed since are recorded as edited by the user. */
  saved: Report;
  analysis: ReportAnalysis;
  sourcePdfs: readonly SourcePdf[];
  marks: readonly ReviewMark[];
  token: string;
  /** The version the shown report was read or last saved at: a save over a newer one is refused (409). */
  version: number;
  /** Set when the save brings back a past version (issue #20): the history says so. */
  restoredFrom?: number;
}

/** What a save leaves: the report's new version, its review status (an edit reopens a review) and marks. */
export interface SavedReport {
  version: number;
  review: ReviewStatus;
  marks: ReviewMark[] | undefined;
}

/**
 * The values a person changed since the last save among those with an engine source or a mark:
 * they lose the engine's provenance and are recorded as `edited` by the signed-in user.
 */
export function editedMarks(save: Pick<ReportSave, 'data' | 'saved' | 'analysis' | 'marks'>): MarkInput[] {
  const tracked = [...Object.keys(save.analysis.provenance), ...fieldMarks(save.marks).keys()];
  return changedPaths(save.saved, save.data, tracked).map((path) => ({
    kind: 'field',
    path,
    state: 'edited',
    value: markValue(save.data, path),
  }));
}

/**
 * Saves the name, the report and its list columns (SPEC §7's PATCH, with the fields the dashboard
 * lists) if the stored report is still at the version it was based on, then records the values
 * edited since the last save. Rejects when either write fails, so a failed save is retried whole;
 * a save over a newer version rejects with PocketBase's 409 (see `isVersionConflict`).
 */
export async function saveReport(pb: PocketBase, save: ReportSave): Promise<SavedReport> {
  const body = reportBodyFields({
    name: save.name,
    report: save.data,
    facts: save.analysis.facts,
    sourceFileCount: save.sourcePdfs.length,
    referenceDate: new Date(),
  });
  const record = await pb.collection(COLLECTIONS.reports).update(
    save.id,
    {
      name: save.name,
      ...body,
      version: save.version,
      ...(save.restoredFrom === undefined ? {} : { restored_from: save.restoredFrom }),
    },
    { fields: ['id', 'version', ...REVIEW_STATUS_FIELDS].join(','), requestKey: null },
  );
  const edited = editedMarks(save);
  return {
    version: recordVersion(record),
    review: readReviewStatus(record),
    marks: edited.length > 0 ? await changeReviewMarks(save.token, save.id, { upsert: edited }) : undefined,
  };
}

/** Whether a save was refused because the report changed since it was read (pb_hooks, issue #20). */
export function isVersionConflict(error: unknown): boolean {
  return readApiFailure(error)?.status === 409;
}

/** URL of a stored source PDF; the files are protected, so it carries a short-lived file token. */
export async function sourcePdfUrl(pb: PocketBase, reportId: string, storedName: string): Promise<string> {
  const token = await pb.files.getToken({ requestKey: null });
  return pb.files.getURL({ id: reportId, collectionName: COLLECTIONS.reports }, storedName, { token });
}
