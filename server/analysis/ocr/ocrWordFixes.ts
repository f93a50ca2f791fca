import type { OcrWord } from './tesseractTsv';

/** Table rules and box edges that tesseract reads as characters. */
const RULE_MARKS = /^[|[\]{}_—–=~-]+$/;

/** "N°" as tesseract misreads the degree sign: N*, N?, N?*, N”, N", Nº, n* (also glued to a number). */
const NUMBER_SIGN = /^([Nn])[*?”"º°]{1,2}(?=\d|$)/;

/**
 * Repairs what tesseract reliably gets wrong on these documents' typography, before layout:
 * table rules are dropped and the number sign "N°" is restored, so the extractors' patterns
 * ("Rol de avalúo N° …", "Repertorio N° …") match as on text PDFs.
 */
export function fixOcrWords(words: OcrWord[]): OcrWord[] {
  return words
    .filter((word) => !RULE_MARKS.test(word.text))
    .map((word) => ({ ...word, text: word.text.replace(NUMBER_SIGN, '$1°') }));
}
