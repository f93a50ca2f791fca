import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import type { PageText } from '../pdfText';
import { keepLines, type RunLine } from './keptLines';

/*
 * A carpeta whose cover names its documents in one sentence, each by a mark in parentheses
 * ("Contiene: (1) dominio vigente con copia de la inscripción; (2) inscripción anterior
 * transcrita; (3) certificado de gravámenes y prohibiciones."), then heads each document with its
 * mark and its title in capitals ("(2) INSCRIPCIÓN ANTERIOR QUE SE TRANSCRIBE …"). A heading may
 * name no type the classifier knows (an earlier inscription transcribed) and a page may repeat no
 * identifier, so page by page the second document would run on from the first; the marks the
 * cover announced cut the file where the office cut it. The cover's sentence is blanked in the
 * first document (it names the others' titles); the letterhead above it stays, the first's own.
 */

/** The cover's label announcing its documents ("Contiene:", "Contenido:", "Se acompañan:"). */
const ANNOUNCES = /\b(?:contiene|contenido|se\s+acompanan?|se\s+adjuntan?)\s*:/u;
/** A mark in parentheses inside the cover's sentence, before the document's words. */
const INLINE_MARK = /\((\d{1,2})\)\s*\p{L}/gu;
/** The cover's sentence runs over this many lines at most. */
const COVER_LINES = 4;
/** Lines of the file's first page where its cover is looked for. */
const COVER_AT_MOST = 8;
/** A document's heading: its mark opening the line, then a title word in capitals. */
const HEADING = /^\s*\((\d{1,2})\)\s*(?=\p{Lu}{3,})/u;
/** Documents a cover must announce so for its marks to cut the file. */
const MIN_DOCUMENTS = 2;

/**
 * The documents a cover's marks head, as runs of (blanked) pages, the cover with the first; null
 * unless the cover announces marks 1, 2, … in order and each heads a line after it, in that order,
 * the second and later each opening its page.
 */
export function inlineContentsRuns(pages: PageText[]): PageText[][] | null {
  const lines: (RunLine & { text: string })[] = pages.flatMap((page, pageIndex) =>
    page.lines.map((text, row) => ({ page: pageIndex, row, text })),
  );
  const firstPage = lines.filter((line) => line.page === 0).slice(0, COVER_AT_MOST);
  const coverAt = firstPage.findIndex((line) => ANNOUNCES.test(foldAccents(line.text).toLowerCase()));
  if (coverAt < 0) return null;
  // The sentence ends where the first document's heading opens, within its few lines.
  const coverLines = lines.slice(coverAt, coverAt + COVER_LINES);
  const headed = coverLines.findIndex((line, i) => i > 0 && HEADING.test(line.text));
  const cover = coverLines
    .slice(0, headed < 0 ? undefined : headed)
    .map((line) => line.text)
    .join(' ');
  const announced = [...cover.matchAll(INLINE_MARK)].map((match) => Number(match[1]));
  if (announced.length < MIN_DOCUMENTS || announced.some((mark, i) => mark !== i + 1)) return null;
  const headings = lines.flatMap((line, at) => {
    // The cover's own lines may open on a mark ("(3) certificado …" wrapped): those are in lower case.
    const mark = at > coverAt ? HEADING.exec(line.text) : null;
    return mark ? [{ at, mark: Number(mark[1]) }] : [];
  });
  if (headings.length !== announced.length || headings.some((heading, i) => heading.mark !== announced[i]))
    return null;
  // Each document after the first opens its page: a heading mid-page is left to the page rules,
  // which keep a section printed under another (a GP under a copy, dated by the carpeta's cover)
  // with the text that dates and signs it.
  const opensPage = (at: number) =>
    lines.slice(0, at).every((line) => line.page !== lines[at]?.page || line.text.trim() === '');
  if (!headings.slice(1).every((heading) => opensPage(heading.at))) return null;
  const cuts = [0, ...headings.slice(1).map((heading) => heading.at), lines.length];
  const runs = cuts.slice(0, -1).map((from, i) => keepLines(pages, lines, from, cuts[i + 1] ?? lines.length));
  const first = headings[0]?.at ?? coverAt;
  const coverRows = new Set(lines.slice(coverAt, first).map((line) => `${line.page}:${line.row}`));
  return runs.map((run, i) => (i === 0 ? withoutCover(run, coverRows) : run));
}

/**
 * The first document's pages with the cover's sentence blanked (lengths kept): its titles of the
 * other documents ("(3) certificado de gravámenes …") are none of the first document's words.
 */
function withoutCover(run: PageText[], coverRows: Set<string>): PageText[] {
  return run.map((page, index) => ({
    ...page,
    lines: page.lines.map((line, row) => (coverRows.has(`${index}:${row}`) ? ' '.repeat(line.length) : line)),
  }));
}
