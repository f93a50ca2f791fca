import type { GreyImage } from './renderPage';

/** Copies are laid on the glass at most this far askew. */
export const MAX_SKEW_DEGREES = 4;
const COARSE_STEP = 0.25;
const FINE_STEP = 0.05;
/** The coarse search looks at every third ink pixel: the profile's shape is the same, three times sooner. */
const COARSE_STRIDE = 3;
/** Fewer ink pixels than this (half-resolution page) is a blank page: nothing to straighten. */
const MIN_INK_POINTS = 500;

export interface PageLie {
  /** Quarter turns clockwise that bring the text lines horizontal: 0 or 1 (upside down is decided after). */
  quarterTurns: 0 | 1;
  /** Degrees clockwise to rotate the (turned) page by so its lines are level. */
  degrees: number;
}

interface Ink {
  xs: Float64Array;
  ys: Float64Array;
  width: number;
  height: number;
}

/** The dark pixels of the page, as coordinates about its centre. */
function inkOf(small: GreyImage): Ink {
  const xs: number[] = [];
  const ys: number[] = [];
  const [cx, cy] = [small.width / 2, small.height / 2];
  for (let y = 0; y < small.height; y++)
    for (let x = 0; x < small.width; x++)
      if ((small.pixels[y * small.width + x] ?? 255) < 128) {
        xs.push(x - cx);
        ys.push(y - cy);
      }
  return { xs: Float64Array.from(xs), ys: Float64Array.from(ys), width: small.width, height: small.height };
}

/**
 * How sharply the ink falls into rows when the page is rotated `degrees` clockwise (or columns,
 * `across`): the squared coefficient of variation of its projection profile. Text lines at the
 * right angle make full rows and empty gaps; anything else smears them.
 */
function sharpness(ink: Ink, degrees: number, across: boolean, stride: number): number {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const extent = Math.ceil(Math.hypot(ink.width, ink.height));
  const profile = new Float64Array(extent + 1);
  const offset = extent / 2;
  for (let index = 0; index < ink.xs.length; index += stride) {
    const x = ink.xs[index] ?? 0;
    const y = ink.ys[index] ?? 0;
    // The point's row (or column) once rotated clockwise by `degrees`.
    const along = across ? cos * x - sin * y : sin * x + cos * y;
    const bin = Math.round(along + offset);
    profile[bin] = (profile[bin] ?? 0) + 1;
  }
  let [first, last] = [0, profile.length - 1];
  while (first < last && profile[first] === 0) first++;
  while (last > first && profile[last] === 0) last--;
  let [sum, squares] = [0, 0];
  for (let bin = first; bin <= last; bin++) {
    const count = profile[bin] ?? 0;
    sum += count;
    squares += count * count;
  }
  const bins = last - first + 1;
  const mean = sum / bins;
  return mean > 0 ? squares / bins / (mean * mean) - 1 : 0;
}

/** The angle in [-MAX_SKEW_DEGREES, MAX_SKEW_DEGREES] whose profile is sharpest, and that sharpness. */
function bestAngle(ink: Ink, across: boolean, from: number, to: number, step: number, stride: number) {
  let best = { degrees: 0, score: -Infinity };
  for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
    const score = sharpness(ink, degrees, across, stride);
    if (score > best.score) best = { degrees: Math.round(degrees * 100) / 100, score };
  }
  return best;
}

/**
 * How the page lies (projection-profile search on the page at half resolution, about 100 dpi,
 * where lines are still sharp): whether its text runs across or down the page,
 * and how many degrees it is askew, searched over ±MAX_SKEW_DEGREES at 0.05° — the angle at which
 * the ink's rows (or, for a page copied a quarter turn round, its columns) are sharpest.
 */
export function findPageLie(halfPage: GreyImage): PageLie {
  const ink = inkOf(halfPage);
  if (ink.xs.length < MIN_INK_POINTS) return { quarterTurns: 0, degrees: 0 };
  const search = (across: boolean) =>
    bestAngle(ink, across, -MAX_SKEW_DEGREES, MAX_SKEW_DEGREES, COARSE_STEP, COARSE_STRIDE);
  const [rows, columns] = [search(false), search(true)];
  // Turning a page a quarter turn clockwise turns its columns into rows, and a column askew by θ
  // into a row askew by the same θ.
  const across = columns.score > rows.score;
  const coarse = across ? columns.degrees : rows.degrees;
  const fine = bestAngle(ink, across, coarse - COARSE_STEP, coarse + COARSE_STEP, FINE_STEP, 1);
  return { quarterTurns: across ? 1 : 0, degrees: fine.degrees };
}
