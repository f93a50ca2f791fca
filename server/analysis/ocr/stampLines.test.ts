import { describe, expect, it } from 'vitest';

import { withStampFreeWords } from './stampLines';
import type { OcrWord } from './tesseractTsv';

const word = (left: number, top: number, text: string, confidence: number, line = top): OcrWord => ({
  block: 1,
  paragraph: 1,
  line,
  left,
  top,
  width: text.length * 20,
  height: 30,
  confidence,
  text,
});

const texts = (words: OcrWord[]) =>
  [...words].sort((a, b) => a.top - b.top || a.left - b.left).map((found) => found.text);

/** A ring pressed over the right half of the second and third lines. */
const STAMP = { left: 600, top: 180, right: 900, bottom: 330 };

describe('withStampFreeWords', () => {
  it('keeps, under a ring, the reading of each word that trusts more of it', () => {
    const first = [
      word(100, 100, 'Vendedor:', 96),
      word(100, 200, 'MANUEL', 96),
      word(300, 200, 'JESÚS', 95),
      word(600, 200, 'SOT@M@', 41),
      word(100, 300, 'RUT', 95),
      word(600, 300, '7.120.455-3', 90),
    ];
    const lifted = [
      word(100, 100, 'Vendedor:', 96),
      word(100, 202, 'MANUEL', 96),
      word(300, 202, 'JESÚS', 95),
      word(600, 202, 'SOTOMAYOR', 91),
      word(100, 300, 'RUT', 94),
      // The ring's removal took a stroke of a digit: read less surely, the first reading stays.
      word(600, 300, '7.120.435-3', 70),
    ];
    const merged = withStampFreeWords(first, lifted, [STAMP]);
    expect(texts(merged)).toEqual(['Vendedor:', 'MANUEL', 'JESÚS', 'SOTOMAYOR', 'RUT', '7.120.455-3']);
    // The word taken keeps the first reading's line, so the layout prints it in that line.
    expect(merged.find((found) => found.text === 'SOTOMAYOR')?.line).toBe(200);
  });

  it('adds the sure words the first reading dropped on a ring’s rows, never a lone remnant of the ring', () => {
    const first = [word(100, 200, 'plano', 96), word(300, 200, 'archivado', 95)];
    const lifted = [
      word(100, 200, 'plano', 96),
      word(300, 200, 'archivado', 95),
      word(500, 200, 'número', 88),
      word(680, 200, '10442', 96),
      word(800, 200, 'o', 97),
      word(600, 400, 'Rol', 96),
    ];
    expect(texts(withStampFreeWords(first, lifted, [STAMP]))).toEqual([
      'plano',
      'archivado',
      'número',
      '10442',
    ]);
  });

  it('does not trade a word for a longer, less sure reading of the same print', () => {
    const first = [word(600, 200, 'número38', 81)];
    const lifted = [word(600, 200, 'númerq-38U', 80)];
    expect(texts(withStampFreeWords(first, lifted, [STAMP]))).toEqual(['número38']);
  });

  it('leaves a page without rings as it was read', () => {
    const first = [word(600, 200, 'SOT@M@', 41)];
    expect(withStampFreeWords(first, [word(600, 200, 'SOTOMAYOR', 91)], [])).toBe(first);
  });
});
