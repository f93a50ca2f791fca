import { NUMBER_WORD_ALTERNATION } from './numberWords';

/*
 * A length written in words and again in digits between parentheses, as some registries print
 * a deslinde: "al Norte, quince metros (15,00 m) con calle X", "ocho coma cinco (8,50) metros
 * con Y". The digits are the reading kept: one length, no parenthesis left between the length
 * and its neighbour.
 */

const WORD = String.raw`(?:${NUMBER_WORD_ALTERNATION})(?!\p{L})`;
const WORDS = String.raw`${WORD}(?:\s+(?:y\s+|coma\s+)?${WORD})*`;
const DIGITS = String.raw`\(\s*(\d+(?:[.,]\d+)?)\s*(?:metros?|mts?|m)?\.?\s*\)`;

/** "quince metros (15,00 m)", "quince metros (15,00 metros)". */
const WORDS_METRES_DIGITS = new RegExp(String.raw`(?<!\p{L})${WORDS}\s+metros?\s*${DIGITS}`, 'giu');
/** "quince coma cinco (15,50) metros". */
const WORDS_DIGITS_METRES = new RegExp(String.raw`(?<!\p{L})${WORDS}\s*${DIGITS}\s*metros?(?!\p{L})`, 'giu');

/** The text with each length printed in words and digits written once, in digits ("15,00 metros"). */
export function lengthsAsDigits(text: string): string {
  return text
    .replace(WORDS_METRES_DIGITS, (_whole, digits: string) => `${digits} metros`)
    .replace(WORDS_DIGITS_METRES, (_whole, digits: string) => `${digits} metros`);
}
