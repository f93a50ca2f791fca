/**
 * A register margin read across the body, line by line: text whose layout was lost before it
 * reached the engine (a text layer or OCR that joined each margin line to the body line beside
 * it: "Nº 1.733          Osorno, a doce de enero … Don"). When a block of lines shows a short
 * left column and running prose starting at one character column after a wide gap, the two
 * columns are read one after the other, margin first, as text/layout.ts does for positioned text;
 * a margin right of the body is read after it.
 * Tables and label forms are left alone: their right-hand cells are no prose.
 */

/** Spaces that separate the margin from the body (justified prose has one or two). */
const GAP = 3;
/** The margin column is narrow. */
const MAX_MARGIN = 30;
/** Lines of the block that must start their body at the same column. */
const MIN_LINES = 6;

interface Split {
  line: number;
  at: number;
}

/** Where the body starts on a line after a margin cell (or after blank margin), if it does. */
function bodyStart(line: string): number | null {
  const match = /^(?:(\S.{0,28}?\S|\S)?)( {3,})(?=\S)/u.exec(line);
  if (!match) return null;
  const at = match[0].length;
  if (at > MAX_MARGIN + GAP + 20 || (match[2]?.length ?? 0) < GAP) return null;
  return at;
}

/** Running prose: several words, most of them in lower case. */
function isProse(text: string): boolean {
  const words = text.trim().split(/\s+/);
  const lower = words.filter((word) => /^\p{Ll}/u.test(word)).length;
  return words.length >= 4 && lower >= words.length / 3;
}

/** A body line of prose, then a short note after a wide gap: "… es dueño del sitio   COMPRAVENTA". */
const NOTE_AFTER = /^(\S(?:(?! {3}).)*\S)( {3,})(\S(?:.{0,28}\S)?)$/u;

/**
 * A margin printed right of the body and read across it: notes at one character column after
 * prose without cells of its own. The body is read first, its notes after it.
 */
function splitRightMargin(lines: string[]): string[] {
  const notes = lines.flatMap((line, index) => {
    const match = NOTE_AFTER.exec(line);
    if (!match?.[1] || !match[3] || !isProse(match[1])) return [];
    return [{ line: index, at: match[1].length + (match[2]?.length ?? 0) }];
  });
  const counts = new Map<number, number>();
  for (const { at } of notes) counts.set(at, (counts.get(at) ?? 0) + 1);
  const [column, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  if (count < MIN_LINES) return lines;
  const aligned = notes.filter((note) => note.at === column);
  const first = aligned[0]?.line ?? 0;
  const last = aligned.at(-1)?.line ?? 0;
  const margin: string[] = [];
  const body: string[] = [];
  for (const line of lines.slice(first, last + 1)) {
    const match = NOTE_AFTER.exec(line);
    const at = match?.[1] ? match[1].length + (match[2]?.length ?? 0) : null;
    if (match?.[1] && match[3] && at === column) {
      body.push(match[1]);
      margin.push(match[3]);
    } else body.push(line.trim());
  }
  return [...lines.slice(0, first), ...body, ...margin, ...lines.slice(last + 1)];
}

/** A rule drawn between the margin and the body: "Nº 905        | Talcahuano, nueve de …". */
const RULE = /[|│¦]/gu;

/**
 * A margin ruled off from the body by a vertical bar at one character column, on either side:
 * the margin read first, then the body, whatever side it is printed on. Only lines with one bar
 * count (a boxed table has several on each line), and the side taken for the body must be prose.
 */
function splitRuledMargin(lines: string[]): string[] {
  const bars = lines.map((line) => [...line.matchAll(RULE)].map((match) => match.index));
  const counts = new Map<number, number>();
  for (const at of bars)
    if (at.length === 1 && at[0] !== undefined) counts.set(at[0], (counts.get(at[0]) ?? 0) + 1);
  const [column, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  if (count < MIN_LINES) return lines;
  const ruled = bars.flatMap((at, index) => (at.length === 1 && at[0] === column ? [index] : []));
  const first = ruled[0] ?? 0;
  const last = ruled.at(-1) ?? 0;
  const block = lines.slice(first, last + 1);
  const left = block.map((line) => (line.length > column ? line.slice(0, column) : line).trim());
  const right = block.map((line) => line.slice(column + 1).trim());
  const prose = (side: string[]) => side.filter(isProse).length >= ruled.length * 0.6;
  const narrow = (side: string[]) => side.every((cell) => cell.length <= MAX_MARGIN);
  const leftMargin = narrow(left) && prose(right);
  if (!leftMargin && !(narrow(right) && prose(left))) return lines;
  const [margin, body] = leftMargin ? [left, right] : [right, left];
  return [
    ...lines.slice(0, first),
    ...margin.filter((line) => line !== ''),
    ...body.filter((line) => line !== ''),
    ...lines.slice(last + 1),
  ];
}

/** The lines of a page with a margin column read across the body split into their two columns. */
export function splitMarginColumn(lines: string[]): string[] {
  const ruled = splitRuledMargin(lines);
  if (ruled !== lines) return ruled;
  const split = splitLeftMargin(lines);
  return split === lines ? splitRightMargin(lines) : split;
}

function splitLeftMargin(lines: string[]): string[] {
  const splits: Split[] = lines.flatMap((line, index) => {
    const at = bodyStart(line);
    return at === null ? [] : [{ line: index, at }];
  });
  const counts = new Map<number, number>();
  for (const { at } of splits) counts.set(at, (counts.get(at) ?? 0) + 1);
  const [column, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  if (count < MIN_LINES) return lines;
  const aligned = splits.filter((split) => split.at === column);
  const bodies = aligned.map((split) => lines[split.line]?.slice(column) ?? '');
  if (bodies.filter(isProse).length < bodies.length * 0.6) return lines;
  const first = aligned[0]?.line ?? 0;
  const last = aligned.at(-1)?.line ?? 0;
  const margin: string[] = [];
  const body: string[] = [];
  for (const line of lines.slice(first, last + 1)) {
    const start = bodyStart(line) === column || /^\s/.test(line) ? column : null;
    if (start === null && line.length <= column) margin.push(line.trim());
    else if (start === null) body.push(line.trim());
    else {
      margin.push(line.slice(0, start).trim());
      body.push(line.slice(start).trim());
    }
  }
  return [
    ...lines.slice(0, first),
    ...margin.filter((line) => line !== ''),
    ...body,
    ...lines.slice(last + 1),
  ];
}
