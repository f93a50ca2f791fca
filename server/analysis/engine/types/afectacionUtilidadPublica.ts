import { MUNICIPALITY } from '../classify/sharedSignals';
import type { TypeSignals } from '../classify/signals';
import { extractMunicipalAffectation } from '../extractors/municipalAffectation';
import { reader } from './typeReader';

/*
 * The municipal certificate of public-use affectation: how the engine recognises it (its classifier
 * signals, scored in classify/scoreTypes.ts) and reads it (its extractor, issue date, issuer, list
 * item and facts).
 */

const signals = {
  titles: [
    /afectacion\s+a\s+utilidad\s+publica/,
    // "Certificado de número y afectación": the DOM's street number and affectation in one.
    /certificado\s+de\s+(?:numero\s+y\s+(?:de\s+)?)?(?:no\s+)?afectacion(?!\s+serviu|\s+(?:a\s+|como\s+|de\s+)?bien\s+familiar)/,
    /declaratoria\s+de\s+utilidad\s+publica/,
    /certificado\s+de\s+informaciones\s+previas/,
    // A municipality's own "certificado de (no) expropiación": the DOM's, not SERVIU's.
    /(?:municipalidad|direccion\s+de\s+obras)[\s\S]{0,200}certificado\s+de\s+(?:no\s+)?expropiacion/,
  ],
  issuers: [/direccion\s+de\s+obras/, /\bd\.?o\.?m\.?\b/, MUNICIPALITY],
  phrases: [
    /utilidad\s+publica/,
    /plan\s+regulador/,
    /articulo\s+59|art\.?\s*59/,
    /ley\s+general\s+de\s+urbanismo/,
    /\bensanche\b|\bapertura\b/,
    /areas?\s+verdes|\bparques?\b/,
    /linea\s+oficial|\bvialidad\b/,
  ],
  fields: [/rol\s+de\s+avaluo|\brol\b/, /\bplano\b|\bloteo\b/],
  against: [
    /derechos?\s+de\s+aseo/,
    // Headed by SERVIU (its first line) and naming no municipality there: SERVIU's certificate.
    /^(?!.*(?:municipal|direccion\s+de\s+obras)).*(?:\bserviu\b|servicio\s+de\s+vivienda\s+y\s+urbanizacion)/,
  ],
} satisfies TypeSignals;

export const afectacionUtilidadPublicaEngine = {
  signals,
  ...reader(extractMunicipalAffectation, {
    issued: (value) => value.fecha_emision,
    issuer: (value) => (value.comuna_propiedad ? `Municipalidad de ${value.comuna_propiedad}` : null),
    item: (value) => value,
  }),
};
