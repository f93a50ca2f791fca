import type PocketBase from 'pocketbase';
import type { Logger } from 'pino';
import { API_ERRORS, type RefusedFile } from '../../../common/errors';
import type { ReportAnalysis } from '../../../common/record/analysis';
import { reportBodyFields, type ReportBodyFields } from '../../../common/record/reportRecord';
import type { Report } from '../../../common/report/schema';
import { AppError } from '../../http/errors';
import type { AnalysisProgress, DossierAnalyzer } from '../analyzer';
import type { DossierAnalysis } from '../engine/analyzeDossier';
import { SchedulerBusyError } from '../../render/fairScheduler';
import { JobAbortedError } from '../workers/workerPool';
import type { ServiceWrite } from './reportStore';
import type { NewFile } from './uploadedFiles';

/** What every upload command works with: the caller's PocketBase client, the writer and the engine. */
export interface UploadContext {
  /** Acts as the caller: PocketBase's rules apply to every read (others' reports answer 404). */
  pb: PocketBase;
  /** Writes the report with its analysis (only the server may), for the caller, after a read as the caller. */
  writer: ServiceWrite;
  log: Logger;
  analyzer: DossierAnalyzer;
  /** The day the analysis is taken to run. */
  referenceDate: Date;
  /** Aborted when the client goes away: the work stops and nothing is stored. */
  signal: AbortSignal;
  /** The caller's user id: analyses are shared fairly between users. */
  user: string;
  /** Told of each document taken and read: a background job's progress (issue 21). */
  progress?: AnalysisProgress;
  /**
   * Asked right before the merge is stored; may abort `signal`. A background job confirms there
   * that it is still its own (cancelled or taken over meanwhile: nothing is stored).
   */
  beforeStore?: () => Promise<void>;
}

export type UploadOutcome =
  { status: 'stored'; reportId: string; refused: RefusedFile[] } | { status: 'aborted' };

/** The stored output and list columns of a report as the engine stores it. */
export function bodyFieldsFor(
  name: string,
  output: Report,
  analysis: ReportAnalysis,
  referenceDate: Date,
): ReportBodyFields {
  return reportBodyFields({
    name,
    report: output,
    facts: analysis.facts,
    sourceFileCount: analysis.files.length,
    referenceDate,
  });
}

/**
 * Runs the analysis; undefined when the client aborted, NOTHING_READABLE when no file could be
 * read, with each file's own reason (the engine's notes: protected, too large to read, …).
 */
export async function runAnalysis(
  { analyzer, referenceDate, signal, user, progress }: UploadContext,
  files: readonly NewFile[],
): Promise<DossierAnalysis | undefined> {
  try {
    const analysis = await analyzer.analyze([...files], { referenceDate, signal, user, progress });
    if (signal.aborted) return undefined;
    if (analysis.documents.length === 0)
      throw new AppError('NOTHING_READABLE', {
        message: [API_ERRORS.NOTHING_READABLE.message, ...analysis.notes].join(' '),
      });
    return analysis;
  } catch (error) {
    if (error instanceof JobAbortedError && signal.aborted) return undefined;
    if (error instanceof SchedulerBusyError) {
      const code = error.limit === 'caller' ? 'ANALYSIS_BUSY' : 'ANALYSIS_QUEUE_FULL';
      throw new AppError(code, { cause: error });
    }
    throw error;
  }
}
