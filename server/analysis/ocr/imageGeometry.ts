import type { GreyImage } from './renderPage';

/** A point in pixels (x right, y down). */
export type Pixel = readonly [number, number];

/** Quarter turns clockwise normalised to 0–3. */
export function quarters(turns: number): number {
  return ((turns % 4) + 4) % 4;
}

/** The image turned `turns` quarter turns clockwise. */
export function turnImage(image: GreyImage, turns: number): GreyImage {
  const quarter = quarters(turns);
  if (quarter === 0) return image;
  const { width, height, pixels } = image;
  const outWidth = quarter === 2 ? width : height;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [ox, oy] = turnedPoint(x, y, width, height, quarter);
      out[oy * outWidth + ox] = pixels[y * width + x] ?? 255;
    }
  return quarter === 2 ? { width, height, pixels: out } : { width: height, height: width, pixels: out };
}

/** Where pixel (x, y) of a `width`×`height` image lands after `quarter` clockwise quarter turns. */
function turnedPoint(x: number, y: number, width: number, height: number, quarter: number): Pixel {
  if (quarter === 1) return [height - 1 - y, x];
  if (quarter === 2) return [width - 1 - x, height - 1 - y];
  if (quarter === 3) return [y, width - 1 - x];
  return [x, y];
}

/**
 * Maps a point of the image turned `turns` quarter turns back to the `width`×`height` original
 * (continuous coordinates: a box edge maps to a box edge).
 */
export function unturnPoint(point: Pixel, turns: number, width: number, height: number): Pixel {
  const [x, y] = point;
  const quarter = quarters(turns);
  if (quarter === 1) return [y, height - x];
  if (quarter === 2) return [width - x, height - y];
  if (quarter === 3) return [width - y, x];
  return [x, y];
}

/**
 * The image rotated `degrees` clockwise about its centre, same size (bilinear, inverse mapping);
 * what comes in from outside the page is white.
 */
export function rotateImage(image: GreyImage, degrees: number): GreyImage {
  if (degrees === 0) return image;
  const { width, height, pixels } = image;
  const out = new Uint8Array(width * height).fill(255);
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const [cx, cy] = [width / 2, height / 2];
  for (let y = 0; y < height; y++) {
    const dy = y - cy;
    for (let x = 0; x < width; x++) {
      const dx = x - cx;
      const sx = cos * dx + sin * dy + cx;
      const sy = -sin * dx + cos * dy + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) continue;
      const fx = sx - x0;
      const fy = sy - y0;
      const index = y0 * width + x0;
      const top = (pixels[index] ?? 255) * (1 - fx) + (pixels[index + 1] ?? 255) * fx;
      const bottom = (pixels[index + width] ?? 255) * (1 - fx) + (pixels[index + width + 1] ?? 255) * fx;
      out[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return { width, height, pixels: out };
}

/** Maps a point of an image rotated by rotateImage(…, degrees) back to the unrotated one. */
export function unrotatePoint(point: Pixel, degrees: number, width: number, height: number): Pixel {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const [dx, dy] = [point[0] - width / 2, point[1] - height / 2];
  return [cos * dx + sin * dy + width / 2, -sin * dx + cos * dy + height / 2];
}

/** The image shrunk by an integer `factor`, each output pixel the mean of its block. */
export function shrink(image: GreyImage, factor: number): GreyImage {
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const sums = new Uint32Array(width * height);
  const { pixels } = image;
  for (let y = 0; y < height * factor; y++) {
    const row = ((y / factor) | 0) * width;
    let source = y * image.width;
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let step = 0; step < factor; step++) sum += pixels[source++] ?? 255;
      sums[row + x] = (sums[row + x] ?? 0) + sum;
    }
  }
  const area = factor * factor;
  const out = new Uint8Array(width * height);
  for (let index = 0; index < out.length; index++) out[index] = Math.round((sums[index] ?? 0) / area);
  return { width, height, pixels: out };
}
