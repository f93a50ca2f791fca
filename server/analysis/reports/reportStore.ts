import type PocketBase from 'pocketbase';
import type { ReportAnalysis } from '../../../common/record/analysis';
import { COLLECTIONS, REPORT_VIEW_FIELDS } from '../../../common/record/collections';
import {
  readReportRecord,
  toStoredAnalysis,
  type ReportBodyFields,
  type ReportRecord,
} from '../../../common/record/reportRecord';
import { versionReviewStatus } from '../../../common/record/versions';
import type { ReviewStatus } from '../../../common/review/status';
import { pocketBaseError } from './pocketbaseErrors';

/*
 * Reports as the analysis service reads and writes them. Reads are always as the calling user
 * (PocketBase's rules apply: others' reports answer 404). Writes carry the engine's `analysis`,
 * which only the server may write (issue #20, pb_hooks/reports.pb.js), so they go through the
 * service superuser once the caller's report was read as the caller, naming the user they act for
 * (`acted_by`, the author of the version) and, for an update, the version the merge was based on.
 * The body (`output`, `analysis`) travels with the `new_reports` row: PocketBase's hooks keep it
 * in `report_bodies` (see pb_hooks/reportBodies.pb.js). Records are read and bodies written
 * through common/record/reportRecord.ts, as the editor does.
 */

export type StoredReport = ReportRecord;

export interface UploadedPdf {
  name: string;
  bytes: Uint8Array;
}

/** The bytes of the report's source PDFs (issue 21's storage quota counts them). */
const sourceBytes = (analysis: ReportAnalysis): number =>
  analysis.files.reduce((sum, file) => sum + file.bytes, 0);

function pdfFiles(files: readonly UploadedPdf[]): File[] {
  return files.map((file) => new File([new Uint8Array(file.bytes)], file.name, { type: 'application/pdf' }));
}

/** Reads a report as its owner; any other user's (or a missing) report is REPORT_NOT_FOUND. */
export async function getReport(pb: PocketBase, id: string): Promise<StoredReport> {
  try {
    return readReportRecord(
      await pb.collection(COLLECTIONS.reports).getOne(id, { fields: REPORT_VIEW_FIELDS.join(',') }),
    );
  } catch (error) {
    throw pocketBaseError(error);
  }
}

export interface ReportWrite {
  /** A new name, when the report gets one (#20: named from its property). */
  name?: string;
  /** The stored output and list columns (`reportBodyFields`). */
  body: ReportBodyFields;
  analysis: ReportAnalysis;
  /** Source PDFs to store with the report (appended to those it has). */
  files: readonly UploadedPdf[];
}

/** Who a write is for: the service client that makes it and the user it acts for (the owner). */
export interface ServiceWrite {
  service: PocketBase;
  userId: string;
}

export async function createReport(
  { service, userId }: ServiceWrite,
  data: ReportWrite & { name: string; uploadKey?: string },
): Promise<string> {
  try {
    const record = await service.collection(COLLECTIONS.reports).create(
      {
        owner: userId,
        acted_by: userId,
        name: data.name,
        ...data.body,
        analysis: toStoredAnalysis(data.analysis),
        source_bytes: sourceBytes(data.analysis),
        ...(data.uploadKey ? { upload_key: data.uploadKey } : {}),
        source_pdfs: pdfFiles(data.files),
      },
      { fields: 'id' },
    );
    return record.id;
  } catch (error) {
    throw pocketBaseError(error);
  }
}

/**
 * Saves the merged output, analysis and list fields, and appends the new source PDFs, if the
 * report is still at `basedOn`; REPORT_VERSION_CONFLICT when another write came in between.
 */
export async function updateReport(
  { service, userId }: ServiceWrite,
  id: string,
  basedOn: number,
  data: ReportWrite,
): Promise<void> {
  try {
    await service.collection(COLLECTIONS.reports).update(
      id,
      {
        ...(data.name === undefined ? {} : { name: data.name }),
        version: basedOn,
        acted_by: userId,
        ...data.body,
        analysis: toStoredAnalysis(data.analysis),
        source_bytes: sourceBytes(data.analysis),
        'source_pdfs+': pdfFiles(data.files),
      },
      { fields: 'id' },
    );
  } catch (error) {
    throw pocketBaseError(error);
  }
}

/** The caller's report stored by the upload with this idempotency key, if any. */
export async function findReportByUploadKey(pb: PocketBase, uploadKey: string): Promise<string | undefined> {
  try {
    const { items } = await pb
      .collection(COLLECTIONS.reports)
      .getList(1, 1, { filter: pb.filter('upload_key = {:key}', { key: uploadKey }), fields: 'id' });
    return items[0]?.id;
  } catch (error) {
    throw pocketBaseError(error);
  }
}

export async function deleteReport(pb: PocketBase, id: string): Promise<void> {
  try {
    await pb.collection(COLLECTIONS.reports).delete(id);
  } catch (error) {
    throw pocketBaseError(error);
  }
}

/** Checks the report exists and is the caller's, without reading its body. */
export async function assertReportVisible(pb: PocketBase, id: string): Promise<void> {
  try {
    await pb.collection(COLLECTIONS.reports).getOne(id, { fields: 'id' });
  } catch (error) {
    throw pocketBaseError(error);
  }
}

export interface StoredVersion {
  name: string;
  output: unknown;
  review: ReviewStatus;
}

/** A past version of a report, read as its owner (others' answer REPORT_NOT_FOUND). */
export async function getReportVersion(
  pb: PocketBase,
  reportId: string,
  version: number,
): Promise<StoredVersion> {
  try {
    const record = await pb
      .collection(COLLECTIONS.reportVersions)
      .getFirstListItem(pb.filter('report = {:reportId} && version = {:version}', { reportId, version }), {
        fields: 'name,output,review',
      });
    return {
      name: typeof record.name === 'string' ? record.name : '',
      output: record.output,
      review: versionReviewStatus(record.review),
    };
  } catch (error) {
    throw pocketBaseError(error);
  }
}
