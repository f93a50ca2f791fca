/*
 * A digitised copy's text layer (an old inscription scanned and OCR'd by the office itself) may
 * print the digits OCR confused with letters ("sitio l5", "N° 2lO", "3l2 metros"): a number read
 * with an "l", an "I" or an "O" in it is no number a writer types, so the value holding it is
 * doubtful, whatever confidence the reading had.
 */

/**
 * A token of digits and the letters OCR takes them for, holding at least one of each ("l5", "2l",
 * "2lO", "1O4"), its thousands stops kept ("N° ll.284", "4.98l"); words ("Lote", "IO" alone) and
 * codes of other letters ("B12", "C-2291") are not.
 */
const DIGITS_READ_AS_LETTERS =
  /(?<![\p{L}\d])(?=[\dlIO.]*\d)(?=[\dlIO.]*[lIO])[\dlIO](?:[\dlIO]|\.(?=[\dlIO]))+(?![\p{L}\d])/u;

/**
 * A number after its sign read wholly as letters, a lower-case "l" among them ("Parcela N° ll",
 * "sitio N° lO"): no word nor Roman numeral (those are capitals) stands there.
 */
const SIGNED_NUMBER_AS_LETTERS = /(?:\bN[°º]|\bn[úu]mero|\bnro\.?)\s*(?=[lIO]*l)[lIO]{1,6}(?![\p{L}\d])/u;

/** Whether `value` holds a number OCR read with letters in it. */
export function digitsReadAsLetters(value: string): boolean {
  return DIGITS_READ_AS_LETTERS.test(value) || SIGNED_NUMBER_AS_LETTERS.test(value);
}
