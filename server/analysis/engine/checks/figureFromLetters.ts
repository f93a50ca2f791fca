import { digitsForLetters } from '../text/ocrDigits';

/*
 * A length whose figure the reader repaired from letters among its digits ("3l,2O metros", "3OO
 * metros": a typed copy scanned into the text layer, an l for a 1, an O for a 0). The repair is
 * likely right, yet it is a reading of what the page does not print: the value is doubted.
 */

/** A figure before its unit holding a digit and an l or an O among its digits. */
const LETTERED_FIGURE =
  /(?<![\p{L}\d])(?=[\dlO.,]*\d)(?=[\dlO.,]*[lO])[\dlO]+(?:[.,][\dlO]+)?(?=\s*(?:metros?|mts?\.?|m)(?!\p{L}))/gu;

/** True when the snippet prints the value's figure with letters for digits. */
export function figureFromLetters(value: string, snippet: string): boolean {
  const figure = /^(\d+)(?:,(\d+))?/u.exec(value);
  if (!figure) return false;
  const target = Number(`${figure[1] ?? ''}.${figure[2] ?? '0'}`);
  return [...snippet.matchAll(LETTERED_FIGURE)].some(
    ([printed]) => Number(digitsForLetters(printed).replace(',', '.')) === target,
  );
}
