import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import type { PageText } from '../pdfText';

/*
 * A carpeta may close with an index giving each document the sheets it covers ("Hoja
 * 1-2  Copia inscripción especial de herencia …", "Hoja 3  Certificado de gravámenes …", "Hoja 4
 * Certificado de bien familiar …"), its sheets numbered across the whole file ("Hoja 2 de 5").
 * Page by page, such numbering joins every document into one, and a certification's page may read
 * as a document of its own; the index says where each starts and ends.
 */

/** An index entry: the sheets (or pages) first, then the document's title ("Hoja 1-2  Copia …", "Págs. 3 a 4 Certificado …"). */
const ENTRY = /^\s*(?:hojas?|p[aá]g(?:ina)?s?\.?|fs\.?)\s*(\d{1,3})(?:\s*(?:-|a|al|y)\s*(\d{1,3}))?\s+\p{L}/u;
/** An index's heading ("ÍNDICE DE LA CARPETA", "Índice de documentos"). */
const INDEX_HEADING = /\bindice\b/u;
/** Documents an index must list for its sheets to cut the file. */
const MIN_DOCUMENTS = 2;

interface Range {
  first: number;
  last: number;
}

/** The ranges an index page lists, in its order; empty when the page is no such index. */
function listedRanges(page: PageText): Range[] {
  const folded = page.lines.map((line) => foldAccents(line).toLowerCase());
  if (!folded.some((line) => INDEX_HEADING.test(line))) return [];
  return folded.flatMap((line) => {
    const entry = ENTRY.exec(line);
    if (!entry) return [];
    const first = Number(entry[1]);
    return [{ first, last: entry[2] ? Number(entry[2]) : first }];
  });
}

/**
 * The documents an index page lays out, each its run of pages, the index in none; null unless one
 * page is an index listing at least two documents whose sheets follow each other from the first
 * page and cover every other page of the file (the index, printed last, numbered after them).
 */
export function indexedPageRuns(pages: PageText[]): PageText[][] | null {
  for (const [at, page] of pages.entries()) {
    const ranges = listedRanges(page);
    if (ranges.length < MIN_DOCUMENTS) continue;
    let next = 1;
    for (const { first, last } of ranges) {
      // Sheets in order, each document starting where the one before ended.
      if (first !== next || last < first) return null;
      next = last + 1;
    }
    // The sheets listed are every page but the index, the last one. The index page lays the
    // carpeta out and is no document: it belongs to none (as a blank page), or its list of titles
    // would read as one more certificate.
    if (next !== pages.length || at !== pages.length - 1) return null;
    return ranges.map(({ first, last }) => pages.slice(first - 1, last));
  }
  return null;
}
