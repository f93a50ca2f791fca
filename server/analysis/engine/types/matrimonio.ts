import { INHERITANCE_GRANTED, REGISTRO_CIVIL, NO_MARRIAGE } from '../classify/sharedSignals';
import type { TypeSignals } from '../classify/signals';
import { extractMarriageCertificate } from '../extractors/marriageCertificate';
import { marriageFacts } from '../facts/marriageFacts';
import { reader, REGISTRO_CIVIL_ISSUER } from './typeReader';

/*
 * The civil registry's marriage certificate: how the engine recognises it (its classifier signals,
 * scored in classify/scoreTypes.ts) and reads it (its extractor, issue date, issuer, list item and
 * facts).
 */

const signals = {
  titles: [/certificado\s+de\s+matrimonio/, /inscripcion\s+de\s+matrimonio/, /acta\s+de\s+matrimonio/],
  issuers: [REGISTRO_CIVIL],
  phrases: [
    /nombre\s+del\s+marido|\bmarido\b|\besposo\b/,
    /nombre\s+de\s+la\s+mujer|\bmujer\b|\besposa\b/,
    /fecha\s+(?:de\s+)?celebracion|\bcelebrad[oa]\b/,
    /subinscripcion/,
    /\bcontrayentes?\b/,
    /\bconyuges?\b/,
  ],
  fields: [/circunscripcion/, /\br\.?u\.?n\.?\b/, /inscripcion\s*(?:n|:)/],
  against: [...NO_MARRIAGE, INHERITANCE_GRANTED],
} satisfies TypeSignals;

export const matrimonioEngine = {
  signals,
  ...reader(extractMarriageCertificate, {
    issued: (value) => value.certificate.fecha_emision,
    issuer: REGISTRO_CIVIL_ISSUER,
    item: (value) => value.certificate,
    facts: (value, document) => ({ marriages: [marriageFacts(document, value)] }),
  }),
};
