import { emptyAnalysis, type ReportAnalysis } from '../../../common/record/analysis';
import { defaultReportName } from '../../../common/report/defaults';
import { createReport, deleteReport, type UploadedPdf } from './reportStore';
import { listFieldsFor, runAnalysis, type UploadContext, type UploadOutcome } from './uploadCommand';
import { analysedDocuments, newFiles, sourceFiles } from './uploadedFiles';

/**
 * `POST /api/upload_files`: analyses a dossier and stores it as a new report of the caller, with
 * its source PDFs (each content once), the engine's analysis and the list fields. An analysis the
 * client aborted stores nothing, even when the abort arrives while the report is being written.
 */
export async function createReportFromUpload(
  context: UploadContext,
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
  const reportId = await createReport(context.writer, {
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
