import { DOUBTFUL_CONFIDENCE } from '../../../../common/record/provenance';
import type { FoundRut } from '../text/rut';

/**
 * Stage 5 of reading (validate): whether a recognised value can be what it claims, and how sure
 * the reader may be of it. Values that fail are dropped to null (never 0) or kept marked unsure.
 */

/** CBR registers start in 1857; anything before 1800 or after next year is a misreading. */
const FIRST_YEAR = 1800;
/** Santiago's registers run past 100.000 fojas and 150.000 números a year. */
const MAX_FOJAS = 200_000;
const MAX_NUMERO = 500_000;

export function plausibleYear(year: number | null): year is number {
  return year !== null && year >= FIRST_YEAR && year <= new Date().getFullYear() + 1;
}

export function plausibleFojas(fojas: number | null): number | null {
  return fojas !== null && fojas > 0 && fojas <= MAX_FOJAS ? fojas : null;
}

export function plausibleNumero(numero: number | null): number | null {
  return numero !== null && numero > 0 && numero <= MAX_NUMERO ? numero : null;
}

/** A RUT whose check digit fails is kept (it may be the document's typo) but marked unsure. */
export function rutConfidence(rut: FoundRut | undefined): number {
  return rut && !rut.valid ? DOUBTFUL_CONFIDENCE : 0.9;
}

/**
 * A copy's register margin (`Nº76325`) and page footers (`Fojas 52606`) repeat the inscription's
 * número and fojas: when they agree with the certification the reading is confirmed.
 */
export function confirmedByMargins(
  raw: string,
  ref: { fojas: number | null; numero: number | null },
): boolean {
  const margins = [...raw.matchAll(/^\s*N\s?[º°]\s*(\d[\d.]*)\s*$/gmu)].map((match) =>
    Number(match[1]?.replace(/\./g, '')),
  );
  const footers = [...raw.matchAll(/^\s*(?:fojas|fs\.?)\s+(\d[\d.]*)\b/gimu)].map((match) =>
    Number(match[1]?.replace(/\./g, '')),
  );
  return (
    (ref.numero !== null && margins.includes(ref.numero)) ||
    (ref.fojas !== null && footers.includes(ref.fojas))
  );
}
