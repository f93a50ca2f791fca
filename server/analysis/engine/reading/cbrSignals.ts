/**
 * Evidence that a document is one of the CBR types (chilean-documents.md §1–§4), for the
 * classifier. Each function takes the accent-folded, lower-case head of the document and
 * tolerates the spacing PDF text layers lose ("certificadodehipotecas") or add.
 */

const S = String.raw`\s*`;

/** Titles and statements of a certificate of hipotecas, gravámenes, interdicciones y prohibiciones, and its bien familiar / litigios variants. */
const GP_TITLE = new RegExp(
  [
    String.raw`certificados?${S}(?:de${S})?(?:hipotecas?|gravamenes|prohibiciones|interdicciones|bien${S}familiar|litigios)`,
    String.raw`hipotecas?${S},?${S}(?:y${S})?gravamenes`,
    String.raw`interdicciones${S}(?:y|e|,)${S}prohibiciones`,
    String.raw`prohibiciones${S}(?:y|e|,)${S}interdicciones`,
  ].join('|'),
);

export function isLienCertificate(head: string): boolean {
  return GP_TITLE.test(head) && /certific/.test(head);
}

/** A notarial deed: the notary speaks ("ante mí") and the parties appear ("comparecen"). */
export function isNotarialDeed(head: string): boolean {
  if (!/notari[oa]/.test(head)) return false;
  const notarySpeaks = new RegExp(`ante${S}mi\\b|comparecen?\\b|otorgad[oa]${S}ante${S}mi`).test(head);
  return notarySpeaks && !/copia (?:autorizada )?de inscripcion|certifica que la inscripcion/.test(head);
}

/** A CBR copy or certificate says the inscription is in force. */
export function certifiesVigencia(head: string): boolean {
  if (new RegExp(`\\bno${S}vigente\\b`).test(head)) return false;
  return new RegExp(
    [
      `copia${S}con${S}vigencia`,
      `certificado${S}de${S}(?:dominio${S})?vigen`,
      `dominio${S}vigente`,
      `se${S}encuentra${S}:?${S}(?:actualmente${S})?vigente`,
      `vigente${S}al${S}dia`,
      `vigente${S}a${S}nombre`,
    ].join('|'),
  ).test(head);
}

/** A dominio vigente: a copy or certificate that certifies the inscription in force. */
export function isDominioVigente(head: string): boolean {
  const titled = new RegExp(`certificado${S}de${S}dominio${S}vigente|copia${S}con${S}vigencia`).test(head);
  return certifiesVigencia(head) && (titled || isInscriptionCopy(head));
}

/** A copy of an inscription of the Registro de Propiedad (current or earlier title). */
export function isInscriptionCopy(head: string): boolean {
  return new RegExp(
    `registro${S}de${S}propiedad|copia${S}(?:autorizada${S})?de${S}inscripcion|inscripcion${S}de${S}dominio`,
  ).test(head);
}
