/**
 * Evidence that a document is a GP certificate or certifies an inscription in force
 * (chilean-documents.md §1–§4), for the classifier's GP titles (classify/signals.ts) and for
 * bundles (bundle.ts). Each takes accent-folded, lower-case text and tolerates the spacing PDF
 * text layers lose ("certificadodehipotecas") or add.
 */

const S = String.raw`\s*`;

/** Titles and statements of a certificate of hipotecas, gravámenes, interdicciones y prohibiciones, and its bien familiar / litigios variants. */
export const GP_TITLE = new RegExp(
  [
    String.raw`certificados?${S}(?:especial(?:es)?${S})?(?:de${S})?(?:(?:declaracion|afectacion)${S}(?:a${S}|de${S}|como${S})?)?(?:hipotecas?|gravamenes|prohibiciones|interdicciones|bien${S}familiar|litigios)`,
    String.raw`hipotecas?${S},?${S}(?:y${S})?gravamenes`,
    String.raw`interdicciones${S}(?:y|e|,)${S}prohibiciones`,
    String.raw`prohibiciones${S}(?:y|e|,)${S}interdicciones`,
  ].join('|'),
);

/** Words sending the reader to another certificate ("Embargo: ver certificado de gravámenes …"). */
const CITES_CERTIFICATE = /(?:\bver|\bvease|\bsegun|\bconsta\s+en|\ben\s+el|\bdel|\bal)\s*:?\s*$/i;

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
      ) && !CITES_CERTIFICATE.test(head.slice(Math.max(0, match.index - 20), match.index)),
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
