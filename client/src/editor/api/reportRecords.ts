import type PocketBase from 'pocketbase';
import type { FindingReview } from '../../../../common/findings/reviews';
import type { Report } from '../../../../common/report/schema';
import type { LoadedReport } from '../state/editorState';
import { toEditableReport, toStoredOutput } from '../state/reportData';
import { analysisWithReviews, storedFacts, storedReviews } from './reportAnalysis';

/** The PocketBase collection of reports (SPEC §3). */
export const REPORTS_COLLECTION = 'new_reports';

function stringList(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * Reads one report with the fields the editor uses. requestKey null: the SDK would otherwise
 * cancel a second read of the same collection started before the first one ended.
 */
export async function fetchReport(pb: PocketBase, id: string): Promise<LoadedReport> {
  const record = await pb.collection(REPORTS_COLLECTION).getOne(id, {
    fields: 'id,name,output,analysis,source_pdfs',
    requestKey: null,
  });
  const name: unknown = record.name;
  return {
    id: record.id,
    name: typeof name === 'string' ? name : '',
    data: toEditableReport(record.output, new Date()),
    sourcePdfs: stringList(record.source_pdfs),
    facts: storedFacts(record.analysis),
    reviews: storedReviews(record.analysis),
  };
}

/**
 * Saves the name and the report; with `reviews`, also the *revisado* marks. The marks live inside
 * `analysis`, a JSON field PocketBase only replaces whole, so the stored analysis is read just
 * before and written back with only the marks changed (the engine may have rewritten the rest).
 */
export async function saveReport(
  pb: PocketBase,
  id: string,
  name: string,
  data: Report,
  reviews?: readonly FindingReview[],
): Promise<void> {
  const collection = pb.collection(REPORTS_COLLECTION);
  const fields: Record<string, unknown> = { name, output: toStoredOutput(data) };
  if (reviews) {
    const stored = await collection.getOne(id, { fields: 'analysis', requestKey: null });
    fields.analysis = analysisWithReviews(stored.analysis, reviews);
  }
  await collection.update(id, fields, { fields: 'id', requestKey: null });
}

/** URL of a stored source PDF; the files are protected, so it carries a short-lived file token. */
export async function sourcePdfUrl(pb: PocketBase, reportId: string, fileName: string): Promise<string> {
  const token = await pb.files.getToken({ requestKey: null });
  return pb.files.getURL({ id: reportId, collectionName: REPORTS_COLLECTION }, fileName, { token });
}
