import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api';

/** A page as 8-bit greyscale pixels, one byte per pixel, rows top to bottom. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Scans are made at about this resolution; rendering finer only magnifies their noise. */
export const OCR_DPI = 200;
const PDF_POINTS_PER_INCH = 72;

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

/**
 * Renders a PDF page on a white background and returns it in greyscale for OCR. The canvas comes
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
  const viewport = page.getViewport({ scale: dpi / PDF_POINTS_PER_INCH });
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
