/*
 * A vertical rule ("|") is what a document prints between columns (a copy's margin, a table's
 * cells), never a character of a name, an address or a sentence: a value holding one was read
 * across the rule, with words of the column beside it.
 */

/** True when a value holds a column rule between its words, or runs up to one ("calle Prat,|"). */
export function holdsColumnRule(value: string): boolean {
  return /[|¦│]/u.test(value.trim());
}
