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

/** A number cell of a row (its item, fojas, número, año), with the side of the page after the fojas. */
const NUMBER_TOKEN = /^\d[\d.]*$|^(?:vta\.?|v\.?)$/iu;

/**
 * A row's cells as words and numbers apart: its runs of words between its numbers and gaps
 * ("1 Hipotecas y" | "SERVIDUMBRE" | "88" … "1996" | "COMUNIDAD DE AGUAS"), the layout's gap
 * being lost where a cell of words ran close to a number; `text`: a run of words.
 */
function wordAndNumberCells(line: string): { text: string; words: boolean }[] {
  return lineCells(line).flatMap((cell) => {
    const parts: { text: string; words: boolean }[] = [];
    for (const token of cell.text.split(/\s+/u)) {
      const words = !NUMBER_TOKEN.test(token);
      const last = parts.at(-1);
      if (last && last.words === words) last.text = `${last.text} ${token}`;
      else parts.push({ text: token, words });
    }
    return parts;
  });
}

/** A numbered row of a register's table: its item number, a cell of words, then its reference's numbers. */
const NUMBERED_WORD_ROW = /^\s*\d{1,3}[.)]?\s+\p{L}/u;
/** Such a row cites fojas, número and año as numbers standing alone. */
const MIN_REFERENCE_NUMBERS = 3;

/**
 * A numbered row whose every cell of words wrapped onto the next line, one rest under each
 * ("1  Hipotecas y  SERVIDUMBRE  88  97  1996  COMUNIDAD DE AGUAS" over "Gravámenes  DE
 * ACUEDUCTO  VICENTE"): as many rests as the row has cells of words, joined one to one in order;
 * the row as a line, or null when it is no such row.
 */
function joinedWordCells(line: string, next: string | undefined): string | null {
  if (next === undefined || !NUMBERED_WORD_ROW.test(line)) return null;
  const cells = wordAndNumberCells(line);
  const numbers = cells
    .filter((cell) => !cell.words)
    .flatMap((cell) => cell.text.split(' '))
    .filter((token) => /^\d/u.test(token)).length;
  const wordCells = cells.filter((cell) => cell.words);
  if (numbers < MIN_REFERENCE_NUMBERS + 1 || wordCells.length < MIN_ROW_CELLS) return null;
  const rest = wrappedRest(next, Infinity);
  if (!rest) return null;
  if (rest.length === wordCells.length) {
    let at = 0;
    return cells.map((cell) => (cell.words ? `${cell.text} ${rest[at++] ?? ''}` : cell.text)).join(CELL_GAP);
  }
  // Fewer rests: the first goes on with the registry's cell when that cell is cut on a joining word
  // ("Interdicc. y" over "Prohibiciones"), the others with the row's last cells.
  const first = wordCells[0];
  if (!first || !OPEN_CELL_END.test(first.text) || rest.length < MIN_WRAPPED_CELLS) return null;
  const from = wordCells.length - (rest.length - 1);
  const joined = new Map<object, string>([[first, rest[0] ?? '']]);
  wordCells.slice(from).forEach((cell, at) => joined.set(cell, rest[at + 1] ?? ''));
  return cells
    .map((cell) => (joined.has(cell) ? `${cell.text} ${joined.get(cell) ?? ''}` : cell.text))
    .join(CELL_GAP);
}

/** A registry's cell cut on the word joining it to its rest ("Interdicc. y", "Hipotecas y"). */
const OPEN_CELL_END = /(?:^|\s)(?:y|e|de|del)$/iu;

/**
 * A row opening on its registry's name cut on a joining word, its reference right after it in the
 * same cell ("Hipotecas y fs. 77 N° 61 año 1981   09-03-1981   SERVIDUMBRE … a favor").
 */
const CUT_REGISTRY_ROW = /^(\s*\p{L}+(?:\s+\p{L}+){0,2}\s+(?:y|e|de|del))\s+(?=(?:fs\.?|fojas)\s*\d)/iu;
/** The registry's rest opening the wrapped line: one to three words, no digit. */
const REGISTRY_REST = /^\p{Lu}\p{L}+(?:\s+\p{L}+){0,2}$/u;

/**
 * A row whose registry cell wrapped its last word onto the next line with the row's last cells
 * ("Hipotecas y fs. 77 …   SERVIDUMBRE DE ACUEDUCTO a favor" over "Gravámenes   de COMUNIDAD DE
 * AGUAS"): the first rest completes the registry, the others the row's last cells, one to one;
 * the row as a line, or null when it is no such row.
 */
function joinedRegistryCell(line: string, next: string | undefined): string | null {
  const cut = CUT_REGISTRY_ROW.exec(line);
  if (!cut?.[1] || next === undefined) return null;
  const row = lineCells(line).map((cell) => cell.text);
  const rest = wrappedRest(next, Infinity);
  const [registry, ...others] = rest ?? [];
  if (!registry || !REGISTRY_REST.test(registry) || others.length === 0 || others.length >= row.length)
    return null;
  const cells = [cut[1].trim(), line.slice(cut[0].length).trim().split(/ {3,}/u)[0] ?? '', ...row.slice(1)];
  const from = cells.length - others.length;
  return cells
    .map((cell, at) =>
      at === 0 ? `${cell} ${registry}` : at >= from ? `${cell} ${others[at - from] ?? ''}` : cell,
    )
    .join(CELL_GAP);
}

/** The page's lines with each numbered row's wrapped cells joined to it, cell by cell. */
export function joinWrappedRowCells(lines: string[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const row = lineCells(line).map((cell) => cell.text);
    const next = lines[index + 1];
    const registryJoined = joinedRegistryCell(line, next);
    if (registryJoined !== null) {
      out.push(registryJoined);
      index += 1;
      continue;
    }
    const rest =
      isRow(line) && row.length >= MIN_ROW_CELLS && next !== undefined ? wrappedRest(next, row.length) : null;
    if (!rest) {
      const joined = joinedWordCells(line, next);
      out.push(joined ?? line);
      if (joined !== null) index += 1;
      continue;
    }
    const from = row.length - rest.length;
    out.push(row.map((cell, at) => (at >= from ? `${cell} ${rest[at - from] ?? ''}` : cell)).join(CELL_GAP));
    index += 1;
  }
  return out;
}
