import type { ProvenanceBox } from '../../../../common/record/provenance';

/*
 * A value read across a column gutter (issue #17): a copy's margin notes ("COMPRAVENTA", the
 * parties' names, "Fs. 2316") printed beside the inscription's body, or a table's next cell, run
 * into the value when the page's lines are read across the columns. Its words then lie on one line
 * with a gap far wider than a space between them, which no value read from one column has.
 */

/**
 * A gap wider than this many line heights between two of a line's words may be a column gutter:
 * justified text spaces words up to about this much.
 */
export const GUTTER_HEIGHTS = 1.5;
/** A gap wider than this many line heights is a gutter whatever else the value shows. */
export const WIDE_GUTTER_HEIGHTS = 3;

/** Boxes of one line: same page, their baselines closer than half their height. */
function sameLine(a: ProvenanceBox, b: ProvenanceBox): boolean {
  return a.page === b.page && Math.abs(a.y - b.y) < Math.max(a.height, b.height) / 2;
}

/** The value's boxes by line, each line's boxes from left to right. */
function lines(boxes: readonly ProvenanceBox[]): ProvenanceBox[][] {
  const found: ProvenanceBox[][] = [];
  for (const box of boxes) {
    const line = found.find((other) => other[0] !== undefined && sameLine(other[0], box));
    if (line) line.push(box);
    else found.push([box]);
  }
  return found.map((line) => [...line].sort((a, b) => a.x - b.x));
}

/** A gap between two words of a line: how wide, in line heights, and where the word after it starts. */
interface Gap {
  heights: number;
  page: number;
  next: number;
}

/** Justified text stretches all of a line's spaces alike; a gutter is this many times wider than the others. */
const GUTTER_TO_SPACES = 2;

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The line's gaps that may be gutters: wider than any space, and than the line's other spaces. */
function gutters(line: readonly ProvenanceBox[]): Gap[] {
  const all = line.slice(1).map((box, index) => {
    const before = line[index] ?? box;
    const height = Math.max(box.height, before.height) || 1;
    return { heights: (box.x - (before.x + before.width)) / height, page: box.page, next: box.x };
  });
  return all.filter((gap) => {
    const others = all.filter((other) => other !== gap).map((other) => other.heights);
    return (
      gap.heights > GUTTER_HEIGHTS && (others.length === 0 || gap.heights > GUTTER_TO_SPACES * median(others))
    );
  });
}

/**
 * True when the value's words lie on both sides of a column gutter: a gap on one line far wider
 * than any space, or wide gaps on two lines after which the words start at one x, the edge of the
 * column the value's body is printed in (justified text leaves its wide spaces anywhere).
 */
export function acrossGutter(boxes: readonly ProvenanceBox[]): boolean {
  const wide = lines(boxes).flatMap(gutters);
  return wide.some(
    (gap) =>
      gap.heights > WIDE_GUTTER_HEIGHTS ||
      wide.some((other) => other !== gap && other.page === gap.page && Math.abs(other.next - gap.next) < 1),
  );
}
