import type { DocumentText } from '../document';
import type { PageText } from '../pdfText';
import { lineCells, lineSpans, ruledCells, type LineCell } from '../text/cells';
import { foldKeepingLength } from '../text/folded';

/*
 * Yes/no tables of municipal and SERVIU certificates (issue #18 item 6): one row per subject
 * ("Expropiación vial", "Parque o área verde", "Afectación a expropiación SERVIU") with its answer
 * in the row — a word ("SÍ", "NO", "afecta", "no afecta", "N/A"), the option a box ticks
 * ("SÍ ☐   NO ☒"), or a lone mark ("X", "✓") in the SÍ or NO column a header row names — before or
 * after the label, and the details beside it (vía, faja). The mark's column is read from where it
 * is drawn (the page's text runs; the typed columns of a text given without them), never from the
 * row's presence: a row without a mark that can be read has no answer.
 */

export interface MarkedRow {
  /** The row's subject as printed. */
  label: string;
  /** What the row's mark says; null when it carries none that can be read (blank, N/A, between columns). */
  answer: boolean | null;
  /** The cells after the answer (vía, faja, detalle), as printed; '' when none. */
  detail: string;
  /** Offset in the raw text of the answer's words (of the label when there is no answer) and their length. */
  index: number;
  length: number;
  /**
   * Offset of the detail in the raw text (-1 without one), and the length of its first line's
   * words there: a wrapped cell's next lines are apart, across the table's rules.
   */
  detailIndex: number;
  detailLength: number;
}

interface Cell {
  text: string;
  index: number;
  /** Horizontal centre on the page, in points; null when the line's runs were not found. */
  centre: number | null;
}

const fold = (text: string) => foldKeepingLength(text).toLowerCase();

/**
 * Cells of a line: text apart by three or more spaces (how the text layer renders a column gap),
 * or by a leader of dots ("Afectación a expropiación SERVIU ........ NO"), the leader a cell of
 * its own that is dropped once the cells are placed.
 */
// A boxed table's rule ("| Afecto a expropiación | NO |") parts cells as a gap does.
const CELL = /\.{3,}|(?:(?!\.{3})[^\s|│┃])+(?:\s{1,2}(?!\.{3})[^\s|│┃]+)*/g;
/** A word that is only a boxed table's rule. */
const RULE = /^[|│┃]+$/u;
const LEADER = /^\.{3,}$/;
// A box's closing bracket as OCR may read it ("[XJ", "(x1").
// A slot of underscores holds the mark too ("NO _X_", "SÍ ___"); OCR may read one X as two or
// three ("Xx", "XxX").
const TICK = String.raw`(?:_*(?:x{1,3}|[✓✔☒☑■*•])_*|[[(]\s{0,2}[0o]?x{1,2}\s{0,2}[\])j1l|])`;
const BLANK_BOX = String.raw`(?:☐|□|\[\s{0,4}\]|\(\s{0,4}\)|_{2,})`;
/** A lone mark standing in a column. */
const MARK = new RegExp(`^${TICK}$`, 'iu');
/** An answer word, alone or with its box after it ("SÍ ✓", "NO ☒", "SÍ [ ]"). */
const ANSWER = new RegExp(
  String.raw`^(?:(${TICK}|${BLANK_BOX})\s*)?(si|no|n/a|no aplica|(?:(?:no\s+)?afect(?:ad[oa]|[ao])|(?:sin|con)\s+afectacion)(?:\s+(?:parcial|total)(?:mente)?)?)\s*[:.]?(?:\s*(${TICK}|${BLANK_BOX}))?$`,
  'iu',
);

interface Answer {
  value: boolean | null;
  /** A box after or before the word: true when ticked, false when blank, null without one. */
  box: boolean | null;
  yes: boolean;
}

function answerOf(text: string): Answer | null {
  const match = ANSWER.exec(fold(text));
  if (!match?.[2]) return null;
  const word = match[2];
  const boxText = match[1] ?? match[3];
  const box = boxText === undefined ? null : new RegExp(`^${TICK}$`, 'iu').test(boxText);
  const yes = word === 'si' || /^(?:con\s+)?afect/.test(word);
  const value = word === 'n/a' || word === 'no aplica' ? null : yes;
  return { value, box, yes };
}

const isLabel = (cell: Cell) => /\p{L}{3,}/u.test(cell.text) && !answerOf(cell.text);

interface Token {
  text: string;
  from: number;
  to: number;
}

/** Words whose baselines are this share of their height apart, or less, stand on one row. */
const ROW_TOLERANCE = 0.5;

/** The page's words with where they are drawn, by row of text (top to bottom). */
function runRows(page: PageText): Token[][] {
  const rows: { y: number; height: number; tokens: Token[] }[] = [];
  for (const run of page.runs ?? []) {
    if (run.text.trim() === '' || Math.abs(run.advance[1]) > 0.5) continue;
    const y = run.origin[1];
    // OCR's baselines wander along a row (a page scanned askew, a short word's box): a share of
    // the row's tallest word from its last word, the nearest row.
    const height = Math.abs(run.rise[1]);
    const within = (candidate: { y: number; height: number }) =>
      Math.abs(candidate.y - y) < Math.max(3, Math.max(height, candidate.height) * ROW_TOLERANCE);
    let row = rows.filter(within).sort((a, b) => Math.abs(a.y - y) - Math.abs(b.y - y))[0];
    if (!row) {
      row = { y, height, tokens: [] };
      rows.push(row);
    }
    row.y = y;
    row.height = Math.max(row.height, height);
    const perChar = run.advance[0] / Math.max(run.text.length, 1);
    for (const word of run.text.matchAll(/\S+/gu))
      row.tokens.push({
        text: word[0],
        from: run.origin[0] + word.index * perChar,
        to: run.origin[0] + (word.index + word[0].length) * perChar,
      });
  }
  return rows.sort((a, b) => b.y - a.y).map((row) => row.tokens.sort((a, b) => a.from - b.from));
}

/**
 * The cells of a line with their centres: where the page's runs draw the line's words, or, for a
 * text given without its drawing (null), the character columns as typed.
 */
function placeCells(line: string, lineStart: number, rows: Token[][] | null): Cell[] {
  return placeAllCells(line, lineStart, rows)
    .filter((cell) => !LEADER.test(cell.text))
    .flatMap(unglue);
}

/**
 * Both options glued together, to the row's label or alone ("Materia SÍ NO", "Vialidad: SI NO",
 * "SÍ / NO"): a header, or a row offering both without marking either.
 */
const GLUED_OPTIONS = /^(?:(.*?\p{L}.*?:?)\s{1,2})?(s[ií])(?:\s{1,2}|\s*\/\s*)(no)$/iu;
/** A question up to its closing mark and the space after it ("¿Por vialidad? "). */
const QUESTION_THEN_ANSWER = /^(¿?[^?¿]{3,}\?)\s+(?=(?:s[ií]|no)\s*[.;:]\s)/u;
/** An answer word closed by a stop, then the answer's words ("SÍ. Ensanche de …", "NO; involucra …"). */
const ANSWER_THEN_DETAIL = /^(s[ií]|no)\s*[.;:]\s+(?=\p{L}{3})/u;
/** A lone mark glued to its row's label ("Vialidad X"). */
const GLUED_MARK = new RegExp(String.raw`^(.*\p{L}.*?)\s{1,2}(${TICK})$`, 'iu');
/** SÍ or NO with its box, on either side of it ("SÍ [ ]", "NO [X]", "☒ No"). */
const BOXED_OPTION = String.raw`(?:(?:s[ií]|no)\s{0,2}(?:${TICK}|${BLANK_BOX})|(?:${TICK}|${BLANK_BOX})\s{0,2}(?:s[ií]|no))`;
/**
 * A bare option, then one whose box closes the line ("SÍ NO [X]"): the empty box OCR lost. The
 * box can only be the last option's. "SÍ (X) NO" is not read so: its box may stand after SÍ or
 * before NO.
 */
const LOST_BOX_OPTIONS = String.raw`(?:s[ií]|no)\s{1,3}(?:s[ií]|no)\s{0,2}(?:${TICK}|${BLANK_BOX})`;
/**
 * Boxed options glued to their row's label ("Afecto a vialidad (ensanche) SÍ [ ] NO [X]"), or to
 * each other in a cell of their own ("si() NO (X)"): the box closing the line is the NO option's,
 * not a lone mark, and the label's own "Afecto" states nothing.
 */
const GLUED_BOXED_OPTIONS = new RegExp(
  String.raw`^(?:(.*?\p{L}.*?)\s{1,2})?(${BOXED_OPTION}(?:\s{1,3}${BOXED_OPTION})+|${LOST_BOX_OPTIONS})$`,
  'iu',
);
const OPTION_PART = new RegExp(String.raw`${BOXED_OPTION}|s[ií]|no`, 'giu');

/**
 * A cell holding a glued header ("Materia SÍ NO"), a row offering both options ("Vialidad: SI NO")
 * or a label and its mark ("Vialidad X"), one or two spaces apart where it is drawn too: its parts
 * are cells of their own whose columns are not known (centre null), so a mark among them is never
 * guessed into SÍ or NO.
 */
function unglue(cell: Cell): Cell[] {
  if (answerOf(cell.text)) return [cell];
  const folded = fold(cell.text);
  // A question with its answer glued after its mark, as a worn copy's OCR reads a narrow gap ("¿Por
  // vialidad? SÍ. Ensanche de …"): the question, then the answer and its detail as above.
  const asked = QUESTION_THEN_ANSWER.exec(folded);
  if (asked?.[1] && ANSWER_THEN_DETAIL.test(folded.slice(asked[0].length)))
    return [
      { text: cell.text.slice(0, asked[1].length), index: cell.index, centre: null },
      ...unglue({
        text: cell.text.slice(asked[0].length),
        index: cell.index + asked[0].length,
        centre: null,
      }),
    ];
  // The answer then its detail in one cell ("SÍ. Ensanche de calle X a 15 metros", "NO; involucra
  // sólo terreno"): the answer and the detail, each a cell in the answer's column.
  const detailed = ANSWER_THEN_DETAIL.exec(folded);
  if (detailed?.[1]) {
    const at = detailed[0].length;
    return [
      { text: cell.text.slice(0, detailed[1].length), index: cell.index, centre: cell.centre },
      { text: cell.text.slice(at), index: cell.index + at, centre: null },
    ];
  }
  const boxed = GLUED_BOXED_OPTIONS.exec(folded);
  const glued = boxed?.[1];
  if (boxed?.[2] && !PROSE.test(glued ?? '')) {
    const optionsAt = folded.length - boxed[2].length;
    return [
      ...(glued ? [{ text: cell.text.slice(0, glued.length), index: cell.index, centre: null }] : []),
      ...[...boxed[2].matchAll(OPTION_PART)].map((option) => ({
        text: cell.text.slice(optionsAt + option.index, optionsAt + option.index + option[0].length),
        index: cell.index + optionsAt + option.index,
        centre: null,
      })),
    ];
  }
  const match = GLUED_OPTIONS.exec(folded) ?? GLUED_MARK.exec(folded);
  const label = match?.[1]?.replace(/:$/u, '') ?? '';
  if (!match || cell.text.length > 70 || PROSE.test(label)) return [cell];
  const parts: Cell[] = [];
  let from = 0;
  for (const part of match.slice(1)) {
    if (part === undefined) continue;
    const at = folded.indexOf(part, from);
    parts.push({ text: cell.text.slice(at, at + part.length), index: cell.index + at, centre: null });
    from = at + part.length;
  }
  return parts;
}

/** The words of the page's row that draws the line, rules aside; undefined when none does. */
function drawnRow(line: string, rows: Token[][]): Token[] | undefined {
  const words = line.split(/\s+/u).filter((word) => word !== '' && !RULE.test(word));
  return rows
    .map((tokens) => tokens.filter((token) => !RULE.test(token.text)))
    .find(
      (tokens) => tokens.length === words.length && tokens.every((token, at) => token.text === words[at]),
    );
}

/**
 * Where a line starts and how wide its first word's characters are: where the page draws it, in
 * points (the text layer drops a line's leading spaces), or its leading spaces as typed.
 */
function lineLeft(line: string, rows: Token[][] | null): { left: number; char: number } {
  const typed = { left: /^\s*/u.exec(line)?.[0].length ?? 0, char: 1 };
  const first = rows ? drawnRow(line, rows)?.[0] : undefined;
  if (!first) return typed;
  return { left: first.from, char: (first.to - first.from) / Math.max(first.text.length, 1) };
}

function placeAllCells(line: string, lineStart: number, rows: Token[][] | null): Cell[] {
  const matches = [...line.matchAll(CELL)];
  if (!rows)
    return matches.map((match) => ({
      text: match[0],
      index: lineStart + match.index,
      centre: match.index + match[0].length / 2,
    }));
  const cells = matches.map((match) => ({ text: match[0], index: lineStart + match.index }));
  const row = drawnRow(line, rows);
  let next = 0;
  return cells.flatMap((cell) => {
    const count = cell.text.split(/\s+/u).length;
    const tokens = row?.slice(next, next + count) ?? [];
    next += count;
    return splitByGaps(cell, tokens);
  });
}

/** A gap between two words this many characters wide parts two columns (a word space is about half one). */
const COLUMN_GAP_CHARS = 2;

/**
 * A cell's words drawn apart by a column's gap are two cells ("NO   Observaciones" that the text
 * layer kept together because the columns stand close), each with its own centre.
 */
function splitByGaps(cell: { text: string; index: number }, tokens: Token[]): Cell[] {
  const first = tokens[0];
  const last = tokens.at(-1);
  if (!first || !last) return [{ ...cell, centre: null }];
  const charWidth = (token: Token) => (token.to - token.from) / Math.max(token.text.length, 1);
  const words = [...cell.text.matchAll(/\S+/gu)];
  const cells: Cell[] = [];
  let from = 0;
  for (let at = 1; at <= tokens.length; at++) {
    const previous = tokens[at - 1];
    const token = tokens[at];
    const gap = token && previous ? token.from - previous.to : Infinity;
    if (token && previous && gap < ((charWidth(token) + charWidth(previous)) / 2) * COLUMN_GAP_CHARS)
      continue;
    const start = words[from]?.index ?? 0;
    const endWord = words[at - 1];
    const end = endWord ? endWord.index + endWord[0].length : cell.text.length;
    const opening = tokens[from];
    cells.push({
      text: cell.text.slice(start, end),
      index: cell.index + start,
      centre: opening && previous ? (opening.from + previous.to) / 2 : null,
    });
    from = at;
  }
  return words.length === tokens.length ? cells : [{ ...cell, centre: (first.from + last.to) / 2 }];
}

interface Header {
  yes: number | null;
  no: number | null;
}

/** A header row naming the SÍ and NO columns ("Concepto   SÍ   NO   Vía", "Afecta   No afecta"). */
function headerOf(cells: Cell[]): Header | null {
  const answers = cells.map((cell) => ({ cell, answer: answerOf(cell.text) }));
  const yes = answers.find(({ answer }) => answer?.yes && answer.box === null && answer.value !== null);
  const no = answers.find(
    ({ answer }) => answer && !answer.yes && answer.box === null && answer.value !== null,
  );
  if (!yes || !no) return null;
  return { yes: yes.cell.centre, no: no.cell.centre };
}

/** The column a mark stands in, when it is clearly nearer one column than the other. */
function columnAnswer(header: Header, mark: Cell): boolean | null {
  if (header.yes === null || header.no === null || mark.centre === null) return null;
  const toYes = Math.abs(mark.centre - header.yes);
  const toNo = Math.abs(mark.centre - header.no);
  const apart = Math.abs(header.yes - header.no);
  if (Math.min(toYes, toNo) > apart * 0.75 || Math.abs(toYes - toNo) < apart * 0.3) return null;
  return toYes < toNo;
}

const LONE_BLANK_BOX = new RegExp(`^${BLANK_BOX}$`, 'u');

/**
 * A row with one box ticked and one blank, one under each of the header's columns ("[ ]   [X]"
 * under "SÍ   NO"): the ticked box's column is told by the boxes' order, which holds where the
 * words' drawn places are estimated off by a cell's rule or padding.
 */
function boxOrder(cells: Cell[], header: Header, mark: Cell): boolean | null {
  const blanks = cells.filter((cell) => LONE_BLANK_BOX.test(cell.text.trim()));
  const blank = blanks.length === 1 ? blanks[0] : undefined;
  if (!blank || blank.centre === null || mark.centre === null || header.yes === null || header.no === null)
    return null;
  return mark.centre < blank.centre === header.yes < header.no;
}

/** A row's answer and the cell it was read from. */
function rowAnswer(cells: Cell[], header: Header | null): { value: boolean | null; cell: Cell | null } {
  const answers = cells.flatMap((cell) => {
    const answer = answerOf(cell.text);
    return answer ? [{ cell, answer }] : [];
  });
  if (answers.length === 1 && answers[0]) {
    const { cell, answer } = answers[0];
    return { value: answer.box === false ? null : answer.value, cell };
  }
  if (answers.length > 1) {
    const ticked = answers.filter(({ answer }) => answer.box === true);
    const only = ticked.length === 1 ? ticked[0] : undefined;
    return only ? { value: only.answer.value, cell: only.cell } : { value: null, cell: null };
  }
  const marks = cells.filter((cell) => MARK.test(fold(cell.text)));
  const mark = marks.length === 1 ? marks[0] : undefined;
  if (!mark) return { value: null, cell: null };
  if (header) return { value: boxOrder(cells, header, mark) ?? columnAnswer(header, mark), cell: mark };
  // Without SÍ/NO columns, a mark chooses its row: the row's own words say yes or no ("Sin
  // afectación a expropiación   X"); a label that says neither gives no answer.
  const polarity = cells.map((cell) => POLAR_LABEL.exec(fold(cell.text))).find((match) => match);
  return polarity ? { value: !polarity[1], cell: mark } : { value: null, cell: null };
}

/** A row label that states a yes or a no by itself: "Con afectación…", "Sin afectación…", "No afecto a…". */
const POLAR_LABEL = /^(?:(sin|no|libre\s+de)\s+)?(?:con\s+)?afect(?:ad[oa]|acion|[oa])\b/u;

/**
 * A rule OCR read as "¡" or "!" glued before an option ("Declaratoria …   ¡SÍ ¡NO"): no part of
 * the word, which names its column.
 */
const STRAY_BEFORE_OPTION = /(?<=^|\s)[¡!](?=(?:s[ií]|no)(?!\p{L}))/giu;

/** A detail cell left open: it ends on a word, not a stop. */
const OPEN_DETAIL = /\p{L}$/u;
/** A line going on with the detail above: it opens on a word in lower case ("entre líneas oficiales"). */
const RUNS_ON = /^\p{Ll}{2,}/u;

/** A line that ends the table: running prose (a sentence, a labelled value). */
const PROSE = /[.:;]\s*\S|\.$/u;

/** A short label and its value on one line ("Vía: Calle Prat …", "Tipo de afectación: ensanche"). */
const ROW_DETAIL = /^[^\S\n]*\p{L}[\p{L}. ]{0,30}:[^\S\n]*\S/u;

/** A ruled row whose first cell is blank: the row above goes on in its other cells. */
const CONTINUED_RULED_ROW = /^\s*[|¦│][^\S\n]*[|¦│]/u;

/**
 * A line of one cell set this much deeper than the table's header is a note under the row above
 * ("   Afecta: sólo terreno (franja de 2 m)"): the table goes on after it, its columns the same.
 */
/** In characters of the note's own first word. */
const NOTE_INDENT = 2;

/** A line of a page as the table is read: its text, its cells placed, where it starts. */
interface PlacedLine {
  text: string;
  cells: Cell[];
  left: { left: number; char: number };
}

/** The yes/no rows of one page's lines, in order. */
function rowsOfLines(lines: PlacedLine[]): MarkedRow[] {
  const rows: MarkedRow[] = [];
  let header: Header | null = null;
  let headerLeft = 0;
  // The row read from the line just before, which a ruled line with its label cell blank continues.
  let previous: MarkedRow | null = null;
  // The line before was a row of the table, or a detail under one.
  let afterRow = false;
  for (const { text: line, cells, left } of lines) {
    const continued: MarkedRow | null = previous;
    previous = null;
    if (continued && continued.detail !== '' && CONTINUED_RULED_ROW.test(line)) {
      // "|   |   | entre líneas oficiales |": the detail cell of the row above, wrapped.
      const more = cells
        .map((cell) => cell.text.trim())
        .join(' ')
        .trim();
      if (more !== '') continued.detail = `${continued.detail} ${more}`;
      previous = continued;
      continue;
    }
    const only = cells.length === 1 ? cells[0] : undefined;
    if (
      continued &&
      only &&
      continued.detailIndex >= 0 &&
      OPEN_DETAIL.test(continued.detail) &&
      RUNS_ON.test(only.text)
    ) {
      // "SÍ. Ensanche de calle X a 15 metros" over "entre líneas oficiales.": the detail wrapped.
      const more = only.text.replace(/[.;]\s*$/u, '');
      continued.detail = `${continued.detail} ${more}`;
      continued.detailLength = only.index + more.length - continued.detailIndex;
      afterRow = true;
      continue;
    }
    const label = cells.find(isLabel);
    // A row's labelled detail under it ("Vialidad   X" / "Vía: Calle Prat, ensanche a 15 metros"):
    // the table goes on below it.
    if (header && afterRow && cells.length === 1 && ROW_DETAIL.test(line)) continue;
    afterRow = false;
    if (cells.length === 1 && header && left.left - headerLeft >= NOTE_INDENT * left.char) continue;
    if (cells.length === 0 || (cells.length === 1 && (!header || PROSE.test(line) || line.length > 70))) {
      header = null;
      continue;
    }
    const named = headerOf(cells);
    const noMarks = !cells.some((cell) => MARK.test(fold(cell.text)));
    if (named && noMarks) {
      header = named;
      headerLeft = left.left;
    }
    if (!label) continue;
    const { value, cell } = rowAnswer(cells, header);
    // Outside a table, only a row that carries an answer is one.
    if (!cell && !header) continue;
    const after = cell ? cells.slice(cells.indexOf(cell) + 1) : cells.slice(cells.indexOf(label) + 1);
    const details = after.filter((other) => isLabel(other) && other !== label);
    const detail = details[0];
    // Every cell before the answer names the row ("PRC 2011   Ensanche de vía   Afecto").
    const before = cell ? cells.slice(0, cells.indexOf(cell)).filter(isLabel) : [];
    previous = {
      label: before.length > 1 ? before.map((other) => other.text).join(' ') : label.text,
      answer: value,
      detail: detail?.text ?? '',
      index: cell?.index ?? label.index,
      length: (cell ?? label).text.length,
      detailIndex: detail?.index ?? -1,
      detailLength: detail?.text.length ?? 0,
    };
    rows.push(previous);
    afterRow = true;
  }
  return rows;
}

/** A drawn word that is only a table's rules and border dashes ("|-----|----|", "+====+"). */
const DRAWN_BORDER = /^[|│┃¦+\-=_─┼┬┴├┤┌┐└┘]+$/u;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * The page's rows as drawn, each row's words parted into cells by its column gaps: a table whose
 * columns the text layer read one after another (its label column, then its SÍ / NO column, when
 * enough rows leave a gutter between them) is read across again. Each cell is found in the text
 * (the first place not taken by a cell above it); a cell the text does not hold is left out.
 */
function drawnLines(page: PageText, pageStart: number): PlacedLine[] {
  const textLines: { text: string; start: number }[] = [];
  let start = pageStart;
  for (const text of page.lines) {
    textLines.push({ text, start });
    start += text.length + 1;
  }
  const taken = new Set<number>();
  const locate = (text: string): number => {
    // Whole words: a mark "X" is not the X of "EXPROPIACIÓN".
    const words = new RegExp(
      String.raw`(?<!\S)${text
        .split(' ')
        .map(escaped)
        .join(String.raw`\s+`)}(?!\S)`,
      'gu',
    );
    for (const line of textLines)
      for (const match of line.text.matchAll(words)) {
        const at = line.start + match.index;
        if (taken.has(at)) continue;
        taken.add(at);
        return at;
      }
    return -1;
  };
  return runRows(page).flatMap((tokens) => {
    const first = tokens[0];
    // A border drawn between the header and the rows ("|------|----|----|") is no row: it ends no table.
    if (!first || tokens.every((token) => DRAWN_BORDER.test(token.text))) return [];
    const charWidth = (token: Token) => (token.to - token.from) / Math.max(token.text.length, 1);
    const groups: Token[][] = [];
    // A rule drawn between two cells ("| ¿Afecto …? |  X  |    |") parts them, however close, and
    // is no cell's word: the text lines, read without the rules, hold the cells alone.
    let ruled = false;
    tokens.forEach((token, at) => {
      if (RULE.test(token.text)) {
        ruled = true;
        return;
      }
      const before = tokens[at - 1];
      const gap = before ? token.from - before.to : Infinity;
      const group = groups.at(-1);
      if (group && before && !ruled && gap < ((charWidth(token) + charWidth(before)) / 2) * COLUMN_GAP_CHARS)
        group.push(token);
      else groups.push([token]);
      ruled = false;
    });
    const cells = groups.flatMap((group): Cell[] => {
      const text = group.map((token) => token.text).join(' ');
      const index = RULE.test(text) || LEADER.test(text) ? -1 : locate(text);
      const last = group.at(-1) ?? first;
      const from = group[0]?.from ?? first.from;
      return index < 0 ? [] : unglue({ text, index, centre: (from + last.to) / 2 });
    });
    return [
      {
        text: cells.map((cell) => cell.text).join('   '),
        cells,
        left: { left: first.from, char: charWidth(first) },
      },
    ];
  });
}

/**
 * A page's rows read from its lines, then from its drawing: a row the lines leave without an answer
 * (or miss) takes the drawing's, and a row whose two readings disagree has none.
 */
function pageRows(page: PageText, pageStart: number): MarkedRow[] {
  const placed = page.runs ? runRows(page) : null;
  let lineStart = pageStart;
  const rows = rowsOfLines(
    page.lines.map((line) => {
      const start = lineStart;
      lineStart += line.length + 1;
      return {
        text: line,
        cells: placeCells(line.replace(STRAY_BEFORE_OPTION, ' '), start, placed),
        left: lineLeft(line, placed),
      };
    }),
  );
  // A page read turned (OCR's words running right to left) is not read across again: its rows'
  // words would come in reverse.
  if (!page.runs || page.runs.some((run) => run.advance[0] < 0)) return rows;
  for (const drawn of rowsOfLines(drawnLines(page, pageStart))) {
    if (drawn.answer === null) continue;
    const same = rows.find((row) => fold(row.label).trim() === fold(drawn.label).trim());
    if (!same) rows.push(drawn);
    else if (same.answer === null)
      Object.assign(same, { answer: drawn.answer, index: drawn.index, length: drawn.length });
    else if (same.answer !== drawn.answer) same.answer = null;
  }
  return rows;
}

/** Every yes/no row of the certificate's tables, in order. */
export function markedRows(document: DocumentText): MarkedRow[] {
  return document.pages.flatMap((page, pageIndex) => pageRows(page, document.rawPageStarts[pageIndex] ?? 0));
}

/**
 * The row about a subject: one that answers yes (several rows may name it — "Ensanche   NO",
 * "Apertura   SÍ" — and any yes is an affectation), else one whose mark can be read, else the
 * first naming it (its answer null); null when no row names the subject.
 */
export function rowAbout(rows: MarkedRow[], subject: RegExp, except?: RegExp): MarkedRow | null {
  const about = rows.filter(
    (row) => subject.test(fold(row.label)) && !(except?.test(fold(row.label)) ?? false),
  );
  return (
    about.find((row) => row.answer === true) ?? about.find((row) => row.answer !== null) ?? about[0] ?? null
  );
}

/** The answer word ending a table's value row ("… Puerto Montt   5620-15   NO"). */
const LAST_ANSWER = /(?:^|\s)(s[ií]|no)\s*$/iu;

/** A row's cells, parted by rules ("| Rol | Afecto a … |") or by the layout's wide gaps; no empty ones. */
const filledCells = (line: string): LineCell[] =>
  (ruledCells(line) ?? lineCells(line)).filter((cell) => cell.text !== '');

/**
 * A one-row table whose last column's header asks the question ("Dirección   Comuna   Rol   Afecto
 * a expropiación", or the same between rules: "| Rol | Afecto a expropiación SERVIU |") over a row
 * whose last cell answers it ("…   5620-15   NO", "| 57-9 | NO |"): the header cell is the row's
 * label. Null when no such pair of lines names the subject.
 */
export function headerQuestionRow(document: DocumentText, subject: RegExp): MarkedRow | null {
  for (const line of lineSpans(document.raw)) {
    const cells = filledCells(line.text);
    const question = cells.at(-1)?.text ?? '';
    if (cells.length < 2 || !subject.test(fold(question)) || /\d/u.test(line.text)) continue;
    const row = lineSpans(document.raw.slice(line.start + line.text.length + 1))[0];
    const last = row ? filledCells(row.text).at(-1) : undefined;
    const answer = last ? LAST_ANSWER.exec(last.text) : null;
    if (!row || !last || !answer?.[1]) return null;
    return {
      label: question,
      answer: !/^no$/iu.test(answer[1]),
      detail: '',
      index: line.start + line.text.length + 1 + last.start + answer.index + answer[0].indexOf(answer[1]),
      length: answer[1].length,
      detailIndex: -1,
      detailLength: 0,
    };
  }
  return null;
}
