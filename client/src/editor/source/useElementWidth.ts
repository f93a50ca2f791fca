import { useEffect, useState, type RefObject } from 'react';

/** Widths are rounded to this step, so resizing the window does not redraw the page at every pixel. */
const WIDTH_STEP_PX = 8;

/** The inner width of an element, kept up to date as the layout changes. */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width / WIDTH_STEP_PX) * WIDTH_STEP_PX);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
