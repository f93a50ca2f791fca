/** Where the reading of one PDF is: its text layer, or OCR of its scanned pages (the slow part). */
export type PageStage = 'text' | 'ocr';

/** Pages of one PDF whose text is read, told as they are (a background job's progress, issue 21). */
export interface PageProgress {
  stage: PageStage;
  pagesDone: number;
  pagesTotal: number;
}

export type PageProgressListener = (progress: PageProgress) => void;

export interface PageCounter {
  /** A page's text layer was read; `final` when it holds enough text to need no OCR. */
  textRead: (final: boolean, pagesTotal: number) => void;
  /** OCR of the pages without text starts. */
  ocrStarted: () => void;
  /** One more page read by OCR. */
  ocrRead: () => void;
  /** Nothing more will be read (no OCR, or OCR ended): every page counts as done. */
  allRead: () => void;
}

/**
 * Counts a PDF's pages as their text becomes final: a page with a text layer once it is read, a
 * scanned page once OCR has read it, so that the count only grows while a document is read.
 */
export function pageCounter(listener: PageProgressListener | undefined): PageCounter {
  const progress: PageProgress = { stage: 'text', pagesDone: 0, pagesTotal: 0 };
  const tell = () => listener?.({ ...progress });
  return {
    textRead(final, pagesTotal) {
      progress.pagesTotal = pagesTotal;
      if (final) progress.pagesDone += 1;
      tell();
    },
    ocrStarted() {
      progress.stage = 'ocr';
      tell();
    },
    ocrRead() {
      progress.pagesDone = Math.min(progress.pagesTotal, progress.pagesDone + 1);
      tell();
    },
    allRead() {
      if (progress.pagesDone === progress.pagesTotal) return;
      progress.pagesDone = progress.pagesTotal;
      tell();
    },
  };
}
