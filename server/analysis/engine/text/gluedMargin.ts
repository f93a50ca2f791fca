import type { PositionedText } from './layout';

/*
 * A copy's margin note sharing a line with the body, which the text layer drew as one item across
 * the margin's gutter ("AGRÍCOLA Y COMER- Coltauco, es dueña …" where the lines above and below
 * part "CIAL LOS MAITENES" from "Errázuriz número …"): the item is cut at the space its words put
 * nearest the gutter, so the margin's words stay in the margin's column and the body's in the
 * body's. Where each character stands inside the item is estimated from typical glyph widths,
 * scaled to the item's drawn width.
 */

/** A glyph's typical width, in font sizes (a proportional font's: capitals wide, "i" narrow). */
export function glyphWidth(char: string): number {
  if (char === ' ') return 0.28;
  if (/[iljtfrI.,;:'!|()-]/u.test(char)) return 0.3;
  if (/[mwMW]/u.test(char)) return 0.85;
  if (/\p{Lu}/u.test(char)) return 0.7;
  return 0.55;
}

/** The most a cut may miss the gutter's middle by, in font sizes. */
const CUT_REACH = 1.5;

/**
 * The item cut in two at the space nearest the gutter's middle, the right part placed where the
 * gutter ends; null when no space lies within reach of it.
 */
export function cutAtGutter(
  item: PositionedText,
  gutter: { start: number; end: number },
): [PositionedText, PositionedText] | null {
  const chars = [...item.text];
  const widths = chars.map(glyphWidth);
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total === 0) return null;
  const scale = item.width / total;
  const middle = (gutter.start + gutter.end) / 2;
  let cut = -1;
  let nearest = item.fontSize * CUT_REACH;
  let x = item.x;
  for (const [at, char] of chars.entries()) {
    const width = (widths[at] ?? 0) * scale;
    const miss = Math.abs(x + width / 2 - middle);
    if (char === ' ' && at > 0 && miss <= nearest) {
      cut = at;
      nearest = miss;
    }
    x += width;
  }
  if (cut < 0) return null;
  const left = chars.slice(0, cut).join('').trimEnd();
  const right = chars
    .slice(cut + 1)
    .join('')
    .trimStart();
  if (left === '' || right === '') return null;
  const end = item.x + item.width;
  return [
    { ...item, text: left, width: Math.max(0, gutter.start - item.x) },
    { ...item, text: right, x: gutter.end, width: Math.max(0, end - gutter.end) },
  ];
}
