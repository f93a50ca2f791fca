import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import type { PDFDocumentProxy, PageViewport, RenderTask, TextLayer } from 'pdfjs-dist';
import type { SourceLocation } from './fieldSource';
import { boxRects, coveredSpans, textRangeRects, type Rect } from './highlightRects';
import { loadPdfjs } from './pdfjs';
import { findOnPage } from '../../../../common/text/textMatch';

/** A request to highlight a value; a new object each time, so the same place can be shown again. */
export interface HighlightRequest {
  location: SourceLocation;
}

interface RenderedPage {
  number: number;
  viewport: PageViewport;
  /** The text layer's spans, `spans[i]` showing the text item `items[i]`. */
  spans: HTMLElement[];
  items: string[];
}

interface PageViewProps {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  /** CSS pixels the page is drawn at (fitted to the pane's width). */
  width: number;
  /** The value to highlight when its page is shown; null for none. */
  highlight: HighlightRequest | null;
  /** The scrolling box around the page, scrolled to bring the highlight into view. */
  scrollerRef: RefObject<HTMLElement | null>;
  /** Whether the value was found on its page (called once its page is drawn). */
  onHighlighted: (found: boolean) => void;
  onFailed: () => void;
}

/** Scrolls `scroller` (only it: the editor beside it stays put) to centre `rect` of `page`. */
function scrollToRect(scroller: HTMLElement, page: HTMLElement, rect: Rect): void {
  const pageBox = page.getBoundingClientRect();
  const scrollerBox = scroller.getBoundingClientRect();
  scroller.scrollTop +=
    pageBox.top - scrollerBox.top + rect.top + rect.height / 2 - scroller.clientHeight / 2;
  scroller.scrollLeft +=
    pageBox.left - scrollerBox.left + rect.left + rect.width / 2 - scroller.clientWidth / 2;
}

function drawHighlights(layer: Element, rects: readonly Rect[]): void {
  layer.replaceChildren(
    ...rects.map((rect) => {
      const mark = document.createElement('div');
      mark.className = 'source-page__highlight';
      mark.style.left = `${rect.left}px`;
      mark.style.top = `${rect.top}px`;
      mark.style.width = `${rect.width}px`;
      mark.style.height = `${rect.height}px`;
      return mark;
    }),
  );
}

/** Marks the words of `location` on the drawn page (none when null or on another page); returns their rectangles. */
function showHighlight(
  page: HTMLElement,
  layer: Element,
  rendered: RenderedPage,
  location: SourceLocation | null,
): Rect[] {
  for (const span of rendered.spans) delete span.dataset.highlighted;
  const rects = location && location.page === rendered.number ? highlightRects(rendered, location, page) : [];
  drawHighlights(layer, rects);
  for (const span of coveredSpans(rendered.spans, rects, page)) span.dataset.highlighted = 'true';
  return rects;
}

function highlightRects(rendered: RenderedPage, location: SourceLocation, page: HTMLElement): Rect[] {
  if (location.boxes.some((box) => box.page === rendered.number)) {
    return boxRects(rendered.viewport, location.boxes, rendered.number);
  }
  const ranges = findOnPage(rendered.items, location.needles, location.snippet);
  return ranges ? textRangeRects(rendered.spans, ranges, page) : [];
}

/**
 * One page of a source PDF drawn with pdf.js: the canvas, the text layer over it (selectable,
 * read by screen readers) and the highlight of the value's words. Drawn off screen and swapped
 * in whole, so changing page never shows a half-drawn one.
 */
export function PageView({
  pdf,
  pageNumber,
  width,
  highlight,
  scrollerRef,
  onHighlighted,
  onFailed,
}: PageViewProps) {
  const pageRef = useRef<HTMLDivElement>(null);
  // The drawn page's pdf.js objects and DOM stay out of React state; `drawn` says which page is up.
  const renderedRef = useRef<RenderedPage | null>(null);
  const [drawn, setDrawn] = useState<{ pdf: PDFDocumentProxy; number: number } | null>(null);
  const failed = useEffectEvent(onFailed);
  const highlighted = useEffectEvent(onHighlighted);

  useEffect(() => {
    const container = pageRef.current;
    if (!container || width <= 0) return;
    let cancelled = false;
    let renderTask: RenderTask | null = null;
    let textLayer: TextLayer | null = null;
    void (async () => {
      try {
        const [{ pdfjs }, page] = await Promise.all([loadPdfjs(), pdf.getPage(pageNumber)]);
        if (cancelled) return;
        const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
        const ratio = window.devicePixelRatio || 1;
        const canvas = document.createElement('canvas');
        canvas.className = 'source-page__canvas';
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        const text = document.createElement('div');
        text.className = 'textLayer';
        const marks = document.createElement('div');
        marks.className = 'source-page__highlights';
        renderTask = page.render({
          canvas,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        textLayer = new pdfjs.TextLayer({
          textContentSource: page.streamTextContent(),
          container: text,
          viewport,
        });
        await Promise.all([renderTask.promise, textLayer.render()]);
        if (cancelled) return;
        container.style.setProperty('--total-scale-factor', String(viewport.scale));
        container.style.width = `${viewport.width}px`;
        container.style.height = `${viewport.height}px`;
        container.replaceChildren(canvas, text, marks);
        renderedRef.current = {
          number: pageNumber,
          viewport,
          spans: textLayer.textDivs,
          items: textLayer.textContentItemsStr,
        };
        setDrawn({ pdf, number: pageNumber });
      } catch (error) {
        if (cancelled) return;
        console.warn('No se pudo dibujar la página', error);
        failed();
      }
    })();
    return () => {
      cancelled = true;
      renderTask?.cancel();
      textLayer?.cancel();
    };
  }, [pdf, pageNumber, width]);

  useEffect(() => {
    const page = pageRef.current;
    const layer = page?.querySelector('.source-page__highlights');
    const rendered = renderedRef.current;
    if (!page || !layer || !rendered || drawn?.pdf !== pdf || drawn.number !== pageNumber) return;
    const rects = showHighlight(page, layer, rendered, highlight?.location ?? null);
    if (!highlight || highlight.location.page !== pageNumber) return;
    const [first] = rects;
    const scroller = scrollerRef.current;
    if (first && scroller) scrollToRect(scroller, page, first);
    highlighted(first !== undefined);
  }, [drawn, pdf, pageNumber, highlight, scrollerRef]);

  return <div ref={pageRef} className="source-page" />;
}
