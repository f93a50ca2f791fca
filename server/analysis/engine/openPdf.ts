import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentLoadingTask } from 'pdfjs-dist/types/src/display/api';

/**
 * Pixels of one image pdf.js may decode. A legal page scanned at 600 dpi has about 34 million; a
 * compressed 20000×20000 image (400 million, 1.6 GB once drawn) is a decompression bomb. pdf.js
 * leaves a larger image out of the page, so the page reads as blank instead of exhausting memory.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Opens a PDF with the limits every pdf.js call of the engine needs: no eval (CVE-2024-4367), no
 * XFA, images capped at MAX_IMAGE_PIXELS (JPEG 2000 images are decoded at a reduced size that fits
 * the same budget).
 */
export function openPdf(bytes: Uint8Array): PDFDocumentLoadingTask {
  return getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given, so pass a copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    maxImageSize: MAX_IMAGE_PIXELS,
    canvasMaxAreaInBytes: MAX_IMAGE_PIXELS * 4,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
}

export interface ImageSize {
  width: number;
  height: number;
}

/** The dictionary of each stream object: streams are never inside object streams, so it is plain text. */
const STREAM_DICTIONARY = /\bobj\b([\s\S]{1,4096}?)\bstream\b/g;
const IMAGE_SUBTYPE = /\/Subtype\s*\/Image\b/;
const WIDTH = /\/Width\s+(\d+)/;
const HEIGHT = /\/Height\s+(\d+)/;

/**
 * The first image the file declares larger than MAX_IMAGE_PIXELS, read from the raw bytes without
 * decoding anything. pdf.js caps the images a page draws, but not the soft masks and masks drawn
 * with them, which it decodes at their own size: a page is not rendered for OCR when this finds one.
 */
export function findOversizedImage(bytes: Uint8Array): ImageSize | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  for (const [, dictionary = ''] of text.matchAll(STREAM_DICTIONARY)) {
    if (!IMAGE_SUBTYPE.test(dictionary)) continue;
    const width = Number(WIDTH.exec(dictionary)?.[1] ?? 0);
    const height = Number(HEIGHT.exec(dictionary)?.[1] ?? 0);
    if (width * height > MAX_IMAGE_PIXELS) return { width, height };
  }
  return null;
}
