import { layoutPage, type PositionedText } from '../engine/text/layout';
import type { OcrWord } from './tesseractTsv';

/** Lines shorter than this (pixels) say little about the page's skew. */
const MIN_SKEW_LINE_WIDTH = 300;
const MIN_SKEW_LINE_WORDS = 4;
/**
 * A word's box spans only the strokes it has: ascenders and descenders cover about 0.95 of the font
 * size, capitals, digits and ascenders alone about 0.72, lower-case x-height letters about 0.5.
 */
function fontSizeOf(word: OcrWord): number {
  if (/[gjpqyQ,;()]/.test(word.text)) return word.height / 0.95;
  if (/[\p{Lu}\d]|[bdfhklt]/u.test(word.text)) return word.height / 0.72;
  return word.height / 0.5;
}

/** How far below the baseline descenders reach, as a share of the font size. */
const DESCENDER_SHARE = 0.21;

/**
 * Where a word stands on its line: its box's bottom, raised by the descender depth when a letter
 * hangs below the line ("inscripción", "Registro"). A line of the sparse reading often holds one
 * word, and its bottom alone put "Registro" a few pixels below "412" on the same printed line.
 */
function baselineOf(word: OcrWord): number {
  const bottom = word.top + word.height;
  return /[gjpqy]/.test(word.text) ? bottom - fontSizeOf(word) * DESCENDER_SHARE : bottom;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function groupByLine(words: OcrWord[]): OcrWord[][] {
  const lines = new Map<string, OcrWord[]>();
  for (const word of words) {
    const key = `${word.block}/${word.paragraph}/${word.line}`;
    lines.set(key, [...(lines.get(key) ?? []), word]);
  }
  return [...lines.values()];
}

/** Least-squares slope of the words' bottoms along one line (pixels down per pixel right). */
function lineSlope(line: OcrWord[]): number | null {
  const first = line[0];
  const last = line.at(-1);
  if (!first || !last || line.length < MIN_SKEW_LINE_WORDS) return null;
  if (last.left + last.width - first.left < MIN_SKEW_LINE_WIDTH) return null;
  const points = line.map((word) => ({ x: word.left + word.width / 2, y: word.top + word.height }));
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / points.length;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const point of points) {
    covariance += (point.x - meanX) * (point.y - meanY);
    variance += (point.x - meanX) ** 2;
  }
  return variance > 0 ? covariance / variance : null;
}

/** The page's skew: the median slope of its long lines (scans are slightly rotated). */
export function pageSlope(lines: OcrWord[][]): number {
  const slopes = lines.map(lineSlope).filter((slope) => slope !== null);
  return slopes.length > 0 ? median(slopes) : 0;
}

/**
 * Turns OCR words into positioned text as a text layer would give it: y grows upwards, the page's
 * skew is taken out, and every word of a recognised line shares that line's baseline, so the
 * engine's layout (lines, columns, table cells) reads scans the way it reads text PDFs.
 */
export function positionWords(words: OcrWord[]): PositionedText[] {
  const lines = groupByLine(words);
  const slope = pageSlope(lines);
  return lines.flatMap((line) => {
    const baseline = median(line.map((word) => baselineOf(word) - slope * (word.left + word.width / 2)));
    const fontSize = Math.max(1, median(line.map(fontSizeOf)));
    return line.map((word) => ({
      text: word.text,
      x: word.left + slope * (word.top + word.height),
      y: -baseline,
      width: word.width,
      fontSize,
    }));
  });
}

/** A page's lines in reading order, rebuilt from its OCR words. */
export function layoutWords(words: OcrWord[]): string[] {
  return layoutPage(positionWords(words));
}
