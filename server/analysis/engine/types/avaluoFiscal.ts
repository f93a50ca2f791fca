import type { TypeSignals } from '../classify/signals';
import { extractSiiAppraisal } from '../extractors/siiAppraisal';
import { reader } from './typeReader';

/*
 * The SII's certificate of the fiscal appraisal: how the engine recognises it (its classifier
 * signals, scored in classify/scoreTypes.ts) and reads it (its extractor, issue date, issuer, list
 * item and facts).
 */

const signals = {
  titles: [/certificado\s+de\s+avaluo(?:\s+fiscal)?/, /\bavaluo\s+fiscal\b/],
  issuers: [/servicio\s+de\s+impuestos\s+internos/, /\bsii\b|sii\.cl/],
  phrases: [
    /avaluo\s+(?:fiscal\s+)?total/,
    /avaluo\s+exento|parte\s+exenta/,
    /avaluo\s+afecto|parte\s+afecta/,
    /\bdestino\b/,
    /\bsemestre\b/,
    /impuesto\s+territorial/,
    /tasacion\s+fiscal/,
  ],
  fields: [/rol\s+de\s+avaluo/, /\bcomuna\b/],
  against: [/tesoreria\s+general/],
} satisfies TypeSignals;

export const avaluoFiscalEngine = {
  signals,
  ...reader(extractSiiAppraisal, {
    issued: (value) => value.fecha_emision,
    issuer: () => 'Servicio de Impuestos Internos',
    item: (value) => value,
  }),
};
