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
