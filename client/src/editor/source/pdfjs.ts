import type * as PdfjsModule from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/*
 * pdf.js, loaded on first use only (it weighs several times the rest of the app), with its worker
 * served from our own origin: the page's content security policy allows no other.
 */

type Pdfjs = typeof PdfjsModule;

let loading: Promise<Pdfjs> | null = null;

export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= import('pdfjs-dist').then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      return pdfjs;
    },
    (error: unknown) => {
      // A failed download (the network dropped) is tried again next time.
      loading = null;
      throw error;
    },
  );
  return loading;
}
