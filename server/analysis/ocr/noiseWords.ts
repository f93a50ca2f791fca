import type { OcrWord } from './tesseractTsv';
import { median } from './wordLayout';

/** Below this confidence a word is not trusted: a value holding it is shown as doubtful. */
export const DOUBTFUL_WORD_CONFIDENCE = 80;

/** Characters of the words read with confidence: the measure readings of one page are compared by. */
export function trustedCharacters(words: OcrWord[]): number {
  return words
    .filter((word) => word.confidence >= DOUBTFUL_WORD_CONFIDENCE)
    .reduce((sum, word) => sum + word.text.length, 0);
}
/** Specks and stains are read with very low confidence; real words rarely fall this low. */
const SPECK_CONFIDENCE = 50;
/** A speck's box is much lower than the text around it… */
const SPECK_HEIGHT_SHARE = 0.5;
/** …or much narrower than the characters tesseract says it holds… */
const SPECK_WIDTH_SHARE = 0.35;
/** …or far taller than a line of text (a copier's edge, a rule, a signature's stroke down the page). */
const STROKE_HEIGHT_SHARE = 2;
/**
 * …or, one character read, both taller than a line and narrower than a letter: a signature's
 * stroke or the copy's edge beside the text ("J" at the margin, before "TO, que se paga"). A
 * heading's large capital is as tall but as wide as a letter.
 */
const STROKE_LETTER_HEIGHT_SHARE = 1.6;
const STROKE_LETTER_WIDTH_SHARE = 0.7;

/**
 * Drops what paper noise makes tesseract read as letters: tiny boxes ("s", "S", "Ss", "E") that
 * can form a line of their own between two lines of text and split one owner's name in three,
 * and tall narrow ones ("A", "AS") standing for the edge of the copy or a stroke, which join a line
 * of text beside them and land inside a value ("Cecilia A Andrea"). A word is such noise when it is
 * read with low confidence and its box is far lower than the page's text, too narrow for its
 * characters, more than two lines high, or a lone character both tall and thin.
 */
export function dropSpecks(words: OcrWord[]): OcrWord[] {
  const trusted = words.filter((word) => word.confidence >= DOUBTFUL_WORD_CONFIDENCE);
  if (trusted.length === 0) return words;
  const height = median(trusted.map((word) => word.height));
  const charWidth = median(trusted.map((word) => word.width / Math.max(1, word.text.length)));
  return words.filter(
    (word) =>
      word.confidence >= SPECK_CONFIDENCE ||
      (word.height >= height * SPECK_HEIGHT_SHARE &&
        word.height <= height * STROKE_HEIGHT_SHARE &&
        word.width >= charWidth * word.text.length * SPECK_WIDTH_SHARE &&
        !(
          word.text.length === 1 &&
          word.height > height * STROKE_LETTER_HEIGHT_SHARE &&
          word.width < charWidth * STROKE_LETTER_WIDTH_SHARE
        )),
  );
}

/** The words read with low confidence (as read), for marking the values made of them. */
export function doubtfulWords(words: OcrWord[]): string[] {
  return [
    ...new Set(words.filter((word) => word.confidence < DOUBTFUL_WORD_CONFIDENCE).map((word) => word.text)),
  ];
}
