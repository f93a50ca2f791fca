/** A cell of a line of text: its words and where it starts. */
export interface LineCell {
  text: string;
  start: number;
}

/**
 * A line's cells: runs of words fewer than `gap` spaces apart (the layout marks a cell gap with
 * three). A one-character cell ("0", "X") stays a cell of its own.
 */
export function lineCells(line: string, gap = 3): LineCell[] {
  const pattern = new RegExp(String.raw`\S+(?:[^\S\n]{1,${gap - 1}}\S+)*`, 'g');
  return [...line.matchAll(pattern)].map((match) => ({ text: match[0], start: match.index }));
}

/** A text's lines, each with where it starts in the text. */
export function lineSpans(text: string): LineCell[] {
  let start = 0;
  return text.split('\n').map((line) => {
    const span = { text: line, start };
    start += line.length + 1;
    return span;
  });
}

/** A vertical rule drawn with a character between a row's cells. */
const RULE = /[|¦│]/gu;

/**
 * A row whose cells are parted by rules ("Total morosa  |  Total no vencida  |  Convenio" over
 * "$ 12.300  |  $ 4.100  |"): its cells between the rules, an empty one kept as a cell (text '')
 * where the row leaves a column blank; the outer rules of a bordered row are no cells. Null when
 * the line has no rule between two cells.
 */
export function ruledCells(line: string): LineCell[] | null {
  const rules = [...line.matchAll(RULE)].map((match) => match.index);
  const bordered = /^\s*[|¦│]/u.test(line) && /[|¦│]\s*$/u.test(line);
  const inner = rules.filter((at) => line.slice(0, at).trim() !== '' || !bordered);
  if (inner.length === 0 || !line.replace(RULE, ' ').trim().includes(' ')) return null;
  const bounds = [-1, ...rules, line.length];
  const cells: LineCell[] = [];
  for (let index = 0; index < bounds.length - 1; index++) {
    const from = (bounds[index] ?? 0) + 1;
    const segment = line.slice(from, bounds[index + 1]);
    const edge = index === 0 || index === bounds.length - 2;
    if (edge && segment.trim() === '' && (bordered || index === 0)) continue;
    const lead = segment.length - segment.trimStart().length;
    cells.push({ text: segment.trim(), start: from + lead });
  }
  return cells;
}
