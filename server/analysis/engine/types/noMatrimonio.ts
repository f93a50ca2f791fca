import { INHERITANCE_GRANTED, REGISTRO_CIVIL, NO_MARRIAGE } from '../classify/sharedSignals';
import type { TypeSignals } from '../classify/signals';
import { extractNoMarriage } from '../extractors/noMarriage';
import { reader, REGISTRO_CIVIL_ISSUER } from './typeReader';

/*
 * The civil registry's report of no marriage: how the engine recognises it (its classifier signals,
 * scored in classify/scoreTypes.ts) and reads it (its extractor, issue date, issuer, list item and
 * facts).
 */

const signals = {
  titles: [...NO_MARRIAGE, /certificado\s+de\s+(?:estado\s+civil|soltero)/],
  issuers: [REGISTRO_CIVIL],
  phrases: [
    /\bmatrimonio\b/,
    /revisad[oa]s?\s+(?:los\s+)?(?:registros|indices)/,
    /persona\s+individualizada/,
  ],
  fields: [/\bnombre\b/, /\br\.?u\.?n\.?\b/, /fecha\s+de\s+nacimiento/],
  against: [
    /nombre\s+del\s+marido|nombre\s+de\s+la\s+mujer/,
    /fecha\s+(?:de\s+)?celebracion/,
    INHERITANCE_GRANTED,
  ],
} satisfies TypeSignals;

export const noMatrimonioEngine = {
  signals,
  ...reader(extractNoMarriage, {
    issued: (value) => value.fecha_emision,
    issuer: REGISTRO_CIVIL_ISSUER,
    facts: ({ person, single, fecha_emision }, document) => ({
      noMarriages: [
        { file: document.file, nombre: person.nombre, rut: person.rut ?? null, single, fecha_emision },
      ],
    }),
  }),
};
