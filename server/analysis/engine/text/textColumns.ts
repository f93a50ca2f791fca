import { isClauseLabel } from '../reading/numberedClauses';

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

/**
 * A rule drawn between the margin and the body: "Nº 905        | Talcahuano, nueve de …", or
 * typed as a double colon down the page ("Rep. 1.905   :: de Los Andes, son dueños …"; prose
 * never doubles a colon).
 */
const RULE = /::|[|│¦]/gu;

/** A line opening on the left frame of a boxed margin, the rule after it, then the body. */
const BOXED_MARGIN = /^\s*[|│¦][^|│¦]*[|│¦][^|│¦]*\S[^|│¦]*$/u;
/** Lines a boxed margin's block needs. */
const MIN_BOXED_LINES = 3;

/** A line cut at its only rule: the cell before it and the text after it; null without one rule. */
function ruledCells(printed: string): { before: string; after: string } | null {
  // A margin boxed on both sides ("│ CANCELADA     │ Melipilla, veintiocho de …"): the bar the line
  // opens on frames the margin; the one after it is the rule, with the body after it.
  const line = BOXED_MARGIN.test(printed) ? printed.replace(/^\s*[|│¦]/u, '') : printed;
  const bars = [...line.matchAll(RULE)];
  const bar = bars[0];
  if (bars.length !== 1 || bar === undefined) return null;
  const at = bar.index;
  return { before: line.slice(0, at).trim(), after: line.slice(at + bar[0].length).trim() };
}

/** A typed rule a worn copy's OCR misread: one colon, with a dash, stop or semicolon beside it. */
const WORN_RULE = /\s*([-–.;|]?[:;][-–.;:|]?)(?=\s+\S)/gu;

/**
 * A line of a double-colon-ruled block whose rule OCR misread: the margin's cell (empty, or a
 * name or reference opening in a capital or digit, never the body's lower-case words: "que
 * deslinda: ORIENTE …" is prose) and running prose after it; null otherwise. Of several colons
 * within a margin's width, the rule is the one a dash or a second mark still doubles
 * ("Hipoteca: fs.-: deslinda: …"), else the first ("RODRIGO ESTEBAN: casado, …").
 */
function wornRuledCells(line: string): { before: string; after: string } | null {
  const rules = [...line.slice(0, MAX_MARGIN + 4).matchAll(WORN_RULE)];
  const rule = rules.find((found) => (found[1]?.length ?? 0) > 1) ?? rules[0];
  if (!rule) return null;
  const before = line.slice(0, rule.index).trim();
  const after = line.slice(rule.index + rule[0].length).trim();
  if (before.length > MAX_MARGIN || (before !== '' && !/^[\p{Lu}\d]/u.test(before))) return null;
  return isProse(after) ? { before, after } : null;
}

/**
 * The lines before and after the block from the first to the last `ruled` line, and the block's
 * margin and body, each line of it parted by `part` (given its ruled `cells`, if any); empty parts
 * dropped.
 */
function partedBlock(
  lines: string[],
  cells: ReturnType<typeof ruledCells>[],
  ruled: number[],
  part: (line: string, cell: ReturnType<typeof ruledCells>) => { margin?: string; body?: string },
): { before: string[]; margin: string[]; body: string[]; after: string[] } {
  const first = ruled[0] ?? 0;
  const last = ruled.at(-1) ?? 0;
  const parts = lines.slice(first, last + 1).map((line, offset) => part(line, cells[first + offset] ?? null));
  const kept = (texts: (string | undefined)[]) => texts.filter((text): text is string => !!text);
  return {
    before: lines.slice(0, first),
    margin: kept(parts.map(({ margin }) => margin)),
    body: kept(parts.map(({ body }) => body)),
    after: lines.slice(last + 1),
  };
}

/**
 * A margin ruled off from the body by a vertical bar: the margin read first, then the body. Only
 * lines with one bar count (a boxed table has several on each line) and most of their right-hand
 * text must be prose. A text layer may have kept the bar with either column and printed the
 * margin cells on lines of their own ("Juan Pablo", then "| Colón número 3120, …"): short lines
 * without a bar inside the block are margin too.
 */
function splitRuledLeftMargin(lines: string[]): string[] {
  const strict = lines.map(ruledCells);
  const first = strict.findIndex((cell) => cell !== null);
  const last = strict.findLastIndex((cell) => cell !== null);
  // Inside a block ruled by a typed double colon, a worn copy's OCR may read the rule as one colon
  // or a dash and a colon ("RODRIGO ESTEBAN: casado, …", "-: na de Los Andes"): the same cut.
  const doubled = strict.filter((cell, index) => cell !== null && /::/u.test(lines[index] ?? '')).length;
  const cells =
    doubled >= MIN_LINES
      ? strict.map(
          (cell, index) =>
            cell ?? (index > first && index < last ? wornRuledCells(lines[index] ?? '') : null),
        )
      : strict;
  const ruled = cells.flatMap((cell, index) =>
    cell && cell.before.length <= MAX_MARGIN && cell.after !== '' ? [index] : [],
  );
  // A margin boxed on both sides is a margin beyond doubt: a page's end may leave few of its lines.
  const boxed = ruled.every((index) => BOXED_MARGIN.test(lines[index] ?? ''));
  if (ruled.length < (boxed ? MIN_BOXED_LINES : MIN_LINES)) return lines;
  const prose = ruled.filter((index) => isProse(cells[index]?.after ?? '')).length;
  if (prose < ruled.length * 0.6) return lines;
  const { before, margin, body, after } = partedBlock(lines, cells, ruled, (line, cell) => {
    if (cell) return { margin: cell.before, body: cell.after };
    return line.trim().length <= MAX_MARGIN && !isProse(line)
      ? { margin: line.trim() }
      : { body: line.trim() };
  });
  return [...before, ...margin, ...body, ...after];
}

/** Lines of a right margin's block whose body shares the line with its note, bar between. */
const MIN_SHARED_LINES = 2;

/**
 * A margin ruled off right of the body ("… es dueño de la casa y | Medida precau-"): the body read
 * first, then its notes. Only lines with one bar count, with a margin's width of text after it
 * and prose before it, or nothing before it: a note the layout already parted from the body
 * ("| toria inscrita a"; the bars left at the end of body lines are gone, text/cleanup.ts). Within
 * the block, a line without a bar is body.
 */
function splitRuledRightMargin(lines: string[]): string[] {
  const cells = lines.map(ruledCells);
  const shared = (cell: ReturnType<typeof ruledCells>) =>
    cell !== null && isProse(cell.before) && cell.after.length <= MAX_MARGIN;
  const noteAlone = (cell: ReturnType<typeof ruledCells>) =>
    cell !== null && cell.before === '' && cell.after !== '' && cell.after.length <= MAX_MARGIN;
  const ruled = cells.flatMap((cell, index) => (shared(cell) || noteAlone(cell) ? [index] : []));
  if (ruled.length < MIN_LINES || cells.filter(shared).length < MIN_SHARED_LINES) return lines;
  const { before, margin, body, after } = partedBlock(lines, cells, ruled, (line, cell) =>
    cell ? { margin: cell.after, body: cell.before } : { body: line.trim() },
  );
  // The body runs on below the last note: the notes are read after the page's text.
  return [...before, ...body, ...after, ...margin];
}

/** A margin note's cell, then a gap, then the body's prose: "rencia a fs.   8.654.123-8, domiciliado …". */
const GAPPED_CELL = /^\s*(\S(?:(?! {3}).){0,28}?\S)( {3,})(\S.*)$/u;
/** The words a copy's margin note opens on: its cancellation or transfer, a note, a subinscription. */
const MARGIN_NOTE_OPENING = /^(?:cancelad|transferid|alzad|nota\b|subinscri|v[ée]ase|ver\s+fs)/iu;
/** Lines a gapped margin note's block needs. */
const MIN_NOTE_LINES = 3;

/**
 * A short margin note beside a copy's first lines, its cells not aligned and parted from the body
 * by a gap only ("CANCELADA   Melipilla, veintiocho …", "por transfe-   MIGUEL …", "1877 N° 1540   la
 * Parcela …"): a text layer that lost the box's rules. Read across, the note's references would
 * run into the body's values; the note is read first, then the body. Only a block opening on a
 * margin note's words counts, its cells never a label (no colon), its bodies several words each and prose together.
 */
function splitGappedMarginNote(lines: string[]): string[] {
  for (let first = 0; first < lines.length; first++) {
    const opening = GAPPED_CELL.exec(lines[first] ?? '');
    if (!opening?.[1] || !MARGIN_NOTE_OPENING.test(opening[1])) continue;
    const cells: { margin: string; body: string }[] = [];
    for (let at = first; at < lines.length; at++) {
      const cell = GAPPED_CELL.exec(lines[at] ?? '');
      if (!cell?.[1] || !cell[3] || /:$/u.test(cell[1]) || cell[3].split(/\s+/u).length < 3) break;
      cells.push({ margin: cell[1], body: cell[3] });
    }
    // A line of capitals may name a party ("ANDRÉS MORA PINO, casado, …"): the bodies together are prose.
    if (cells.length < MIN_NOTE_LINES || !isProse(cells.map((cell) => cell.body).join(' '))) continue;
    return [
      ...lines.slice(0, first),
      ...cells.map((cell) => cell.margin),
      ...cells.map((cell) => cell.body),
      ...lines.slice(first + cells.length),
    ];
  }
  return lines;
}

/** The lines of a page with a margin column read across the body split into their two columns. */
export function splitMarginColumn(lines: string[]): string[] {
  const ruled = splitRuledLeftMargin(lines);
  if (ruled !== lines) return ruled;
  const noted = splitGappedMarginNote(lines);
  if (noted !== lines) return noted;
  const ruledRight = splitRuledRightMargin(lines);
  if (ruledRight !== lines) return ruledRight;
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
  // Numbered clauses' labels ("SEGUNDO  (Adquirente)   JUAN …") head their values: no margin.
  const cells = aligned.map((split) => lines[split.line]?.slice(0, column).trim() ?? '');
  if (cells.filter(isClauseLabel).length >= MIN_LINES / 2) return lines;
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
