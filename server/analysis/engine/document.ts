import type { PageText } from './pdfText';
import { normalize, type NormalizedText } from './reading/normalize';
import { cleanPages, joinLines } from './text/cleanup';

/** A PDF's text ready for extraction: raw lines for headers and codes, cleaned running text for the body. */
export interface DocumentText {
  file: string;
  pages: PageText[];
  /** Every page's lines as read, joined with newlines (boilerplate included). */
  raw: string;
  /** Offset in `raw` where each page starts. */
  rawPageStarts: number[];
  /** Body text: furniture removed, hyphenation undone, one space between words. */
  text: string;
  /** Offset in `text` where each page starts. */
  pageStarts: number[];
  /** The body text normalised for recognition, mapped back to `text` (reading/normalize.ts). */
  normalized: NormalizedText;
}

export function buildDocument(file: string, pages: PageText[]): DocumentText {
  const rawPageStarts: number[] = [];
  let raw = '';
  for (const page of pages) {
    rawPageStarts.push(raw.length);
    raw += `${page.lines.join('\n')}\n`;
  }
  const cleaned = cleanPages(pages);
  const joined = joinLines(cleaned.flat());
  const pageStarts: number[] = [];
  let lineIndex = 0;
  for (const lines of cleaned) {
    pageStarts.push(joined.lineStarts[lineIndex] ?? joined.text.length);
    lineIndex += lines.length;
  }
  return {
    file,
    pages,
    raw,
    rawPageStarts,
    text: joined.text,
    pageStarts,
    normalized: normalize(joined.text),
  };
}

/** 1-based page number of an offset, given the offsets where pages start. */
export function pageAt(starts: number[], offset: number): number {
  let page = 1;
  starts.forEach((start, index) => {
    if (offset >= start) page = index + 1;
  });
  return page;
}
