import type * as PdfjsModule from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/*
 * pdf.js, loaded on first use only (it weighs several times the rest of the app), with one worker
 * served from our own origin (the page's content security policy allows no other) shared by every
 * document opened, so showing another file does not start and compile another worker.
 */

type Pdfjs = typeof PdfjsModule;

export interface LoadedPdfjs {
  pdfjs: Pdfjs;
  worker: PdfjsModule.PDFWorker;
}

let loading: Promise<LoadedPdfjs> | null = null;

export function loadPdfjs(): Promise<LoadedPdfjs> {
  loading ??= import('pdfjs-dist').then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      return { pdfjs, worker: new pdfjs.PDFWorker() };
    },
    (error: unknown) => {
      // A failed download (the network dropped) is tried again next time.
      loading = null;
      throw error;
    },
  );
  return loading;
}
