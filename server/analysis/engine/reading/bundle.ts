import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import type { DocumentType } from '../classify';
import { buildDocument, type DocumentText } from '../document';
import type { ExtractedDocument } from '../extractDocument';
import { extractInscription } from '../extractors/inscription';
import { extractSiiAppraisal } from '../extractors/siiAppraisal';
import { extractTgrDebt } from '../extractors/tgrDebt';
import { extractBundledLien } from './bundledLien';
import { certifiedAnnexedCopy } from './certifiedAnnex';
import { ownersOutsideCopy } from './ownersOutsideCopy';
import { BLOCK_ROL } from './firstRoleBlock';
import { certifiesVigencia, isLienCertificate } from './cbrSignals';
import { segmentGp } from './segment';

/**
 * CBR offices (notary-conservadores above all) issue one PDF holding several certificates:
 * dominio vigente with hipotecas y gravámenes, interdicciones y prohibiciones, litigios and bien
 * familiar (chilean-documents.md §1.3). The document keeps the one type it was classified as; the
 * other part is read too and merged like a document of its own (same file). An SII or TGR
 * certificate of several roles is read once per role the same way.
 */
export function bundledParts(type: DocumentType, document: DocumentText): ExtractedDocument[] {
  const file = document.file;
  const folded = foldAccents(document.text);
  if (type === 'gp' && certifiesVigencia(folded)) {
    const inscription = extractInscription(document);
    return inscription.value.entry.fojas === null
      ? []
      : [{ type: 'dominio_vigente', file, result: ownersOutsideCopy(document, inscription) }];
  }
  // A copy whose certification of vigencia ("la inscripción precedente está vigente al 19 de mayo")
  // the two transcriptions it holds outweighed, scored as an earlier title's copy, holds its annex
  // all the same; so does one certifying after both that "la inscripción de fojas … se encuentra
  // vigente", with no date.
  if (
    type === 'dominio_vigente' ||
    (type === 'titulo_anterior' && (IN_FORCE_AT.test(folded) || certifiesVigencia(folded)))
  ) {
    const annexed = certifiedAnnexedCopy(document, extractInscription(document));
    if (annexed) return [{ type: 'titulo_anterior', file, result: annexed }];
  }
  if ((type === 'dominio_vigente' || type === 'titulo_anterior') && isLienCertificate(folded)) {
    const segments = segmentGp(document.normalized.text);
    const reviews = segments.parts.some(
      (part) =>
        (part.section === 'gravamenes' || part.section === 'prohibiciones') &&
        (part.none || part.count !== null),
    );
    return reviews || segments.entries.length > 0
      ? [{ type: 'gp', file, result: extractBundledLien(document) }]
      : [];
  }
  if (type === 'avaluo_fiscal')
    return [...otherRoles(document, rolLineStart), ...otherRoles(document, rolRowStart)].map((part) => ({
      type: 'avaluo_fiscal',
      file,
      result: extractSiiAppraisal(part),
    }));
  if (type === 'deuda_tgr')
    return otherRoles(document, rolBlockStart).map((part) => ({
      type: 'deuda_tgr',
      file,
      result: extractTgrDebt(part),
    }));
  return [];
}

/** A copy certified in force at a date: "está vigente al …", "se encuentra vigente a la fecha". */
const IN_FORCE_AT =
  /(?<!\bno\s+)\b(?:esta|se\s+encuentra|se\s+halla)\s+vigente\s+(?:al|a\s+la\s+fecha|hoy)\b/iu;

/** A line giving a role's rol de avalúo ("Rol de avalúo ........ 02518-00211"). */
const ROL_LINE = /\brol\s+de\s+aval[uú]o\b[^\n]*?(\d{1,5})\s*-\s*(\d{1,5})\b/iu;
/** A heading numbering the roles ("ROL 2", "Rol N° 2:") right above that line. */
const ROL_HEADING = /^\s*rol\s+(?:n[°º.]?\s*)?\d{1,2}\s*:?\s*$/iu;

/** Where a role's lines start: the line its rol is read on, or one above it (a heading). */
type RolStart = (lines: string[], index: number) => { rol: string; start: number } | null;

const rolOf = (match: RegExpExecArray) => `${Number(match[1])}-${Number(match[2])}`;

/** A "Rol de avalúo …" line, from the heading numbering it when one stands right above. */
const rolLineStart: RolStart = (lines, index) => {
  const rol = ROL_LINE.exec(lines[index] ?? '');
  if (!rol) return null;
  return {
    rol: rolOf(rol),
    start: index > 0 && ROL_HEADING.test(lines[index - 1] ?? '') ? index - 1 : index,
  };
};

/** A table row opening with its rol under a header naming the rol's column ("ROL   DIRECCIÓN …"). */
const ROW_ROL = /^\s*(\d{1,5})\s?-\s?(\d{1,5})\s+\p{L}/u;
const ROL_HEADER = /^\s*rol\b/iu;
const rolRowStart: RolStart = (lines, index) => {
  const rol = ROW_ROL.exec(lines[index] ?? '');
  if (!rol) return null;
  const header = lines
    .slice(0, index)
    .reverse()
    .find((line) => !ROW_ROL.test(line) && !/^[\s\-–—=_|+]*$/u.test(line));
  return header !== undefined && ROL_HEADER.test(header) ? { rol: rolOf(rol), start: index } : null;
};

/**
 * A TGR certificate detailing each role in a block of its own, opened by the rol at its line's
 * start (">> ROL 2811-204   AV …", "ROL: 880-12"), each block with its own totals and folio.
 */
const rolBlockStart: RolStart = (lines, index) => {
  const rol = BLOCK_ROL.exec(lines[index] ?? '');
  return rol ? { rol: rolOf(rol), start: index } : null;
};

/**
 * An SII or TGR certificate listing several roles of one owner (a flat and its storeroom): the
 * roles after the first, each as a document of its own whose other roles' lines are blanked
 * (offsets kept, so what is read points at the page it was read from). The first role is the
 * document's.
 */
function otherRoles(document: DocumentText, startOf: RolStart): DocumentText[] {
  const lines = document.pages.flatMap((page, pageIndex) => page.lines.map((line) => ({ line, pageIndex })));
  const texts = lines.map(({ line }) => line);
  const starts: number[] = [];
  const rols = new Set<string>();
  lines.forEach((_, index) => {
    const found = startOf(texts, index);
    if (!found) return;
    rols.add(found.rol);
    starts.push(found.start);
  });
  if (rols.size < 2 || rols.size !== starts.length) return [];
  return starts.slice(1).map((start, position) => {
    const end = starts[position + 2] ?? lines.length;
    const blanked = (index: number) => index >= (starts[0] ?? 0) && (index < start || index >= end);
    let index = 0;
    const pages = document.pages.map((page) => ({
      ...page,
      lines: page.lines.map((line) => (blanked(index++) ? ' '.repeat(line.length) : line)),
    }));
    return buildDocument(document.file, pages);
  });
}
