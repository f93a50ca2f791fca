import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import { buildDocument, type DocumentText } from '../document';
import { GP_TITLE } from './cbrSignals';

/*
 * A CBR bundle may print a copy of the inscription and, after it, the lien certificate on the same
 * inscription as one run of pages, its sheets numbered across both ("Hoja 2/3"): one document to
 * the page split. Read whole, the lien certificate would take the copy's code, its transcription's
 * reference as an entry and its earlier title as the property's inscription; so it is read from
 * its own lines only, the copy's blanked (pages and line lengths kept, so what is read still points
 * at the page it was read from).
 */

/**
 * A line that opens a lien certificate: its title, "CERTIFICADO DE HIPOTECAS, GRAVÁMENES …", maybe
 * numbered as the bundle's second part ("(2)", "2.-", "II)", "B.").
 */
const LIEN_TITLE_LINE = new RegExp(
  String.raw`^\s*(?:\(?(?:\d{1,2}|[ivx]{1,4}|[a-d])\s*[).:-]+-?\s*)?(?=certificado)(?:${GP_TITLE.source})`,
);

/** An inscription's body: who owns the property, or how they acquired it. */
const OWNERSHIP =
  /\b(?:es|son)\s+duen[oa]s?\b|\badquiri(?:o|eron)\b|\bse\s+inscribe\s+a\s+(?:nombre|favor)\b/;

/** The copy's closing words, its certification or its code: the copy's end, no letterhead. */
const COPY_CLOSING = /\bcertifico\b|\bcodigo\s+(?:de\s+)?verificacion\b|\bvigente\s+al\b/;

/** How many lines may head a page (the office's letterhead) above the certificate's title. */
const LETTERHEAD_LINES = 6;

interface Line {
  page: number;
  row: number;
  folded: string;
}

const foldedLine = (line: string) => foldAccents(line).toLowerCase().replace(/\s+/g, ' ');

/**
 * Where the lien certificate printed after a copy begins: the first page of its title when only
 * a letterhead stands above the title on that page, else the title's line; null when no lien title
 * opens a line after words stating who owns the property.
 */
function lienStart(lines: Line[]): Line | null {
  for (const [at, line] of lines.entries()) {
    if (!LIEN_TITLE_LINE.test(line.folded)) continue;
    const before = lines.slice(0, at);
    // The words are joined as the body reads them: a statement may wrap onto the next line.
    if (!OWNERSHIP.test(before.map((other) => other.folded).join(' '))) continue;
    const above = before.filter((other) => other.page === line.page && other.folded.trim() !== '');
    const aboveText = above.map((other) => other.folded).join(' ');
    const letterhead =
      above.length <= LETTERHEAD_LINES && !OWNERSHIP.test(aboveText) && !COPY_CLOSING.test(aboveText);
    return letterhead ? { ...line, row: 0 } : line;
  }
  return null;
}

/** The document's lines from `start` on, the ones before it blanked. */
function linesFrom(document: DocumentText, start: Line): DocumentText {
  const pages = document.pages.map((page, pageIndex) => ({
    ...page,
    lines: page.lines.map((line, row) =>
      pageIndex > start.page || (pageIndex === start.page && row >= start.row)
        ? line
        : ' '.repeat(line.length),
    ),
  }));
  return buildDocument(document.file, pages);
}

/**
 * The lien certificate a copy's pages carry after the copy, as a document of its own lines; null
 * when the document prints no lien certificate's title after an inscription's body.
 */
export function lienCertificateAfterCopy(document: DocumentText): DocumentText | null {
  const lines = document.pages.flatMap((page, pageIndex) =>
    page.lines.map((line, row) => ({ page: pageIndex, row, folded: foldedLine(line) })),
  );
  const start = lienStart(lines);
  return start ? linesFrom(document, start) : null;
}
