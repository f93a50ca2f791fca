import type { ProvenanceBox } from '../../../../common/record/provenance';
import type { ItemRange } from '../../../../common/text/textMatch';

/*
 * The rectangles to highlight on a rendered page, in CSS pixels from the page's top-left corner:
 * from the engine's word boxes (PDF points) through the page's viewport, or from the text layer's
 * spans where a value was found in the page's text.
 */

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What a pdf.js viewport offers for this (rotation, crop box and scale included). */
export interface ToViewport {
  convertToViewportRectangle(rect: number[]): unknown[];
}

/** The boxes of `page` on the rendered page. */
export function boxRects(viewport: ToViewport, boxes: readonly ProvenanceBox[], page: number): Rect[] {
  return boxes
    .filter((box) => box.page === page)
    .map((box) => {
      const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = viewport
        .convertToViewportRectangle([box.x, box.y, box.x + box.width, box.y + box.height])
        .map(Number);
      return {
        left: Math.min(x1, x2),
        top: Math.min(y1, y2),
        width: Math.abs(x2 - x1),
        height: Math.abs(y2 - y1),
      };
    });
}

function relativeTo(origin: DOMRect, rect: DOMRect): Rect {
  return {
    left: rect.left - origin.left,
    top: rect.top - origin.top,
    width: rect.width,
    height: rect.height,
  };
}

/** The rectangles of parts of the text layer's spans (`spans[i]` shows text item i). */
export function textRangeRects(
  spans: readonly HTMLElement[],
  ranges: readonly ItemRange[],
  page: HTMLElement,
): Rect[] {
  const origin = page.getBoundingClientRect();
  return ranges.flatMap((range) => {
    const text = spans[range.item]?.firstChild;
    if (!text) return [];
    const selection = document.createRange();
    selection.setStart(text, Math.min(range.start, text.textContent?.length ?? 0));
    selection.setEnd(text, Math.min(range.end, text.textContent?.length ?? 0));
    return [...selection.getClientRects()].map((rect) => relativeTo(origin, rect));
  });
}

function overlap(a: Rect, b: Rect): number {
  const width = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const height = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** A span counts as highlighted when a highlight covers this share of it, or it of a highlight. */
const COVERED_SHARE = 0.3;

/** The text layer's spans a highlight covers: the words the viewer says the value was read from. */
export function coveredSpans(
  spans: readonly HTMLElement[],
  rects: readonly Rect[],
  page: HTMLElement,
): HTMLElement[] {
  const origin = page.getBoundingClientRect();
  return spans.filter((span) => {
    const box = relativeTo(origin, span.getBoundingClientRect());
    const area = box.width * box.height;
    return rects.some((rect) => {
      const shared = overlap(box, rect);
      return shared > 0 && shared >= COVERED_SHARE * Math.min(area, rect.width * rect.height);
    });
  });
}
