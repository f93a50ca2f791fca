import type { GreyImage } from './renderPage';

/** The median of three values. */
function middle(a: number, b: number, c: number): number {
  return a > b ? (b > c ? b : a > c ? c : a) : a > c ? a : b > c ? c : b;
}

/**
 * The 3×3 median of every pixel (edges kept as they are): removes the isolated specks a fax or a
 * noisy copy sprinkles over the paper while keeping strokes wider than one pixel. The median of
 * nine is the median of the rows' largest minimum, median of medians and smallest maximum: a few
 * comparisons per pixel, no sorting.
 */
export function medianFilter(image: GreyImage): GreyImage {
  const { width, height, pixels } = image;
  const out = new Uint8Array(pixels);
  const at = (index: number) => pixels[index] ?? 255;
  for (let y = 1; y < height - 1; y++)
    for (let x = 1, index = y * width + 1; x < width - 1; x++, index++) {
      const [a0, a1, a2] = [at(index - width - 1), at(index - width), at(index - width + 1)];
      const [b0, b1, b2] = [at(index - 1), at(index), at(index + 1)];
      const [c0, c1, c2] = [at(index + width - 1), at(index + width), at(index + width + 1)];
      const lows = Math.max(Math.min(a0, a1, a2), Math.min(b0, b1, b2), Math.min(c0, c1, c2));
      const highs = Math.min(Math.max(a0, a1, a2), Math.max(b0, b1, b2), Math.max(c0, c1, c2));
      const mids = middle(middle(a0, a1, a2), middle(b0, b1, b2), middle(c0, c1, c2));
      out[index] = middle(lows, mids, highs);
    }
  return { width, height, pixels: out };
}

/**
 * Ink thinned by one pixel all round (each pixel the lightest of its 3×3 neighbourhood, as rows
 * then columns): a fax or a copy made too dark swells strokes until the letters' holes close and
 * neighbours touch, and a speck of one or two pixels vanishes altogether.
 */
export function thinInk(image: GreyImage): GreyImage {
  const { width, height, pixels } = image;
  const rows = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y++) {
    const start = y * width;
    for (let x = 0; x < width; x++) {
      const left = pixels[start + Math.max(0, x - 1)] ?? 255;
      const right = pixels[start + Math.min(width - 1, x + 1)] ?? 255;
      rows[start + x] = Math.max(left, pixels[start + x] ?? 255, right);
    }
  }
  const out = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y++) {
    const [above, below] = [Math.max(0, y - 1) * width, Math.min(height - 1, y + 1) * width];
    for (let x = 0, index = y * width; x < width; x++, index++)
      out[index] = Math.max(rows[above + x] ?? 255, rows[index] ?? 255, rows[below + x] ?? 255);
  }
  return { width, height, pixels: out };
}

/** After the 3×3 mean, a pixel darker than this stays ink: about two thirds of its neighbourhood is ink. */
const MAJORITY_INK = 80;
/** Blots of ink this small (pixels at 200 dpi) are specks; a full stop in a fax's swollen print is larger. */
const SPECK_PIXELS = 8;

/** Each pixel the mean of its 3×3 neighbourhood (rows, then columns; edges repeat). */
function meanOfNeighbours(image: GreyImage): Uint8Array {
  const { width, height, pixels } = image;
  const rows = new Uint16Array(pixels.length);
  for (let y = 0; y < height; y++)
    for (let x = 0, index = y * width; x < width; x++, index++)
      rows[index] =
        (pixels[index - (x > 0 ? 1 : 0)] ?? 255) +
        (pixels[index] ?? 255) +
        (pixels[index + (x < width - 1 ? 1 : 0)] ?? 255);
  const out = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y++) {
    const [above, below] = [y > 0 ? -width : 0, y < height - 1 ? width : 0];
    for (let x = 0, index = y * width; x < width; x++, index++)
      out[index] = Math.round(
        ((rows[index + above] ?? 765) + (rows[index] ?? 765) + (rows[index + below] ?? 765)) / 9,
      );
  }
  return out;
}

/**
 * A black-and-white page with its specks removed: ink where most of a pixel's 3×3 neighbourhood is
 * ink, then every blot of ink smaller than a full stop painted white. A fax, or a copy of a page
 * whose paper greyed under a threshold, comes out as letters in a snow of black grains (blurred
 * grey by the copy's JPEG); tesseract's layout takes such a page for a picture and reads next to
 * nothing of it, while a median keeps the grains that touch.
 */
export function despeckle(image: GreyImage): GreyImage {
  const { width, height } = image;
  const pixels = meanOfNeighbours(image).map((value) => (value < MAJORITY_INK ? 0 : 255));
  const seen = new Uint8Array(pixels.length);
  const blot = new Int32Array(pixels.length);
  for (let start = 0; start < pixels.length; start++) {
    if (seen[start] === 1 || pixels[start] !== 0) continue;
    seen[start] = 1;
    blot[0] = start;
    // The blot is gathered in place: blot[0..size) holds its pixels, read from `next` onwards.
    let [size, next] = [1, 0];
    while (next < size) {
      const index = blot[next++] ?? 0;
      const x = index % width;
      for (let dy = -width; dy <= width; dy += width)
        for (let dx = x > 0 ? -1 : 0; dx <= (x < width - 1 ? 1 : 0); dx++) {
          const neighbour = index + dy + dx;
          if (neighbour < 0 || neighbour >= pixels.length) continue;
          if (seen[neighbour] === 1 || pixels[neighbour] !== 0) continue;
          seen[neighbour] = 1;
          blot[size++] = neighbour;
        }
    }
    if (size <= SPECK_PIXELS) for (let at = 0; at < size; at++) pixels[blot[at] ?? 0] = 255;
  }
  return { width, height, pixels };
}

/** A pixel this dark is ink for the rule search. */
const RULE_INK = 128;
/** A table's vertical rule runs at least this many pixels (7.6 mm at 200 dpi; a capital is about 3 mm). */
const MIN_VERTICAL_RULE = 60;
/** A horizontal rule runs at least this many pixels (2.3 cm): letters a fax merged run shorter. */
const MIN_HORIZONTAL_RULE = 180;
/** How far either side of a run its thickness is checked: a rule is thinner than this. */
const RULE_CLEARANCE = 4;
/**
 * A run with ink on both sides over more than this share of its length is part of a blot or of
 * letters run together, not a rule (a rule has paper on one side at least: labels touch the other).
 */
const MAX_INK_BESIDE_RULE = 0.35;

/**
 * Runs of ink along each line of pixels (rows or columns), each painted white in `out` when it is
 * long and thin: `RULE_CLEARANCE` lines to one side of it, most of its length is paper.
 */
function eraseThinRuns(
  image: GreyImage,
  out: Uint8Array,
  lines: number,
  length: number,
  at: (line: number, position: number) => number,
  besideStep: number,
  minRun: number,
): void {
  const { pixels } = image;
  const isInk = (index: number) => index >= 0 && index < pixels.length && (pixels[index] ?? 255) < RULE_INK;
  for (let line = 0; line < lines; line++) {
    let run = 0;
    for (let position = 0; position <= length; position++) {
      if (position < length && isInk(at(line, position))) {
        run++;
        continue;
      }
      if (run >= minRun) {
        let [before, after] = [0, 0];
        for (let k = position - run; k < position; k++) {
          const index = at(line, k);
          if (line >= RULE_CLEARANCE && isInk(index - besideStep * RULE_CLEARANCE)) before++;
          if (line < lines - RULE_CLEARANCE && isInk(index + besideStep * RULE_CLEARANCE)) after++;
        }
        if (Math.min(before, after) <= run * MAX_INK_BESIDE_RULE)
          for (let k = position - run; k < position; k++) out[at(line, k)] = 255;
      }
      run = 0;
    }
  }
}

/**
 * The page without the long thin rules of its tables and frames. A fax or a dark copy swells the
 * labels of a table's first column until they touch its rule; tesseract then takes the rule and
 * every label joined to it for a picture and reads the values without their labels.
 */
export function removeRules(image: GreyImage): GreyImage {
  const { width, height } = image;
  const out = new Uint8Array(image.pixels);
  // Rules are found on the page without its specks: grains beside a rule would make it look thick.
  const probe = medianFilter(image);
  eraseThinRuns(probe, out, width, height, (x, y) => y * width + x, 1, MIN_VERTICAL_RULE);
  eraseThinRuns(probe, out, height, width, (y, x) => y * width + x, width, MIN_HORIZONTAL_RULE);
  return { width, height, pixels: out };
}
