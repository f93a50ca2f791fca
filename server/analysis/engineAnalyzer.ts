import type { DossierAnalyzer } from './analyzer';
import type { DossierAnalysis } from './engine/analyzeDossier';
import type { AnalyzeDossierJob } from './workers/analyzeDossierWorker';
import { WorkerPool } from './workers/workerPool';

export interface EngineAnalyzerOptions {
  workers: number;
  /** Budget of one document; a dossier gets it once per file. */
  documentTimeoutMs: number;
}

/** The analysis engine on a pool of worker threads, so no PDF work blocks the gateway's event loop. */
export function engineAnalyzer({ workers, documentTimeoutMs }: EngineAnalyzerOptions): DossierAnalyzer {
  const pool = new WorkerPool<AnalyzeDossierJob, DossierAnalysis>(
    new URL('./workers/analyzeDossierWorker.ts', import.meta.url),
    workers,
  );
  return {
    analyze: (files, { referenceDate, signal }) =>
      pool.run(
        { files, referenceDate: referenceDate.toISOString() },
        { timeoutMs: documentTimeoutMs * Math.max(1, files.length), signal },
      ),
    close: () => pool.close(),
  };
}
