import { isSpanishWord } from '../text/spanishDictionary';

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
