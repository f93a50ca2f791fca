import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api';
import type { PageViewport } from 'pdfjs-dist/types/src/display/display_utils';

/** A page as 8-bit greyscale pixels, one byte per pixel, rows top to bottom. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Scans are made at about this resolution; rendering finer only magnifies their noise. */
export const OCR_DPI = 200;
const PDF_POINTS_PER_INCH = 72;
const CM_PER_INCH = 2.54;

/**
 * Pixels of one page rendered for OCR (a page in memory costs five bytes a pixel while it is drawn
 * and converted). An A3 page at OCR_DPI is 7.8 million; a larger page is drawn at a lower resolution.
 */
export const MAX_PAGE_PIXELS = 16_000_000;

/** Below this resolution OCR reads nothing useful; a page that would need it (a plan of over 1 m²) is refused. */
export const MIN_OCR_DPI = 100;

/** A page too large to render within MAX_PAGE_PIXELS at MIN_OCR_DPI; the message is Spanish. */
export class PageTooLargeError extends Error {
  override name = 'PageTooLargeError';
}

/** The resolution a page of `widthPt`×`heightPt` points is rendered at: OCR_DPI, or less to fit MAX_PAGE_PIXELS. */
export function ocrDpi(widthPt: number, heightPt: number, dpi = OCR_DPI): number {
  const squareInches = (widthPt / PDF_POINTS_PER_INCH) * (heightPt / PDF_POINTS_PER_INCH);
  const fitting = Math.floor(Math.sqrt(MAX_PAGE_PIXELS / squareInches));
  const chosen = Math.min(dpi, fitting);
  if (chosen < MIN_OCR_DPI) {
    const cm = (points: number) => Math.round((points / PDF_POINTS_PER_INCH) * CM_PER_INCH);
    throw new PageTooLargeError(
      `la página mide ${cm(widthPt)} × ${cm(heightPt)} cm, demasiado grande para leerla con OCR`,
    );
  }
  return chosen;
}

/** ITU-R BT.601 luma in integer arithmetic (weights sum to 256). */
function toGrey(rgba: Uint8ClampedArray | Uint8Array, pixelCount: number): Uint8Array {
  const grey = new Uint8Array(pixelCount);
  for (let pixel = 0, offset = 0; pixel < pixelCount; pixel++, offset += 4) {
    grey[pixel] =
      ((rgba[offset] ?? 0) * 77 + (rgba[offset + 1] ?? 0) * 150 + (rgba[offset + 2] ?? 0) * 29) >> 8;
  }
  return grey;
}

interface CanvasAndContext {
  canvas: HTMLCanvasElement;
  context: CanvasRenderingContext2D;
}

interface CanvasFactory {
  create(width: number, height: number): CanvasAndContext;
  destroy(canvasAndContext: CanvasAndContext): void;
}

function isCanvasFactory(value: unknown): value is CanvasFactory {
  return (
    typeof value === 'object' &&
    value !== null &&
    'create' in value &&
    typeof value.create === 'function' &&
    'destroy' in value &&
    typeof value.destroy === 'function'
  );
}

/** The viewport a page is rendered through for OCR: its pixels are those of tesseract's word boxes. */
export function ocrViewport(page: PDFPageProxy, dpi = OCR_DPI): PageViewport {
  const natural = page.getViewport({ scale: 1 });
  return page.getViewport({ scale: ocrDpi(natural.width, natural.height, dpi) / PDF_POINTS_PER_INCH });
}

/**
 * Renders a PDF page on a white background and returns it in greyscale for OCR, at `dpi` or at
 * the lower resolution that keeps it within MAX_PAGE_PIXELS (PageTooLargeError below MIN_OCR_DPI). The canvas comes
 * from the document's own factory: pdf.js bundles its copy of @napi-rs/canvas, and handing it
 * objects made by another copy of that native module crashes the process.
 */
export async function renderPageGrey(
  document: PDFDocumentProxy,
  page: PDFPageProxy,
  dpi = OCR_DPI,
): Promise<GreyImage> {
  const factory: unknown = document.canvasFactory;
  if (!isCanvasFactory(factory)) throw new Error('pdf.js has no canvas factory in this runtime');
  const viewport = ocrViewport(page, dpi);
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const target = factory.create(width, height);
  try {
    const { canvas, context } = target;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    const { data } = context.getImageData(0, 0, width, height);
    return { width, height, pixels: toGrey(data, width * height) };
  } finally {
    factory.destroy(target);
  }
}

/** Binary PGM (P5): raw pixels behind a short header, which tesseract reads without decoding cost. */
export function toPgm(image: GreyImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'ascii');
  return Buffer.concat([header, image.pixels]);
}
