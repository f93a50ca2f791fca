import { describe, expect, it } from 'vitest';
import type { OcrWord } from '../../ocr/tesseractTsv';
import { ocrWordRun, textItemRun } from './textRuns';

const word = (text: string, left: number, top: number, width: number, height: number): OcrWord => ({
  block: 1,
  paragraph: 1,
  line: 1,
  left,
  top,
  width,
  height,
  confidence: 95,
  text,
});

describe('textItemRun', () => {
  it('spans a text item from a little below its baseline, one font size high, along its width', () => {
    const run = textItemRun({ str: 'Fojas 4267', transform: [10, 0, 0, 10, 50, 700], width: 48, height: 10 });
    expect(run).toEqual({ text: 'Fojas 4267', origin: [50, 698], advance: [48, 0], rise: [0, 10] });
  });

  it('follows text drawn upwards (rotated a quarter turn)', () => {
    const run = textItemRun({ str: 'Rol', transform: [0, 12, -12, 0, 300, 100], width: 20, height: 12 });
    expect(run.advance.map((value) => Math.round(value))).toEqual([0, 20]);
    expect(run.rise.map((value) => Math.round(value))).toEqual([-12, 0]);
    expect(run.origin.map((value) => Math.round(value * 10) / 10)).toEqual([302.4, 100]);
  });
});

describe('ocrWordRun', () => {
  it('maps a word box in pixels of the rendering to PDF points, y upwards', () => {
    // A Letter page (612 × 792 pt) rendered at 200 dpi.
    const scale = 200 / 72;
    const toPdf = (x: number, y: number) => [x / scale, 792 - y / scale] as const;
    const run = ocrWordRun(word('LA CISTERNA', 200, 400, 250, 50), toPdf);
    expect(run.origin.map((value) => Math.round(value))).toEqual([72, 630]);
    expect(run.advance.map((value) => Math.round(value))).toEqual([90, 0]);
    expect(run.rise.map((value) => Math.round(value))).toEqual([0, 18]);
  });
});
