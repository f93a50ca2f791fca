import { describe, expect, it } from 'vitest';

import { lostTextBands, withLostLines } from './lostLines';
import type { GreyImage } from './renderPage';
import type { OcrWord } from './tesseractTsv';

const WIDTH = 1200;

function blankPage(height: number): GreyImage {
  return { width: WIDTH, height, pixels: new Uint8Array(WIDTH * height).fill(245) };
}

/** Letter-like strokes: 3-pixel bars every `pitch` pixels from `left` to `right`, rows top–bottom. */
function strokes(
  page: GreyImage,
  top: number,
  bottom: number,
  left: number,
  right: number,
  pitch: number,
): void {
  for (let y = top; y < bottom; y++)
    for (let x = left; x < right; x += pitch)
      for (let dx = 0; dx < 3; dx++) page.pixels[y * WIDTH + x + dx] = 30;
}

const word = (top: number, left: number, text: string, confidence = 95): OcrWord => ({
  block: 1,
  paragraph: 1,
  line: top,
  left,
  top,
  width: 120,
  height: 30,
  confidence,
  text,
});

describe('lostTextBands', () => {
  it('finds a line of print no word covers, and not a signature, a ring or a barcode', () => {
    const page = blankPage(700);
    strokes(page, 100, 130, 100, 1100, 12);
    strokes(page, 200, 230, 100, 1100, 12);
    // A signature's stroke and a stamp's ring cross a row a few times.
    strokes(page, 300, 330, 500, 560, 25);
    // A barcode: as many bars as print, but three lines high.
    strokes(page, 400, 500, 100, 900, 8);
    const words = [word(100, 100, 'Norte:'), word(100, 300, 'en'), word(600, 100, 'Rol')];
    expect(lostTextBands(page, words)).toEqual([{ top: 200, bottom: 230 }]);
    expect(lostTextBands(page, [])).toEqual([]);
  });
});

describe('withLostLines', () => {
  it('adds the sure words of the sparse reading that stand in a lost band, in blocks of their own', () => {
    const first = [word(100, 100, 'Norte:')];
    const sparse = [
      word(100, 100, 'Norte:'),
      { ...word(204, 100, 'Sur:'), block: 3 },
      { ...word(204, 300, 'oS', 20), block: 4 },
    ];
    const merged = withLostLines(first, sparse, [{ top: 200, bottom: 230 }]);
    expect(merged.map((found) => found.text)).toEqual(['Norte:', 'Sur:']);
    expect(merged[1]?.block).not.toBe(first[0]?.block);
    expect(merged[1]?.block).not.toBe(3);
  });
});
