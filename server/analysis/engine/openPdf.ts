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
