import { lineCells } from './cells';

/*
 * A numbered table row printed without rules whose last cells wrapped onto the next line, each
 * under its own column ("1  PROHIBICIÓN  131  112  2020  de gravar y   BANCO DEL ESTADO" over
 * "enajenar   DE CHILE"): read line after line, the row's cells would run into one another ("de
 * gravar y BANCO DEL ESTADO enajenar DE CHILE"). The wrapped line's cells are joined to the row's
 * last cells, one to one, as a table drawn with rules is read (text/boxedTables.ts). A wrapped
 * line of one cell needs nothing: it continues the row's last cell as it stands. A row may open with
 * its kind instead of a number ("PROHIBICIÓN  1120  985  2019  de gravar y  BANCO X").
 */

/** A table's row: its number, then a word in capitals (the entry's kind). */
const NUMBERED_ROW = /^\s*\d{1,3}[.)]?\s+\p{Lu}{3,}/u;
/** A row without a number opens with its kind in capitals ("PROHIBICIÓN   1120   985   2019 …"). */
const KIND_FIRST_ROW = /^\s*\p{Lu}{3,}/u;
/** Such a row cites its inscription in numbers standing alone (fojas, número, año). */
const MIN_NUMBERS = 2;

/** Whether a line is a table's row whose cells may wrap: numbered, or its kind first before its reference. */
function isRow(line: string): boolean {
  if (NUMBERED_ROW.test(line)) return true;
  return KIND_FIRST_ROW.test(line) && (line.match(/(?<!\S)\d{1,5}(?!\S)/gu) ?? []).length >= MIN_NUMBERS;
}
/** A row has at least this many cells apart by a wide gap. */
const MIN_ROW_CELLS = 3;
/** The wrapped line holds at least this many cells (one cell runs on as it is). */
const MIN_WRAPPED_CELLS = 2;
/** A wrapped cell's rest is a few words. */
const MAX_WRAPPED_CELL = 40;
/** Cells of a joined row apart by a wide gap, as the layout parts them. */
const CELL_GAP = '   ';

/** Whether `line` holds only the rest of cells wrapped from the row above. */
function wrappedRest(line: string, rowCells: number): string[] | null {
  const cells = lineCells(line).map((cell) => cell.text);
  if (cells.length < MIN_WRAPPED_CELLS || cells.length >= rowCells) return null;
  const rest = cells.every(
    (cell) => cell.length <= MAX_WRAPPED_CELL && !/[\d:]/u.test(cell) && !NUMBERED_ROW.test(cell),
  );
  return rest ? cells : null;
}

/** The page's lines with each numbered row's wrapped cells joined to it, cell by cell. */
export function joinWrappedRowCells(lines: string[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const row = lineCells(line).map((cell) => cell.text);
    const next = lines[index + 1];
    const rest =
      isRow(line) && row.length >= MIN_ROW_CELLS && next !== undefined ? wrappedRest(next, row.length) : null;
    if (!rest) {
      out.push(line);
      continue;
    }
    const from = row.length - rest.length;
    out.push(row.map((cell, at) => (at >= from ? `${cell} ${rest[at - from] ?? ''}` : cell)).join(CELL_GAP));
    index += 1;
  }
  return out;
}
