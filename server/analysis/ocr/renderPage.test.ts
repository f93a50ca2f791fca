import { describe, expect, it } from 'vitest';
import { MAX_PAGE_PIXELS, MIN_OCR_DPI, OCR_DPI, ocrDpi, PageTooLargeError } from './renderPage';

const A4 = [595, 842] as const;

describe('ocrDpi', () => {
  it('renders ordinary pages at the OCR resolution', () => {
    expect(ocrDpi(...A4)).toBe(OCR_DPI);
    expect(ocrDpi(612, 1008)).toBe(OCR_DPI);
  });

  it('lowers the resolution of a large page so that it fits the pixel cap', () => {
    const [width, height] = [A4[0] * 3, A4[1] * 3];
    const dpi = ocrDpi(width, height);
    expect(dpi).toBeLessThan(OCR_DPI);
    expect(dpi).toBeGreaterThanOrEqual(MIN_OCR_DPI);
    expect(Math.ceil((width / 72) * dpi) * Math.ceil((height / 72) * dpi)).toBeLessThanOrEqual(
      MAX_PAGE_PIXELS,
    );
  });

  it('refuses a page that would not be readable within the cap, saying its size', () => {
    expect(() => ocrDpi(14_400, 14_400)).toThrow(PageTooLargeError);
    expect(() => ocrDpi(14_400, 14_400)).toThrow(
      'la página mide 508 × 508 cm, demasiado grande para leerla con OCR',
    );
  });
});
