/*
 * In prose a number stands apart from the word before it ("bajo el número 77"): a lower-case word
 * run into digits ("número77", "lote5") is a space a worn copy lost, and the words around it may
 * be misread too.
 */

/** Whether prose holds a word of three or more lower-case letters glued to the digits after it. */
export function wordGluedToDigits(value: string): boolean {
  return /(?<!\p{L})\p{Ll}{3,}\d/u.test(value);
}
