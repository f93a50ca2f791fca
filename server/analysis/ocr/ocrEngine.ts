import type { GreyImage } from './renderPage';

/** An OCR backend: turns one greyscale page into tesseract TSV (words with boxes). */
export interface OcrEngine {
  readonly name: 'tesseract-cli' | 'tesseract.js';
  /** How many pages it reads at once (one tesseract process or worker per core). */
  readonly concurrency: number;
  recognizeTsv(
    image: GreyImage,
    timeoutMs: number,
    thresholding?: Thresholding,
    layout?: PageLayout,
  ): Promise<string>;
  close(): Promise<void>;
}

/**
 * How tesseract separates ink from paper: one global threshold (Otsu, its default), or one per
 * neighbourhood (Sauvola), which still reads pages whose lighting runs from light to dark.
 */
export type Thresholding = 'global' | 'adaptive';

/** tesseract's `thresholding_method` for each choice. */
export const THRESHOLDING_METHOD: Readonly<Record<Thresholding, string>> = { global: '0', adaptive: '2' };

/**
 * How tesseract finds the text on the page: `page` analyses its blocks and columns (its automatic
 * segmentation, the default), `sparse` looks for every word wherever it stands, in no order (for
 * what is left of a page once the words already read are painted out).
 */
export type PageLayout = 'page' | 'sparse';

/** tesseract's page segmentation mode (`--psm`, `tessedit_pageseg_mode`) for each layout. */
export const PAGE_SEGMENTATION: Readonly<Record<PageLayout, string>> = { page: '3', sparse: '11' };

/** OCR language: the documents are Chilean Spanish. */
export const OCR_LANGUAGE = 'spa';

/** A page OCR that did not finish in its time budget. */
export class OcrTimeoutError extends Error {
  override name = 'OcrTimeoutError';
}
