/*
 * A verification code a worn copy broke (issue #17): OCR read part of it as the code and the rest
 * as a fragment after it on its line ("PQR-5512-08; 31", "MNT-4] 7KX-22QA", "SRVC-26 QX"). Its
 * structure still checks (selfCheckingCode), so only the words after it show the cut.
 */

/**
 * After the code: a bracket or semicolon glued to it, or after a few spaces a fragment standing
 * alone, of up to four characters with a digit or of two capitals; not a word of the sentence
 * ("DE"), a signer's initial ("A. REINOSO") or name ("ANA", "JEFE"), nor "N°".
 */
const FRAGMENT_AFTER =
  /^(?:[;\]|}]|\s{1,4}(?!(?:DE|EL|LA|EN)\b)(?:(?=[A-Z]{0,3}\d)[A-Z0-9]{1,4}|[A-Z]{2})(?=\s|$|[,;:]))/u;

/** True when the code is followed in its snippet by a fragment of itself a worn copy split off. */
export function codeRunsOn(value: string, snippet: string): boolean {
  const code = value.trim();
  const at = code === '' ? -1 : snippet.indexOf(code);
  return at !== -1 && FRAGMENT_AFTER.test(snippet.slice(at + code.length));
}
