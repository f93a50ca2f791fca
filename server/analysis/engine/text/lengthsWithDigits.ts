import { NUMBER_WORD_ALTERNATION } from './numberWords';

/*
 * A length written in words and again in digits between parentheses, as some registries print
 * a deslinde: "al Norte, quince metros (15,00 m) con calle X", "ocho coma cinco (8,50) metros
 * con Y", or in digits first and words between the parentheses ("en 114,30 metros (ciento
 * catorce metros treinta centímetros) con Z"). The digits are the reading kept: one length, no
 * parenthesis left between the length and its neighbour.
 */

const WORD = String.raw`(?:${NUMBER_WORD_ALTERNATION})(?!\p{L})`;
const WORDS = String.raw`${WORD}(?:\s+(?:y\s+|coma\s+)?${WORD})*`;
const DIGITS = String.raw`\(\s*(\d+(?:[.,]\d+)?)\s*(?:metros?|mts?|m)?\.?\s*\)`;

/** Centimetres after the metres in words: "cincuenta centímetros", "con treinta centímetros". */
const CENTIMETRES = String.raw`(?:\s+(?:con\s+|y\s+)?${WORDS}\s+cent[íi]metros?)?`;
/** "quince metros (15,00 m)", "quince metros (15,00 metros)", "doce metros cincuenta centímetros (12,50 m.)". */
const WORDS_METRES_DIGITS = new RegExp(
  String.raw`(?<!\p{L})${WORDS}\s+metros?${CENTIMETRES}\s*${DIGITS}`,
  'giu',
);
/** "quince coma cinco (15,50) metros". */
const WORDS_DIGITS_METRES = new RegExp(String.raw`(?<!\p{L})${WORDS}\s*${DIGITS}\s*metros?(?!\p{L})`, 'giu');

/** A unit or joining word inside a length in words: "metros", "centímetros", "coma", "con", "y". */
const LENGTH_WORD = String.raw`(?:metros?|cent[íi]metros?|coma|con|y)(?!\p{L})`;
/** "114,30 metros (ciento catorce metros treinta centímetros)": only number and unit words inside. */
const DIGITS_METRES_WORDS = new RegExp(
  String.raw`(\d+(?:[.,]\d+)?)\s*(?:metros?|mts?\.?|m\.?)\s*\(\s*${WORD}(?:\s*(?:${WORD}|${LENGTH_WORD}))*\s*\)`,
  'giu',
);

/** The text with each length printed in words and digits written once, in digits ("15,00 metros"). */
export function lengthsAsDigits(text: string): string {
  return text
    .replace(WORDS_METRES_DIGITS, (_whole, digits: string) => `${digits} metros`)
    .replace(WORDS_DIGITS_METRES, (_whole, digits: string) => `${digits} metros`)
    .replace(DIGITS_METRES_WORDS, (_whole, digits: string) => `${digits} metros`);
}
