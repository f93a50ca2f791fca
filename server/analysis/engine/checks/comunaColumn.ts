import type { Report } from '../../../../common/report/schema';
import { canonicalComuna } from '../../../../common/vocabularies/comunas';

/*
 * An appraisal certificate prints the property's address and its comuna in two cells of one row
 * ("INDEPENDENCIA 318    COBQUECURA"); where their gap is lost (a worn copy, a narrow table) the
 * address is read with the comuna's cell after its number. The certificate states the comuna in a
 * field of its own, so an address ending in it after its number holds the next cell.
 */

/** The most words a comuna's name has ("San Pedro de la Paz"). */
const COMUNA_WORDS = 5;

/** True when the address ends, after a number, in the words of the comuna its certificate states. */
export function comunaCellInAddress(value: string, comuna: string | null): boolean {
  if (!comuna) return false;
  const own = canonicalComuna(comuna);
  const words = value.trim().split(/\s+/);
  for (let count = 1; count <= Math.min(COMUNA_WORDS, words.length - 1); count++) {
    const before = words.slice(0, -count);
    const tail = words.slice(-count).join(' ');
    if (before.some((word) => /\d/.test(word)) && own !== null && canonicalComuna(tail) === own) return true;
  }
  return false;
}

/** Paths of the appraisal certificates' addresses that end in their certificate's comuna. */
export const appraisalAddressesWithComuna = (report: Report): string[] =>
  (report.certificados_avaluo ?? []).flatMap((certificate, index) =>
    certificate.direccion && comunaCellInAddress(certificate.direccion, certificate.comuna ?? null)
      ? [`certificados_avaluo[${index}].direccion`]
      : [],
  );
