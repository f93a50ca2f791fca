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
 * A copy of the current inscription certified in force: how the engine recognises it (its
 * classifier signals, scored in classify/scoreTypes.ts) and reads it (its extractor, issue date,
 * issuer, list item and facts).
 */

/**
 * A cancellation by transfer, in a copy not certified in force: where the registrar certifies the
 * copy VIGENTE, the cancelled inscription is the earlier title it transcribes ("INSCRIPCIÓN
 * ANTERIOR QUE SE TRANSCRIBE … Al margen: CANCELADA. Transferida a fs. 5104 vta."), not the copy.
 */
const CANCELLED_UNCERTIFIED = new RegExp(
  `^(?![^]*(?:${VIGENCIA.map((pattern) => pattern.source).join('|')}))[^]*(?:${CANCELLED_BY_TRANSFER.source})`,
);

const signals = {
  titles: [
    /(?:certificado|cert\.)\s*(?:de\s*)?dominio\s*vigente/,
    /dominio\s*vigente\b/,
    // "con vigencia", "con certificado (certificación, nota) de vigencia".
    /copia\s*(?:autorizada\s*)?(?:de\s*(?:la\s*)?inscripcion\s*)?con\s*(?:(?:certificado|certificacion|nota|constancia)\s*de\s*)?vigencia/,
    /inscripcion\s*(?:de\s*dominio\s*)?con\s*(?:(?:certificado|certificacion|nota|constancia)\s*de\s*)?vigencia/,
    /certificado\s*de\s*vigencia\s*de\s*(?:dominio|inscripcion)/,
    /certificado\s*de\s*inscripcion\s*(?:y|con)\s*(?:(?:certificado\s*)?de\s*)?vigencia/,
    // The certification that the inscription is in force is what makes a copy a dominio vigente.
    ...VIGENCIA,
  ],
  issuers: [CBR],
  phrases: INSCRIPTION_BODY,
  fields: INSCRIPTION_FIELDS,
  against: [
    NOT_IN_FORCE,
    /sociedad\s+se\s+encuentra\s+vigente|vigencia\s+de\s+(?:la\s+)?sociedad/,
    CANCELLED_UNCERTIFIED,
  ],
} satisfies TypeSignals;

export const dominioVigenteEngine = { signals, ...inscription(true) };
