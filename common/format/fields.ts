/** How a value the documents do not give is written, on screen and in the PDF/DOCX (never as 0). */
export const NOT_INFORMED = 'No informado';

/** A text as printed: `No informado` when blank. */
export function textOrNotGiven(value: string | null | undefined): string {
  return value == null || value.trim() === '' ? NOT_INFORMED : value.trim();
}

/** Chilean documents and users write thousands with dots: `1.140`, `12.345.678`. */
const DOTTED_THOUSANDS = /^-?\d{1,3}(?:\.\d{3})+$/;

/**
 * Integer from a numeric text field (fojas, número, año, plano, amounts). Leading digits count, as
 * in `parseInt` (SPEC §5): `12 vta` → 12. Text holding no integer, an emptied field included, is
 * null, "not informed": issue #11 overrides SPEC §5's fallback to 0, which the report then showed
 * and printed as if 0 were the value read.
 */
export function parseIntegerField(text: string): number | null {
  const trimmed = text.trim();
  const digits = DOTTED_THOUSANDS.test(trimmed) ? trimmed.replaceAll('.', '') : trimmed;
  const parsed = Number.parseInt(digits, 10);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

/** Optional text (codigo_verificacion, comuna, rut): blank becomes null, anything else is kept as typed. */
export function emptyToNull(text: string | null | undefined): string | null {
  return text == null || text.trim() === '' ? null : text;
}
