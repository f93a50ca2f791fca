import type { Report } from '../../../../common/report/schema';
import { canonicalComuna, COMUNA_NAME_WORDS } from '../../../../common/vocabularies/comunas';
import { foldLower } from '../text/folded';

/*
 * An appraisal certificate prints the property's address and its comuna in two cells of one row
 * ("INDEPENDENCIA 318    COBQUECURA"); where their gap is lost (a worn copy, a narrow table) the
 * address is read with the comuna's cell after its number. The certificate states the comuna in a
 * field of its own, so an address ending in it after its number holds the next cell.
 */

/**
 * Words before a name that bears its comuna's name ("Caleta Tortel", "V Alhué", "Ed Mirador de
 * Papudo"): a locality, a villa or a building is part of the address.
 */
const PLACE_NOUN =
  /^(?:caleta|villa|v|pobl?(?:acion)?\.?|pob|sector|puerto|pueblo|localidad|balneario|fundo|hijuela|estacion|loteo|condominio|cond|edificio|ed|de|del)$/;

/** True when the address ends, after a number, in the words of the comuna its certificate states. */
export function comunaCellInAddress(value: string, comuna: string | null): boolean {
  if (!comuna) return false;
  const own = canonicalComuna(comuna);
  const words = value.trim().split(/\s+/);
  for (let count = 1; count <= Math.min(COMUNA_NAME_WORDS, words.length - 1); count++) {
    const before = words.slice(0, -count);
    const tail = words.slice(-count).join(' ');
    // "… 14 CALETA TORTEL": a locality named after its comuna is part of the address.
    const locality = PLACE_NOUN.test(foldLower(before.at(-1) ?? ''));
    if (before.some((word) => /\d/.test(word)) && !locality && own !== null && canonicalComuna(tail) === own)
      return true;
  }
  return false;
}

/**
 * True when the address opens with the row's comuna and rol cells ("COIHUECO 521-44", the
 * address's own cell lost or read apart): the cells before the address read as it.
 */
export function rolCellInAddress(value: string): boolean {
  const cells = /^(\D+?)\s+(\d{1,5})\s?-\s?(\d{1,5})(?!\d)/u.exec(value.trim());
  return cells?.[1] !== undefined && canonicalComuna(cells[1]) !== null;
}

/**
 * Paths of the appraisal certificates' addresses that end in their certificate's (or property's)
 * comuna, or open with the comuna's and the rol's cells.
 */
export const appraisalAddressesWithComuna = (report: Report): string[] =>
  (report.certificados_avaluo ?? []).flatMap((certificate, index) =>
    certificate.direccion &&
    // Where the certificate's comuna was not read, the property's, as its inscription gives it.
    (comunaCellInAddress(
      certificate.direccion,
      certificate.comuna || report.property_registry_history[0]?.comuna || null,
    ) ||
      rolCellInAddress(certificate.direccion))
      ? [`certificados_avaluo[${index}].direccion`]
      : [],
  );
