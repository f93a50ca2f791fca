import type { AcquisitionKind } from '../extractors/inscription';

/*
 * An inscription written as the deed's sale, not as an ownership ("Por escritura … otorgada en la
 * Notaría de X de don Y, SELLER, …, vendió a BUYER, …, quien compró para sí, el inmueble …"): the
 * sellers stand before the verb, the buyers (the owners) after it, and the property after the
 * buyers' acceptance. Read only where the copy says no "es dueño" nor "se inscribe a nombre de".
 */

/**
 * The transfer's verb and the buyers' preposition: "vendió a", "vendió al", "vendió, cedió y
 * transfirió a", "VENDIO A", "donó a", "aportó a", "dio en pago a"; or the deed's own present,
 * which an inscription may copy ("por la cual don X vende, cede y transfiere a don Y, quien compra
 * y acepta para sí, …"; only the triple verb: a lone "vende" may be a clause's promise). The deed
 * may be named between the verb and the buyers ("vendió, por escritura pública de … ante la
 * Notaria de X doña Y, a doña Z", "vendió por escritura de …, otorgada ante …, a doña Z").
 */
export const SALE_VERB =
  /\b(vendi(?:ó|o|eron)|don(?:ó|aron)|aport(?:ó|aron)|permut(?:ó|aron)|transfiri(?:ó|o|eron)|di(?:o|eron)\s+en\s+pago|venden?(?=\s*,\s*ceden?\s+y\s+transfieren?\b))(?:\s*,\s*(?:cedi|ceden?\b|transfiri|don|aport|enajen)\p{L}*)*(?:\s*,?\s+y\s+(?:cedi|transfiri|transfieren?\b|enajen|don|aport)\p{L}*)?(?:\s*,?\s+(?:por|mediante|seg[úu]n)\s+escritura\b[^;]{0,220}?,)?\s+(?:al(?=\s)|a(?:\s+favor\s+de)?|en\s+favor\s+de)\s+/iu;

/**
 * Where the property starts after the buyers: after their acceptance ("para sí, el inmueble",
 * "para su representada, el predio", "y compró para sí la casa y sitio") or after a comma and an
 * article ("…, domiciliada en Punta Arenas, la casa y sitio …"); the article is no part of it.
 */
const PROPERTY_START =
  /(?:\bpara\s+(?:s[ií]|su\s+representad[oa]|ell[oa]s)\s*,?\s*(?:(?:el|la|los|las)\s+)?|,\s*(?:el|la|los|las)\s+)(?=(?:inmueble|casa|sitio|predio|propiedad|lote|departamento|parcela|terreno|local|bodega|estacionamiento|hijuela|retazo|resto)\b)/iu;

/** The buyers' acceptance after their names ("…, quien compró", "quienes compraron", "quien declara adquirir"). */
const ACCEPTANCE = /,?\s*quien(?:es)?\s+(?=\p{L})/iu;

/**
 * The end of the deed's clause before the sellers: its notary ("otorgada en la Notaría de Lota de
 * don X Y Z,", "en esta Notaría de Loncoche, de don X,"); the last before the verb.
 */
const NOTARY_BEFORE = /notar[íi][ao]\b[^,;.]{0,60}?,?\s+(?:de\s+)?(?:don|do[ñn]a)\s+[^,;]{3,80},\s*/giu;

/** How far before its verb the sellers' clause may start. */
const SELLERS_REACH = 600;

export interface SaleClause {
  /** The sellers' words, and where they start in the body. */
  sellers: { text: string; index: number };
  /** The buyers' words (the owners), and where they start in the body. */
  buyers: { text: string; index: number };
  /** Where the property's description starts in the body. */
  propertyAt: number;
  /** The verb's match (facts' act source) and where it stands. */
  verb: { text: string; index: number };
  kind: AcquisitionKind;
}

function saleKind(verb: string): AcquisitionKind {
  const folded = verb.toLowerCase();
  if (folded.startsWith('vend')) return 'compra';
  if (folded.startsWith('don')) return 'donacion';
  if (folded.startsWith('aport')) return 'aporte';
  if (folded.startsWith('permut')) return 'permuta';
  return 'otro';
}

/** The sale an inscription's body states, or null when it states none with a property after it. */
export function saleClause(body: string): SaleClause | null {
  const verb = SALE_VERB.exec(body);
  if (!verb?.[1]) return null;
  const buyersAt = verb.index + verb[0].length;
  const after = body.slice(buyersAt);
  const property = PROPERTY_START.exec(after);
  if (!property) return null;
  const acceptance = ACCEPTANCE.exec(after.slice(0, property.index));
  const buyersEnd = acceptance ? acceptance.index : property.index;
  const reachAt = Math.max(0, verb.index - SELLERS_REACH);
  const before = body.slice(reachAt, verb.index);
  const notary = [...before.matchAll(NOTARY_BEFORE)].at(-1);
  // Without a notary before it, the sellers start with the verb's sentence.
  const sentence = Math.max(before.lastIndexOf('.-'), before.lastIndexOf(': '), before.lastIndexOf('. '));
  const sellersFrom = notary ? notary.index + notary[0].length : sentence < 0 ? 0 : sentence + 2;
  return {
    sellers: { text: before.slice(sellersFrom), index: reachAt + sellersFrom },
    buyers: { text: after.slice(0, buyersEnd), index: buyersAt },
    propertyAt: buyersAt + property.index + property[0].length,
    verb: { text: verb[0], index: verb.index },
    kind: saleKind(verb[1]),
  };
}
