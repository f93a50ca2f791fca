import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import type { PageText } from '../pdfText';
import { keepLines, type RunLine } from './keptLines';

/*
 * A carpeta whose index names its documents by a mark ("Doc. 1  Copia de inscripción con
 * vigencia ...... pág. 1-2", "Doc. 2  Certificado de hipotecas ...... pág. 2") may print them one
 * after the other, not one a page: the first under the index on its page, the next opening
 * mid-page under the heading its mark gives it ("Doc. 2" alone on its line). Page by page such a
 * file reads as an index and a page of two documents; cut at the headings, each document is read
 * from its own lines (the others blanked, lengths kept, so what is read still points at its page).
 */

/** An index entry giving a document its mark, then its title ("Doc. 1  Copia de …", "Documento 2 - Certificado …"). */
const INDEX_ENTRY = /^\s*(?:documento|doc\.?|anexo)\s*(?:n[°º.]?\s*)?(\d{1,2})\s*[.:)\-–—]*\s+\p{L}/u;
/** The same mark alone on its line, heading the document it names. */
const HEADING = /^\s*(?:documento|doc\.?|anexo)\s*(?:n[°º.]?\s*)?(\d{1,2})\s*[.:)\-–—]*\s*$/u;
/** A document entry's pages column, as an index closes it ("...... pág. 1-2", "pág. 2"). */
const PAGES_COLUMN =
  /\bpags?\.?\s*\d{1,3}(?:\s*(?:-|a|al|y)\s*\d{1,3})?\s*$|\.{3,}\s*\d{1,3}(?:\s*-\s*\d{1,3})?\s*$/u;
/** Documents a carpeta must announce so for its headings to cut it. */
const MIN_DOCUMENTS = 2;

interface Line extends RunLine {
  folded: string;
}

/**
 * The index and each document its marks head, as runs of (blanked) pages; null unless an index
 * entry announces each heading, in the index's order, and a document opens mid-page (a file of one
 * document a page is split by its pages).
 */
export function markedDocumentRuns(pages: PageText[]): PageText[][] | null {
  const lines: Line[] = pages.flatMap((page, pageIndex) =>
    page.lines.map((line, row) => ({ page: pageIndex, row, folded: foldAccents(line).toLowerCase() })),
  );
  const entries = lines.flatMap((line, at) => {
    const mark = INDEX_ENTRY.exec(line.folded);
    return mark && PAGES_COLUMN.test(line.folded) ? [{ at, mark: Number(mark[1]) }] : [];
  });
  if (entries.length < MIN_DOCUMENTS) return null;
  const afterIndex = (entries.at(-1)?.at ?? 0) + 1;
  const headings = lines.flatMap((line, at) => {
    const mark = at >= afterIndex ? HEADING.exec(line.folded) : null;
    return mark ? [{ at, mark: Number(mark[1]) }] : [];
  });
  const announced = entries.map((entry) => entry.mark);
  if (headings.length !== announced.length || headings.some((heading, i) => heading.mark !== announced[i]))
    return null;
  const firstOnPage = (at: number) =>
    lines.slice(0, at).every((line) => line.page !== lines[at]?.page || line.folded.trim() === '');
  if (headings.every((heading) => firstOnPage(heading.at))) return null;
  const cuts = [0, ...headings.map((heading) => heading.at), lines.length];
  return cuts.slice(0, -1).map((from, i) => keepLines(pages, lines, from, cuts[i + 1] ?? lines.length));
}
