import type { DossierAnalysis, DossierFile } from './engine/analyzeDossier';
import type { PageProgress } from './engine/pageProgress';

export interface AnalyzeRequest {
  /** The day the analysis is taken to run. */
  referenceDate: Date;
  /** Aborted when the client goes away: the work stops and nothing is stored. */
  signal: AbortSignal;
  /** Whose documents these are: users take the analysis threads in turn. */
  user: string;
  /** Told as each document is taken by a thread and once it is read (a job's progress, issue 21). */
  progress?: AnalysisProgress;
}

export interface AnalysisProgress {
  fileStarted(name: string): void;
  /** Pages of a document taken by a thread read so far (OCR of a scan is the slow part). */
  pagesRead(name: string, pages: PageProgress): void;
  fileRead(name: string): void;
}

/** Turns a dossier's PDFs into a report; implemented over the engine's worker pool. */
export interface DossierAnalyzer {
  analyze(files: DossierFile[], request: AnalyzeRequest): Promise<DossierAnalysis>;
  close(): Promise<void>;
}
