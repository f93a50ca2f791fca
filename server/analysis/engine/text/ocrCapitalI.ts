import type { PageText } from '../pdfText';

/*
 * A capital I that OCR read as a lower-case l inside a word printed in capitals ("ROSALlNDA",
 * "Pl-ZARRO", "lNÉS"; issue #18): in the sans-serif faces offices print with, the two letters are
 * the same stroke, and a lower-case letter cannot stand among capitals. Left as read, the word
 * breaks a name in capitals where the l stands ("OSVALDO ENRIQUE Pl-ZARRO" read as "ZARRO").
 * Only on pages read by OCR, and only where two capitals or more show the word is in capitals
 * ("Al", "Pl." stay as read).
 */

/** A word of letters (and the hyphen a line break leaves) with no lower-case letter but an l. */
const CAPITALS_WITH_L = /^(?=(?:[^\p{Lu}]*\p{Lu}){2})[\p{Lu}l-]+$/u;

/** The word with its l written as the I it stands for, or the word as read. */
export function capitalI(word: string): string {
  return word.includes('l') && CAPITALS_WITH_L.test(word) ? word.replace(/l/g, 'I') : word;
}

const restore = (text: string) =>
  text.replace(/[\p{L}-]+/gu, (word) => (word.includes('l') ? capitalI(word) : word));

/** A page read by OCR with the capital I it read as l written again, in lines and word boxes alike. */
export function restoreCapitalI(page: PageText): PageText {
  if (!page.ocr || !page.lines.some((line) => /\p{Lu}l|l\p{Lu}/u.test(line))) return page;
  return {
    ...page,
    lines: page.lines.map(restore),
    ...(page.runs ? { runs: page.runs.map((run) => ({ ...run, text: restore(run.text) })) } : {}),
  };
}
