/*
 * Blanks stay blank (issue #11). `null` is a value the documents do not give; for the numbers that
 * identify an inscription or a certificate 0 means the same, since no registry numbers fojas,
 * número or año 0: older reports and unread fields store 0 there. Amounts are different: $0 of
 * debt is a real value.
 */

/** The number, or null when it cannot identify anything (missing or 0). */
export function knownIdentifier(value: number | null | undefined): number | null {
  return value == null || value === 0 ? null : value;
}

/** Text that says something, or null for missing or blank text. */
export function knownText(value: string | null | undefined): string | null {
  return value == null || value.trim() === '' ? null : value;
}

/** The fields that locate an inscription in a Conservador's registry. */
export interface InscriptionKey {
  fojas: number | null;
  numero: number | null;
  ano: number | null;
}

/** Which of fojas, número and año are missing, in that order, by their Spanish names. */
export function missingInscriptionFields(key: InscriptionKey): string[] {
  const missing: string[] = [];
  if (knownIdentifier(key.fojas) === null) missing.push('fojas');
  if (knownIdentifier(key.numero) === null) missing.push('número');
  if (knownIdentifier(key.ano) === null) missing.push('año');
  return missing;
}
