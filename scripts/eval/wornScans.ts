import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { createCanvas } from '@napi-rs/canvas';

import { openPdf } from '../../server/analysis/engine/openPdf';
import { renderPageGrey, type GreyImage } from '../../server/analysis/ocr/renderPage';
import { imagePdf, type JpegPage } from './pdfWriter';

/*
 * Worn-photocopy twins of the dev scans (issues #17, #18): every page re-rendered at 150–200 dpi,
 * skewed 0.5–3° either way, with uneven contrast, a round stamp and a signature over the text,
 * noise, sometimes a slight blur or fax-like black and white, dark copier borders, JPEG artefacts,
 * and some pages laid on the glass turned a quarter or a half turn. Every parameter varies with a
 * seed drawn from the file's name (the turn and the border's sides with the page's), so the twins
 * are the same on every run. They are made once and cached under .cache/worn/ (git-ignored), keyed
 * by the source's bytes and this generator's version.
 */

const VERSION = 2;
const CACHE = resolve('.cache/worn');

/** mulberry32: a small seeded generator, so a twin never changes between runs. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface WearParameters {
  dpi: number;
  skewDegrees: number;
  /** Darkest share of the page's light across it (1: even). */
  lightFloor: number;
  noise: number;
  blur: boolean;
  /** Grey level under which a pixel turns black, everything else white (fax); null: no threshold. */
  threshold: number | null;
  jpegQuality: number;
  /** Darkness of the copier's lid around the paper (grey level), or null: no border. */
  borderInk: number | null;
  /** Widest border, as a share of the page's side. */
  borderShare: number;
  /** Chance that a page was copied turned 90°, 180° or 270°. */
  turnChance: number;
}

export function wearParameters(seed: number): WearParameters {
  const next = random(seed);
  const between = (low: number, high: number) => low + (high - low) * next();
  const sign = next() < 0.5 ? -1 : 1;
  return {
    dpi: Math.round(between(150, 200)),
    skewDegrees: sign * between(0.5, 3),
    lightFloor: between(0.72, 0.95),
    noise: between(6, 22),
    blur: next() < 0.5,
    threshold: next() < 0.3 ? Math.round(between(140, 175)) : null,
    jpegQuality: between(0.35, 0.7),
    borderInk: next() < 0.6 ? Math.round(between(10, 90)) : null,
    borderShare: between(0.01, 0.05),
    turnChance: between(0, 0.6),
  };
}

/** Quarter turns clockwise of a page copied askew on the glass: mostly none, else 1, 2 or 3. */
function quarterTurns(parameters: WearParameters, next: () => number): number {
  if (next() >= parameters.turnChance) return 0;
  const pick = next();
  return pick < 0.45 ? 1 : pick < 0.8 ? 2 : 3;
}

/** The page turned `turns` quarter turns clockwise. */
export function turn(image: GreyImage, turns: number): GreyImage {
  const { width, height, pixels } = image;
  const quarter = ((turns % 4) + 4) % 4;
  if (quarter === 0) return image;
  const [outWidth, outHeight] = quarter === 2 ? [width, height] : [height, width];
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [ox, oy] =
        quarter === 1
          ? [height - 1 - y, x]
          : quarter === 2
            ? [width - 1 - x, height - 1 - y]
            : [y, width - 1 - x];
      out[oy * outWidth + ox] = pixels[y * width + x] ?? 255;
    }
  return { width: outWidth, height: outHeight, pixels: out };
}

/** The dark lid around the paper: a band of uneven width on each side (some sides none). */
function border(image: GreyImage, ink: number, share: number, next: () => number): void {
  const { width, height, pixels } = image;
  const sides = [0, 1, 2, 3].map(() => (next() < 0.8 ? share * (0.3 + 0.7 * next()) : 0));
  const [top = 0, right = 0, bottom = 0, left = 0] = sides;
  const wave = next() * 6;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const ripple = 1 + 0.25 * Math.sin(wave + (x + y) / 90);
      const inside =
        y >= top * height * ripple &&
        y < height - bottom * height * ripple &&
        x >= left * width * ripple &&
        x < width - right * width * ripple;
      if (!inside) pixels[y * width + x] = ink + Math.round(next() * 25);
    }
}

/** Rotates about the centre (inverse mapping, bilinear), the corners filled with `fill`. */
function skew(image: GreyImage, degrees: number, fill: number): GreyImage {
  const { width, height, pixels } = image;
  const out = new Uint8Array(width * height).fill(fill);
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const [cx, cy] = [width / 2, height / 2];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const sx = cos * (x - cx) + sin * (y - cy) + cx;
      const sy = -sin * (x - cx) + cos * (y - cy) + cy;
      const [x0, y0] = [Math.floor(sx), Math.floor(sy)];
      if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) continue;
      const [fx, fy] = [sx - x0, sy - y0];
      const at = (px: number, py: number) => pixels[py * width + px] ?? 255;
      const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
      const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
      out[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  return { width, height, pixels: out };
}

/** A 3×3 box blur. */
function blur({ width, height, pixels }: GreyImage): GreyImage {
  const out = new Uint8Array(pixels);
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) sum += pixels[(y + dy) * width + x + dx] ?? 255;
      out[y * width + x] = sum / 9;
    }
  return { width, height, pixels: out };
}

/** Darkens a disc of `radius` around (x, y) to at most `ink`. */
function dot(image: GreyImage, x: number, y: number, radius: number, ink: number): void {
  for (let dy = -radius; dy <= radius; dy++)
    for (let dx = -radius; dx <= radius; dx++) {
      if (dx * dx + dy * dy > radius * radius) continue;
      const [px, py] = [Math.round(x + dx), Math.round(y + dy)];
      if (px < 0 || py < 0 || px >= image.width || py >= image.height) continue;
      const index = py * image.width + px;
      image.pixels[index] = Math.min(image.pixels[index] ?? 255, ink);
    }
}

/** A round office stamp (two rings and a row of marks) and a signature scrawl over the text. */
function stampAndSign(image: GreyImage, next: () => number, scale: number): void {
  const cx = image.width * (0.3 + 0.5 * next());
  const cy = image.height * (0.15 + 0.45 * next());
  const radius = (55 + 40 * next()) * scale;
  const ink = 110 + Math.round(50 * next());
  for (const ring of [radius, radius * 0.72])
    for (let angle = 0; angle < 2 * Math.PI; angle += 0.5 / ring) {
      if (next() < 0.15) continue;
      dot(image, cx + ring * Math.cos(angle), cy + ring * Math.sin(angle), 2 * scale, ink);
    }
  for (let mark = 0; mark < 8; mark++)
    dot(image, cx - radius * 0.5 + mark * radius * 0.14, cy, 3 * scale, ink);
  let [x, y] = [image.width * (0.4 + 0.4 * next()), image.height * (0.5 + 0.4 * next())];
  let direction = next() * Math.PI;
  for (let step = 0; step < 420; step++) {
    direction += (next() - 0.5) * 0.9;
    x += Math.cos(direction) * 2.2 * scale;
    y += Math.sin(direction) * 1.2 * scale;
    dot(image, x, y, 1.5 * scale, 40);
  }
}

/** Wears one rendered page. */
export function wear(image: GreyImage, parameters: WearParameters, seed: number): GreyImage {
  const next = random(seed ^ 0x5bd1e995);
  let worn = skew(image, parameters.skewDegrees, parameters.borderInk ?? 255);
  stampAndSign(worn, next, parameters.dpi / 200);
  if (parameters.borderInk !== null) border(worn, parameters.borderInk, parameters.borderShare, next);
  if (parameters.blur) worn = blur(worn);
  const { width, height, pixels } = worn;
  const gradientAngle = next() * 2 * Math.PI;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      const across = (Math.cos(gradientAngle) * x) / width + (Math.sin(gradientAngle) * y) / height;
      const light = parameters.lightFloor + (1 - parameters.lightFloor) * (0.5 + 0.5 * Math.sin(across * 3));
      const noise = (next() + next() + next() - 1.5) * parameters.noise;
      let value = (pixels[index] ?? 255) * light + noise;
      if (parameters.threshold !== null) value = value < parameters.threshold ? 0 : 255;
      pixels[index] = Math.max(0, Math.min(255, value));
    }
  return turn(worn, quarterTurns(parameters, next));
}

function jpeg(image: GreyImage, quality: number): Buffer {
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  const data = context.createImageData(image.width, image.height);
  for (let index = 0; index < image.pixels.length; index++) {
    const value = image.pixels[index] ?? 255;
    data.data.set([value, value, value, 255], index * 4);
  }
  context.putImageData(data, 0, 0);
  return canvas.encodeSync('jpeg', Math.round(quality * 100));
}

/** The seed of a file: its name, so every twin wears differently and always the same way. */
export function seedOf(name: string): number {
  return createHash('sha256').update(name).digest().readUInt32LE(0);
}

/** The worn twin of a scanned PDF (made once, then read from the cache). */
export async function wornTwin(bytes: Uint8Array, name: string): Promise<Buffer> {
  const seed = seedOf(name);
  const key = createHash('sha256').update(bytes).update(`${VERSION}:${seed}`).digest('hex').slice(0, 16);
  const cached = join(CACHE, `${key}.pdf`);
  if (existsSync(cached)) return readFileSync(cached);
  const parameters = wearParameters(seed);
  const document = await openPdf(new Uint8Array(bytes)).promise;
  const pages: JpegPage[] = [];
  try {
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const natural = page.getViewport({ scale: 1 });
      const image = wear(await renderPageGrey(document, page, parameters.dpi), parameters, seed + number);
      // A page copied a quarter turn round comes out landscape.
      const turned = image.width > image.height !== natural.width > natural.height;
      pages.push({
        jpeg: jpeg(image, parameters.jpegQuality),
        width: image.width,
        height: image.height,
        pageWidth: turned ? natural.height : natural.width,
        pageHeight: turned ? natural.width : natural.height,
      });
      page.cleanup();
    }
  } finally {
    await document.destroy();
  }
  const pdf = imagePdf(pages);
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(cached, pdf);
  return pdf;
}
