import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

import {
  OCR_LANGUAGE,
  OcrTimeoutError,
  THRESHOLDING_METHOD,
  type OcrEngine,
  type PageLayout,
} from './ocrEngine';

/** tesseract.js's page segmentation mode for each layout (as PAGE_SEGMENTATION for the CLI). */
const SEGMENTATION: Readonly<Record<PageLayout, PSM>> = { page: PSM.AUTO, sparse: PSM.SPARSE_TEXT };
import { OCR_DPI, toPgm } from './renderPage';

/**
 * The Spanish model shipped by npm (@tesseract.js-data/spa). Without an explicit `langPath`
 * tesseract.js downloads it from a CDN, and offline that crashes the process.
 */
export function spanishModelFolder(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@tesseract.js-data/spa/package.json')), '4.0.0_best_int');
}

/** Idle workers hold ~200 MB each; after this long without pages they are let go. */
const IDLE_MS = 30_000;

async function startWorker(): Promise<Worker> {
  const worker = await createWorker(OCR_LANGUAGE, OEM.LSTM_ONLY, {
    langPath: spanishModelFolder(),
    // Any other cache method writes the unpacked model (18 MB) into the working directory.
    cacheMethod: 'none',
    gzip: true,
  });
  await worker.setParameters({ user_defined_dpi: String(OCR_DPI) });
  return worker;
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, onTimeout: () => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      onTimeout();
      reject(new OcrTimeoutError(`tesseract.js exceeded ${timeoutMs} ms`));
    }, timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * tesseract.js (WebAssembly) with the npm Spanish model, fully offline: the fallback when the
 * tesseract CLI is not installed. Keeps up to `concurrency` workers, each reading one page at a
 * time; a worker that overruns its page budget is terminated and replaced.
 */
export function tesseractJsEngine(concurrency: number): OcrEngine {
  const idle: Worker[] = [];
  let idleTimer: NodeJS.Timeout | undefined;

  const releaseIdle = async () => {
    await Promise.all(idle.splice(0).map((worker) => worker.terminate()));
  };
  const scheduleRelease = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void releaseIdle(), IDLE_MS);
    idleTimer.unref();
  };

  return {
    name: 'tesseract.js',
    concurrency,
    async recognizeTsv(image, timeoutMs, thresholding = 'global', layout = 'page') {
      clearTimeout(idleTimer);
      const worker = idle.pop() ?? (await startWorker());
      let healthy = true;
      try {
        await worker.setParameters({
          thresholding_method: THRESHOLDING_METHOD[thresholding],
          tessedit_pageseg_mode: SEGMENTATION[layout],
        });
        const result = await withTimeout(
          worker.recognize(toPgm(image), {}, { text: false, blocks: false, tsv: true }),
          timeoutMs,
          () => {
            healthy = false;
            void worker.terminate();
          },
        );
        return result.data.tsv ?? '';
      } finally {
        if (healthy) idle.push(worker);
        scheduleRelease();
      }
    },
    async close() {
      clearTimeout(idleTimer);
      await releaseIdle();
    },
  };
}
