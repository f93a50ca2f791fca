import { shrink } from './imageGeometry';
import type { GreyImage } from './renderPage';

/** Pages are examined at a quarter of their resolution (about 50 dpi): enough to see borders and light. */
const COARSE_FACTOR = 4;
/** On the coarse page, darker than this is the copier's lid, not paper (text thins out to grey there). */
const BORDER_INK = 110;
/** The paper's light is sampled over squares of this many coarse pixels (about 1.6 cm). */
const LIGHT_BLOCK = 8;

/**
 * Paints white the dark frame a photocopier leaves around the paper (its lid, the paper's shadow,
 * the corners a skewed sheet leaves bare): every dark region that touches the image's edge, found
 * by flood fill on the coarse page (`coarse`, painted too), so its wavy inner edge goes as well.
 * Text never touches the edge. Returns how many coarse pixels were frame.
 */
function removeBorders(image: GreyImage, coarse: GreyImage): number {
  const { width, height, pixels } = coarse;
  const border = new Uint8Array(width * height);
  const stack: number[] = [];
  const push = (index: number) => {
    if (border[index] === 0 && (pixels[index] ?? 255) < BORDER_INK) {
      border[index] = 1;
      stack.push(index);
    }
  };
  for (let x = 0; x < width; x++) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    push(y * width);
    push(y * width + width - 1);
  }
  let found = 0;
  while (stack.length > 0) {
    const index = stack.pop() ?? 0;
    found++;
    const x = index % width;
    if (x > 0) push(index - 1);
    if (x < width - 1) push(index + 1);
    if (index >= width) push(index - width);
    if (index < (height - 1) * width) push(index + width);
  }
  if (found === 0) return 0;
  // One coarse pixel of margin round the frame takes its blurred inner edge as well.
  const margin = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (border[y * width + x] === 0) continue;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx >= 0 && ny >= 0 && nx < width && ny < height) margin[ny * width + nx] = 1;
        }
    }
  for (let index = 0; index < margin.length; index++) {
    if (margin[index] === 0) continue;
    pixels[index] = 255;
    const [x, y] = [(index % width) * COARSE_FACTOR, Math.floor(index / width) * COARSE_FACTOR];
    const right = index % width === width - 1 ? image.width : x + COARSE_FACTOR;
    const bottom = Math.floor(index / width) === height - 1 ? image.height : y + COARSE_FACTOR;
    for (let row = y; row < bottom; row++)
      image.pixels.fill(255, row * image.width + x, row * image.width + right);
  }
  return found;
}

/** Paper this even (darkest twentieth of the page's blocks against the brightest) is left as it is. */
const EVEN_LIGHT = 0.92;

/** True when the paper's light hardly varies: a clean scan keeps its pixels exactly. */
function evenlyLit(light: Float64Array): boolean {
  const sorted = [...light].sort((a, b) => a - b);
  const dark = sorted[Math.floor(sorted.length * 0.05)] ?? 0;
  const bright = sorted[Math.floor(sorted.length * 0.95)] ?? 1;
  return dark >= bright * EVEN_LIGHT;
}

/**
 * Evens out the paper's light (a copy darker at one side, a greyed half page): each pixel is divided
 * by the paper's brightness around it — the brightest coarse pixel of its block, smoothed over the
 * neighbouring blocks and interpolated — so paper comes out white everywhere and ink keeps its
 * contrast, and one global threshold then separates them.
 */
function flattenLight(image: GreyImage, coarse: GreyImage): void {
  const columns = Math.ceil(coarse.width / LIGHT_BLOCK);
  const rows = Math.ceil(coarse.height / LIGHT_BLOCK);
  const brightest = new Float64Array(columns * rows);
  for (let y = 0; y < coarse.height; y++)
    for (let x = 0; x < coarse.width; x++) {
      const block = Math.floor(y / LIGHT_BLOCK) * columns + Math.floor(x / LIGHT_BLOCK);
      brightest[block] = Math.max(brightest[block] ?? 0, coarse.pixels[y * coarse.width + x] ?? 0);
    }
  const light = new Float64Array(columns * rows);
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++) {
      let [sum, count] = [0, 0];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [c, r] = [column + dx, row + dy];
          if (c < 0 || r < 0 || c >= columns || r >= rows) continue;
          sum += brightest[r * columns + c] ?? 0;
          count++;
        }
      // A block of solid ink (a black heading band) is not paper: never divide by less than mid-grey.
      light[row * columns + column] = Math.max(128, sum / count);
    }
  if (evenlyLit(light)) return;
  const blockPixels = COARSE_FACTOR * LIGHT_BLOCK;
  // Where each pixel column falls between two block centres, computed once for every row.
  const gridOf = (position: number, cells: number) =>
    Math.min(cells - 1, Math.max(0, position / blockPixels - 0.5));
  const left = new Int32Array(image.width);
  const share = new Float64Array(image.width);
  for (let x = 0; x < image.width; x++) {
    const gx = gridOf(x, columns);
    left[x] = Math.floor(gx);
    share[x] = gx - Math.floor(gx);
  }
  const rowLight = new Float64Array(columns);
  for (let y = 0; y < image.height; y++) {
    const gy = gridOf(y, rows);
    const r0 = Math.floor(gy);
    const r1 = Math.min(rows - 1, r0 + 1);
    const fy = gy - r0;
    for (let column = 0; column < columns; column++)
      rowLight[column] =
        (light[r0 * columns + column] ?? 255) * (1 - fy) + (light[r1 * columns + column] ?? 255) * fy;
    for (let x = 0, index = y * image.width; x < image.width; x++, index++) {
      const c0 = left[x] ?? 0;
      const fx = share[x] ?? 0;
      const paper = (rowLight[c0] ?? 255) * (1 - fx) + (rowLight[Math.min(columns - 1, c0 + 1)] ?? 255) * fx;
      image.pixels[index] = Math.min(255, ((image.pixels[index] ?? 255) * 255) / paper);
    }
  }
}

/** The paper's tone: the page's median pixel (a page is mostly paper); what is erased from it is painted with it. */
export function paperTone(pixels: Uint8Array): number {
  const counts = new Uint32Array(256);
  for (const value of pixels) counts[value] = (counts[value] ?? 0) + 1;
  let seen = 0;
  for (let value = 0; value < 256; value++) {
    seen += counts[value] ?? 0;
    if (seen * 2 >= pixels.length) return value;
  }
  return 255;
}

/**
 * Cleans a rendered scan in place before OCR: the copier's dark frame painted white, then the
 * paper's light evened out.
 */
export function cleanPage(image: GreyImage): void {
  const coarse = shrink(image, COARSE_FACTOR);
  removeBorders(image, coarse);
  flattenLight(image, coarse);
}
