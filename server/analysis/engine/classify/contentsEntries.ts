/*
 * The entries of a carpeta's contents list ("CONTENIDO", "Índice de la carpeta", "Documentos que se
 * acompañan:"), shared by the index page's recognizer (dossierIndex.ts) and by the bundle's
 * reading of a copy that prints the list above it (reading/cbrSignals.ts): both must know an
 * entry however the office marks it, or a title it names becomes a certificate no office issued.
 * An entry opens with its mark — a numeral, letter or roman numeral ("2.", "B)", "II.-"), the same
 * in parentheses ("(2)"), a noun and its number ("Documento 2 ..", "Doc. 1 -", "Anexo 3:") or a
 * bullet — or, where the office prints none, with a document's noun after an entry its pages
 * column closed; it runs on over the lines below (a title wrapped over two or three) until its
 * pages column, the next entry or a blank line. A text layer loses blank lines, so an entry that
 * runs longer is no entry's title but a certificate's body under a lettered heading ("A)
 * CERTIFICADO DE DOMINIO VIGENTE" over its certification): it is cut at its third line.
 * Every pattern here reads accent-folded, lower-case text.
 */

/** An entry's mark (without what follows it). */
export const ENTRY_MARK = String.raw`(?:\(\s*(?:\d{1,2}|[a-h]|[ivx]{1,4})\s*\)|(?:\d{1,2}|[a-h]|[ivxl]{1,4})\s*(?:[.)]-?|-)|(?:documento|doc\.?|anexo)\s*(?:n[°º.]?\s*)?\d{1,2}\s*(?:\.+|[:)\-–—])?|[•▪–-])`;

/** An entry's lines at most: its title wrapped over three lines. */
const MAX_ENTRY_LINES = 3;

/** A mark opening a line, then the entry's first word. */
const MARKED_LINE = new RegExp(String.raw`^\s*${ENTRY_MARK}\s+\S`);

/** A document's noun, opening an entry's title ("Certificado de …", "Copia de inscripción …"). */
const DOCUMENT_NOUN = String.raw`(?:certificados?|cert\.|copias?|inscripcion(?:es)?|escrituras?|titulos?|informes?|planos?)\b`;
const NOUN_LINE = new RegExp(String.raw`^\s*${DOCUMENT_NOUN}`);
const DOCUMENT_ENTRY = new RegExp(String.raw`^\s*(?:${ENTRY_MARK}\s+)?${DOCUMENT_NOUN}`);

/**
 * An entry's pages column ending its line: after a leader ("…… pág. 4", ".......... 2 - 3", "___
 * págs. 5 a 7", "........ 2 págs."), or after "pág." where a worn copy lost the leader, its digit
 * maybe misread ("pag. +").
 */
export const PAGE_COLUMN =
  /(?:(?:\.{3,}|…+|_{3,})\s*(?:pags?\.?\s*)?\d{1,3}(?:\s*(?:-|a|al|y)\s*\d{1,3})?(?:\s*pags?\.?)?|\bpags?\.\s*(?:\d{1,3}(?:\s*(?:-|a|al|y)\s*\d{1,3})?|[^\s\p{L}]))\s*$/u;

/** One entry: its lines, the first opening it. */
export interface ContentsEntry {
  lines: string[];
  /** Its first line opens with a mark. */
  marked: boolean;
  /** Its title opens with a document's noun. */
  document: boolean;
  /** A line of it ends with its pages column. */
  paged: boolean;
}

/** The entries of the text's lines (lines before the first entry belong to none). */
export function contentsEntries(text: string): ContentsEntry[] {
  const groups: string[][] = [];
  let open: string[] | null = null;
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      open = null;
      continue;
    }
    const closed = open === null || open.some((earlier) => PAGE_COLUMN.test(earlier));
    if (MARKED_LINE.test(line) || (closed && NOUN_LINE.test(line))) {
      open = [line];
      groups.push(open);
    } else if (open && !closed && open.length < MAX_ENTRY_LINES) open.push(line);
    else open = null;
  }
  return groups.map((lines) => ({
    lines,
    marked: MARKED_LINE.test(lines[0] ?? ''),
    document: DOCUMENT_ENTRY.test(lines[0] ?? ''),
    paged: lines.some((line) => PAGE_COLUMN.test(line)),
  }));
}
