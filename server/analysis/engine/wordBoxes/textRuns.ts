import type { OcrWord } from '../../ocr/tesseractTsv';

/*
 * Where each piece of a page's text is drawn, in PDF user space (points, y upwards, before the
 * page's /Rotate and crop box, which a viewer applies): pdf.js text items of text pages, tesseract
 * words of scanned ones. Kept with the page so provenance can point at the words it was read from.
 */

type Point = readonly [number, number];

/**
 * A piece of text drawn as a parallelogram: from `origin` (its lower-left corner) along `advance`
 * (the direction and length of the text) and `rise` (its height, across the text).
 */
export interface TextRun {
  text: string;
  origin: Point;
  advance: Point;
  rise: Point;
  /** OCR's confidence in the word (0–100); absent for text drawn by the PDF itself. */
  confidence?: number;
}

/** The part of a font size below the baseline, and the whole height a line of text takes. */
const DESCENT = 0.2;
const LINE_HEIGHT = 1;

/** A pdf.js text item: `transform` maps text space to user space; `width` runs along the text. */
export function textItemRun(item: {
  str: string;
  transform: number[];
  width: number;
  height: number;
}): TextRun {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
  const along = Math.hypot(a, b) || 1;
  const direction: Point = [a / along, b / along];
  const across = Math.hypot(c, d);
  const up: Point = across > 0 ? [c / across, d / across] : [-direction[1], direction[0]];
  const size = across || item.height || 1;
  return {
    text: item.str,
    origin: [e - up[0] * size * DESCENT, f - up[1] * size * DESCENT],
    advance: [direction[0] * item.width, direction[1] * item.width],
    rise: [up[0] * size * LINE_HEIGHT, up[1] * size * LINE_HEIGHT],
  };
}

/**
 * A tesseract word, whose box is in pixels of the rendered page (y downwards); `toPdf` maps a
 * pixel of that rendering back to user space (pdf.js viewport.convertToPdfPoint).
 */
export function ocrWordRun(word: OcrWord, toPdf: (x: number, y: number) => Point): TextRun {
  const bottom = word.top + word.height;
  const origin = toPdf(word.left, bottom);
  const end = toPdf(word.left + word.width, bottom);
  const top = toPdf(word.left, word.top);
  return {
    text: word.text,
    origin,
    advance: [end[0] - origin[0], end[1] - origin[1]],
    rise: [top[0] - origin[0], top[1] - origin[1]],
    confidence: word.confidence,
  };
}
