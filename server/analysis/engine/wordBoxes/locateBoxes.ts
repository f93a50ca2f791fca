import type { ProvenanceBox } from '../../../../common/record/provenance';
import { findNear, findOnPage, type ItemRange } from '../../../../common/text/textMatch';
import type { TextRun } from './textRuns';

/*
 * The boxes of the words a value was read from: the value as read, placed among the page's text
 * runs next to the text around it, then each run's part covering it boxed (its share of the
 * run's length, as a run gives no position per character). Boxes on one line are joined.
 */

/** Box coordinates are kept to a tenth of a point: finer than any screen, shorter to store. */
const round = (value: number) => Math.round(value * 10) / 10;

function partBox(run: TextRun, range: ItemRange, page: number): ProvenanceBox {
  const length = Math.max(run.text.length, 1);
  const [from, to] = [range.start / length, range.end / length];
  const corners = [from, to].flatMap((share) => {
    const x = run.origin[0] + run.advance[0] * share;
    const y = run.origin[1] + run.advance[1] * share;
    return [
      [x, y],
      [x + run.rise[0], y + run.rise[1]],
    ];
  });
  const xs = corners.map(([x = 0]) => x);
  const ys = corners.map(([, y = 0]) => y);
  const [left, bottom] = [Math.min(...xs), Math.min(...ys)];
  return {
    page,
    x: round(left),
    y: round(bottom),
    width: round(Math.max(...xs) - left),
    height: round(Math.max(...ys) - bottom),
  };
}

/** Whether `next` continues `box` on the same line: most of their heights shared, no wide gap. */
function sameLine(box: ProvenanceBox, next: ProvenanceBox): boolean {
  const shared = Math.min(box.y + box.height, next.y + next.height) - Math.max(box.y, next.y);
  const gap = next.x - (box.x + box.width);
  return shared >= 0.6 * Math.min(box.height, next.height) && gap >= -box.height && gap <= box.height;
}

function joinLines(boxes: ProvenanceBox[]): ProvenanceBox[] {
  const joined: ProvenanceBox[] = [];
  for (const box of boxes) {
    const last = joined.at(-1);
    if (!last || !sameLine(last, box)) {
      joined.push({ ...box });
      continue;
    }
    const right = Math.max(last.x + last.width, box.x + box.width);
    const top = Math.max(last.y + last.height, box.y + box.height);
    last.x = Math.min(last.x, box.x);
    last.y = Math.min(last.y, box.y);
    last.width = round(right - last.x);
    last.height = round(top - last.y);
  }
  return joined;
}

/** A value placed among a page's runs: the boxes of its words, and the runs they are part of. */
export interface LocatedValue {
  boxes: ProvenanceBox[];
  /** Each run holding part of the value, once, in page order. */
  runs: TextRun[];
  /** False when only the longest part of the value was found: its other words were not placed. */
  whole: boolean;
}

/**
 * The boxes on `page` of `value` (exactly as it was read) among the page's runs, at its
 * occurrence nearest `context` (the text around it); failing that (a value the page's text
 * stream splits, such as a sentence broken by a margin note, or one running onto the next page),
 * the longest run of its own words on the page. Null when neither is found.
 */
export function locateValue(
  runs: readonly TextRun[],
  page: number,
  value: string,
  context: string,
): LocatedValue | null {
  const texts = runs.map((run) => run.text);
  const near = findNear(texts, value, context);
  const ranges = near ?? findOnPage(texts, [], value);
  if (!ranges) return null;
  const held = ranges.flatMap((range) => {
    const run = runs[range.item];
    return run ? [{ run, range }] : [];
  });
  return {
    boxes: joinLines(held.map(({ run, range }) => partBox(run, range, page))),
    runs: [...new Set(held.map(({ run }) => run))],
    whole: near !== null,
  };
}

/** The boxes of `value` on `page` (locateValue), empty when it is not found. */
export function locateBoxes(
  runs: readonly TextRun[],
  page: number,
  value: string,
  context: string,
): ProvenanceBox[] {
  return locateValue(runs, page, value, context)?.boxes ?? [];
}
