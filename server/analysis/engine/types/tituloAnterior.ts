import {
  CBR,
  INSCRIPTION_BODY,
  INSCRIPTION_FIELDS,
  VIGENCIA,
  NOT_IN_FORCE,
  CANCELLED_BY_TRANSFER,
} from '../classify/sharedSignals';
import type { TypeSignals } from '../classify/signals';
import { inscription } from './typeReader';

/*
 * A copy of an earlier title: how the engine recognises it (its classifier signals, scored in
 * classify/scoreTypes.ts) and reads it (its extractor, issue date, issuer, list item and facts).
 */

const signals = {
  titles: [
    // Not a copy titled "con (certificado de) vigencia": that title is the dominio vigente's.
    /(?:copia|transcripcion)\s+(?:autorizada\s+|literal\s+)?de\s+(?:la\s+)?inscripcion(?!\s+(?:de\s+dominio\s+)?con\s+(?:(?:certificado|certificacion|nota|constancia)\s+de\s+)?vigencia)/,
    // As a title on its own line; in a sentence ("al margen de la inscripción de dominio") it is no title.
    /^\s*inscripcion\s+de\s+dominio\s*$/m,
    /copia\s+(?:autorizada\s+)?de\s+titulo/,
    // A copy's certification that says nothing of vigencia ("conforme con (la inscripción de) su
    // original") (VIGENCIA below rules this type out).
    /\b(?:copia|inscripcion|transcripcion)\b[^.]{0,80}?(?:conforme\s+(?:a|con)|fiel\s+(?:a|de)|identica\s+a)\s+(?:la\s+inscripcion\s+de\s+)?su\s+original/,
    CANCELLED_BY_TRANSFER,
  ],
  issuers: [CBR],
  phrases: [
    ...INSCRIPTION_BODY,
    NOT_IN_FORCE,
    /\bcancelad[oa]\b/,
    // "Es copia fiel de la inscripción de fojas …": a copy certified, said of vigencia or not (a
    // phrase, not a title: a page of this certification alone is the copy's before it).
    /\bcopia\s+fiel\s+de\s+(?:la\s+)?inscripcion\s+de\s+(?:fojas|fs\.?)\s*\d/,
    /(?:es|esta)\s+(?:copia\s+)?(?:fiel|conforme)\s+(?:a|con|de)\s+su\s+original/,
  ],
  fields: INSCRIPTION_FIELDS,
  // The registrar certifying this very copy in force ("es copia fiel de la inscripción de fojas …,
  // que se encuentra vigente") counts once more: a copy titled "Copia de inscripción" so certified
  // is the current title.
  against: [
    ...VIGENCIA,
    /\bcopia\s+(?:fiel|autorizada|conforme)\s+de\s+(?:la\s+)?inscripcion\b[^.]{0,200}?(?<!\bno\s)(?:(?:se\s+encuentra|se\s+halla|esta)\s+(?:actualmente\s+)?vigente|vigente\s+a\s+la\s+fecha)\b/,
  ],
} satisfies TypeSignals;

export const tituloAnteriorEngine = { signals, ...inscription(false) };
