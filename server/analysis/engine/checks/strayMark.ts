/*
 * A question mark in a value that asks nothing ("calle Centenario N.? 428"): OCR's reading of a
 * character it could not make out (a "º", a "ª"), so the value is not printed as the reader has it.
 * The same for a lone quote opening a word ("comuna de 'uillota"): a worn copy's capital OCR could
 * not make out, where no name's apostrophe ("O'Higgins") and no quoted name ("'El Roble'") stands.
 */

/** Single quotes as OCR reads them. */
const QUOTE = `['’‘\`´]`;

/** True when a value holds a "?" that closes no question ("¿…?"), or a lone quote opening a word. */
export function strayQuestionMark(value: string): boolean {
  if (/\?/.test(value.replace(/¿[^?]*\?/g, ''))) return true;
  const unquoted = value
    .replace(new RegExp(`(?<=\\p{L})${QUOTE}(?=\\p{L})`, 'gu'), '')
    .replace(new RegExp(`${QUOTE}[^'’‘\`´]+${QUOTE}`, 'gu'), '');
  return new RegExp(`(?<!\\p{L})${QUOTE}\\p{L}`, 'u').test(unquoted);
}

/**
 * A sign no word, name or address of these documents prints ("£ Manuel Montt", "§itio 4"): OCR's
 * reading of a word or letter a worn copy blurred, so the value is not printed as the reader has it.
 * Not "$" nor "°"/"º", which amounts and numbers print.
 */
const STRAY_GLYPH = /[£¥€§¤©®¶¬¢]/u;

export function strayGlyph(value: string): boolean {
  return STRAY_GLYPH.test(value);
}
