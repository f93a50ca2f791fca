/*
 * A question mark in a value that asks nothing ("calle Centenario N.? 428"): OCR's reading of a
 * character it could not make out (a "º", a "ª"), so the value is not printed as the reader has it.
 */

/** True when a value holds a "?" that closes no question ("¿…?"). */
export function strayQuestionMark(value: string): boolean {
  return /\?/.test(value.replace(/¿[^?]*\?/g, ''));
}
