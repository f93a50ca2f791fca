import { availableParallelism } from 'node:os';

import { MIN_TEXT_PER_PAGE, type OcrReader } from '../engine/analyzeDossier';
import { ocrWordRun } from '../engine/wordBoxes/textRuns';
import { openPdf } from '../engine/openPdf';
import type { PageText } from '../engine/pdfText';
import { ConcurrencyLimit } from './concurrencyLimit';
import type { OcrEngine, PageLayout, Thresholding } from './ocrEngine';
import { DOUBTFUL_WORD_CONFIDENCE, dropSpecks, doubtfulWords, trustedCharacters } from './noiseWords';
import { despeckle, medianFilter, removeRules, thinInk } from './inkFilters';
import { lostTextBands, withLostLines } from './lostLines';
import { fixOcrWords } from './ocrWordFixes';
import { flipPage, preparePage } from './preparePage';
import type { PreparedPage } from './preparePage';
import { ocrViewport, PageTooLargeError, renderPageGrey, type GreyImage } from './renderPage';
import { selectOcrEngine, type EngineChoice } from './selectEngine';
import { withStampFreeWords } from './stampLines';
import { removeStamps } from './stampRemoval';
import { parseTsv, type OcrWord } from './tesseractTsv';
import { layoutWords } from './wordLayout';

/** A page that takes longer than this to recognise is given up (left empty). */
export const DEFAULT_PAGE_TIMEOUT_MS = 60_000;

export interface OcrReaderOptions extends EngineChoice {
  pageTimeoutMs?: number;
  /** An engine to use instead of selecting one (tests, wrappers). */
  engine?: OcrEngine;
}

export interface OcrReaderHandle {
  read: OcrReader;
  /** Resolves to the engine in use (selected on first use). */
  engine(): Promise<OcrEngine>;
  close(): Promise<void>;
}

/**
 * A page whose reading trusts fewer characters than this is read again: with adaptive thresholding
 * (with one global threshold, a page lit unevenly can come out nearly blank), with its ink
 * thinned and specks removed after its tables' rules (a fax or a copy made too dark swells letters
 * into blots, and a column of labels into one picture with the rule they touch), and made
 * black and white without its grains (a fax whose greyed paper turned to a snow of black specks).
 */
const RETRY_BELOW_TRUSTED_CHARACTERS = 120;

type ReadImage = (image: GreyImage, thresholding: Thresholding, layout?: PageLayout) => Promise<string>;

interface Reading {
  words: OcrWord[];
  /** The image the words were read from (the page, or the page filtered for a retry). */
  image: GreyImage;
}

/** The page's words: the default reading, or the retry that trusts the most text. */
async function recogniseWords(image: GreyImage, read: ReadImage): Promise<Reading> {
  let best: Reading = { words: parseTsv(await read(image, 'global')), image };
  if (trustedCharacters(best.words) >= RETRY_BELOW_TRUSTED_CHARACTERS) return best;
  const retries: [() => GreyImage, Thresholding][] = [
    [() => image, 'adaptive'],
    [() => medianFilter(thinInk(removeRules(image))), 'global'],
    [() => despeckle(image), 'global'],
  ];
  for (const [filtered, thresholding] of retries) {
    const retryImage = filtered();
    const words = parseTsv(await read(retryImage, thresholding));
    if (trustedCharacters(words) > trustedCharacters(best.words)) best = { words, image: retryImage };
    if (trustedCharacters(best.words) >= RETRY_BELOW_TRUSTED_CHARACTERS) return best;
  }
  return best;
}

/**
 * A page upside down still yields capitals and digits that read the same both ways (O, X, H, 0, 8),
 * enough trusted characters on a form; its mean word confidence stays far below an upright page's.
 */
const FLIP_BELOW_MEAN_CONFIDENCE = 65;

function meanConfidence(words: OcrWord[]): number {
  return words.length > 0 ? words.reduce((sum, word) => sum + word.confidence, 0) / words.length : 0;
}

/**
 * The page prepared for OCR (preparePage: frame removed, light evened, turned upright, deskewed)
 * and its words. A page that still reads poorly is read once more half a turn round: the
 * up-or-down test can be fooled by a page of capitals, and a page upside down reads as nothing.
 */
async function readUpright(
  rendered: GreyImage,
  read: ReadImage,
): Promise<{ reading: Reading; page: PreparedPage }> {
  const prepared = preparePage(rendered);
  const reading = await recogniseWords(prepared.image, read);
  if (
    trustedCharacters(reading.words) >= RETRY_BELOW_TRUSTED_CHARACTERS &&
    meanConfidence(reading.words) >= FLIP_BELOW_MEAN_CONFIDENCE
  )
    return { reading, page: prepared };
  const flipped = flipPage(rendered, prepared);
  const flippedReading = await recogniseWords(flipped.image, read);
  return trustedCharacters(flippedReading.words) > trustedCharacters(reading.words)
    ? { reading: flippedReading, page: flipped }
    : { reading, page: prepared };
}

/**
 * A first reading with more doubtful words than this share, or a lower mean confidence, is
 * compared with a sparse one (PageLayout): tesseract's page layout drops lines it takes for a
 * picture (crossed by a stamp or a signature, boxed by a table's rules, a footer in small print),
 * where a search for words wherever they stand still finds them.
 */
const SPARSE_ABOVE_DOUBTFUL_SHARE = 0.1;
const SPARSE_BELOW_MEAN_CONFIDENCE = 88;

function readsPoorly(words: OcrWord[]): boolean {
  const doubtful = words.filter((word) => word.confidence < DOUBTFUL_WORD_CONFIDENCE).length;
  return (
    doubtful > words.length * SPARSE_ABOVE_DOUBTFUL_SHARE ||
    meanConfidence(words) < SPARSE_BELOW_MEAN_CONFIDENCE
  );
}

/**
 * A rendered scan's words, with the page they were read on (which maps its pixels back onto the
 * rendering): the upright reading, or a sparse reading of the same image (filtered when a filter
 * made it readable) when the first reads poorly and the sparse one trusts more characters; lines
 * of print the first reading dropped (lostLines.ts) are taken from the sparse reading.
 */
export async function readPreparedPage(
  rendered: GreyImage,
  read: ReadImage,
): Promise<{ words: OcrWord[]; page: PreparedPage }> {
  const { reading, page } = await readUpright(rendered, read);
  const { words, image } = reading;
  if (trustedCharacters(words) === 0) return { words, page };
  return { words: await withStampsLifted(await withSparseLines(words, image, read), image, read), page };
}

/**
 * The reading, or a sparse reading of the same image when the first reads poorly and the sparse
 * one trusts more characters; lines of print the first reading dropped (lostLines.ts) are taken
 * from the sparse reading.
 */
async function withSparseLines(words: OcrWord[], image: GreyImage, read: ReadImage): Promise<OcrWord[]> {
  const poorly = readsPoorly(words);
  const bands = lostTextBands(image, words);
  if (!poorly && bands.length === 0) return words;
  const sparse = parseTsv(await read(image, 'global', 'sparse'));
  if (poorly && trustedCharacters(sparse) > trustedCharacters(words)) return sparse;
  // Lines the page layout dropped as pictures (a stamp's ring across them), from the sparse reading.
  return bands.length > 0 ? withLostLines(words, sparse, bands) : words;
}

/**
 * The reading with the lines under office stamps' rings read again on a copy of the page without
 * the rings (stampRemoval.ts), each kept from whichever reading trusts more (stampLines.ts).
 */
async function withStampsLifted(words: OcrWord[], image: GreyImage, read: ReadImage): Promise<OcrWord[]> {
  const lifted = { ...image, pixels: image.pixels.slice() };
  const stamps = removeStamps(lifted);
  if (stamps.length === 0) return words;
  return withStampFreeWords(words, parseTsv(await read(lifted, 'global')), stamps);
}

/**
 * A page from tesseract's words: noise dropped, typography repaired, low-confidence words kept
 * aside; with `toPdf` (a pixel of the rendering → PDF user space), where each word is drawn.
 */
export function ocrPage(
  number: number,
  recognised: OcrWord[],
  toPdf?: (x: number, y: number) => readonly [number, number],
): PageText {
  const words = fixOcrWords(dropSpecks(recognised));
  const lines = layoutWords(words);
  return {
    number,
    lines,
    textLength: lines.reduce((sum, line) => sum + line.replace(/\s/g, '').length, 0),
    ...(toPdf ? { runs: words.map((word) => ocrWordRun(word, toPdf)) } : {}),
    ocr: { doubtfulWords: doubtfulWords(words) },
  };
}

const unreadablePage = (number: number, unreadable?: string): PageText => ({
  number,
  lines: [],
  textLength: 0,
  ...(unreadable ? { unreadable } : {}),
});

/**
 * An OcrReader for analyzeDossier: renders each page without a usable text layer at 200 dpi in
 * greyscale, prepares it (preparePage) and reads it in Spanish, `concurrency` pages at a time,
 * rendering one page ahead, so a long scan never holds more than `concurrency + 1` pages (each as
 * rendered and as prepared). A page that fails or overruns
 * its budget comes back empty rather than failing the whole document; a page too large to render
 * says so in `unreadable`.
 */
export function createOcrReader(options: OcrReaderOptions = {}): OcrReaderHandle {
  const pageTimeoutMs = options.pageTimeoutMs ?? DEFAULT_PAGE_TIMEOUT_MS;
  let selected: Promise<OcrEngine> | undefined;
  let slots: { recognising: ConcurrencyLimit; inFlight: ConcurrencyLimit } | undefined;
  const engine = () =>
    (selected ??= options.engine ? Promise.resolve(options.engine) : selectOcrEngine(options));

  const read: OcrReader = async (bytes, pages, onPageRead) => {
    const ocr = await engine();
    slots ??= {
      recognising: new ConcurrencyLimit(ocr.concurrency),
      // One page more than the engine reads at once: the next page renders while OCR runs.
      inFlight: new ConcurrencyLimit(ocr.concurrency + 1),
    };
    const { recognising, inFlight } = slots;
    const loadingTask = openPdf(bytes);
    try {
      const document = await loadingTask.promise;
      const recognitions = pages.map(async (page): Promise<PageText> => {
        if (page.textLength >= MIN_TEXT_PER_PAGE) return page;
        const release = await inFlight.acquire();
        try {
          const pdfPage = await document.getPage(page.number);
          const rendered = await renderPageGrey(document, pdfPage);
          const viewport = ocrViewport(pdfPage);
          pdfPage.cleanup();
          const { words, page: prepared } = await readPreparedPage(rendered, (image, thresholding, layout) =>
            recognising.run(() => ocr.recognizeTsv(image, pageTimeoutMs, thresholding, layout)),
          );
          return ocrPage(page.number, words, (x, y) => {
            const [renderedX, renderedY] = prepared.toRendered([x, y]);
            const [pdfX = 0, pdfY = 0] = viewport.convertToPdfPoint(renderedX, renderedY).map(Number);
            return [pdfX, pdfY];
          });
        } catch (error) {
          return unreadablePage(page.number, error instanceof PageTooLargeError ? error.message : undefined);
        } finally {
          release();
          onPageRead?.();
        }
      });
      return await Promise.all(recognitions);
    } finally {
      await loadingTask.destroy();
    }
  };

  return {
    read,
    engine,
    async close() {
      if (selected) await (await selected).close();
    },
  };
}

/**
 * Pages one analysis worker thread reads at once: the gateway runs two analysis threads by default
 * (ANALYSIS_WORKERS), so half the cores each keeps one tesseract per core when both are busy.
 * OCR_CONCURRENCY overrides it.
 */
function workerThreadConcurrency(): number {
  const configured = Number(process.env.OCR_CONCURRENCY);
  if (Number.isInteger(configured) && configured > 0) return configured;
  return Math.max(1, Math.floor(availableParallelism() / 2));
}

let shared: OcrReaderHandle | undefined;

/** The OCR reader of an analysis worker thread, with the engine picked automatically. */
export function defaultOcrReader(): OcrReader {
  shared ??= createOcrReader({ concurrency: workerThreadConcurrency() });
  return shared.read;
}
