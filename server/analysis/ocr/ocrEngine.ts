import type { GreyImage } from './renderPage';

/** An OCR backend: turns one greyscale page into tesseract TSV (words with boxes). */
export interface OcrEngine {
  readonly name: 'tesseract-cli' | 'tesseract.js';
  /** How many pages it reads at once (one tesseract process or worker per core). */
  readonly concurrency: number;
  recognizeTsv(image: GreyImage, timeoutMs: number): Promise<string>;
  close(): Promise<void>;
}

/** OCR language: the documents are Chilean Spanish. */
export const OCR_LANGUAGE = 'spa';

/** A page OCR that did not finish in its time budget. */
export class OcrTimeoutError extends Error {
  override name = 'OcrTimeoutError';
}
