import { combineFacts } from '../../../common/findings/facts';
import type { ReportAnalysis } from '../../../common/record/analysis';
import { readStoredOutput } from '../../../common/record/output';
import { reportNameFor } from '../../../common/record/reportName';
import { fitReportLimits } from '../../../common/report/fitLimits';
import { withStudyDate } from '../../../common/report/studyDate';
import { AppError } from '../../http/errors';
import type { DossierAnalysis } from '../engine/analyzeDossier';
import { recordConflicts } from '../engine/conflicts';
import { mergeIntoReport } from '../merge/mergeIntoReport';
import { listMarks, retargetMarks } from '../review/marksStore';
import { getReport, updateReport, type StoredReport, type UploadedPdf } from './reportStore';
import { bodyFieldsFor, runAnalysis, type UploadContext, type UploadOutcome } from './uploadCommand';
import {
  alignedFiles,
  analysedDocuments,
  newFiles,
  sourceFiles,
  unreadFiles,
  type NewFile,
} from './uploadedFiles';

/** The stored report, dated: a report stored before #20 keeps the day it was created as its study date. */
function readableOutput(stored: StoredReport, referenceDate: Date) {
  const output = readStoredOutput(stored.output, referenceDate);
  if (!output) throw new AppError('REPORT_OUTPUT_INVALID');
  return withStudyDate(output, stored.created);
}

/** A merge that saw its report change before it was stored is done again on the new state. */
const MERGE_ATTEMPTS = 4;

type MergedReport = ReturnType<typeof mergeIntoReport> | 'aborted';

/**
 * Merges the new documents into the report as it is now and stores the result if nothing was
 * written since it was read (the write names that version); REPORT_VERSION_CONFLICT otherwise.
 */
async function mergeAndStore(
  context: UploadContext,
  reportId: string,
  analysis: DossierAnalysis,
  files: readonly NewFile[],
): Promise<MergedReport> {
  const { pb, referenceDate, signal } = context;
  const current = await getReport(pb, reportId);
  const merged = mergeIntoReport(
    { output: readableOutput(current, referenceDate), provenance: current.analysis.provenance },
    { output: analysis.output, provenance: analysis.provenance },
  );
  const facts = combineFacts([current.analysis.facts, analysis.facts]);
  const edited = (await listMarks(pb, reportId)).flatMap((mark) => {
    const path =
      mark.kind === 'field' && mark.state === 'edited' ? merged.existingPath(mark.path) : undefined;
    return path === undefined ? [] : [path];
  });
  const stored: ReportAnalysis = {
    documents: [...current.analysis.documents, ...analysedDocuments(analysis, files)],
    files: [...alignedFiles(current.analysis.files, current.sourcePdfs), ...sourceFiles(files)],
    // Documents already in the report and new ones are compared anew, on the values it keeps.
    provenance: recordConflicts(merged.output, merged.provenance, facts, new Set(edited)),
    facts,
  };
  await context.beforeStore?.();
  if (signal.aborted) return 'aborted';
  const output = fitReportLimits(merged.output);
  // A report nobody named takes its property's name once the documents tell it (#20).
  const name = reportNameFor(current.name, output, referenceDate);
  await updateReport(context.writer, reportId, current.version, {
    ...(name === current.name ? {} : { name }),
    body: bodyFieldsFor(name, output, stored, referenceDate),
    analysis: stored,
    files,
  });
  return merged;
}

/**
 * `PATCH /api/upload_files/:id`: "later analyses update this report". Files the report already
 * holds (same content) add nothing; new documents are merged into the report as it is when the
 * analysis ends (not as it was when it began), keeping the user's edits and documents identified
 * as the same; provenance, facts and review marks follow the entries they belong to. An editor
 * save that lands while the merge is written is never overwritten: the merge is done again on it.
 * An aborted analysis stores nothing.
 */
export async function addDocumentsToReport(
  context: UploadContext,
  reportId: string,
  uploads: readonly UploadedPdf[],
): Promise<UploadOutcome> {
  const { pb, referenceDate } = context;
  const before = await getReport(pb, reportId);
  const { files, refused } = newFiles(uploads, {
    ...before.analysis,
    files: alignedFiles(before.analysis.files, before.sourcePdfs),
  });
  if (files.length === 0) return { status: 'stored', reportId, refused };
  readableOutput(before, referenceDate);

  const analysis = await runAnalysis(context, files);
  if (!analysis) return { status: 'aborted' };

  let merged: MergedReport | undefined;
  for (let attempt = 1; merged === undefined; attempt++) {
    try {
      merged = await mergeAndStore(context, reportId, analysis, files);
    } catch (error) {
      // An editor save landed between the read and the write: merge into it instead.
      if (
        !(error instanceof AppError && error.code === 'REPORT_VERSION_CONFLICT') ||
        attempt >= MERGE_ATTEMPTS
      )
        throw error;
      context.log.info({ reportId, attempt }, 'report changed during the analysis; merging again');
    }
  }
  if (merged === 'aborted') return { status: 'aborted' };
  await retargetMarks(pb, reportId, merged.existingPath).catch((error: unknown) =>
    context.log.error({ err: error, reportId }, 'review marks not moved with their entries'),
  );
  return { status: 'stored', reportId, refused: [...refused, ...unreadFiles(analysis, files)] };
}
