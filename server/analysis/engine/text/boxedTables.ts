/*
 * A table drawn with character rules ("+------+-----+", "| HIPOTECA | 201 | …|", or rules between
 * its columns only, "1 | HIPOTECA | 201 | …"): each row read
 * as its cells apart by a wide gap, as a table printed without rules reads, and a row whose text
 * wrapped inside its cells ("|   |   | … | gravar |") joined to the row it continues, cell by
 * cell. Boxes of one or two cells per line (a framed heading, a copy with its margin drawn in
 * the box: text/layout.ts) are left alone, unless their borders draw the columns of a grid.
 */

const RULE = /[|¦│]/u;
/** A box's border: rules and corners only, with a run of dashes ("+-----+", "|=====|", "├────┼────┤"). */
const BORDER = /^[\s+|¦│\-=_─┼┌┐└┘├┤┬┴]*[-=_─]{3}[\s+|¦│\-=_─┼┌┐└┘├┤┬┴]*$/u;
/** A row of a table has at least this many cells. */
const MIN_CELLS = 3;
/** Cells of a row read apart, as a gap of spaces parts them. */
const CELL_GAP = '   ';

/**
 * A row of a table printed with rules between its columns only ("1 | HIPOTECA | 412 | …"), no
 * frame, has at least this many cells: fewer rules part a copy's margin from its body
 * (text/layout.ts), not a table.
 */
const MIN_UNFRAMED_CELLS = 4;

/**
 * A border with a junction between its corners ("+------+------+"): the box it closes is a grid of
 * columns, so its rows of two cells are a table's (a label and its value), not a framed heading.
 */
const GRID_BORDER = /^\s*[+┌├└]\s*[-=─]{3,}\s*[+┬┼┴](?:\s*[-=─]{3,}\s*[+┬┼┴┐┤┘])+\s*$/u;
/** A table drawn as a grid has at least this many cells per row. */
const MIN_GRID_CELLS = 2;

/**
 * A line's cells between its rules, when it is a row of a table drawn with rules; `grid`: the
 * page draws its table's columns in its borders.
 */
function rowCells(line: string, grid: boolean): string[] | null {
  const trimmed = line.trim();
  const framed = RULE.test(trimmed.charAt(0)) && RULE.test(trimmed.charAt(trimmed.length - 1));
  const cells = (framed ? trimmed.slice(1, -1) : trimmed).split(RULE).map((cell) => cell.trim());
  const least = framed ? (grid ? MIN_GRID_CELLS : MIN_CELLS) : MIN_UNFRAMED_CELLS;
  return cells.length >= least ? cells : null;
}

/** A first cell cut on the word joining it to its next line ("Interdicciones y", "Registro de"). */
const OPEN_CELL_END = /(?:^|\s)(?:y|e|o|de|del)$|[,-]$/iu;
/** A first cell's rest opening on the joining word ("Interdicciones" over "y Prohibiciones"). */
const JOINED_CELL_START = /^(?:y|e|o|de|del)\s/iu;

/**
 * A row that only carries the rest of the cells above it, most of them blank: its first cell
 * blank, or the rest of the first cell above cut on a joining word ("Interdicciones y" over
 * "Prohibiciones", "Interdicciones" over "y Prohibiciones"), as a registry's name wraps beside
 * its entry.
 */
function wrapsPrevious(cells: string[], previous: string[] | undefined): boolean {
  if (!previous || previous.length !== cells.length) return false;
  const first = cells[0] ?? '';
  // A grid of a label and its value: a row with its label blank carries the value's rest.
  if (cells.length === MIN_GRID_CELLS) return first === '';
  if (first !== '' && !OPEN_CELL_END.test(previous[0] ?? '') && !JOINED_CELL_START.test(first)) return false;
  // The registry's name going on beside the detail's next line ("Hipotecas y" over "Gravámenes",
  // its reference cell blank): the row wraps, however many of its cells carry text.
  if (first !== '') return cells.slice(1).some((cell) => cell === '');
  return cells.filter((cell) => cell !== '').length * 2 < cells.length;
}

/**
 * A cell's text and its rest on the next line, joined as running text joins lines
 * (cleanup.ts): a word the cell's width cut with a hyphen ("COMPENSA-" / "CIÓN") is one word again.
 */
function joinCellLines(cell: string, rest: string): string {
  if (cell === '' || rest === '') return cell || rest;
  const hyphen = /(\p{L})-$/u.exec(cell)?.[1];
  const next = rest.charAt(0);
  const upper = (char: string) => /\p{Lu}/u.test(char);
  if (hyphen !== undefined && (/\p{Ll}/u.test(next) || (upper(hyphen) && upper(next))))
    return `${cell.slice(0, -1)}${rest}`;
  return `${cell} ${rest}`;
}

/** A column head naming the creditor of a lien table's rows ("A FAVOR DE", "Acreedor"). */
const CREDITOR_HEAD = /^(?:a\s+favor\s+de|acreedora?|beneficiario)$/iu;
/** A column head naming the inscription's reference ("INSCRIPCIÓN", "Fojas", "Fs."). */
const REFERENCE_HEAD = /^(?:inscripci[óo]n|fojas|fs\.?)$/iu;

/**
 * A lien table's rows with their creditor's cell said as prose says it ("a favor de BANCO X"),
 * its head left as a plain "ACREEDOR", where the reference's column follows the creditor's (the
 * name then ends at the reference): read in a row, a bare name in capitals beside the kind and the
 * amount would be none of the entry's, and the head's "A FAVOR DE" would take the next cells.
 */
function creditorCells(rows: string[][]): string[][] {
  const [head, ...body] = rows;
  const at = head?.findIndex((cell) => CREDITOR_HEAD.test(cell)) ?? -1;
  if (!head || at < 0 || !REFERENCE_HEAD.test(head[at + 1] ?? '')) return rows;
  const said = body.map((row) =>
    row.length === head.length && row[at] && !/^(?:a|en)\s+favor\b/iu.test(row[at] ?? '')
      ? row.map((cell, index) => (index === at ? `a favor de ${cell}` : cell))
      : row,
  );
  return [head.map((cell, index) => (index === at ? 'ACREEDOR' : cell)), ...said];
}

/**
 * Borders drawn with the column rules at their ends ("|------|-----|") read as rows of dashes,
 * which join the rows around them into one, read column by column: right for a header over one
 * row (each column's name before its value). A table ruling off two rows or more that way
 * ("| HIPOTECAS | 31208 | … |", a border, "| PROHIBICIONES | 24516 | … |") would mix its rows so:
 * there its borders part the rows, no row of their own.
 */
function withRowRules(lines: string[], cells: (string[] | null)[]): (string[] | null)[] {
  const isRule = (index: number) => cells[index] !== null && BORDER.test((lines[index] ?? '').trim());
  const isRow = (index: number) => cells[index] !== null && !isRule(index);
  const parted = [...cells];
  let start = 0;
  while (start < lines.length) {
    if (cells[start] === null) {
      start++;
      continue;
    }
    let end = start;
    while (end < lines.length && cells[end] !== null) end++;
    const between = [...Array(end - start).keys()]
      .map((offset) => start + offset)
      .filter((index) => isRule(index) && isRow(index - 1) && isRow(index + 1));
    if (between.length >= 2)
      for (let index = start; index < end; index++) if (isRule(index)) parted[index] = null;
    start = end;
  }
  return parted;
}

/**
 * For each line, whether its table rules every row off from the next: two borders or more with a
 * row on each side in that table, or on the page when that table holds one entry under its header
 * (a header ruled off over one entry reads joined to it, column by column). A table ruling off
 * only its header over two entries or more ("| N° | Acto | … |", "|----|----|", "| 1 | … |",
 * "|   | … wrapped |", "| 2 | … |") keeps its entries apart, each with its wrapped lines.
 */
function ruledTables(lines: string[], cells: (string[] | null)[]): boolean[] {
  const isBorder = (index: number) => BORDER.test((lines[index] ?? '').trim());
  const between = (index: number) =>
    isBorder(index) && Boolean(cells[index - 1]) && Boolean(cells[index + 1]);
  const onPage = lines.filter((_, index) => between(index)).length >= 2;
  const inTable = (index: number) => Boolean(cells[index]) || isBorder(index);
  const ruled = lines.map(() => false);
  let start = 0;
  while (start < lines.length) {
    if (!inTable(start)) {
      start++;
      continue;
    }
    let end = start;
    while (end < lines.length && inTable(end)) end++;
    const indices = [...Array(end - start).keys()].map((offset) => start + offset);
    const borders = indices.filter(between);
    const firstBorder = borders[0] ?? end;
    const entries = indices.filter(
      (index) => index > firstBorder && !isBorder(index) && (cells[index]?.[0] ?? '') !== '',
    ).length;
    if (borders.length >= 2 || (onPage && entries <= 1)) ruled.fill(true, start, end);
    start = end;
  }
  return ruled;
}

/**
 * The page's lines with each table drawn with rules read as rows of cells apart by a gap. A table
 * ruling a border between each of its rows ("├────┼────┤") holds a row until the next border: the
 * lines between two borders are one row wrapped inside its cells, whatever cells they leave blank.
 */
export function unboxTables(lines: string[]): string[] {
  const grid = lines.some((line) => GRID_BORDER.test(line));
  const cells = withRowRules(
    lines,
    lines.map((line) => rowCells(line, grid)),
  );
  if (!cells.some(Boolean)) return lines;
  const nearRow = (index: number) => Boolean(cells[index - 1] ?? cells[index + 1]);
  const ruled = ruledTables(lines, cells);
  const out: string[] = [];
  let rows: string[][] = [];
  const flush = () => {
    out.push(...creditorCells(rows).map((row) => row.filter((cell) => cell !== '').join(CELL_GAP)));
    rows = [];
  };
  lines.forEach((line, index) => {
    const row = cells[index];
    if (row) {
      const previous = rows.at(-1);
      // A row of a table ruling each row off, right under the row before: its wrapped rest.
      const sameRuledRow = ruled[index] === true && index > 0 && Boolean(cells[index - 1]);
      if (previous && previous.length === row.length && (sameRuledRow || wrapsPrevious(row, previous)))
        rows[rows.length - 1] = previous.map((cell, at) => joinCellLines(cell, row[at] ?? ''));
      else rows.push(row);
      return;
    }
    if (BORDER.test(line.trim()) && nearRow(index)) return;
    flush();
    out.push(line);
  });
  flush();
  return out;
}
