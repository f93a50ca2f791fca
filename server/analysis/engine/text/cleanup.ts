import type { PageText } from '../pdfText';

/** The corpus marks every page with this line; it is never document content. */
const WATERMARK = /MUESTRA\s+SINT[ÉE]TICA\s+DE\s+PRUEBA/i;

/** Page furniture: page numbers, page markers of the register book, signature stamps. */
const BOILERPLATE = [
  /^\s*p[áa]g(?:ina|\.)?\s*:?\s*\d+\s*(?:de|\/)\s*\d+\s*$/i,
  /^\s*\d+\s*\/\s*\d+\s*$/,
  /^\s*(?:fs|fojas)\s+\d+(?:\s*(?:vta\.?|v|vuelta))?\s*$/i,
  /documento incorpora firma\s*$/i,
  /^\s*electr[óo]nica avanzada\b/i,
];

/** A line's shape for spotting running headers and footers: case, digits and spacing ignored. */
function shape(line: string): string {
  return line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

/** Running headers and footers are short; long repeated lines are content (e.g. a GP split in two registries). */
const MAX_RUNNING_LINE = 60;

/** Lines repeated on most pages of a multi-page document (running headers and footers). */
function repeatedShapes(pages: PageText[]): Set<string> {
  if (pages.length < 2) return new Set();
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const lineShape of new Set(page.lines.map(shape)))
      counts.set(lineShape, (counts.get(lineShape) ?? 0) + 1);
  }
  const needed = Math.max(2, Math.ceil(pages.length / 2));
  return new Set(
    [...counts]
      .filter(
        ([lineShape, count]) =>
          count >= needed && lineShape.length >= 3 && lineShape.length <= MAX_RUNNING_LINE,
      )
      .map(([s]) => s),
  );
}

/** Removes watermark, boilerplate and running header/footer lines; keeps page boundaries. */
export function cleanPages(pages: PageText[]): string[][] {
  const repeated = repeatedShapes(pages);
  return pages.map((page) =>
    page.lines.filter(
      (line) =>
        !WATERMARK.test(line) &&
        !BOILERPLATE.some((pattern) => pattern.test(line)) &&
        !repeated.has(shape(line)),
    ),
  );
}

export interface JoinedText {
  text: string;
  /** Offset in `text` where each input line starts (or would start, for dropped lines). */
  lineStarts: number[];
}

/**
 * Joins lines into running text: words hyphenated at line ends (and across page breaks) are
 * rejoined, notarial dash fill is dropped and whitespace is collapsed.
 */
export function joinLines(lines: string[]): JoinedText {
  let text = '';
  const lineStarts: number[] = [];
  for (const raw of lines) {
    const line = raw.replace(/-{3,}/g, ' ').replace(/\s+/g, ' ').trim();
    if (line === '' || text === '') {
      lineStarts.push(text.length);
      text += line;
      continue;
    }
    const hyphen = /(\p{L})-$/u.exec(text)?.[1];
    const next = line.charAt(0);
    const upper = (char: string) => /\p{Lu}/u.test(char);
    if (hyphen !== undefined && (/\p{Ll}/u.test(next) || (upper(hyphen) && upper(next)))) {
      // A word split at the line end: "estaciona-" + "miento", "RIQUEL-" + "ME".
      text = text.slice(0, -1);
    } else if (!(hyphen !== undefined && upper(next)) && !(/\d-$/.test(text) && /^\d/.test(line))) {
      text += ' ';
    }
    lineStarts.push(text.length);
    text += line;
  }
  return { text, lineStarts };
}
