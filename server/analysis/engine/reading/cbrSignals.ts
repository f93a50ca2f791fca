/**
 * Evidence that a document is a GP certificate or certifies an inscription in force
 * (chilean-documents.md §1–§4), for the classifier's GP titles (classify/signals.ts) and for
 * bundles (bundle.ts). Each takes accent-folded, lower-case text and tolerates the spacing PDF
 * text layers lose ("certificadodehipotecas") or add.
 */

import { ENTRY_MARK } from '../classify/contentsEntries';

const S = String.raw`\s*`;

/**
 * A certificate's number between "certificado" and its subject ("N° 51/2026 -", "Nº 77-2026:"),
 * optional; a bundle's may stand bare before a middle dot ("CERTIFICADO 2026/118403 · HIPOTECAS").
 */
export const CERTIFICATE_NUMBER = String.raw`(?:n(?:ro|um(?:ero)?)?\.?${S}[°º]?${S}\d[\d./-]*${S}[-–—:]?${S}|\d[\d./-]*${S}·${S})?`;

/**
 * Titles and statements of a certificate of hipotecas, gravámenes, interdicciones y prohibiciones,
 * and its bien familiar / litigios variants; the certificate's number may stand between
 * "certificado" and its subject ("CERTIFICADO N° 51/2026 - BIEN FAMILIAR", the dash perhaps lost
 * to a worn copy's OCR).
 */
export const GP_TITLE = new RegExp(
  [
    String.raw`certificados?${S}${CERTIFICATE_NUMBER}(?:especial(?:es)?${S})?(?:de${S})?(?:(?:declaracion|afectacion)${S}(?:a${S}|de${S}|como${S})?)?(?:hipotecas?|gravamenes|prohibiciones|interdicciones|bien${S}familiar|litigios)`,
    String.raw`hipotecas?${S},?${S}(?:y${S})?gravamenes`,
    String.raw`interdicciones${S}(?:y|e|,)${S}prohibiciones`,
    String.raw`prohibiciones${S}(?:y|e|,)${S}interdicciones`,
  ].join('|'),
);

/** Words sending the reader to another certificate ("Embargo: ver certificado de gravámenes …"). */
const CITES_CERTIFICATE = /(?:\bver|\bvease|\bsegun|\bconsta\s+en|\ben\s+el|\bdel|\bal)\s*:?\s*$/i;

/** An item's mark in that list, however the office marks it (classify/contentsEntries.ts). */
const LIST_ITEM = new RegExp(String.raw`(?:^|\s)${ENTRY_MARK}\s`, 'g');

/**
 * A carpeta's list of what it holds: "Contenido:", "Índice:", "Documentos que se acompañan:", or
 * such a heading without the colon right before its first item ("CONTENIDO  Documento 1 .. …",
 * "ÍNDICE DE LA CARPETA  A) …"; the text here has its lines joined).
 */
const CONTENTS_HEADING = new RegExp(
  String.raw`\b(?:(?:contenido|indice|documentos\s*(?:que\s*se\s*)?(?:acompanan|adjuntos|incluidos))\s*:|(?:contenido|indice)(?:\s+de\s+(?:la|esta)\s+carpeta|\s+de\s+(?:los\s+)?documentos)?(?=\s+${ENTRY_MARK}\s))`,
);

/**
 * A sheet's (or document's) number and a leader right before a title ("Hoja 3 .. Certificado de
 * hipotecas …", "Doc. 2 ..... Certificado …"): an entry of the list of what a carpeta holds, even
 * where no heading ("Contenido:") opens that list.
 */
const LEADERED_ENTRY =
  /\b(?:hoja|pagina|pag\.?|documento|doc\.?|anexo)\s*(?:n[°º.]?\s*)?\d{1,3}\s*(?:\.{2,}|…+|-{2,})\s*$/;

/**
 * A title named in an item of a carpeta's contents list: the carpeta holds that certificate, but
 * the part read here (a copy split from it) is not it. The item runs from its numeral to the title
 * without a label's colon (which would open the next heading, "Propiedad: …").
 */
function listedInContents(head: string, at: number): boolean {
  const before = head.slice(Math.max(0, at - 400), at);
  if (LEADERED_ENTRY.test(before)) return true;
  const heading = [...before.matchAll(new RegExp(CONTENTS_HEADING.source, 'g'))].at(-1);
  if (!heading) return false;
  const item = [...before.slice(heading.index + heading[0].length).matchAll(LIST_ITEM)].at(-1);
  if (!item) return false;
  const text = before.slice(heading.index + heading[0].length + item.index + item[0].length);
  return text.length <= 160 && !text.includes(':');
}

/**
 * A certificate of liens, or a part of one: its title or statement, not a registry named in a
 * reference ("reglamento inscrito a fojas … del Registro de Hipotecas y Gravámenes"), nor a margin
 * note citing the lien certificate ("ver certificado de gravámenes y prohibiciones").
 */
export function isLienCertificate(head: string): boolean {
  const titles = [...head.matchAll(new RegExp(GP_TITLE.source, 'g'))].filter(
    (match) =>
      !new RegExp(`(?:fojas|fs\\.?)${S}\\d(?:[^.;]|\\.(?=\\d)){0,60}?\\bdel${S}registro${S}de${S}$`).test(
        head.slice(Math.max(0, match.index - 100), match.index),
      ) &&
      !CITES_CERTIFICATE.test(head.slice(Math.max(0, match.index - 20), match.index)) &&
      !listedInContents(head, match.index),
  );
  return titles.length > 0 && /certific/.test(head);
}

/** A CBR copy or certificate says the inscription is in force. */
export function certifiesVigencia(head: string): boolean {
  if (new RegExp(`\\bno${S}(?:se${S}(?:encuentra|halla)${S}|esta${S})?vigente\\b`).test(head)) return false;
  return new RegExp(
    [
      `copia${S}con${S}vigencia`,
      `certificado${S}de${S}(?:dominio${S})?vigen`,
      // Not a label naming the property's inscription in a GP ("Dominio vigente: Fs. …").
      `dominio${S}vigente(?!${S}:)`,
      `se${S}encuentra${S}:?${S}(?:actualmente${S})?vigente`,
      `vigente${S}al${S}dia`,
      `vigente${S}a${S}nombre`,
    ].join('|'),
  ).test(head);
}
