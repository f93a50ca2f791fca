/*
 * A table whose first column prints an entry's inscription stacked, one part a line ("Fs. 1966"
 * over "N° 1488" over "Año 2017"), beside the date and detail cells that wrap on the same lines:
 * read line after line, the reference's número and año would open lines of the detail's text and
 * the entry would cite its fojas alone. The parts below are joined to the first, as one cell
 * ("Fs. 1966 N° 1488 Año 2017"), and the rest of each line kept as the detail's wrapped text.
 */

type Part = 'fojas' | 'numero' | 'ano';

/** A reference's part opening a line, standing alone in its cell (a gap or the line's end after it). */
const PARTS: readonly { part: Part; pattern: RegExp }[] = [
  { part: 'fojas', pattern: /^\s*(?:fs\.?|fjs\.?|fojas)\s*\d{1,5}(?:\s*(?:v\.|vta\.?|vuelta)(?!\p{L}))?/iu },
  { part: 'numero', pattern: /^\s*(?:n[°º.]|nro\.?|n[úu]m(?:ero|\.)?)\s*\d{1,6}(?!\d)/iu },
  { part: 'ano', pattern: /^\s*a[ñn]o\s+\d{4}(?!\d)/iu },
];

/** What follows a part standing alone: a cell gap, or nothing. */
const CELL_END = /^(?: {2,}|\s*$)/u;

/**
 * The row's date cell right after its first part ("22 agosto 2017", "22 de agosto de 2017",
 * "22-08-2017"): the line is a table's row, not a copy's margin or running text.
 */
const DATE_CELL =
  /^\s+(?:\d{1,2}\s+(?:de\s+)?\p{L}{3,10}\.?\s+(?:de\s+)?\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})(?!\d)/u;

/** The part a line opens with, standing alone in its first cell, and how long it is. */
function openingPart(line: string, alone: boolean): { part: Part; length: number } | null {
  for (const { part, pattern } of PARTS) {
    const match = pattern.exec(line);
    if (!match) continue;
    const rest = line.slice(match[0].length);
    // The first line's part may run into the date cell (the layout joined them with one space);
    // a part on the lines below must stand alone, or it is running text ("N° 12 del plano …").
    if (!alone || CELL_END.test(rest)) return { part, length: match[0].length };
  }
  return null;
}

/**
 * Whether a line opening on the fojas alone in its cell has the número and the año stacked right
 * below it, each alone in its cell: the whole reference in a corner, whatever stands beside it.
 */
function wholeStackBelow(lines: string[], index: number, first: { part: Part; length: number }): boolean {
  if (first.part !== 'fojas' || !CELL_END.test((lines[index] ?? '').slice(first.length))) return false;
  const below = [lines[index + 1], lines[index + 2]].map((line) => openingPart(line ?? '', true)?.part);
  return below.includes('numero') && below.includes('ano');
}

/** The page's lines with each stacked reference joined into its row's first line. */
export function joinStackedReferences(lines: string[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const first = openingPart(line, false);
    // A table's row opens on its date cell; a copy's corner stacks its whole reference beside a
    // heading ("Fs. 2456 vta.    INSCRIPCIÓN ESPECIAL DE HERENCIA" / "N° 2210    -----" / "Año
    // 2022    Sucesión de …"), each part alone in its cell.
    const row = first !== null && DATE_CELL.test(line.slice(first.length));
    if (!first || (!row && !wholeStackBelow(lines, index, first))) {
      out.push(line);
      continue;
    }
    const seen = new Set<Part>([first.part]);
    const joined: string[] = [];
    const rests: string[] = [];
    let next = index + 1;
    for (; next < lines.length && seen.size < PARTS.length; next++) {
      const below = lines[next] ?? '';
      const part = openingPart(below, true);
      if (!part || seen.has(part.part)) break;
      seen.add(part.part);
      joined.push(below.slice(0, part.length).trim());
      const rest = below.slice(part.length).trim();
      if (rest !== '') rests.push(rest);
    }
    // A reference needs its fojas and one part more stacked below it, or there is nothing to join.
    if (joined.length === 0 || !seen.has('fojas')) {
      out.push(line);
      continue;
    }
    const head = line.slice(0, first.length).trimEnd();
    out.push(`${head} ${joined.join(' ')}${line.slice(first.length)}`, ...rests);
    index = next - 1;
  }
  return out;
}
