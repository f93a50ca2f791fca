/*
 * Patterns the signals of several document types share (their modules: engine/types/). Matched on
 * accent-folded, lower-case text with single spaces.
 */

export const CBR = /conservador(?:es)?\s*de\s*bienes\s*raices|\bcbr\b|conservador\s+de\s+comercio/;
export const REGISTRO_CIVIL = /registro\s+civil|\bsrcei\b|registrocivil\.cl/;
export const MUNICIPALITY = /\bmunicipalidad\b|\bmunicipal\b/;

/**
 * The registrar inscribing, in the first person or as the entry's own act ("se inscribe el dominio
 * de dicho inmueble a nombre de los herederos", "se inscribe lo siguiente: …"), or receiving the
 * deed to inscribe ("se me presentó copia autorizada de la escritura …"): only an inscription's
 * body says it (a worn copy may glue "procedoa"); a deed asks for the inscription ("se inscriba",
 * "requerir las inscripciones").
 */
export const INSCRIBING =
  /\b(?:procedo\s*a\s*inscribir|inscribo|se\s+inscribe\s+(?:(?:el\s+)?dominio|lo\s+siguiente)|se\s+me\s+(?:ha\s+)?present(?:o|aron)\s+(?:una\s+)?(?:copia|testimonio))\b/;

/** An inscription copy's body: who owns, how they acquired, the previous title, the boundaries. */
export const INSCRIPTION_BODY = [
  /registro\s+de\s+propiedad/,
  /\b(?:es|son)\s+duen[oa]s?\b/,
  /\bl[oa]s?\s+adquiri(?:o|eron)\b/,
  /(?:titulo|inscripcion)\s+anterior/,
  /\bdeslind/,
  /requirente/,
  // The registrar's own act, in the first person ("a requerimiento del comprador, inscribo:",
  // "procedo a inscribir lo siguiente"): a deed asks for inscriptions, never makes one.
  INSCRIBING,
];
export const INSCRIPTION_FIELDS = [
  /\bfojas\b|\bfs\.?\s*\d/,
  /\bcaratula\b/,
  /rol\s+de\s+avaluo/,
  /\brepertorio\b|\brep\.\s*n/,
];

/**
 * The CBR certifies the inscription is in force ("se encuentra: VIGENTE", not "NO VIGENTE" nor
 * "no se encuentra vigente"). Spaces may be lost by the text layer ("seencuentravigente").
 */
export const VIGENCIA = [
  /(?<!\bno\s?)se\s*encuentra\s*:?\s*(?:actualmente\s*)?vigente/,
  // Not denied before it ("NO se encuentra vigente a nombre del titular").
  /(?<!\bno\s?(?:(?:se\s*(?:encuentra|halla)|esta)\s*:?\s*(?:actualmente\s*)?)?)vigente\s*(?:al\s*dia|a\s*nombre\s*de|a\s*la\s*fecha)/,
  // A state with its date ("Estado ...... VIGENTE al 28 de abril de 2026").
  /(?<!\bno\s?(?:(?:se\s*(?:encuentra|halla)|esta)\s*:?\s*)?)\bvigente\s*al\s*\d/,
  /(?<!\bno\s?)(?:esta|se\s*halla)\s*vigente/,
  // "se encuentra conforme con su original y VIGENTE", "se encuentra inscrita y vigente"; the
  // copy "conforme con su original y vigente" also when OCR garbled "se encuentra".
  /(?<!\bno\s?)se\s*encuentra\s[^.;]{0,60}?\b(?:y|e)\s+vigente\b/,
  /\bsu\s+original\s*,?\s+y\s+vigente\b/,
];
/** Wording that says the inscription is not in force. */
export const NOT_IN_FORCE = /\bno\s*(?:se\s*(?:encuentra|halla)\s*|esta\s*)?vigente\b/;

/**
 * The copy's inscription was cancelled by a later transfer (its margin cites the next title): the
 * copy is of an earlier title, whatever else it says. Mortgages cancelled in a margin do not count.
 * A worn copy may glue the "a" to the word before ("transferenciaa fs."); a note may name the buyer
 * before the new title ("Cancelada. Vendida a Juan Pérez, inscripción de fojas 560"), or open the
 * sentence with the sale, or follow a label's colon ("Margen: Vendida a Soto Ltda., fs. 88 N° 71 año 2019"; an abbreviation's period before a comma
 * ends no sentence), or say what passed ("Nota: La nuda propiedad se transfirió a fs. 987 N° 702").
 * The certification may say it without the new title, pointing at the margin that cites it
 * ("cancelada por la transferencia anotada al margen"), or send the reader to the new title
 * ("Transferida. Ver Fs. 1077 V N° 912 año 2014").
 */
export const CANCELLED_BY_TRANSFER =
  /(?:cancelad[oa]|transferid[oa]|enajenad[oa]|\bse\s+(?:transfirio|vendio|enajeno))(?:\s+por\s+(?:transferencia|venta|compraventa|adjudicacion|aporte|donacion|permuta))?\s*(?:a|en)\s+(?:fojas|fs\.?)\s*\d|(?:\bcancelad[oa]\s*[.:,-]|^|[.:])\s*(?:vendid[oa]|transferid[oa]|enajenad[oa]|adjudicad[oa])\s+a\s+(?:[^.;]|\.(?=,)){1,100}?\b(?:fojas|fs\.?)\s*\d|\bcancelad[oa]\s+por\s+(?:la|una)\s+(?:transferencia|venta|compraventa|adjudicacion|aporte|donacion|permuta)\s+(?:anotada|que\s+(?:rola|consta)|inscrita|registrada)\s+(?:al|en\s+el)\s+margen|(?:cancelad[oa]|transferid[oa]|enajenad[oa])\s*[.:,;-]?\s*(?:ver|vease)\s+(?:fojas|fs\.?)\s*\d/;

/**
 * An inheritance inscribed for the heirs ("se concedió la posesión efectiva de la herencia quedada
 * al fallecimiento de don X, a su cónyuge sobreviviente …", "INSCRIPCIÓN ESPECIAL DE HERENCIA"):
 * the Registro Civil granted it and the spouse is an heir, no marriage (nor its absence) is certified.
 */
export const INHERITANCE_GRANTED =
  /posesion\s+efectiva\s+de\s+(?:la\s+)?herencia|inscripcion\s+especial\s+de\s+herencia|herencia\s+(?:intestada|testada|testamentaria)\s+quedada/;

/** Statements that no marriage is registered (the no-marriage certificate's whole content). */
export const NO_MARRIAGE = [
  /(?:certificado|informe)\s+de\s+no\s+(?:inscripcion\s+de\s+|registro\s+de\s+)?matrimonio/,
  // Singular or plural: "no registra matrimonio", "no existen inscripciones de matrimonio".
  /\bno\s+(?:(?:se\s+)?(?:registra|figura|consta|existe|aparece|encuentra|mantiene)n?|tiene|posee|se\s+encontr(?:o|aron)|presenta)\b(?![^.]{0,60}(?:subinscrip|anotacion|nota\s+marginal))[^.]{0,60}\bmatrimonios?\b/,
  /busqueda\s+de\s+(?:inscripciones?\s+de\s+)?matrimonio[^.]{0,80}\bresultado\s*:?\s*(?:negativo|sin\s+(?:resultados|registros))/,
  /\bsin\s+(?:registro\s+de\s+)?matrimonio/,
  /\bsolteria\b/,
];
