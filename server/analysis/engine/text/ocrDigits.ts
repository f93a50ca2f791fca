/*
 * The letters OCR prints for digits: O or o for 0, l or I for 1, S for 5, B for 8. Which of them a
 * place admits is its own pattern's choice (a RUT's B, a rol's S); this only maps them back.
 */
const DIGIT_FOR_LETTER = new Map([
  ['O', '0'],
  ['o', '0'],
  ['l', '1'],
  ['I', '1'],
  ['S', '5'],
  ['B', '8'],
]);

/** `printed` with each letter OCR reads for a digit replaced by that digit ("2lO" → "210"). */
export function digitsForLetters(printed: string): string {
  return printed.replace(/[OolISB]/g, (letter) => DIGIT_FOR_LETTER.get(letter) ?? letter);
}
