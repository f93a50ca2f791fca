import { isSpanishWord } from '../text/spanishDictionary';

/*
 * A creditor's name joins whole words with a hyphen ("SANTANDER-CHILE", "BBVA-CHILE"): a letter or
 * two hyphened to a word ("R-CHILE", "SANTANDER-C"), or a word mixing letters with digits
 * ("CH1LE"), is a word a worn copy garbled, which no shape of a name explains. Creditors' names
 * are not listed (a batch may name any bank), so the word's shape decides.
 */

/** Whether a creditor's name holds a word garbled into a letter's piece or letters and digits. */
export function garbledCreditorWord(creditor: string): boolean {
  return creditor
    .split(/\s+/)
    .some(
      (word) =>
        /^\p{L}{1,2}[-‐]\p{L}{3,}|\p{L}{3,}[-‐]\p{L}{1,2}$/u.test(word.replace(/[.,;]+$/, '')) ||
        /\p{L}\d|\d\p{L}/u.test(word.replace(/^\d+\p{L}?$/u, '')),
    );
}

/**
 * A creditor whose opening words recur inside it, the first time cut short ("BANCO DE CRÉDITO E
 * INVERBANCO DE CRÉDITO E INVERSIONES"): the lines of two columns (an entry's and the one beside
 * it, or a page's last line and the next page's first) read as one, so the name and what follows
 * it (an amount) may be the other column's.
 */
export function creditorReadTwice(creditor: string): boolean {
  const words = creditor.trim().split(/\s+/u);
  if (words.length < 4) return false;
  const opening = words.slice(0, 3).join(' ');
  return creditor.indexOf(opening, opening.length) > 0;
}

/*
 * A creditor's name as a worn copy reads it, with marks no name holds: a lone lower-case letter
 * between its words in capitals ("DISTRIBUIDORA l ARAUCO SUR SpA", a stroke read as an "l"), or a
 * last word cut and closed by a stray letter ("BANCO DE CRÉDITO E INVERF"): a long word in capitals
 * ending on a letter no Spanish word ends on, and no Spanish word. Creditors' names are not listed
 * (a batch may name any company), so the word's shape decides; the dictionary is asked only then.
 */

/** Lower-case letters that stand alone in a name as words: "y", "e", "o", "a", "u". */
const LONE_WORD_LETTER = /^[yeoau]$/u;

/** A word in capitals of five or more letters ending on a letter no Spanish word ends on. */
const FOREIGN_ENDING = /^\p{Lu}{4,}[BFGHPQVW]$/u;

/** Whether a creditor's name in capitals holds a lone lower-case letter or a word cut by a stray letter. */
export function strayCreditorWord(creditor: string): boolean {
  const words = creditor.trim().split(/\s+/u);
  const capitals = words.filter((word) => /^\p{Lu}{2,}/u.test(word)).length >= 2;
  if (!capitals) return false;
  const loneLetter = words.some(
    (word, index) =>
      index > 0 && index < words.length - 1 && /^\p{Ll}$/u.test(word) && !LONE_WORD_LETTER.test(word),
  );
  const last = (words.at(-1) ?? '').replace(/[.,;]+$/u, '');
  return loneLetter || (FOREIGN_ENDING.test(last) && !isSpanishWord(last));
}
