import { createRequire } from 'node:module';
import { REPORT_LIMITS } from '../../common/report/limits';
import { FONT_FILES } from './pdf/pdfFonts';

interface FontkitFont {
  characterSet: number[];
  unitsPerEm: number;
  layout(text: string): { advanceWidth: number };
}

const require = createRequire(import.meta.url);
// fontkit is what pdfmake (through pdfkit) reads the fonts with; it ships no type declarations.
const fontkit: { openSync(path: string): FontkitFont } = require('fontkit');

const regular = fontkit.openSync(FONT_FILES.normal);
const bold = fontkit.openSync(FONT_FILES.bold);

/** Code points the PDF's font draws. */
export const DRAWABLE: ReadonlySet<number> = new Set(regular.characterSet);

const ELLIPSIS = '…';

/** Width in points of `text` set in the PDF's font at `size` points. */
export function textWidth(text: string, size: number, isBold = false): number {
  const font = isBold ? bold : regular;
  return (font.layout(text).advanceWidth / font.unitsPerEm) * size;
}

/**
 * `text` on one line of `width` points, cut on a whole character with an ellipsis when it does not
 * fit: running headers never wrap (#11). Measured with the PDF's font (Arial's metrics), wider
 * than Word's Calibri, so the same cut also fits the DOCX.
 */
export function fitLine(text: string, width: number, size: number, isBold = false): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (textWidth(line, size, isBold) <= width) return line;
  const characters = Array.from(line);
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const candidate = `${characters.slice(0, middle).join('').trimEnd()}${ELLIPSIS}`;
    if (textWidth(candidate, size, isBold) <= width) low = middle;
    else high = middle - 1;
  }
  return `${characters.slice(0, low).join('').trimEnd()}${ELLIPSIS}`;
}

/**
 * `text` in at most `maxLines` lines of `width` points, broken between words; the last line is
 * cut with an ellipsis when the text goes on. For footers, which have a fixed height.
 */
export function fitLines(text: string, width: number, size: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const [index, word] of words.entries()) {
    const candidate = current ? `${current} ${word}` : word;
    if (current === '' || textWidth(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (lines.length === maxLines - 1)
      return [...lines, fitLine([current, ...words.slice(index)].join(' '), width, size)];
    lines.push(fitLine(current, width, size));
    current = word;
  }
  return current ? [...lines, fitLine(current, width, size)] : lines;
}

/**
 * `text` with every run of more than `maxChars` non-blank characters broken by a space every
 * `maxChars`: no line holds more, and pdfmake takes quadratic time to split one unbroken run.
 */
export function breakLongWords(text: string, maxChars = REPORT_LIMITS.unbrokenWordChars): string {
  if (text.length <= maxChars) return text;
  return text.replace(/\S+/g, (word) =>
    word.length <= maxChars ? word : (word.match(new RegExp(`[^]{1,${maxChars}}`, 'g')) ?? []).join(' '),
  );
}
