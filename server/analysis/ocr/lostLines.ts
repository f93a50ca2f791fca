import type { GreyImage } from './renderPage';
import type { OcrWord } from './tesseractTsv';
import { median } from './wordLayout';

/*
 * Tesseract's page layout drops whole lines it takes for a picture: a stamp's ring or a signature
 * over a line of print makes its block an image, and the page still reads with high confidence
 * everywhere else (a copy's boundaries "Norte: en 10,00 metros … Este: en" lost under a small
 * stamp). Such a line is ink no word box covers, printed as text: many strokes along the row.
 */

/** A pixel this dark is ink (the page's light has been evened out: paper is near white). */
const INK = 128;
/** A row of print crosses this many strokes at least (a signature's or a ring's row, a few). */
const MIN_STROKES = 40;
/**
 * A band of print is at least half the page's word height high, and at most two and a half (a
 * barcode's bars are as many strokes, but a centimetre high).
 */
const MIN_BAND_SHARE = 0.5;
const MAX_BAND_SHARE = 2.5;
/** Words of the sparse reading added in a lost band must be this sure: the band may hold a stamp. */
const MIN_ADDED_CONFIDENCE = 60;
/** Block numbers of added words start here, apart from the first reading's blocks. */
const ADDED_BLOCKS = 100_000;

export interface Band {
  top: number;
  bottom: number;
}

/** Strokes a row crosses: runs of ink of two pixels or more (a lone dark pixel is noise). */
function strokesOnRow(image: GreyImage, y: number): number {
  const { width, pixels } = image;
  let strokes = 0;
  let run = 0;
  for (let x = 0, index = y * width; x < width; x++, index++) {
    if ((pixels[index] ?? 255) < INK) run++;
    else {
      if (run >= 2) strokes++;
      run = 0;
    }
  }
  return run >= 2 ? strokes + 1 : strokes;
}

/**
 * Bands of rows that no word's box covers and that hold print: a line's height, with a row
 * crossing as many strokes as a line of text does. Empty when the page has no words to size
 * a line by.
 */
export function lostTextBands(image: GreyImage, words: OcrWord[]): Band[] {
  if (words.length === 0) return [];
  const covered = new Uint8Array(image.height);
  for (const word of words)
    for (let y = Math.max(0, word.top); y < Math.min(image.height, word.top + word.height); y++)
      covered[y] = 1;
  const wordHeight = median(words.map((word) => word.height));
  const [minHeight, maxHeight] = [wordHeight * MIN_BAND_SHARE, wordHeight * MAX_BAND_SHARE];
  const bands: Band[] = [];
  let start = -1;
  let printed = false;
  const close = (end: number) => {
    const height = end - start;
    if (start >= 0 && printed && height >= minHeight && height <= maxHeight)
      bands.push({ top: start, bottom: end });
    start = -1;
    printed = false;
  };
  for (let y = 0; y < image.height; y++) {
    const strokes = covered[y] === 1 ? -1 : strokesOnRow(image, y);
    if (strokes <= 0) {
      close(y);
      continue;
    }
    if (start < 0) start = y;
    if (strokes >= MIN_STROKES) printed = true;
  }
  close(image.height);
  return bands;
}

/**
 * The first reading's words and, from a sparse reading of the same page, the sure words whose box
 * stands within a lost band (given their own block numbers, so the layout keeps their lines apart
 * from the first reading's).
 */
export function withLostLines(words: OcrWord[], sparse: OcrWord[], bands: Band[]): OcrWord[] {
  const inBand = (word: OcrWord) => {
    const middle = word.top + word.height / 2;
    return bands.some((band) => middle >= band.top && middle < band.bottom);
  };
  const added = sparse
    .filter((word) => word.confidence >= MIN_ADDED_CONFIDENCE && inBand(word))
    .map((word) => ({ ...word, block: word.block + ADDED_BLOCKS }));
  return [...words, ...added];
}
