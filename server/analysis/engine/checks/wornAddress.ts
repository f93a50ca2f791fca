/*
 * An address a worn copy garbled in ways its shape still allows (issue #17): its street's name
 * lost before the number ("188, lote B": the number, then the rest), and a lone "I", "l" or "L",
 * letters tesseract reads for one another ("L CARRERA PINTO 318" printed "I. CARRERA PINTO").
 */

/** A number opening the address and closed by a comma: the street's name before it was lost. */
const NUMBER_FIRST = /^\s*\d+[A-Za-z]?\s*,/u;

/** A word that is one of the letters OCR reads alike: capital I, lower-case l, capital L. */
const LOOK_ALIKE_LETTER = /(?:^|\s)[IlL](?=\s|\.|$)/u;

/** True when an address read by OCR lost its street's name or holds a letter read two ways. */
export function wornAddress(value: string): boolean {
  return NUMBER_FIRST.test(value) || LOOK_ALIKE_LETTER.test(value);
}
