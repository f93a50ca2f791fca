/** Chilean documents and users write thousands with dots: `1.140`, `12.345.678`. */
const DOTTED_THOUSANDS = /^-?\d{1,3}(?:\.\d{3})+$/;

/**
 * Integer from a numeric text field (fojas, número, año, plano, amounts); 0 when the text holds
 * no integer (SPEC §5). Leading digits count, as in `parseInt`: `12 vta` → 12.
 */
export function parseIntegerField(text: string): number {
  const trimmed = text.trim();
  const digits = DOTTED_THOUSANDS.test(trimmed) ? trimmed.replaceAll('.', '') : trimmed;
  const parsed = Number.parseInt(digits, 10);
  return Number.isSafeInteger(parsed) ? parsed : 0;
}

/** Optional text (codigo_verificacion, comuna, rut): blank becomes null, anything else is kept as typed. */
export function emptyToNull(text: string | null | undefined): string | null {
  return text == null || text.trim() === '' ? null : text;
}
