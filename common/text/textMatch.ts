/*
 * Finds a value among a page's pieces of text (pdf.js text items, OCR words), near the words
 * around it: the engine places the words it read a value from, the source viewer highlights a
 * value it has no boxes for. Spaces, periods, dashes, accents and case are ignored, so
 * `12.345.678-9` finds `12345678-9`, `PÉREZ  SOTO` finds `Pérez Soto` across two items and
 * `propiedad` finds `propie-` `dad` split at a line end.
 */

/** Characters [start, end) of text item `item`. */
export interface ItemRange {
  item: number;
  start: number;
  end: number;
}

interface NormalizedPage {
  text: string;
  /** For each character of `text`, the item and the offset in that item's string it comes from. */
  origins: { item: number; offset: number }[];
}

/** What one character becomes when matching: nothing for spaces, periods and dashes. */
function normalizeChar(char: string): string {
  return char
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s.\-\u00ad\u2010-\u2015\u2212]/gu, '');
}

/** A text as it is matched: see normalizeChar. */
export function normalizeForMatch(text: string): string {
  return [...text].map(normalizeChar).join('');
}

function normalizePage(items: readonly string[]): NormalizedPage {
  let text = '';
  const origins: NormalizedPage['origins'] = [];
  items.forEach((item, itemIndex) => {
    let offset = 0;
    for (const char of item) {
      for (const normalized of normalizeChar(char)) {
        text += normalized;
        origins.push({ item: itemIndex, offset });
      }
      offset += char.length;
    }
  });
  return { text, origins };
}

interface Span {
  start: number;
  end: number;
}

function occurrences(text: string, needle: string): Span[] {
  const found: Span[] = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
    found.push({ start: at, end: at + needle.length });
  }
  return found;
}

/** A snippet shorter than this (normalized) is too common to place a value by. */
const MIN_SNIPPET_CHARS = 8;

/**
 * Where the snippet is on the page: the longest run of its consecutive words found there. The
 * engine's snippet comes from cleaned text (hyphenation undone, headers dropped, maybe across a
 * page break), so the whole of it is not always on the page.
 */
function locateSnippet(page: NormalizedPage, snippet: string): Span | null {
  const words = snippet.split(/\s+/).map(normalizeForMatch).filter(Boolean);
  for (let length = words.length; length >= 1; length--) {
    for (let first = 0; first + length <= words.length; first++) {
      const run = words.slice(first, first + length).join('');
      if (run.length < MIN_SNIPPET_CHARS) continue;
      const at = page.text.indexOf(run);
      if (at !== -1) return { start: at, end: at + run.length };
    }
  }
  return null;
}

function distance(a: Span, b: Span): number {
  if (a.end <= b.start) return b.start - a.end;
  if (b.end <= a.start) return a.start - b.end;
  return 0;
}

/** A value this long is taken at its first occurrence when the snippet does not place it. */
const DISTINCTIVE_VALUE_CHARS = 4;

function chooseValue(page: NormalizedPage, needles: readonly string[], near: Span | null): Span | null {
  for (const needle of needles.map(normalizeForMatch).filter(Boolean)) {
    const found = occurrences(page.text, needle);
    const [first] = found;
    if (!first) continue;
    if (near) {
      return found.reduce((best, span) => (distance(span, near) < distance(best, near) ? span : best));
    }
    if (found.length === 1 || needle.length >= DISTINCTIVE_VALUE_CHARS) return first;
  }
  return null;
}

function toItemRanges(page: NormalizedPage, span: Span): ItemRange[] {
  const ranges: ItemRange[] = [];
  for (const origin of page.origins.slice(span.start, span.end)) {
    const last = ranges.at(-1);
    if (last?.item === origin.item) last.end = Math.max(last.end, origin.offset + 1);
    else ranges.push({ item: origin.item, start: origin.offset, end: origin.offset + 1 });
  }
  return ranges;
}

/**
 * The parts of the page's text items showing the value: one of `needles` (the value as it may be
 * printed), at the occurrence nearest the snippet; else the snippet itself. Null when neither is
 * on the page.
 */
export function findOnPage(
  items: readonly string[],
  needles: readonly string[],
  snippet: string,
): ItemRange[] | null {
  const page = normalizePage(items);
  const near = locateSnippet(page, snippet);
  const span = chooseValue(page, needles, near) ?? near;
  return span ? toItemRanges(page, span) : null;
}

/**
 * The parts of the page's text items showing `value` exactly as it was read, at its occurrence
 * nearest `context` (the text around it, the value included). Null when it is not on the page.
 */
export function findNear(items: readonly string[], value: string, context: string): ItemRange[] | null {
  const page = normalizePage(items);
  const span = chooseValue(page, [value], locateSnippet(page, context));
  return span ? toItemRanges(page, span) : null;
}
