/*
 * A "sí" read where the words around it deny the affectation (issue #17): "no se encuentra
 * afecta", "no afecta", "sin afectación". The answer was taken from another statement or mark
 * than the one its words make, or a mark OCR blurred between the two options.
 */

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A statement or option that the property is not affected. */
const DENIAL =
  /\b(?:no\s+(?:se\s+)?(?:encuentra|esta|queda|resulta)\s+afect|no\s+afect[ao]s?\b|sin\s+afectacion)/;

/** True when a "sí" was read from a snippet that denies the affectation. */
export function yesAmongDenials(value: boolean, snippet: string): boolean {
  return value && DENIAL.test(fold(snippet));
}
