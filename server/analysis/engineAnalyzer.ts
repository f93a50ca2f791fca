import { setMaxListeners } from 'node:events';
import type { DossierAnalyzer } from './analyzer';
import { requestJson, type LlmSettings } from './llm/chatClient';
import { refineAnalysis } from './llm/refineAnalysis';
import type { DossierFile, FileOutcome } from './engine/analyzeDossier';
import { combineOutcomes } from './engine/combineOutcomes';
import type { PageProgress } from './engine/pageProgress';
import { fileNotRead } from './engine/readingNotes';
import { FairScheduler, SchedulerBusyError } from '../render/fairScheduler';
import { JobAbortedError, JobMemoryError, JobTimeoutError, WorkerPool } from './workers/workerPool';

export interface EngineAnalyzerOptions {
  /** Threads one user's documents may take at once; one more is kept for the other users. */
  workers: number;
  /** Budget of one document (text, OCR, extraction), counted from when its upload arrived. */
  documentTimeoutMs: number;
  /** Documents one user may have waiting for a thread; an upload past it is refused. */
  maxQueuedPerUser?: number;
  /** Documents all users together may have waiting; an upload past it is refused. */
  maxQueued?: number;
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
  return {
    document: null,
    extracted: null,
    notes: [fileNotRead(file.name, { kind: 'not_analysed', reason })],
  };
}

/**
 * The analysis engine on a pool of worker threads: each PDF is read, OCR'd and extracted on its
 * own thread within its time budget, so no PDF work blocks the gateway's event loop and a
 * hostile file fails alone; the merge into one report is quick and runs here. Documents wait
 * for a thread in turn between users (FairScheduler): one user takes at most `workers` threads,
 * and a further thread is there for the others, so a small upload is not stuck behind another
 * user's long scans. An upload whose documents would pass a waiting limit is refused whole with
 * SchedulerBusyError.
 */
export function engineAnalyzer({
  workers,
  documentTimeoutMs,
  maxQueuedPerUser = 40,
  maxQueued = 200,
  llm,
}: EngineAnalyzerOptions): DossierAnalyzer {
  const threads = workers + 1;
  const pool = new WorkerPool<DossierFile, FileOutcome, PageProgress>(
    new URL('./workers/analyzeFileWorker.ts', import.meta.url),
    { size: threads, resourceLimits: ANALYSIS_THREAD_LIMITS, externalMemoryMb: ANALYSIS_EXTERNAL_MEMORY_MB },
  );
  const scheduler = new FairScheduler({
    slots: threads,
    perKey: workers,
    maxWaitingPerKey: maxQueuedPerUser,
    maxWaiting: maxQueued,
  });
  return {
    async analyze(files, { referenceDate, signal, user, progress }) {
      const limit = scheduler.limitPassed(user, files.length);
      if (limit) throw new SchedulerBusyError(limit);
      // Each document listens to the signal while it waits and while it runs.
      setMaxListeners(Math.max(10, 2 * files.length + 2), signal);
      // The budget counts from now: time spent waiting for a thread is part of it.
      const deadline = Date.now() + documentTimeoutMs;
      const readFile = (file: DossierFile) => {
        const timeoutMs = deadline - Date.now();
        if (timeoutMs <= 0) return Promise.reject(new JobTimeoutError('budget spent waiting'));
        progress?.fileStarted(file.name);
        return pool.run(file, {
          timeoutMs,
          signal,
          onProgress: (pages) => progress?.pagesRead(file.name, pages),
        });
      };
      const outcomes = await Promise.all(
        files.map((file) =>
          scheduler
            .run(user, () => readFile(file), signal)
            .catch((error: unknown) => {
              if (error instanceof JobAbortedError) throw error;
              if (signal.aborted) throw new JobAbortedError('aborted');
              return failedAlone(file, error);
            })
            .then((outcome) => {
              progress?.fileRead(file.name);
              return outcome;
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
