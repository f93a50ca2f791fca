import { describe, expect, it } from 'vitest';

import { acrossGutter } from './columnGutter';

/** A word's box on page 1, at `x` on the line whose baseline is at `y`, 10 points high. */
const box = (x: number, y: number, width: number) => ({ page: 1, x, y, width, height: 10 });

describe('acrossGutter', () => {
  it('finds a margin note read into the body: a gap far wider than a space', () => {
    // "Fs. 4471" in the margin at x 40, "cinco" at the body's edge, x 150.
    expect(acrossGutter([box(380, 500, 60), box(40, 487, 35), box(150, 487, 25)])).toBe(true);
  });

  it('finds wide gaps on two lines after which the words start at one column edge', () => {
    const lines = [box(40, 500, 60), box(132, 500, 300), box(40, 487, 70), box(132, 487, 300)];
    expect(acrossGutter(lines)).toBe(true);
  });

  it('leaves a value read from one column alone', () => {
    expect(acrossGutter([box(132, 500, 300), box(132, 487, 300), box(132, 474, 80)])).toBe(false);
    expect(acrossGutter([box(132, 500, 40), box(176, 500, 60), box(240, 500, 50)])).toBe(false);
  });

  it('leaves justified text alone: one wide space on a line, or all of a line’s spaces alike', () => {
    // A single wide space (1.6 lines) on two lines, the words after it at different places.
    expect(acrossGutter([box(42, 207, 96), box(154, 207, 121), box(42, 182, 51), box(109, 182, 176)])).toBe(
      false,
    );
    // A short last line stretched: every space 3.6 lines wide.
    expect(acrossGutter([box(168, 100, 19), box(223, 100, 63), box(322, 100, 19), box(377, 100, 31)])).toBe(
      false,
    );
  });

  it('compares only the boxes of one page and one line', () => {
    expect(acrossGutter([box(40, 500, 30), { ...box(150, 500, 30), page: 2 }])).toBe(false);
    expect(acrossGutter([box(40, 500, 30), box(150, 470, 30)])).toBe(false);
  });
});
