import type { OcrWord } from './tesseractTsv';

/** Table rules and box edges that tesseract reads as characters. */
const RULE_MARKS = /^[|[\]{}_—–=~-]+$/;

/**
 * "N°" as tesseract misreads the degree sign: N*, N?, N?*, N”, N", n* (also glued to a number).
 * "Nº" read as such is the ordinal indicator the document printed, and stays.
 */
const NUMBER_SIGN = /^([Nn])(?!º(?:\d|$))[*?”"º°]{1,2}(?=\d|$)/;

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
 * Words whose box runs over the words after it on their line cut back to where the next begins,
 * less half the word's height: tesseract now and then draws a word's box to the end of its
 * line ("CERTIFICADO" over "N° 1.871.022"), and the layout, spacing words by the gaps between
 * boxes, would then glue the next word to it.
 */
function clipOverlaps(words: OcrWord[]): OcrWord[] {
  const clipped = new Map<OcrWord, OcrWord>();
  const lines = new Map<string, OcrWord[]>();
  for (const word of words) {
    const key = `${word.block}/${word.paragraph}/${word.line}`;
    lines.set(key, [...(lines.get(key) ?? []), word]);
  }
  for (const line of lines.values()) {
    const ordered = [...line].sort((a, b) => a.left - b.left);
    ordered.forEach((word, index) => {
      const next = ordered[index + 1];
      if (!next || next.left <= word.left || word.left + word.width <= next.left) return;
      const right = Math.max(word.left + 1, next.left - Math.round(word.height / 2));
      clipped.set(word, { ...word, width: right - word.left });
    });
  }
  return words.map((word) => clipped.get(word) ?? word);
}

/**
 * Repairs what tesseract reliably gets wrong on these documents' typography, before layout:
 * table rules are dropped, boxes running over the next words cut back, words run together
 * separated, and the number sign "N°" is restored,
 * so the extractors' patterns ("Rol de avalúo N° …", "Repertorio N° …", "CERTIFICADO N° …") match
 * as on text PDFs.
 */
export function fixOcrWords(words: OcrWord[]): OcrWord[] {
  return clipOverlaps(words.filter((word) => !RULE_MARKS.test(word.text)))
    .flatMap(separateGlued)
    .map((word) => ({ ...word, text: word.text.replace(NUMBER_SIGN, '$1°') }));
}
