import type { GreyImage } from './renderPage';

/** A row belongs to a text line when it holds more ink than this share of the inkiest row. */
const LINE_SHARE = 0.04;
/** Within a line, the band of lower-case letters (x-height) holds rows at least this inky. */
const CORE_SHARE = 0.45;
/** Lines taller than this (half-resolution pixels) are pictures, rules or stamps, not text. */
const MAX_LINE_HEIGHT = 60;
const MIN_LINE_HEIGHT = 4;
/** The lean must be this clear (share of the ink outside the cores) to call the page upside down. */
const DECISIVE_LEAN = 0.1;

/**
 * How the page's ink leans outside its lines' x-height bands: Latin text puts far more ink above
 * that band (ascenders, capitals, digits, accents) than below it (g, j, p, q, y, commas), so an
 * upright page leans up (negative) and a page upside down leans down (positive), from -1 to 1.
 * Measured on the page at half resolution (about 100 dpi).
 */
export function descenderLean(halfPage: GreyImage): number {
  const { width, height, pixels } = halfPage;
  const profile = new Float64Array(height);
  for (let y = 0; y < height; y++) {
    let count = 0;
    for (let x = 0; x < width; x++) if ((pixels[y * width + x] ?? 255) < 128) count++;
    profile[y] = count;
  }
  const inkiest = Math.max(...profile);
  if (inkiest === 0) return 0;
  let [above, below] = [0, 0];
  let y = 0;
  while (y < height) {
    if ((profile[y] ?? 0) <= inkiest * LINE_SHARE) {
      y++;
      continue;
    }
    const top = y;
    while (y < height && (profile[y] ?? 0) > inkiest * LINE_SHARE) y++;
    const bottom = y - 1;
    if (bottom - top + 1 < MIN_LINE_HEIGHT || bottom - top + 1 > MAX_LINE_HEIGHT) continue;
    let peak = 0;
    for (let row = top; row <= bottom; row++) peak = Math.max(peak, profile[row] ?? 0);
    let coreTop = top;
    while ((profile[coreTop] ?? 0) < peak * CORE_SHARE) coreTop++;
    let coreBottom = bottom;
    while ((profile[coreBottom] ?? 0) < peak * CORE_SHARE) coreBottom--;
    for (let row = top; row < coreTop; row++) above += profile[row] ?? 0;
    for (let row = coreBottom + 1; row <= bottom; row++) below += profile[row] ?? 0;
  }
  return above + below > 0 ? (below - above) / (above + below) : 0;
}

/** True when the page's text is clearly upside down (see descenderLean). */
export function looksUpsideDown(halfPage: GreyImage): boolean {
  return descenderLean(halfPage) > DECISIVE_LEAN;
}
