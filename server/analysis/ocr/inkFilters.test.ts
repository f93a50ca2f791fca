import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';

import { despeckle, medianFilter, removeRules, thinInk } from './inkFilters';
import type { GreyImage } from './renderPage';
import { detectTesseractCli, runTesseractCli } from './tesseractCli';
import { parseTsv } from './tesseractTsv';

const cliInstalled = await detectTesseractCli();

/** Seeded generator, so the noise is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Spanish text drawn in `weight` at 200 dpi, black on white. */
function drawn(lines: string[], font: string): GreyImage {
  const [width, height] = [1400, 140 + lines.length * 70];
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000000';
  context.font = font;
  lines.forEach((line, row) => context.fillText(line, 80, 110 + row * 70));
  const { data } = context.getImageData(0, 0, width, height);
  return {
    width,
    height,
    pixels: Uint8Array.from({ length: width * height }, (_, index) => data[index * 4] ?? 255),
  };
}

/** A fax of the page: ink swollen by `swell` pixels all round, then one pixel in `speckle` turned black. */
function faxed(image: GreyImage, swell: number, speckle: number): GreyImage {
  const { width, height } = image;
  let pixels = image.pixels;
  for (let step = 0; step < swell; step++) {
    const next = new Uint8Array(pixels);
    for (let y = 1; y < height - 1; y++)
      for (let x = 1; x < width - 1; x++) {
        const index = y * width + x;
        next[index] = Math.min(
          pixels[index] ?? 255,
          pixels[index - 1] ?? 255,
          pixels[index + 1] ?? 255,
          pixels[index - width] ?? 255,
          pixels[index + width] ?? 255,
        );
      }
    pixels = next;
  }
  const next = random(7);
  const out = Uint8Array.from(pixels, (value) => (next() < speckle ? 0 : value < 128 ? 0 : 255));
  return { width, height, pixels: out };
}

const inkOf = (image: GreyImage) => image.pixels.filter((value) => value < 128).length;

describe('medianFilter', () => {
  it('removes isolated specks and keeps a stroke three pixels wide', () => {
    const [width, height] = [40, 20];
    const pixels = new Uint8Array(width * height).fill(255);
    for (let y = 5; y < 15; y++) for (let x = 10; x < 13; x++) pixels[y * width + x] = 0;
    for (const [x, y] of [
      [25, 5],
      [30, 12],
      [35, 17],
    ] as const)
      pixels[y * width + x] = 0;
    const filtered = medianFilter({ width, height, pixels });
    expect(filtered.pixels[5 * width + 25]).toBe(255);
    expect(filtered.pixels[12 * width + 30]).toBe(255);
    expect(filtered.pixels[17 * width + 35]).toBe(255);
    for (let y = 6; y < 14; y++) expect(filtered.pixels[y * width + 11]).toBe(0);
  });

  it('gives each pixel the median of its neighbourhood', () => {
    const pixels = Uint8Array.from([9, 1, 5, 7, 3, 8, 2, 6, 4]);
    expect(medianFilter({ width: 3, height: 3, pixels }).pixels[4]).toBe(5);
  });
});

describe('thinInk', () => {
  it('takes one pixel off every side of a stroke and erases a speck', () => {
    const [width, height] = [30, 30];
    const pixels = new Uint8Array(width * height).fill(255);
    for (let y = 5; y < 25; y++) for (let x = 5; x < 12; x++) pixels[y * width + x] = 0;
    pixels[20 * width + 20] = 0;
    const thinned = thinInk({ width, height, pixels });
    expect(inkOf(thinned)).toBe(5 * 18);
    expect(thinned.pixels[20 * width + 20]).toBe(255);
    expect(thinned.pixels[10 * width + 5]).toBe(255);
    expect(thinned.pixels[10 * width + 6]).toBe(0);
  });

  it.skipIf(!cliInstalled)(
    'makes a swollen, speckled fax of a page readable again',
    async () => {
      const lines = [
        'CERTIFICADO DE AFECTACION A UTILIDAD PUBLICA',
        'PROPIETARIO: GONZALEZ SAAVEDRA JORGE PATRICIO',
        'DIRECCION: AVENIDA GABRIELA 2144 PUENTE ALTO',
      ];
      const page = faxed(drawn(lines, 'bold 30px sans-serif'), 2, 0.06);
      const trusted = async (image: GreyImage) =>
        parseTsv(await runTesseractCli('tesseract', image, 60_000))
          .filter((word) => word.confidence >= 80)
          .map((word) => word.text)
          .join(' ');
      const cleaned = await trusted(medianFilter(thinInk(page)));
      expect(cleaned).toContain('GABRIELA');
      expect(cleaned).toContain('2144');
      expect(cleaned.length).toBeGreaterThan((await trusted(page)).length);
    },
    120_000,
  );
});

/**
 * A fax of a copy whose paper had greyed to near the fax's threshold: a snow of black grains over
 * the paper, then blurred grey by resampling and JPEG (a 3×3 mean).
 */
function snowedFax(image: GreyImage): GreyImage {
  const { width, height } = image;
  const next = random(11);
  const paper = (x: number) => 172 + (30 * x) / width;
  const faxed = Uint8Array.from(image.pixels, (value, index) => {
    const grey = value < 128 ? value : paper(index % width) + (next() + next() + next() - 1.5) * 36;
    return grey < 165 ? 0 : 255;
  });
  const blurred = new Uint8Array(faxed);
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) sum += faxed[(y + dy) * width + x + dx] ?? 255;
      blurred[y * width + x] = Math.round(sum / 9);
    }
  return { width, height, pixels: blurred };
}

describe('despeckle', () => {
  it('paints grains white and keeps strokes and a swollen full stop', () => {
    const [width, height] = [40, 30];
    const pixels = new Uint8Array(width * height).fill(255);
    for (let y = 5; y < 25; y++) for (let x = 5; x < 9; x++) pixels[y * width + x] = 0;
    for (let y = 10; y < 15; y++) for (let x = 20; x < 25; x++) pixels[y * width + x] = 0;
    for (let y = 20; y < 22; y++) for (let x = 30; x < 33; x++) pixels[y * width + x] = 0;
    const cleaned = despeckle({ width, height, pixels });
    expect(cleaned.pixels[15 * width + 6]).toBe(0);
    expect(cleaned.pixels[12 * width + 22]).toBe(0);
    expect(cleaned.pixels[20 * width + 31]).toBe(255);
    expect(cleaned.pixels.every((value) => value === 0 || value === 255)).toBe(true);
  });

  it.skipIf(!cliInstalled)(
    'makes a fax snowed with grains readable where thinning and a median do not',
    async () => {
      const lines = [
        'FECHA EMISION: 10/07/2025 ROL DE AVALUO 6120-9',
        'PROPIETARIO: GONZALEZ SAAVEDRA JORGE PATRICIO',
        'DIRECCION: AVENIDA GABRIELA 2144 PUENTE ALTO',
      ];
      const page = snowedFax(faxed(drawn(lines, 'bold 30px sans-serif'), 1, 0));
      const trusted = async (image: GreyImage) =>
        parseTsv(await runTesseractCli('tesseract', image, 60_000))
          .filter((word) => word.confidence >= 80)
          .map((word) => word.text)
          .join(' ');
      const cleaned = await trusted(despeckle(page));
      expect(cleaned).toContain('GABRIELA');
      expect(cleaned).toContain('SAAVEDRA');
      expect(cleaned.length).toBeGreaterThan((await trusted(page)).length);
      expect(cleaned.length).toBeGreaterThan((await trusted(medianFilter(thinInk(page)))).length);
    },
    120_000,
  );
});

describe('removeRules', () => {
  it('erases a thin rule with letters touching one side and keeps a thick block and short strokes', () => {
    const [width, height] = [400, 200];
    const pixels = new Uint8Array(width * height).fill(255);
    const ink = (x0: number, y0: number, x1: number, y1: number) => {
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) pixels[y * width + x] = 0;
    };
    ink(20, 10, 23, 190); // the table's vertical rule
    ink(23, 40, 60, 60); // a label's blot touching it
    ink(30, 150, 330, 153); // a horizontal rule
    ink(200, 20, 260, 120); // a solid block: thick, not a rule
    ink(100, 60, 103, 100); // a letter's stem, shorter than a rule
    const cleaned = removeRules({ width, height, pixels });
    const at = (x: number, y: number) => cleaned.pixels[y * width + x];
    expect(at(21, 100)).toBe(255);
    expect(at(21, 50)).toBe(255);
    expect(at(40, 50)).toBe(0);
    expect(at(150, 151)).toBe(255);
    expect(at(230, 70)).toBe(0);
    expect(at(101, 80)).toBe(0);
  });

  it.skipIf(!cliInstalled)(
    "reads a swollen fax's labels that touch their table's rule",
    async () => {
      const lines = [
        'PROPIETARIO: GONZALEZ SAAVEDRA',
        'DIRECCION: AVENIDA GABRIELA 2144',
        'COMUNA: PUENTE ALTO',
      ];
      const page = drawn(lines, 'bold 30px sans-serif');
      // The table's frame: the labels start one pixel right of its left rule.
      for (let y = 50; y < page.height - 10; y++)
        for (let x = 74; x < 78; x++) page.pixels[y * page.width + x] = 0;
      for (let x = 74; x < page.width - 40; x++)
        for (let y = 50; y < 54; y++) page.pixels[y * page.width + x] = 0;
      const fax = faxed(page, 2, 0.04);
      const read = async (image: GreyImage) =>
        parseTsv(await runTesseractCli('tesseract', image, 60_000))
          .filter((word) => word.confidence >= 60)
          .map((word) => word.text)
          .join(' ');
      const withRules = await read(medianFilter(thinInk(fax)));
      const cleaned = await read(medianFilter(thinInk(removeRules(fax))));
      expect(cleaned).toMatch(/PROPIETARIO/);
      expect(cleaned).toMatch(/COMUNA/);
      expect(withRules).not.toMatch(/PROPIETARIO.*COMUNA/s);
    },
    120_000,
  );
});
