/*
 * A margin note a scan read into the inscription's lines ("compra a don HÉCTOR MANUEL PA-
 * CANCELADA: REDES ASENJO, …, domiciliado en transferida a fs. 3412 …"): the note's words cut the
 * party's, so a name read right after the note's heading, or a domicile holding the note's words,
 * is not the party's as printed.
 */

/** A margin note's heading right before a name, glued to the word before it or not (folded, lower case). */
const NOTE_HEADING_BEFORE =
  /(?:cancelad[ao]|transferid[ao]|subinscripcion|notas?\s+marginal(?:es)?)\s*:?\s*$/u;

/** The words of a margin note that transfers or cancels the inscription ("transferida a fs."). */
const NOTE_WORDS = /(?<!\p{L})(?:cancelad[ao]|transferid[ao])(?!\p{L})|(?<!\p{L})a\s?fs\.?(?!\p{L})/iu;

/** Whether the words printed right before a name (folded, lower case) end on a margin note's heading. */
export function nameAfterMarginNote(before: string): boolean {
  return NOTE_HEADING_BEFORE.test(before);
}

/** Whether a party's domicile holds a margin note's words: no street or place is named so. */
export function marginNoteInDomicile(value: string): boolean {
  return NOTE_WORDS.test(value);
}
