import { buildDocument, type DocumentText } from '../document';

/*
 * A carpeta may print a certificate of bien familiar right after the GP, on the GP's last page
 * ("C) CERTIFICADO DE BIEN FAMILIAR" under the GP's sign-off): two certificates, each read as a
 * document of its own from its lines, the other's blanked (offsets kept, so what is read points
 * at the page it was read from).
 */

/**
 * A certificate of bien familiar opening on a line of its own, lettered or numbered as a carpeta
 * lists its certificates ("C) CERTIFICADO DE BIEN FAMILIAR").
 */
const FAMILY_HOME_HEADING =
  /^\s*(?:(?:[A-Z]|[IVX]{1,4}|\d{1,2})[).-]\s*)?CERTIFICADO\s+(?:ESPECIAL\s+)?DE\s+BIEN\s+FAMILIAR\s*\.?\s*$/iu;
/** Lines of the GP before the heading: a certificate of its own came first, not a title's heading. */
const MIN_GP_LINES = 6;

/** The line (over all pages) the certificate of bien familiar after a GP opens on; null without one. */
function familyHomeStart(document: DocumentText): number | null {
  const lines = document.pages.flatMap((page) => page.lines);
  const start = lines.findIndex((line) => FAMILY_HOME_HEADING.test(line));
  if (start < 0) return null;
  return lines.slice(0, start).filter((line) => line.trim() !== '').length >= MIN_GP_LINES ? start : null;
}

/** The document with the lines `blank` says blanked. */
function blanked(document: DocumentText, blank: (line: number) => boolean): DocumentText {
  let index = 0;
  const pages = document.pages.map((page) => ({
    ...page,
    lines: page.lines.map((line) => (blank(index++) ? ' '.repeat(line.length) : line)),
  }));
  return buildDocument(document.file, pages);
}

/** The certificate of bien familiar printed after the GP, alone; null when the file holds none. */
export function familyHomeAfterGp(document: DocumentText): DocumentText | null {
  const start = familyHomeStart(document);
  return start === null ? null : blanked(document, (line) => line < start);
}

/** The GP without the certificate of bien familiar printed after it (the document when none is). */
export function gpBeforeFamilyHome(document: DocumentText): DocumentText {
  const start = familyHomeStart(document);
  return start === null ? document : blanked(document, (line) => line >= start);
}
