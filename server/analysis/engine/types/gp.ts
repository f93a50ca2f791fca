import { CBR } from '../classify/sharedSignals';
import type { TypeSignals } from '../classify/signals';
import { familyHomeFacts } from '../facts/familyHomeFacts';
import { lienFacts } from '../facts/lienFacts';
import { extractBundledLien } from '../reading/bundledLien';
import { GP_TITLE } from '../reading/cbrSignals';
import { reader, conservador } from './typeReader';

/*
 * The CBR certificate of mortgages, encumbrances and prohibitions (GP): how the engine recognises
 * it (its classifier signals, scored in classify/scoreTypes.ts) and reads it (its extractor, issue
 * date, issuer, list item and facts).
 */

const signals = {
  // GP_TITLE: its titles with the spacing a text layer loses, bien familiar and litigios too.
  // A bien familiar certificate may print its subject alone as its title ("BIEN FAMILIAR" on its
  // own line, under the office), no "certificado de" before it.
  titles: [
    GP_TITLE,
    /gravamenes\s+y\s+prohibiciones/,
    /^\s*(?:declaracion\s+de\s+)?bien(?:es)?\s+familiar(?:es)?\s*$/m,
  ],
  issuers: [CBR],
  phrases: [
    /revisad[oa]s?\s+(?:los\s+)?indices/,
    /inscripcion\s*\(?es\)?\s+vigentes?|inscripciones\s+vigentes/,
    /\bno\s+(?:le\s+)?afectan?\b/,
    /registro\s+de\s+hipotecas/,
    /registro\s+de\s+(?:interdicciones|prohibiciones)/,
    // The registries as bare section headings ("HIPOTECAS Y GRAVÁMENES"), not named in a title
    // or after "Registro de" (counted above).
    /(?<!\b(?:de|e|y)\s)(?:hipotecas\s+y\s+gravamenes|interdicciones\s+y\s+prohibiciones|prohibiciones\s+e\s+interdicciones)/,
    /\bhipotecas?\s*[:.]/,
    /\bprohibicion(?:es)?\s*[:.]/,
    /\bembargos?\b/,
    /\blitigios?\b/,
    /bien\s+familiar/,
    // The answer of a bien familiar certificate ("no consta al margen declaración de bien familiar",
    // "no se encuentra afectada como bien familiar").
    /\bno\s+(?:consta|existe|figura|registra|se\s+(?:encuentra|halla))\b[^.]{0,40}\b(?:declaracion|afectacion|afectad[oa])\s+(?:de|como)\s+bien\s+familiar/,
    /(?:a|en)\s+favor\s+de/,
  ],
  fields: [/\bacreedor\b/, /\bfojas\b|\bfs\.?\s*\d/, /\bcaratula\b/],
  against: [/cuenta\s+unica\s+tributaria/],
} satisfies TypeSignals;

export const gpEngine = {
  signals,
  ...reader(extractBundledLien, {
    issued: (value) => value.fecha_emision,
    issuer: (value) => conservador(value.conservador),
    item: (value) => value,
    facts: (value, document) => ({
      familyHomes: familyHomeFacts(document, value),
      liens: lienFacts(document.file, value),
    }),
  }),
};
