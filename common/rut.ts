/**
 * Chilean RUT/RUN: a body of up to 8 digits and a módulo-11 check digit (0–9 or K), printed as
 * `12.345.678-5`, `12345678-5` or `123456785`.
 */
export interface Rut {
  /** Digits only, no leading zeros. */
  body: string;
  /** `0`–`9` or upper-case `K`. */
  checkDigit: string;
}

const RUT_PATTERN = /^(\d{1,3}(?:\.\d{3}){1,2}|\d{1,8})-?([\dK])$/;
const MAX_BODY_DIGITS = 8;

/** Check digit for a RUT body (shared/docs/chilean-documents.md §0.1). */
export function computeRutCheckDigit(body: string | number): string {
  let sum = 0;
  let factor = 2;
  for (const digit of String(body).split('').reverse()) {
    sum += Number(digit) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const remainder = 11 - (sum % 11);
  if (remainder === 11) return '0';
  if (remainder === 10) return 'K';
  return String(remainder);
}

/**
 * Splits a printed RUT into body and check digit, accepting dots or none, the hyphen or none,
 * spaces around the parts and a lower-case k. Does not check the digit: see `isValidRut`.
 * Null when the text is not shaped like a RUT.
 */
export function parseRut(text: string): Rut | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  const match = RUT_PATTERN.exec(compact);
  if (!match?.[1] || !match[2]) return null;
  const body = match[1].replaceAll('.', '').replace(/^0+(?=\d)/, '');
  if (body === '0' || body.length > MAX_BODY_DIGITS) return null;
  return { body, checkDigit: match[2] };
}

/** True when the text is a RUT whose check digit matches its body. */
export function isValidRut(text: string): boolean {
  const rut = parseRut(text);
  return rut !== null && computeRutCheckDigit(rut.body) === rut.checkDigit;
}

/** Compact form for comparing RUTs: `12345678-5`; null when not a RUT. */
export function normalizeRut(text: string): string | null {
  const rut = parseRut(text);
  return rut && `${rut.body}-${rut.checkDigit}`;
}

/** Display form with thousands dots: `12.345.678-5`; null when not a RUT. */
export function formatRut(text: string): string | null {
  const rut = parseRut(text);
  return rut && `${rut.body.replace(/\B(?=(\d{3})+$)/g, '.')}-${rut.checkDigit}`;
}
