import { CBR } from '../classify/sharedSignals';
import type { TypeSignals } from '../classify/signals';
import { extractCompanyCertificate } from '../extractors/companyCertificate';
import { reader, head } from './typeReader';

/*
 * A company's certificates: how the engine recognises it (its classifier signals, scored in
 * classify/scoreTypes.ts) and reads it (its extractor, issue date, issuer, list item and facts).
 */

const signals = {
  titles: [
    /registro\s+de\s+comercio/,
    /registro\s+de\s+empresas\s+y\s+sociedades/,
    /vigencia\s+de\s+(?:la\s+)?(?:sociedad|empresa|persona\s+juridica)/,
    /vigencia\s+de\s+poderes/,
    /estatutos?\s+actualizados?/,
    /certificado\s+de\s+anotaciones/,
  ],
  issuers: [/registro\s+de\s+comercio/, /ministerio\s+de\s+economia/, /empresa\s+en\s+un\s+dia/, CBR],
  phrases: [
    /razon\s+social/,
    /\bsociedad\b/,
    /disolucion/,
    /\bspa\b|\bltda\b|\blimitada\b|sociedad\s+anonima|\bs\.\s?a\.?(?=\s|$)/,
    /\bcapital\b/,
    /objeto\s+social|\bobjeto\s*:/,
    /\bsocios?\b|\baccionistas?\b/,
    /\bconstitucion\b|\bconstituyeron\b/,
    /certificado\s+de\s+vigencia/,
  ],
  fields: [/\brut\b|rol\s+unico\s+tributario/],
  against: [],
} satisfies TypeSignals;

export const sociedadEngine = {
  signals,
  ...reader(extractCompanyCertificate, {
    issued: (value) => value.fecha_emision,
    issuer: () => null,
    facts: ({ name, rut, vigente, fecha_emision }, document) => ({
      companies: [{ file: document.file, nombre: name, rut, vigente, fecha_emision, source: head(document) }],
    }),
  }),
};
