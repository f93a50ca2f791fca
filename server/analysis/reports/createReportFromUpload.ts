import type PocketBase from 'pocketbase';
import { emptyAnalysis, type ReportAnalysis } from '../../../common/record/analysis';
import { reportListFields } from '../../../common/record/listFields';
import { defaultReportName } from '../../../common/report/defaults';
import type { Report } from '../../../common/report/schema';
import type { Logger } from 'pino';
import { createReport, deleteReport, type UploadedPdf } from './reportStore';
import { runAnalysis, type UploadContext } from './runAnalysis';
import { analysedDocuments, newFiles, sourceFiles } from './uploadedFiles';

export type UploadOutcome = { status: 'stored'; reportId: string } | { status: 'aborted' };

/** The list columns of a report as the engine stores it. */
export function listFieldsFor(name: string, output: Report, analysis: ReportAnalysis, referenceDate: Date) {
  return reportListFields({
    name,
    report: output,
    facts: analysis.facts,
    sourceFileCount: analysis.files.length,
    referenceDate,
  });
}

/**
 * `POST /api/upload_files`: analyses a dossier and stores it as a new report of the caller, with
 * its source PDFs (each content once), the engine's analysis and the list fields. An analysis the
 * client aborted stores nothing, even when the abort arrives while the report is being written.
 */
export async function createReportFromUpload(
  context: UploadContext & { pb: PocketBase; log: Logger },
  uploads: readonly UploadedPdf[],
): Promise<UploadOutcome> {
  const files = newFiles(uploads, emptyAnalysis());
  const analysis = await runAnalysis(context, files);
  if (!analysis) return { status: 'aborted' };
  const name = defaultReportName(context.referenceDate);
  const stored: ReportAnalysis = {
    documents: analysedDocuments(analysis, files),
    files: sourceFiles(files),
    provenance: analysis.provenance,
    facts: analysis.facts,
  };
  const reportId = await createReport(context.pb, {
    name,
    output: analysis.output,
    analysis: stored,
    listFields: listFieldsFor(name, analysis.output, stored, context.referenceDate),
    files,
  });
  if (context.signal.aborted) {
    await deleteReport(context.pb, reportId).catch((error: unknown) =>
      context.log.error({ err: error, reportId }, 'report of an aborted analysis left behind'),
    );
    return { status: 'aborted' };
  }
  return { status: 'stored', reportId };
}
