import { cutAtGutter } from './gluedMargin';
import { clipAtColumnEdges } from './overlappingCells';
import { isProse } from './prose';
import { isClauseLabel } from '../reading/numberedClauses';

/** A run of text placed on the page; y grows upwards (PDF user space). */
export interface PositionedText {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

interface Line {
  y: number;
  items: PositionedText[];
}

interface Gutter {
  start: number;
  end: number;
}

/** Gaps wider than this many font sizes separate cells (tables, header blocks), kept as 3 spaces. */
const CELL_GAP = 2.5;
/** Gaps wider than this many font sizes are word breaks. */
const WORD_GAP = 0.12;
/**
 * An item starting this many font sizes before the previous one ends is another cell drawn over
 * it (a long value in capitals running past the column where the next label starts: "… HONDA
 * SPA" over "RUT 77.318.402-K"), not the rest of a word: kerning overlaps a glyph's fraction.
 */
const CELL_OVERRUN = 0.3;

/**
 * The next item overruns the previous one by part of either's width: an overlap as wide as a whole
 * item is the same text drawn twice (simulated bold), which joining does not part.
 */
const overruns = (gap: number, previousWidth: number, item: PositionedText) =>
  -gap > item.fontSize * CELL_OVERRUN && -gap < Math.min(previousWidth, item.width) / 2;

/**
 * An item starting this many font sizes or more inside the one before: a cell drawn at its column
 * over a wider cell before it ("DANIELA FERNANDA" run onto "NOMBRE"), never one word split in two.
 */
const OVERLAPPING_CELL = 1;
/** A gutter is a vertical strip at least this many font sizes wide that almost no line crosses. */
const MIN_GUTTER = 1.2;
/**
 * Lines that may cross a gutter (short paragraphs, footers, stamps) before it stops counting as
 * one; the band is then split at those lines and each part is examined again.
 */
const CROSSING_SHARE = 0.1;
/** Each side of a gutter needs this many lines, so a single stray label does not make a column. */
const MIN_COLUMN_LINES = 4;
/**
 * A narrower strip still parts two columns when the text right of it starts flush on one edge (a
 * margin printed a few characters from the body): prose's word gaps never line up that way.
 */
const MIN_ALIGNED_GUTTER = 0.4;
/** Share of the lines right of a narrow gutter that must start on its edge, within this many points. */
const ALIGNED_SHARE = 0.8;
const ALIGNED_TOLERANCE = 1;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 10;
}

/** Groups items whose baselines are close into lines, top of the page first. */
export function groupLines(items: PositionedText[]): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Line[] = [];
  for (const item of sorted) {
    const tolerance = item.fontSize * 0.45;
    const line = lines.find((candidate) => Math.abs(candidate.y - item.y) <= tolerance);
    if (line) line.items.push(item);
    else lines.push({ y: item.y, items: [item] });
  }
  for (const line of lines) line.items.sort((a, b) => a.x - b.x);
  return lines.sort((a, b) => b.y - a.y);
}

function crosses(item: PositionedText, gutter: Gutter): boolean {
  return item.x < gutter.start && item.x + item.width > gutter.end;
}

/** Most lines with text right of the gutter start that text on one edge, just past the gutter. */
function flushRight(lines: Line[], gutter: Gutter): boolean {
  const starts = lines
    .map((line) => line.items.find((item) => item.x >= gutter.start)?.x)
    .filter((x): x is number => x !== undefined);
  const edge = Math.min(...starts);
  const flush = starts.filter((x) => x - edge <= ALIGNED_TOLERANCE);
  return flush.length >= MIN_COLUMN_LINES && flush.length >= starts.length * ALIGNED_SHARE;
}

/**
 * The strip narrowed to where its columns' text stops: the few lines a strip may cross include a
 * column's longest line, which ends inside the strip ("Embargo fs. 388" a little past the shorter
 * notes below it), and that line belongs to its column, not across the gutter. Unchanged unless
 * exactly one line reaches into it.
 */
function tightened(gutter: Gutter, items: PositionedText[]): Gutter {
  const end = (item: PositionedText) => item.x + item.width;
  const leftEnds = items
    .filter((item) => item.x < gutter.start && end(item) > gutter.start && end(item) < gutter.end)
    .map(end);
  const rightStarts = items
    .filter((item) => item.x > gutter.start && item.x < gutter.end && end(item) > gutter.end)
    .map((item) => item.x);
  // One line only: several lines ending inside the strip are a table's cells of uneven widths.
  if (leftEnds.length + rightStarts.length > 1) return gutter;
  const start = Math.ceil(Math.max(gutter.start, ...leftEnds));
  const stop = Math.floor(Math.min(gutter.end, ...rightStarts));
  return stop > start ? { start, end: stop } : gutter;
}

/** Vertical strips that separate columns: wide, crossed by few lines, with text on both sides. */
export function findGutters(lines: Line[], fontSize: number): Gutter[] {
  const items = lines.flatMap((line) => line.items);
  const left = Math.floor(Math.min(...items.map((item) => item.x)));
  const right = Math.ceil(Math.max(...items.map((item) => item.x + item.width)));
  const coverage = new Array<number>(Math.max(0, right - left + 1)).fill(0);
  for (const line of lines) {
    const covered = new Set<number>();
    for (const item of line.items) {
      for (let x = Math.floor(item.x); x < Math.ceil(item.x + item.width); x++) covered.add(x - left);
    }
    for (const x of covered) coverage[x] = (coverage[x] ?? 0) + 1;
  }
  const allowance = Math.max(1, Math.floor(lines.length * CROSSING_SHARE));
  const gutters: Gutter[] = [];
  let start = -1;
  for (let index = 0; index <= coverage.length; index++) {
    const open = index < coverage.length && (coverage[index] ?? 0) <= allowance;
    if (open && start < 0) start = index;
    if (!open && start >= 0) {
      const gutter = { start: start + left, end: index + left };
      const width = gutter.end - gutter.start;
      const wide =
        width >= fontSize * MIN_GUTTER ||
        (width >= fontSize * MIN_ALIGNED_GUTTER && flushRight(lines, gutter));
      const inside = start > 0 && index < coverage.length;
      if (wide && inside) gutters.push(gutter);
      start = -1;
    }
  }
  const twoSided = (gutter: Gutter) => {
    const leftLines = lines.filter((line) => line.items.some((item) => item.x + item.width <= gutter.start));
    const rightLines = lines.filter((line) => line.items.some((item) => item.x >= gutter.end));
    return leftLines.length >= MIN_COLUMN_LINES && rightLines.length >= MIN_COLUMN_LINES;
  };
  // A strip whose sides seem too thin only because a column's longest line ends inside it is
  // taken narrowed to the columns' text; any other strip stays as found.
  return gutters.flatMap((gutter) => {
    if (twoSided(gutter)) return [gutter];
    // Wide by itself: a narrow strip flush with the text right of it is a table's column gap too.
    const narrowed = tightened(gutter, items);
    const wide = narrowed.end - narrowed.start >= fontSize * MIN_GUTTER;
    // A margin beside the body's first lines only: the body runs on alone below it, unlike a
    // table's rows, which keep a cell each side.
    const bodyRunsOn = lines.some((line) => standsAlone(line, narrowed));
    // Running prose right of it, not a form's values after their colons nor a table's cells.
    const body = sideTexts(lines, narrowed, 'right');
    const prose = proseColumn(body) && !body.some((text) => /^\s*:/u.test(text));
    return narrowed !== gutter && wide && bodyRunsOn && prose && twoSided(narrowed) ? [narrowed] : [];
  });
}

/** Joins a line's items left to right, spacing them by the gaps between them. */
export function joinItems(items: PositionedText[]): string {
  let text = '';
  let previousEnd: number | null = null;
  let previousWidth = 0;
  for (const item of items) {
    if (previousEnd !== null) {
      const gap = item.x - previousEnd;
      const apart =
        gap > item.fontSize * WORD_GAP ||
        overruns(gap, previousWidth, item) ||
        gap <= -item.fontSize * OVERLAPPING_CELL;
      if (gap > item.fontSize * CELL_GAP) text += '   ';
      else if (apart && !text.endsWith(' ') && !item.text.startsWith(' ')) text += ' ';
    }
    text += item.text;
    previousEnd = item.x + item.width;
    previousWidth = item.width;
  }
  return text.replace(/\s+$/, '');
}

/** A vertical gap this many font sizes high between lines separates blocks (header, body, footer). */
const BLOCK_GAP = 2.2;
/** Share of the page's text width a full-width line (paragraph, footer) covers. */
const WIDE_LINE = 0.72;
/** Above this share of lines with text on both sides, a "gutter" is a table's column gap. */
const TABLE_SHARE = 0.8;
/** Side notes make one column beside the body, two at most; more gutters are a table's. */
const MIN_TABLE_GUTTERS = 3;

function hasCellGap(line: Line, gap = CELL_GAP): boolean {
  return line.items.some((item, index) => {
    const previous = line.items[index - 1];
    return previous !== undefined && item.x - (previous.x + previous.width) > item.fontSize * gap;
  });
}

/**
 * A gap between two runs of a line no word space reaches, narrower than a cell's: a margin's note
 * set a little apart from the body's line ("AGUILERA MONTE-" two font sizes left of "profesora,
 * soltera, …"). Such a line is a column's beside another, not one running across the page.
 */
const COLUMN_GAP = 1.5;

/**
 * Lines that run across the page as one block of text: they cannot belong to a column. A line
 * with text on both sides of a side column's gutter is no such line, however close the column
 * stands to the body (a register's notes printed a word's width beside justified prose).
 */
function isWideLine(line: Line, left: number, right: number, sideGutters: Gutter[]): boolean {
  const first = line.items[0];
  const last = line.items.at(-1);
  if (!first || !last) return false;
  if (sideGutters.some((gutter) => partedBy(line, gutter))) return false;
  // The body's own line beside an empty stretch of a left margin: it starts where the body does.
  if (sideGutters.some((gutter) => first.x >= gutter.end && first.x - gutter.end <= first.fontSize))
    return false;
  return last.x + last.width - first.x >= (right - left) * WIDE_LINE && !hasCellGap(line, COLUMN_GAP);
}

/**
 * Text on both sides of a gutter, no word across it; a side is told by the word's middle, as a
 * note may reach into a gutter other lines leave open.
 */
function partedBy(line: Line, gutter: Gutter): boolean {
  const middle = (gutter.start + gutter.end) / 2;
  const centre = (item: PositionedText) => item.x + item.width / 2;
  return (
    !line.items.some((item) => crosses(item, gutter)) &&
    line.items.some((item) => centre(item) < middle) &&
    line.items.some((item) => centre(item) > middle)
  );
}

/** Share of the lines left of a gutter that must be prose for the right-hand text to be a side column. */
const PROSE_SHARE = 0.6;

/** Share of a side column's cells that may end with a colon: more are a form's labels, not notes. */
const LABEL_SHARE = 0.3;

function sideTexts(lines: Line[], gutter: Gutter, side: 'left' | 'right'): string[] {
  return lines
    .map((line) =>
      joinItems(
        line.items.filter((item) =>
          side === 'left' ? item.x + item.width <= gutter.start : item.x >= gutter.end,
        ),
      ),
    )
    .filter((text) => text !== '');
}

/**
 * Running prose on one side of the gutter (a body with its notes on the other), not a table's
 * values: notes beside it on the left are no column of labels ("Comuna:", "Rol:").
 */
function proseBeside(lines: Line[], gutter: Gutter): boolean {
  return (['left', 'right'] as const).some((side) => {
    const texts = sideTexts(lines, gutter, side);
    if (texts.length === 0 || texts.filter(isProse).length < texts.length * PROSE_SHARE) return false;
    if (side === 'left') return true;
    const notes = sideTexts(lines, gutter, 'left');
    return notes.filter((text) => /:\s*$/u.test(text)).length <= notes.length * LABEL_SHARE;
  });
}

/** Vertical strips at least a gutter wide that no line crosses, between the lines' first and last words. */
function openStrips(lines: Line[], fontSize: number): number {
  const items = lines.flatMap((line) => line.items);
  const left = Math.floor(Math.min(...items.map((item) => item.x)));
  const right = Math.ceil(Math.max(...items.map((item) => item.x + item.width)));
  const covered = new Array<boolean>(Math.max(0, right - left)).fill(false);
  for (const item of items)
    for (let x = Math.floor(item.x); x < Math.ceil(item.x + item.width); x++) covered[x - left] = true;
  const runs = covered
    .map((isCovered) => (isCovered ? '1' : '0'))
    .join('')
    .match(/0+/g);
  return (runs ?? []).filter((run) => run.length >= fontSize * MIN_GUTTER).length;
}

/** Rows a table needs, at least, to show its columns by themselves. */
const MIN_TABLE_ROWS = 2;

/**
 * A table's column gap, not a side column: the rows the gap parts leave three gaps or more open
 * between their cells. A heading or a total line across the table hides its other columns from
 * the band, and its last cell wrapping onto lines of its own ("Detalle") looks like notes beside it.
 */
function tableGap(lines: Line[], gutter: Gutter, fontSize: number): boolean {
  if (lines.some((line) => ruledColumns(line) && partedBy(line, gutter))) return true;
  const rows = lines.filter((line) => hasBothSides(line, gutter));
  return rows.length >= MIN_TABLE_ROWS && openStrips(rows, fontSize) >= MIN_TABLE_GUTTERS;
}

/** A rule drawn under one column's heading: a run of dashes, underscores or box lines. */
const RULE_CELL = /^[-_=─━]{3,}$/u;

/**
 * A table's columns drawn as a row of rules, one under each heading ("------  --------  -----
 * ------"): the gaps between them are the table's, though a cell wider than its column crosses
 * one of them on another row ("Prohibiciones fs. 530 …").
 */
function ruledColumns(line: Line): boolean {
  return (
    line.items.length > MIN_TABLE_GUTTERS && line.items.every((item) => RULE_CELL.test(item.text.trim()))
  );
}

/** Words a form's label holds at most ("Inscripción dominio", "Fecha de emisión"). */
const MAX_LABEL_WORDS = 4;
/** Words a form's value holds on most lines; a body of text beside notes holds more. */
const MAX_VALUE_WORDS = 6;
/** Share of a form's label cells with their value beside them, and of its lines that are such rows. */
const PAIRED_LABEL_SHARE = 0.9;
const FORM_ROW_SHARE = 0.5;

const wordCount = (items: PositionedText[]) => joinItems(items).split(/\s+/).length;

/**
 * A form's column of labels left of its values ("Código   CHC-0226-77352-H"): short cells, nearly
 * all with a short value on their line. Its values may stand alone between its rows (a value
 * wrapping onto a second line, a label a worn copy's OCR lost) without making them a side column
 * read after the labels; a copy's margin notes stand beside the long lines of its body, even one
 * printed in capitals.
 */
function labelColumn(lines: Line[], gutter: Gutter): boolean {
  const left = (line: Line) => line.items.filter((item) => item.x + item.width <= gutter.start);
  const right = (line: Line) => line.items.filter((item) => item.x >= gutter.end);
  const labelled = lines.filter((line) => left(line).length > 0);
  const rows = labelled.filter((line) => hasBothSides(line, gutter));
  const values = lines.filter((line) => right(line).length > 0).map((line) => wordCount(right(line)));
  // A value alone between two rows; notes beside a body leave its lines alone before or after them.
  const firstRow = lines.findIndex((line) => hasBothSides(line, gutter));
  const lastRow = lines.findLastIndex((line) => hasBothSides(line, gutter));
  const between = lines.slice(firstRow + 1, lastRow).some((line) => standsAlone(line, gutter));
  return (
    between &&
    labelled.length >= MIN_COLUMN_LINES &&
    labelled.every((line) => wordCount(left(line)) <= MAX_LABEL_WORDS) &&
    median(values) <= MAX_VALUE_WORDS &&
    rows.length >= labelled.length * PAIRED_LABEL_SHARE &&
    rows.length >= lines.length * FORM_ROW_SHARE
  );
}

/** A gutter that parts a side column (margin notes, a second column of text) from the rest. */
function isSideGutter(lines: Line[], gutter: Gutter, fontSize: number): boolean {
  if (tableGap(lines, gutter, fontSize)) return false;
  const fewRows = lines.filter((line) => hasBothSides(line, gutter)).length < lines.length * TABLE_SHARE;
  return (fewRows && lines.some((line) => standsAlone(line, gutter))) || proseBeside(lines, gutter);
}

/** A GP's registry named as a form's label ("HIPOTECAS Y" over "GRAVÁMENES", "LITIGIOS"). */
const REGISTRY_LABEL =
  /(?<!\p{L})(?:HIPOTECAS|GRAV[AÁ]MENES|INTERDICCIONES|PROHIBICIONES|LITIGIOS|EMBARGOS)(?!\p{L})/u;
/** Words a registry label's line holds at most ("Y PROHIBICIONES DE ENAJENAR"). */
const MAX_REGISTRY_LABEL_WORDS = 4;

/**
 * A GP's registries as a form's labels left of their entries, each entry running prose beside its
 * label: the left cells are capitals only (no reference's digits, as a copy's margin notes hold)
 * and name two registries or more. Read row by row, each entry under its registry, not the labels
 * first as a side column and every entry after the last of them.
 */
function registryLabels(lines: Line[], gutter: Gutter): boolean {
  const labels = sideTexts(lines, gutter, 'left');
  return (
    labels.length >= MIN_COLUMN_LINES &&
    labels.every(
      (label) => /^[\p{Lu}\s.,]+$/u.test(label) && label.split(/\s+/u).length <= MAX_REGISTRY_LABEL_WORDS,
    ) &&
    new Set(labels.flatMap((label) => REGISTRY_LABEL.exec(label)?.[0] ?? [])).size >= 2
  );
}

/**
 * An inscription copied as numbered clauses, each label left of its value ("SEGUNDO  (Adquirente)"
 * beside "JUAN …, casado,"): read row by row, each value after its label
 * (reading/numberedClauses.ts), not the labels first as a side column.
 */
function clauseLabels(lines: Line[], gutter: Gutter): boolean {
  const labels = sideTexts(lines, gutter, 'left');
  return labels.length >= MIN_COLUMN_LINES && labels.every(isClauseLabel);
}

/**
 * The side gutters of a band: none when they are three or more (a table's columns), and none
 * parting a form's labels from their values (labelColumn, registryLabels, clauseLabels) otherwise.
 */
function sideGutters(lines: Line[], fontSize: number): Gutter[] {
  const gutters = findGutters(lines, fontSize).filter((gutter) => isSideGutter(lines, gutter, fontSize));
  return gutters.length >= MIN_TABLE_GUTTERS
    ? gutters
    : gutters.filter(
        (gutter) =>
          !registryLabels(lines, gutter) &&
          !clauseLabels(lines, gutter) &&
          (proseBeside(lines, gutter) || !labelColumn(lines, gutter)),
      );
}

/** Side columns running down the whole page, found before the page is cut into bands. */
function pageSideGutters(lines: Line[], fontSize: number): Gutter[] {
  const gutters = sideGutters(lines, fontSize);
  return gutters.length >= MIN_TABLE_GUTTERS ? [] : gutters;
}

function hasBothSides(line: Line, gutter: Gutter): boolean {
  return (
    line.items.some((item) => item.x + item.width <= gutter.start) &&
    line.items.some((item) => item.x >= gutter.end)
  );
}

/**
 * A line with text right of the gutter only. A side column (margin notes, a second column of
 * text) has some; a table's right-hand cells never stand without their row's label.
 */
function standsAlone(line: Line, gutter: Gutter): boolean {
  return line.items.every((item) => item.x >= gutter.end);
}

const proseColumn = (texts: string[]) =>
  texts.length > 0 && texts.filter(isProse).length >= texts.length * PROSE_SHARE;

/**
 * The body's column when it is running prose with a column of notes right of it (a copy's margin
 * of liens), a margin of parties or none left of it; null otherwise.
 */
function bodyBeforeNotesColumn(columns: string[][]): number | null {
  const notes = columns.at(-1) ?? [];
  const body = columns.length - 2;
  if (body < 0 || notes.length === 0 || proseColumn(notes)) return null;
  return proseColumn(columns[body] ?? []) ? body : null;
}

/**
 * Where a side column stops partway down the band and the body widens below it, across its gutter
 * (a copy's lien notes beside the first lines of the inscription only): the first line below the
 * column, as the lines above it show a side gutter the whole band does not; null when none.
 */
function notesStop(lines: Line[], gutters: Gutter[], fontSize: number): number | null {
  const known = (gutter: Gutter) =>
    gutters.some((other) => other.start < gutter.end && gutter.start < other.end);
  for (let to = lines.length - 1; to >= MIN_COLUMN_LINES * 2; to--) {
    const above = lines.slice(0, to);
    const below = lines[to];
    const partial = pageSideGutters(above, fontSize).filter(
      (gutter) =>
        !known(gutter) && proseBeside(above, gutter) && below?.items.some((item) => crosses(item, gutter)),
    );
    if (partial.length > 0) return to;
  }
  return null;
}

/**
 * Reads one band (lines between full-width lines) column after column. When the body runs on into
 * the full-width line after the band, a column of notes right of it is read before the body's
 * lines beside them, as a left margin is, so the body's sentence is not cut by them.
 */
function layoutBand(lines: Line[], fontSize: number, bodyRunsOn = false): string[] {
  if (lines.length === 0) return [];
  const gutters = sideGutters(lines, fontSize);
  // Three gutters or more are a table's columns, its last cell wrapping onto lines of its own
  // (a GP's "Registro  Fojas  Número  Año  Detalle"): read row by row, never column by column.
  const headed = gutters.length === 0 ? underHeader(lines, fontSize) : null;
  if (headed)
    return [
      ...lines.slice(0, headed.from).map((line) => joinItems(line.items)),
      // The body runs on below the foot's first line, if any, as past a full-width line.
      ...layoutBand(lines.slice(headed.from, headed.to), fontSize, bodyRunsOn || headed.to < lines.length),
      ...lines.slice(headed.to).map((line) => joinItems(line.items)),
    ];
  const stop = gutters.length < MIN_TABLE_GUTTERS ? notesStop(lines, gutters, fontSize) : null;
  if (stop !== null)
    return [
      ...layoutBand(lines.slice(0, stop), fontSize, true),
      ...layoutBand(lines.slice(stop), fontSize, bodyRunsOn),
    ];
  if (gutters.length === 0 || gutters.length >= MIN_TABLE_GUTTERS)
    return lines.map((line) => joinItems(line.items));
  const isCrossing = (line: Line) =>
    line.items.some((item) => gutters.some((gutter) => crosses(item, gutter)));
  if (lines.some(isCrossing)) {
    // Lines across a gutter split the band: the columns may exist only between them.
    const output: string[] = [];
    let part: Line[] = [];
    for (const line of lines) {
      if (!isCrossing(line)) {
        part.push(line);
        continue;
      }
      // The body runs on into the line across the gutter: notes beside it are read before it.
      output.push(...layoutBand(part, fontSize, true), joinItems(line.items));
      part = [];
    }
    return [...output, ...layoutBand(part, fontSize, bodyRunsOn)];
  }
  const columns: PositionedText[][][] = gutters.map(() => []).concat([[]]);
  // How many body lines come before the first with a note beside it.
  let bodyBeforeNotes: number | null = null;
  for (const line of lines) {
    const parts = new Map<number, PositionedText[]>();
    for (const item of line.items) {
      // By the item's middle: an OCR word box may start a few pixels inside the gutter.
      const middle = item.x + item.width / 2;
      const column = gutters.filter((gutter) => middle >= (gutter.start + gutter.end) / 2).length;
      parts.set(column, [...(parts.get(column) ?? []), item]);
    }
    const notes = gutters.length;
    if (bodyBeforeNotes === null && parts.has(notes) && parts.has(notes - 1))
      bodyBeforeNotes = columns[notes - 1]?.length ?? 0;
    for (const [column, part] of parts) columns[column]?.push(part);
  }
  const texts = columns.map((column) => column.map(joinItems));
  const body = bodyBeforeNotesColumn(texts);
  if (bodyRunsOn && bodyBeforeNotes !== null && body !== null) {
    const bodyLines = texts[body] ?? [];
    return [
      ...texts.slice(0, body).flat(),
      ...bodyLines.slice(0, bodyBeforeNotes),
      ...(texts.at(-1) ?? []),
      ...bodyLines.slice(bodyBeforeNotes),
    ];
  }
  return texts.flat();
}

/** A vertical rule of a copy drawn as a box of characters. */
const RULE = /[|¦│]/u;
/** A box's border: rules and corners only, with a run of dashes ("+-----+", "|=====|"). */
const BORDER = /^[\s+|¦│\-=_─┼]*[-=_─]{3}[\s+|¦│\-=_─┼]*$/u;
/** A margin cell ruled off from the body by one bar, drawn without a box ("Nº 389   |  Santa Cruz, …"). */
const RULED_MARGIN = /^[^|¦│]{1,30}[|¦│][^|¦│]+$/u;

function isBoxLine(line: Line): boolean {
  const text = joinItems(line.items).trim();
  return BORDER.test(text) || (RULE.test(text[0] ?? '') && text.length > 1) || RULED_MARGIN.test(text);
}

/**
 * A copy drawn as a box of character rules, its margin notes in a column of the box beside the
 * body: each column read apart, left to right, without the rules (as a side column is read). A
 * margin ruled off by a bar with no box around it reads the same: its rows keep the blank cell
 * before their bar where the margin is empty. A box with no column of prose (a table drawn with
 * rules) is no such copy: null.
 */
function readBox(lines: Line[]): string[] | null {
  const split = lines
    .filter((line) => !BORDER.test(joinItems(line.items).trim()))
    .map((line) => joinItems(line.items).trim().split(RULE));
  // Outer rules leave an empty cell at that side of every row; a side without one has no border.
  const leftBorder = split.every((cells) => cells[0]?.trim() === '');
  const rightBorder = split.every((cells) => cells.at(-1)?.trim() === '');
  const rows = split.map((cells) =>
    cells
      .slice(leftBorder ? 1 : 0, rightBorder && cells.length > 1 ? -1 : undefined)
      .map((cell) => cell.trim()),
  );
  const width = Math.max(0, ...rows.map((cells) => cells.length));
  if (width < 2 || width >= MIN_TABLE_GUTTERS + 1) return null;
  const columns = Array.from({ length: width }, (_, index) =>
    rows.map((cells) => cells[index] ?? '').filter((cell) => cell !== ''),
  );
  const prose = columns.some(
    (column) =>
      column.length >= MIN_COLUMN_LINES && column.filter(isProse).length >= column.length * PROSE_SHARE,
  );
  return prose ? columns.flat() : null;
}

/** A vertical gap between two lines wide enough to start a new block. */
function blockBreak(previous: Line, line: Line): boolean {
  const fontSizes = [...line.items, ...previous.items].map((item) => item.fontSize);
  return previous.y - line.y > Math.max(...fontSizes) * BLOCK_GAP;
}

/** The page's lines cut into blocks at wide vertical gaps. */
function blocks(lines: Line[]): Line[][] {
  const result: Line[][] = [];
  for (const line of lines) {
    const current = result.at(-1);
    const previous = current?.at(-1);
    if (current && previous && !blockBreak(previous, line)) current.push(line);
    else result.push([line]);
  }
  return result;
}

/** Lines a certification or sign-off may print across the page below a copy's margin column. */
const MAX_FOOT_LINES = 6;

/**
 * A side column beside running prose between lines running across the page with no vertical gap
 * between: under a header (a copy's certification, then the transcription with its margin notes),
 * above a certification or sign-off printed across the page, or both. The lines from the first
 * below the header to the last above the foot, and their gutters; null when the block has none.
 * The lines above and below cross the gutter, so the whole block shows none.
 */
function underHeader(
  block: Line[],
  fontSize: number,
): { from: number; to: number; gutters: Gutter[] } | null {
  for (let cut = 0; cut <= MAX_FOOT_LINES; cut++) {
    const to = block.length - cut;
    for (let from = cut === 0 ? 1 : 0; from <= to - MIN_COLUMN_LINES * 2; from++) {
      const lines = block.slice(from, to);
      // Beside running prose only: a table's columns under a heading are read row by row.
      const gutters = pageSideGutters(lines, fontSize).filter((gutter) => proseBeside(lines, gutter));
      const crossing = (line: Line | undefined) =>
        line?.items.some((item) => gutters.some((gutter) => crosses(item, gutter))) ?? false;
      if (
        gutters.length > 0 &&
        (from === 0 || crossing(block[from - 1])) &&
        (cut === 0 || crossing(block[to]))
      )
        return { from, to, gutters };
    }
  }
  return null;
}

/**
 * A line whose one item crosses a side column's gutter between two lines that the gutter parts:
 * a margin note the text layer glued to the body (text/gluedMargin.ts), cut there. Only beside
 * running prose: a form's labels and values ("Fecha inscripción : 14-05-2019") stay row by row.
 */
function cutGluedMargins(lines: Line[], gutterOf: (line: Line) => Gutter[]): void {
  lines.forEach((line, index) => {
    const above = lines[index - 1];
    const below = lines[index + 1];
    if (!above || !below) return;
    for (const gutter of gutterOf(line).filter((side) => proseBeside(lines, side))) {
      const crossing = line.items.filter((item) => crosses(item, gutter));
      const item = crossing[0];
      if (crossing.length !== 1 || !item || !partedBy(above, gutter) || !partedBy(below, gutter)) continue;
      const cut = cutAtGutter(item, gutter);
      if (cut) line.items = line.items.flatMap((other) => (other === item ? cut : [other]));
    }
  });
}

/**
 * Rebuilds a page's reading order from positioned text: lines by baseline, words by gaps, and
 * columns (register margins, side notes) read one after another inside each band of lines
 * delimited by full-width lines and wide vertical gaps.
 */
export function layoutPage(rawItems: PositionedText[]): string[] {
  const items = rawItems.filter((item) => item.text.trim() !== '');
  if (items.length === 0) return [];
  const lines = groupLines(items);
  clipAtColumnEdges(lines.map((line) => line.items));
  const fontSize = median(items.map((item) => item.fontSize));
  const left = Math.min(...items.map((item) => item.x));
  const right = Math.max(...items.map((item) => item.x + item.width));
  const pageGutters = pageSideGutters(lines, fontSize);
  // A block's own side column counts too: headers across the page would hide it from the page's.
  const blockGutters = new Map<Line, Gutter[]>();
  for (const block of blocks(lines)) {
    const gutters = [...pageGutters, ...pageSideGutters(block, fontSize)];
    for (const line of block) blockGutters.set(line, gutters);
    const headed = gutters.length > 0 ? null : underHeader(block, fontSize);
    for (const line of headed ? block.slice(headed.from, headed.to) : [])
      blockGutters.set(line, headed?.gutters ?? []);
  }
  cutGluedMargins(lines, (line) => blockGutters.get(line) ?? pageGutters);
  const output: string[] = [];
  let band: Line[] = [];
  let box: Line[] = [];
  const place = (line: Line) => {
    const previous = band.at(-1);
    if (previous && blockBreak(previous, line)) {
      output.push(...layoutBand(band, fontSize));
      band = [];
    }
    if (isWideLine(line, left, right, blockGutters.get(line) ?? pageGutters)) {
      output.push(...layoutBand(band, fontSize, true), joinItems(line.items));
      band = [];
    } else {
      band.push(line);
    }
  };
  // Lines of a box of rules wait until the box closes: a copy is read column by column, any other
  // box (a table drawn with rules) line by line as before.
  const closeBox = () => {
    const read = box.length >= MIN_COLUMN_LINES ? readBox(box) : null;
    if (read) {
      output.push(...layoutBand(band, fontSize), ...read);
      band = [];
    } else box.forEach(place);
    box = [];
  };
  for (const line of lines) {
    if (isBoxLine(line)) box.push(line);
    else {
      closeBox();
      place(line);
    }
  }
  closeBox();
  output.push(...layoutBand(band, fontSize));
  return output.filter((line) => line.trim() !== '');
}
