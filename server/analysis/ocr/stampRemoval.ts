import { largeInkComponents } from './inkComponents';
import { paperTone } from './pageCleanup';
import type { GreyImage } from './renderPage';

/** A pixel darker than this is ink for the stamp search (a stamp's ring is often paler than print). */
const STAMP_INK = 180;
/** A ring narrower than this (pixels at 200 dpi: 1 cm) is a letter or a logo, never an office stamp. */
const MIN_RING_DIAMETER = 80;
/** A ring's diameter is at least this many times its stroke: a heading's "O" is much bolder. */
const MIN_DIAMETER_PER_STROKE = 12;
/** A ring is at most this much longer one way than the other (a stamp pressed askew is an ellipse). */
const MAX_ELLIPSE_RATIO = 2;
/** Share of its outline a ring must show: half a ring (a stamp at the page's edge, pressed unevenly) is one. */
const MIN_RING_COVERAGE = 0.5;
/** Angular bins the outline is checked in. */
const OUTLINE_BINS = 48;
/** Pixels from the fitted outline a pixel still lies on it while fitting. */
const FIT_TOLERANCE = 3;
/**
 * Pixels of a component sampled for fitting (enough to find a ring among the letters it touches),
 * and the fewer a candidate is first scored on (only a promising one is scored on all).
 */
const FIT_SAMPLES = 2000;
const QUICK_SAMPLES = 200;
const FIT_ATTEMPTS = 400;
/**
 * Along a stretch of ring, ink just beside its band (inside and out) over ink on it, at most: a ring
 * has paper on both sides except where print crosses it; a blot or a swollen paragraph has ink everywhere.
 */
const MAX_INK_BESIDE_RING = 0.35;
/**
 * Share of the ring's shown stretches that must have paper beside them (the rest cross print), and
 * share of its whole outline: an ellipse fitted askew meets a ring clear of ink only where they touch.
 */
const MIN_CLEAR_SHARE = 0.3;
const MIN_CLEAR_OUTLINE = 0.25;
/**
 * Print darker than nearly all of the ring's own ink (this quantile of it, less a margin) is kept
 * where it crosses the ring: stamps are often inked paler than print (a violet or blue pad copies
 * as grey), and the overlap of a letter and a ring is as dark as the letter.
 */
const RING_DARK_QUANTILE = 0.1;
const DARKER_THAN_RING = 10;
/** Rings looked for in one component (a double ring, rings joined by the print between them). */
const MAX_RINGS_PER_COMPONENT = 3;

/** Where a stamp's ring was taken off the page (pixels, inclusive). */
export interface StampBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** An axis-aligned ellipse (a circle when its radii are equal). */
interface Ellipse {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

/** A stamp's ring found on the page: its outline, the half-width of its band, and print darker than its ink. */
interface Ring {
  ellipse: Ellipse;
  band: number;
  darkest: number;
}

/** Seeded generator: the same page always loses the same pixels. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Solves the square system `rows` (each row: coefficients then the right-hand side) by elimination. */
function solve(rows: number[][]): number[] | null {
  const size = rows.length;
  for (let column = 0; column < size; column++) {
    let pivot = column;
    for (let row = column + 1; row < size; row++)
      if (Math.abs(rows[row]?.[column] ?? 0) > Math.abs(rows[pivot]?.[column] ?? 0)) pivot = row;
    const pivotRow = rows[pivot];
    if (!pivotRow || Math.abs(pivotRow[column] ?? 0) < 1e-9) return null;
    [rows[column], rows[pivot]] = [pivotRow, rows[column] ?? pivotRow];
    for (let row = 0; row < size; row++) {
      if (row === column) continue;
      const target = rows[row];
      if (!target) continue;
      const factor = (target[column] ?? 0) / (pivotRow[column] ?? 1);
      for (let k = column; k <= size; k++) target[k] = (target[k] ?? 0) - factor * (pivotRow[k] ?? 0);
    }
  }
  return rows.map((row, index) => (row[size] ?? 0) / (row[index] ?? 1));
}

/**
 * The ellipse x² + b·y² + c·x + d·y + e = 0 through points (exactly for four, by least squares for
 * more; coordinates near zero keep the sums small); null when the conic is no ellipse.
 */
function fitEllipse(points: readonly (readonly [number, number])[]): Ellipse | null {
  const normal = Array.from({ length: 4 }, () => [0, 0, 0, 0, 0]);
  for (const [x, y] of points) {
    const row = [y * y, x, y, 1];
    for (let i = 0; i < 4; i++) {
      const target = normal[i];
      if (!target) continue;
      for (let j = 0; j < 4; j++) target[j] = (target[j] ?? 0) + (row[i] ?? 0) * (row[j] ?? 0);
      target[4] = (target[4] ?? 0) - (row[i] ?? 0) * x * x;
    }
  }
  const solution = solve(normal);
  if (!solution) return null;
  const [b, c, d, e] = solution as [number, number, number, number];
  if (b <= 0) return null;
  const cx = -c / 2;
  const cy = -d / (2 * b);
  const r = cx * cx + b * cy * cy - e;
  if (r <= 0) return null;
  return { cx, cy, rx: Math.sqrt(r), ry: Math.sqrt(r / b) };
}

/** About how far (pixels) a point lies from the ellipse's outline, along the ray from its centre. */
function distanceTo(ellipse: Ellipse, x: number, y: number): number {
  const [dx, dy] = [x - ellipse.cx, y - ellipse.cy];
  const [sx, sy] = [dx / ellipse.rx, dy / ellipse.ry];
  const scaled = Math.sqrt(sx * sx + sy * sy);
  if (scaled === 0) return Math.min(ellipse.rx, ellipse.ry);
  return (Math.abs(scaled - 1) * Math.sqrt(dx * dx + dy * dy)) / scaled;
}

function plausible(ellipse: Ellipse, maxDiameter: number): boolean {
  const [small, large] = [Math.min(ellipse.rx, ellipse.ry), Math.max(ellipse.rx, ellipse.ry)];
  return 2 * small >= MIN_RING_DIAMETER && 2 * large <= maxDiameter && large <= small * MAX_ELLIPSE_RATIO;
}

/** The ellipse most of `points` lie on (RANSAC over four-point fits, refined on its inliers). */
function bestEllipse(
  pagePoints: readonly (readonly [number, number])[],
  maxDiameter: number,
  next: () => number,
): Ellipse | null {
  const [ox, oy] = pagePoints.reduce(
    ([sx, sy], [x, y]) => [sx + x / pagePoints.length, sy + y / pagePoints.length],
    [0, 0],
  );
  const points = pagePoints.map(([x, y]) => [x - ox, y - oy] as const);
  let [best, bestCount] = [null as Ellipse | null, 0];
  const quickStep = Math.max(1, Math.floor(points.length / QUICK_SAMPLES));
  for (let attempt = 0; attempt < FIT_ATTEMPTS; attempt++) {
    const chosen = Array.from(
      { length: 4 },
      () => points[Math.floor(next() * points.length)] ?? ([0, 0] as const),
    );
    const ellipse = fitEllipse(chosen);
    if (!ellipse || !plausible(ellipse, maxDiameter)) continue;
    let quick = 0;
    for (let at = 0; at < points.length; at += quickStep) {
      const [x, y] = points[at] ?? [0, 0];
      if (distanceTo(ellipse, x, y) <= FIT_TOLERANCE) quick++;
    }
    if (quick * quickStep <= bestCount) continue;
    let count = 0;
    for (const [x, y] of points) if (distanceTo(ellipse, x, y) <= FIT_TOLERANCE) count++;
    if (count > bestCount) [best, bestCount] = [ellipse, count];
  }
  if (!best) return null;
  const found = best;
  const refined = fitEllipse(points.filter(([x, y]) => distanceTo(found, x, y) <= FIT_TOLERANCE));
  const chosen = refined && plausible(refined, maxDiameter) ? refined : found;
  return { ...chosen, cx: chosen.cx + ox, cy: chosen.cy + oy };
}

/**
 * The half-width of the ring's band when `ellipse` is a stamp's ring on the page's `ink`: its outline
 * shown over at least half its length, thin against its size, with paper on both sides of it where
 * no print crosses it. Null when it is not one.
 */
function ringBand(ellipse: Ellipse, image: GreyImage, ink: Uint8Array): Ring | null {
  const { width, height } = image;
  const reach = FIT_TOLERANCE * 2.5;
  const left = Math.max(0, Math.floor(ellipse.cx - ellipse.rx - reach));
  const right = Math.min(width - 1, Math.ceil(ellipse.cx + ellipse.rx + reach));
  const top = Math.max(0, Math.floor(ellipse.cy - ellipse.ry - reach));
  const bottom = Math.min(height - 1, Math.ceil(ellipse.cy + ellipse.ry + reach));
  const onBin = new Float64Array(OUTLINE_BINS);
  const besideBin = new Float64Array(OUTLINE_BINS);
  const tones = Array.from({ length: OUTLINE_BINS }, (): number[] => []);
  for (let y = top; y <= bottom; y++)
    for (let x = left; x <= right; x++) {
      if (ink[y * width + x] === 0) continue;
      const distance = distanceTo(ellipse, x, y);
      if (distance > reach) continue;
      const angle = Math.atan2((y - ellipse.cy) / ellipse.ry, (x - ellipse.cx) / ellipse.rx);
      const bin = Math.min(OUTLINE_BINS - 1, Math.floor(((angle + Math.PI) / (2 * Math.PI)) * OUTLINE_BINS));
      if (distance <= FIT_TOLERANCE) {
        onBin[bin] = (onBin[bin] ?? 0) + 1;
        tones[bin]?.push(image.pixels[y * width + x] ?? 255);
      } else besideBin[bin] = (besideBin[bin] ?? 0) + 1;
    }
  const perimeter = Math.PI * (ellipse.rx + ellipse.ry);
  const binLength = perimeter / OUTLINE_BINS;
  let [shown, clear, onRing] = [0, 0, 0];
  const clearTones: number[] = [];
  for (let bin = 0; bin < OUTLINE_BINS; bin++) {
    const on = onBin[bin] ?? 0;
    if (on < binLength) continue;
    shown++;
    onRing += on;
    if ((besideBin[bin] ?? 0) > on * MAX_INK_BESIDE_RING) continue;
    clear++;
    clearTones.push(...(tones[bin] ?? []));
  }
  if (shown < OUTLINE_BINS * MIN_RING_COVERAGE) return null;
  if (clear < shown * MIN_CLEAR_SHARE || clear < OUTLINE_BINS * MIN_CLEAR_OUTLINE) return null;
  const stroke = onRing / ((shown / OUTLINE_BINS) * perimeter);
  if (2 * Math.min(ellipse.rx, ellipse.ry) < stroke * MIN_DIAMETER_PER_STROKE) return null;
  clearTones.sort((a, b) => a - b);
  return {
    ellipse,
    band: stroke / 2 + 2,
    darkest: (clearTones[Math.floor(clearTones.length * RING_DARK_QUANTILE)] ?? 0) - DARKER_THAN_RING,
  };
}

/**
 * Paints the ring's band (every pixel within `band` of the ellipse's outline) the paper's tone on
 * `image` and off `ink`, except the ink of print crossing it: a pixel whose line across the ring meets ink just
 * outside the band, on either side, is a letter's stroke and is kept, so a letter loses no pixel
 * where it crosses the ring and the ring's remains are only the short pieces inside letters.
 */
function eraseRing(image: GreyImage, ink: Uint8Array, { ellipse, band, darkest }: Ring, paper: number): void {
  const { width, height, pixels } = image;
  const left = Math.max(0, Math.floor(ellipse.cx - ellipse.rx - band));
  const right = Math.min(width - 1, Math.ceil(ellipse.cx + ellipse.rx + band));
  const top = Math.max(0, Math.floor(ellipse.cy - ellipse.ry - band));
  const bottom = Math.min(height - 1, Math.ceil(ellipse.cy + ellipse.ry + band));
  const inkAt = (x: number, y: number) => {
    const [column, row] = [Math.round(x), Math.round(y)];
    return column >= 0 && row >= 0 && column < width && row < height && ink[row * width + column] === 1;
  };

  const erased: number[] = [];
  for (let y = top; y <= bottom; y++)
    for (let x = left; x <= right; x++) {
      if (distanceTo(ellipse, x, y) > band) continue;
      const index = y * width + x;
      if (ink[index] === 1) {
        if ((pixels[index] ?? 255) < darkest) continue;
        const [gx, gy] = [(x - ellipse.cx) / ellipse.rx ** 2, (y - ellipse.cy) / ellipse.ry ** 2];
        const length = Math.hypot(gx, gy) || 1;
        const [nx, ny] = [gx / length, gy / length];
        // Signed distance from the outline (outwards positive), then just past the band on each side.
        const outside = Math.hypot((x - ellipse.cx) / ellipse.rx, (y - ellipse.cy) / ellipse.ry) > 1;
        const offset = outside ? distanceTo(ellipse, x, y) : -distanceTo(ellipse, x, y);
        const [outward, inward] = [band - offset + 1.5, band + offset + 1.5];
        if (inkAt(x + nx * outward, y + ny * outward) || inkAt(x - nx * inward, y - ny * inward)) continue;
      }
      erased.push(index);
    }
  for (const index of erased) {
    pixels[index] = paper;
    ink[index] = 0;
  }
}

/**
 * Removes office stamps' rings from a scanned page in place, before OCR (issue #18). A ring pressed
 * over a name or a table joins the letters it crosses into one large shape; tesseract's layout then
 * takes the whole line for a picture and drops it, or reads the ring as letters. Each ink component
 * large enough to hold a ring is fitted an ellipse (any radius or tilt of pressure, a partial ring);
 * when most of the outline is shown, thin, with paper either side, the ring's band is painted as paper:
 * print crossing it loses only the few pixels under the ring, and text inside the ring is kept.
 * Returns the box of every ring removed (pixels, inclusive).
 */
export function removeStamps(image: GreyImage): StampBox[] {
  const { width, height, pixels } = image;
  const ink = new Uint8Array(pixels.length);
  for (let index = 0; index < pixels.length; index++) if ((pixels[index] ?? 255) < STAMP_INK) ink[index] = 1;
  const maxDiameter = Math.min(width, height) / 2;
  const next = random(width * 31 + height);
  const removed: StampBox[] = [];
  const candidates = largeInkComponents(ink, width, height, MIN_RING_DIAMETER);
  const paper = candidates.length > 0 ? paperTone(pixels) : 255;
  for (const component of candidates) {
    for (let ring = 0; ring < MAX_RINGS_PER_COMPONENT; ring++) {
      const left = component.pixels.filter((index) => ink[index] === 1);
      if (left.length < MIN_RING_DIAMETER * 2) break;
      const step = Math.max(1, Math.floor(left.length / FIT_SAMPLES));
      const points: [number, number][] = [];
      for (let at = 0; at < left.length; at += step) {
        const index = left[at] ?? 0;
        points.push([index % width, Math.floor(index / width)]);
      }
      const ellipse = bestEllipse(points, maxDiameter, next);
      const found = ellipse ? ringBand(ellipse, image, ink) : null;
      if (!found) break;
      eraseRing(image, ink, found, paper);
      const reach = found.band;
      removed.push({
        left: Math.round(found.ellipse.cx - found.ellipse.rx - reach),
        top: Math.round(found.ellipse.cy - found.ellipse.ry - reach),
        right: Math.round(found.ellipse.cx + found.ellipse.rx + reach),
        bottom: Math.round(found.ellipse.cy + found.ellipse.ry + reach),
      });
    }
  }
  return removed;
}
