import type { UnsureReason } from '../../../../common/record/provenance';
import { DOUBTFUL_WORD_CONFIDENCE } from '../../ocr/noiseWords';
import type { PageText } from '../pdfText';
import type { LocatedValue } from '../wordBoxes/locateBoxes';
import type { TextRun } from '../wordBoxes/textRuns';
import { bareWord } from '../text/folded';
import { isDocumentWord } from './documentWords';
import { numberCutShort } from './ocrGlue';

/*
 * OCR's doubt about one value (issue #17): the confidence tesseract gave the very words the value
 * was read from (the runs its boxes were placed on), not that of any word spelt like them
 * elsewhere on the page; and the page as a whole, when OCR read too much of it poorly.
 */

/**
 * Share of a page's words OCR read with low confidence above which the whole page reads poorly:
 * every value read from it is doubtful, even one whose own words OCR trusted.
 */
export const POOR_OCR_SHARE = 0.3;
/** Fewer words than this on a page are too few to judge its OCR as a whole. */
const POOR_OCR_MIN_WORDS = 30;

/** OCR words worth judging: those holding more than one letter or digit, each with the word after it. */
function scoredWords(runs: readonly TextRun[]): { text: string; confidence: number; next?: TextRun }[] {
  return runs.flatMap((run, index) =>
    run.confidence !== undefined && bareWord(run.text).length > 1
      ? [{ text: run.text, confidence: run.confidence, next: runs[index + 1] }]
      : [],
  );
}

/** The page's words a value was placed on (wordBoxes/locateBoxes.ts). */
export type PlacedWords = Pick<LocatedValue, 'runs' | 'whole'>;

const lowConfidence = (word: { confidence: number }, bar = DOUBTFUL_WORD_CONFIDENCE) => word.confidence < bar;

/**
 * A word of the value OCR doubted that may be misread: one spelt as a word of the documents'
 * vocabulary (documentWords.ts: "Registro", "metros", "Julio") was read as printed, whatever
 * confidence tesseract gave it; a misreading leaves no such word.
 */
function doubtfulWord(word: { text: string; confidence: number }, next?: { text: string }): boolean {
  if (!lowConfidence(word) || !isDocumentWord(word.text)) return lowConfidence(word);
  // An abbreviation before a lone letter ("PJ E" for "PJE") is a word OCR split, not the word it spells.
  return bareWord(word.text).length <= 3 && next !== undefined && /^\p{L}$/u.test(bareWord(next.text));
}

/** True when OCR read a large share of the page's words with low confidence (POOR_OCR_SHARE). */
export function poorOcrPage(page: PageText): boolean {
  if (!page.ocr) return false;
  const words = scoredWords(page.runs ?? []);
  if (words.length > 0)
    return (
      words.length >= POOR_OCR_MIN_WORDS &&
      words.filter((word) => lowConfidence(word)).length / words.length > POOR_OCR_SHARE
    );
  // A page kept without its words' positions: its doubtful spellings against its words.
  const doubtful = page.ocr.doubtfulWords.length;
  const count = page.lines
    .join(' ')
    .split(/\s+/)
    .filter((word) => word.length > 1).length;
  return count >= POOR_OCR_MIN_WORDS && doubtful / count > POOR_OCR_SHARE;
}

/**
 * Confidence at or above which OCR read a word as printed even on a page it read poorly: well
 * above DOUBTFUL_WORD_CONFIDENCE, the bar for a word on a page read well.
 */
export const CONFIDENT_WORD = 90;

/**
 * True when every word of the value was placed on the page's words (the value found whole), OCR
 * read each with CONFIDENT_WORD or more, and one of them is no word of the documents' vocabulary
 * (documentWords.ts): the value's own reading is evidence against the page's. A kind, a place or a
 * label ("HIPOTECA") reads confidently wherever it is printed, so its confidence does not tell
 * whether a poorly read page's row or sentence was the one it belongs to.
 */
function readConfidently(words: PlacedWords | null): boolean {
  const own = scoredWords(words?.runs ?? []);
  return (
    words?.whole === true &&
    own.length > 0 &&
    own.every((word) => word.confidence >= CONFIDENT_WORD) &&
    own.some((word) => !isDocumentWord(word.text))
  );
}

/** True when the value holds a word spelt as one OCR doubted somewhere on the page. */
function spelledDoubtfully(page: PageText, value: string): boolean {
  const doubtful = page.ocr?.doubtfulWords ?? [];
  if (doubtful.length === 0) return false;
  const words = new Set(
    value
      .split(/\s+/)
      .map(bareWord)
      .filter((word) => word.length > 1 && !isDocumentWord(word)),
  );
  return doubtful.some((word) => words.has(bareWord(word)));
}

/**
 * True when OCR doubted a word the value was read from: one of the page's words it was placed on
 * (`words`); for the words not placed (no positions kept, or only part of the value found), one
 * spelt as a word OCR doubted on that page. A value of `arbitrary` characters (a verification
 * code: no vocabulary or grammar backs tesseract's guess, and a worn copy's code drops or swaps
 * characters at 80–90) needs CONFIDENT_WORD in every word. A value placed only on single
 * characters, which the words judged leave out as specks, is judged on them.
 */
export function readDoubtfully(
  page: PageText,
  value: string,
  words: PlacedWords | null,
  arbitrary = false,
): boolean {
  if (!page.ocr) return false;
  const own = scoredWords(words?.runs ?? []);
  if (own.some((word) => doubtfulWord(word, word.next))) return true;
  if (arbitrary && own.some((word) => lowConfidence(word, CONFIDENT_WORD))) return true;
  // A value read from lone characters alone (a one-digit number) is judged on them, specks or not.
  const lone = own.length === 0 ? (words?.runs ?? []) : [];
  if (lone.some((run) => run.confidence !== undefined && lowConfidence({ confidence: run.confidence })))
    return true;
  return own.length === 0 || !words?.whole ? spelledDoubtfully(page, value) : false;
}

/**
 * OCR's reasons to doubt a value read from `page` and placed on `words` (null: not placed), with
 * the text printed right `after` it: also a number OCR split (ocrGlue.ts). A poor page doubts
 * every value on it but those whose own words OCR read confidently, whole.
 */
export function ocrDoubts(
  page: PageText | undefined,
  value: string,
  words: PlacedWords | null,
  after = '',
  arbitrary = false,
): UnsureReason[] {
  if (!page?.ocr) return [];
  return [
    ...(readDoubtfully(page, value, words, arbitrary) ? (['ocr_low_confidence'] as const) : []),
    ...(poorOcrPage(page) && !readConfidently(words) ? (['ocr_poor_page'] as const) : []),
    ...(numberCutShort(value, after) ? (['value_shape'] as const) : []),
  ];
}
