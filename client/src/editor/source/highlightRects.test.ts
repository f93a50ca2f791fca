import { describe, expect, it } from 'vitest';
import { boxRects, type ToViewport } from './highlightRects';

/** A 600 × 800 pt page drawn at 2 CSS pixels a point, as pdf.js maps it (y downwards on screen). */
const viewport: ToViewport = {
  convertToViewportRectangle: ([x1 = 0, y1 = 0, x2 = 0, y2 = 0]) => [
    x1 * 2,
    (800 - y1) * 2,
    x2 * 2,
    (800 - y2) * 2,
  ],
};

describe('boxRects', () => {
  it('draws the boxes of the page shown, from PDF points to pixels from its top-left corner', () => {
    const boxes = [
      { page: 2, x: 100, y: 700, width: 50, height: 10 },
      { page: 3, x: 100, y: 700, width: 50, height: 10 },
    ];
    expect(boxRects(viewport, boxes, 2)).toEqual([{ left: 200, top: 180, width: 100, height: 20 }]);
    expect(boxRects(viewport, boxes, 1)).toEqual([]);
  });
});
