import type { OcrWord } from './tesseractTsv';

/** Table rules and box edges that tesseract reads as characters. */
const RULE_MARKS = /^[|[\]{}_—–=~-]+$/;

/** "N°" as tesseract misreads the degree sign: N*, N?, N?*, N”, N", Nº, n* (also glued to a number). */
const NUMBER_SIGN = /^([Nn])[*?”"º°]{1,2}(?=\d|$)/;

/**
 * Words tesseract runs together when the space between them is narrow on a worn copy: a word glued
 * to the number sign after it ("CERTIFICADON°", "MarN*"; not a closing quote: 'SAN JUAN"'), and
 * "número" glued to the word before it ("Colonúmero") or to its figure ("número955"). Each part is
 * the text of one word.
 */
const GLUED_WORDS = [
  /^(\p{L}{2,})([Nn][*?º°]{1,2}\d*)$/u,
  /^(\p{L}{3,})(número)$/u,
  /^(número)(\d[\d.,]*)$/u,
];

/**
 * A word split into `parts`, each given the share of the box its characters take, less a quarter
 * of a character on each side where they meet, so the layout sees the space between them.
 */
function splitWord(word: OcrWord, parts: string[]): OcrWord[] {
  const characterWidth = word.width / parts.reduce((sum, part) => sum + part.length, 0);
  const inset = Math.round(characterWidth / 4);
  let start = word.left;
  return parts.map((text, index) => {
    const end = index === parts.length - 1 ? word.left + word.width : start + text.length * characterWidth;
    const left = Math.round(start) + (index > 0 ? inset : 0);
    const right = Math.round(end) - (index < parts.length - 1 ? inset : 0);
    start = end;
    return { ...word, left, width: right - left, text };
  });
}

function separateGlued(word: OcrWord): OcrWord[] {
  for (const pattern of GLUED_WORDS) {
    const parts = pattern.exec(word.text)?.slice(1);
    if (parts) return splitWord(word, parts);
  }
  return [word];
}

/**
 * Repairs what tesseract reliably gets wrong on these documents' typography, before layout:
 * table rules are dropped, words run together are separated, and the number sign "N°" is restored,
 * so the extractors' patterns ("Rol de avalúo N° …", "Repertorio N° …", "CERTIFICADO N° …") match
 * as on text PDFs.
 */
export function fixOcrWords(words: OcrWord[]): OcrWord[] {
  return words
    .filter((word) => !RULE_MARKS.test(word.text))
    .flatMap(separateGlued)
    .map((word) => ({ ...word, text: word.text.replace(NUMBER_SIGN, '$1°') }));
}
