import { foldLower } from '../text/folded';

/*
 * A party's domicile is read up to the next comma or clause of a deed's sentence ("domiciliada en
 * Quirihue, por el precio de …"): when the clause after it has no comma before its words, the
 * domicile runs on into the price or the payment, which no address holds.
 */

/**
 * Words of a deed's price, payment or title clause, or of the notary it was signed before
 * ("…, Santiago, según escritura de 5 de junio otorgada en la Notaría de …", the "según" a worn
 * copy misread).
 */
const CLAUSE_WORDS =
  /\b(?:por el precio|en el precio|precio de|pagad[oa]s?|se pago|al contado|a plazo|segun escritura|escritura publica|unidades de fomento|otorgad[oa] (?:en|ante)|ante (?:el|la) notari[oa])\b/;

/** True when an address holds the words of the deed's clause printed after it. */
export function deedClauseInAddress(value: string): boolean {
  return CLAUSE_WORDS.test(foldLower(value));
}
