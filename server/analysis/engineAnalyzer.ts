import type { DossierAnalyzer } from './analyzer';
import { requestJson, type LlmSettings } from './llm/chatClient';
import { refineAnalysis } from './llm/refineAnalysis';
import type { DossierFile, FileOutcome } from './engine/analyzeDossier';
import { combineOutcomes } from './engine/combineOutcomes';
import { JobAbortedError, JobMemoryError, JobTimeoutError, WorkerPool } from './workers/workerPool';

export interface EngineAnalyzerOptions {
  workers: number;
  /** Budget of one document (text, OCR, extraction). */
  documentTimeoutMs: number;
  /** An OpenAI-compatible endpoint for the optional refinement; off when undefined. */
  llm?: LlmSettings;
}

/**
 * Heap of one analysis thread. Reading and OCR of a real document take well under 200 MB (decoded
 * images live outside the heap, bounded by the engine's pixel caps); more is a hostile file.
 */
export const ANALYSIS_THREAD_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64 };

/**
 * Memory one analysis thread may hold outside its heap: the PDF's bytes, a page rendered for OCR
 * (16 million pixels, 64 MB) and the images drawn on it (capped at 40 million pixels each). The
 * image guard keeps hostile images from being decoded; this is the ceiling behind it, past which
 * the thread is ended and replaced and its document fails alone.
 */
export const ANALYSIS_EXTERNAL_MEMORY_MB = 512;

function failedAlone(file: DossierFile, error: unknown): FileOutcome {
  const reason =
    error instanceof JobTimeoutError
      ? 'su lectura superó el tiempo máximo por documento'
      : error instanceof JobMemoryError
        ? 'su lectura superó la memoria máxima por documento'
        : 'ocurrió un error inesperado al leerlo';
  return { document: null, extracted: null, notes: [`No se pudo analizar "${file.name}": ${reason}.`] };
}

/**
 * The analysis engine on a pool of worker threads: each PDF is read, OCR'd and extracted on its
 * own thread within its time budget, so no PDF work blocks the gateway's event loop and a
 * hostile file fails alone; the merge into one report is quick and runs here.
 */
export function engineAnalyzer({ workers, documentTimeoutMs, llm }: EngineAnalyzerOptions): DossierAnalyzer {
  const pool = new WorkerPool<DossierFile, FileOutcome>(
    new URL('./workers/analyzeFileWorker.ts', import.meta.url),
    { size: workers, resourceLimits: ANALYSIS_THREAD_LIMITS, externalMemoryMb: ANALYSIS_EXTERNAL_MEMORY_MB },
  );
  return {
    async analyze(files, { referenceDate, signal }) {
      const outcomes = await Promise.all(
        files.map((file) =>
          pool.run(file, { timeoutMs: documentTimeoutMs, signal }).catch((error: unknown) => {
            if (error instanceof JobAbortedError) throw error;
            return failedAlone(file, error);
          }),
        ),
      );
      const analysis = combineOutcomes(outcomes, referenceDate);
      if (!llm) return analysis;
      return refineAnalysis(analysis, outcomes, (request) => requestJson(llm, request), referenceDate);
    },
    close: () => pool.close(),
  };
}
