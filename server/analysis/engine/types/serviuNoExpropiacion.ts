import type { TypeSignals } from '../classify/signals';
import { extractServiuReport } from '../extractors/serviuReport';
import { reader } from './typeReader';

/*
 * SERVIU's report on the property's situation: how the engine recognises it (its classifier
 * signals, scored in classify/scoreTypes.ts) and reads it (its extractor, issue date, issuer, list
 * item and facts).
 */

const signals = {
  titles: [
    /certificado\s+de\s+(?:no\s+)?(?:afectacion\s+a\s+)?expropiacion/,
    /informe\s+de\s+situacion(?:\s+de\s+(?:la\s+)?propiedad)?/,
    /certificado\s+de\s+situacion/,
    // "Certificado de afectación N° …" under SERVIU's heading; the DOM's is "a utilidad pública".
    // A CBR's "afectación como bien familiar" is a lien certificate's.
    /certificado\s+de\s+afectacion(?!\s+a\s+utilidad|\s+(?:a\s+|como\s+|de\s+)?bien\s+familiar)/,
  ],
  issuers: [
    /\bserviu\b/,
    /servicio\s+de\s+vivienda\s+y\s+urbanizacion/,
    /ministerio\s+de\s+vivienda/,
    /\bminvu\b/,
  ],
  phrases: [
    /\bexpropiacion(?:es)?\b/,
    /afect(?:[oa]|acion)\s+a\s+expropiacion/,
    /expropiacion\s+(?:del?\s+)?serviu/,
    /(?:proyectos?|obras?|programas?|registros?|expropiacion(?:es)?)\s+(?:de\s+)?(?:este|dicho)\s+servicio|por\s+parte\s+del?\s+(?:este\s+)?servi(?:cio|u)\b/,
  ],
  fields: [/rol\s+de\s+avaluo|\brol\b/, /codigo\s+de\s+verificacion/],
  against: [
    /direccion\s+de\s+obras\s+municipales\s+(?:que\s+suscribe\s+)?certifica/,
    // Issued by a Dirección de Obras and naming no SERVIU anywhere.
    /^(?!.*\bserviu\b)(?!.*vivienda\s+y\s+urbanizacion).*direccion\s+de\s+obras/,
  ],
} satisfies TypeSignals;

export const serviuNoExpropiacionEngine = {
  signals,
  ...reader(extractServiuReport, {
    issued: (value) => value.fecha_emision,
    issuer: () => 'SERVIU',
    item: (value) => value,
  }),
};
