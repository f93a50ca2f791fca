import { emptyAnalysis, type ReportAnalysis } from '../../../common/record/analysis';
import { reportNameFor } from '../../../common/record/reportName';
import { fitReportLimits } from '../../../common/report/fitLimits';
import { createReport, deleteReport, findReportByUploadKey, type UploadedPdf } from './reportStore';
import { bodyFieldsFor, runAnalysis, type UploadContext, type UploadOutcome } from './uploadCommand';
import { analysedDocuments, newFiles, sourceFiles, unreadFiles } from './uploadedFiles';

/**
 * `POST /api/upload_files`: analyses a dossier and stores it as a new report of the caller, with
 * its source PDFs (each content once), the engine's analysis and the list fields, named from its
 * property. An analysis the client aborted stores nothing, even when the abort arrives while the
 * report is being written. With an idempotency key the report is stored under it, once per user
 * (a unique index): an attempt that finds the key taken answers the report stored first.
 */
export async function createReportFromUpload(
  context: UploadContext,
  uploads: readonly UploadedPdf[],
  uploadKey?: string,
): Promise<UploadOutcome> {
  const { files, refused } = newFiles(uploads, emptyAnalysis());
  const analysis = await runAnalysis(context, files);
  if (!analysis) return { status: 'aborted' };
  // Named from the property the documents describe (#20), `Reporte {fecha}` when they do not say.
  const name = reportNameFor('', analysis.output, context.referenceDate);
  const stored: ReportAnalysis = {
    documents: analysedDocuments(analysis, files),
    files: sourceFiles(files),
    provenance: analysis.provenance,
    facts: analysis.facts,
  };
  // The same limits as an edit's save, so that what the analysis stores can be saved and rendered.
  const output = fitReportLimits(analysis.output);
  const write = {
    name,
    body: bodyFieldsFor(name, output, stored, context.referenceDate),
    analysis: stored,
    files,
    uploadKey,
  };
  const reportId = await createReport(context.writer, write).catch(async (error: unknown) => {
    // Another attempt with the same key stored its report meanwhile: that one is the answer.
    const earlier = uploadKey ? await findReportByUploadKey(context.pb, uploadKey) : undefined;
    if (earlier) return earlier;
    throw error;
  });
  if (context.signal.aborted) {
    await deleteReport(context.pb, reportId).catch((error: unknown) =>
      context.log.error({ err: error, reportId }, 'report of an aborted analysis left behind'),
    );
    return { status: 'aborted' };
  }
  return { status: 'stored', reportId, refused: [...refused, ...unreadFiles(analysis, files)] };
}
