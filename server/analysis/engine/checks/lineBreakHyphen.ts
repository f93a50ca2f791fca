/*
 * A word cut at a line break whose hyphen the reader did not rejoin, something else printed
 * between its halves (issue #17): a page's footer or the office's name read into the sentence
 * ("sitio número nue-Curanilahue, 14-05- ve" for "nueve"). In prose a hyphen joins two words of
 * one compound ("Bío-Bío") or two numbers ("C-1431-2025"), never a word to a capitalised name or
 * a number to a lower-case fragment.
 */

/** A lower-case word, a hyphen and a capitalised word: the halves of a cut word around a footer. */
const WORD_THEN_NAME = /(\p{Ll}{2,})-(\p{Lu}\p{Ll}+)/gu;

/** A number, a hyphen, a space and lower-case letters: a footer's date run into a cut word. */
const NUMBER_THEN_FRAGMENT = /\d-\s+\p{Ll}/u;

/**
 * A lower-case word's half, a hyphen, a space and the other half in lower case, a margin's line
 * number perhaps between ("calle Miguel Claro nú- 15 mero mil …", a worn copy's numbered lines):
 * the word cut at a line break, not rejoined.
 */
const HALVES_APART = /\p{Ll}-\s+(?:\d{1,3}\s+)?\p{Ll}{2,}/u;

/**
/**
 * A value ending on a lower-case word's half and its hyphen ("… entre líneas oficia-"): the
 * reader stopped at the line break, the word's other half on the next line.
 */
const ENDS_ON_HALF = /\p{Ll}{2,}-$/u;

/**
 * A lower-case word's half, a hyphen, a space and a margin note's words after it: an abbreviation
 * with its stop ("archiva- Hip. fs. 371 do"), a number sign ("cuatrocien- N° 510 año tos") or a
 * registry's number ("veinti- 20514 dós"): a note beside the body read into its sentence, which in
 * prose never follows a word's cut half.
 */
const NOTE_AFTER_HALF = /\p{Ll}-\s+(?:\p{Lu}\p{Ll}{0,4}\.|N\s?[º°%]|\d{4,})/u;

/** True when a prose value holds a word cut at a line break and not rejoined (HALVES_APART, or other words between its halves). */
export function hyphenNotRejoined(value: string): boolean {
  if (
    NUMBER_THEN_FRAGMENT.test(value) ||
    HALVES_APART.test(value) ||
    NOTE_AFTER_HALF.test(value) ||
    ENDS_ON_HALF.test(value.trim())
  )
    return true;
  // "Bío-Bío": a compound repeating its word is printed so.
  return [...value.matchAll(WORD_THEN_NAME)].some(
    ([, before = '', after = '']) => before.toLowerCase() !== after.toLowerCase().slice(-before.length),
  );
}
