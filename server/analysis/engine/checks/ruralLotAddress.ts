import { foldLower } from '../text/folded';

/*
 * A GP's domicilio is the property's street and number. A rural property has none: the GP names
 * it by its lot ("Inmueble: Hijuela N° 3 Fundo El Roble, sector Los Maitenes", "Reserva CORA N° 2,
 * P.P. Las Vertientes"), a designation the reviewer must judge, not an address to take as read.
 */

/** A rural lot's or estate's noun opening the value. */
const LOT_NOUN =
  /^(?:hijuela|parcela|lote|reserva|fundo|predio|chacra|resto|quinta|potrero|retazo|sitio\s+(?:n[°º.]?\s*)?\d+\s+(?:del?\s+)?(?:fundo|proyecto|parcelacion))\b/;
/** A street's word: then the value is an address after all ("Parcela 4, Camino Lo Herrera 2150"). */
const STREET_WORD =
  /\b(?:calle|avenida|av|avda|pasaje|pje|camino|ruta|carretera|callejon|calzada|costanera|alameda|boulevard)\b/;

/** True when a GP's domicilio is a rural lot's designation with no street. */
export function ruralLotAddress(value: string): boolean {
  const folded = foldLower(value).trim();
  return LOT_NOUN.test(folded) && !STREET_WORD.test(folded);
}
