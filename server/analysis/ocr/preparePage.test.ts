import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';

import { rotateImage, shrink, turnImage } from './imageGeometry';
import { cleanPage } from './pageCleanup';
import { orientPage, preparePage } from './preparePage';
import type { GreyImage } from './renderPage';
import { findPageLie } from './skewDetection';
import { runTesseractCli, detectTesseractCli } from './tesseractCli';
import { parseTsv } from './tesseractTsv';
import { looksUpsideDown } from './upsideDown';

const cliInstalled = await detectTesseractCli();

const LINES = [
  'CERTIFICADO DE DOMINIO VIGENTE',
  'El Conservador de Bienes Raíces que suscribe certifica',
  'que la inscripción de fojas 4521 número 3098 del año',
  'dos mil diecinueve, del Registro de Propiedad, se halla',
  'vigente a nombre de doña Carolina Bravo Lagos, quien',
  'adquirió el inmueble por compra a don Jorge Fuentes.',
  'Santiago, quince de septiembre de dos mil veinticinco.',
];

/** A page of Spanish text as a scan at 200 dpi would render it: dark letters on white. */
function textPage(): GreyImage {
  const [width, height] = [1400, 1000];
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000000';
  context.font = '30px sans-serif';
  LINES.forEach((line, row) => context.fillText(line, 120, 160 + row * 60));
  const { data } = context.getImageData(0, 0, width, height);
  return {
    width,
    height,
    pixels: Uint8Array.from({ length: width * height }, (_, index) => data[index * 4] ?? 255),
  };
}

/** The page worn as a photocopy: a dark frame round it and light falling off towards one side. */
function worn(image: GreyImage): GreyImage {
  const pixels = new Uint8Array(image.pixels);
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const index = y * image.width + x;
      const frame = x < 40 || y < 30 || x >= image.width - 25 || y >= image.height - 35;
      pixels[index] = frame ? 35 : Math.round((pixels[index] ?? 255) * (1 - (0.3 * x) / image.width));
    }
  return { ...image, pixels };
}

function copy(image: GreyImage): GreyImage {
  return { ...image, pixels: new Uint8Array(image.pixels) };
}

describe('findPageLie', () => {
  it.each([-3.2, -0.6, 1.5, 3.8])('finds a skew of %s° to within 0.15°', (degrees) => {
    const lie = findPageLie(shrink(rotateImage(textPage(), degrees), 2));
    expect(lie.quarterTurns).toBe(0);
    expect(lie.degrees).toBeCloseTo(-degrees, 0);
    expect(Math.abs(lie.degrees + degrees)).toBeLessThanOrEqual(0.15);
  });

  it('sees that the text runs down a page copied a quarter turn round', () => {
    expect(findPageLie(shrink(turnImage(textPage(), 1), 2)).quarterTurns).toBe(1);
    const lie = findPageLie(shrink(turnImage(rotateImage(textPage(), 2), 3), 2));
    expect(lie.quarterTurns).toBe(1);
    expect(Math.abs(lie.degrees + 2)).toBeLessThanOrEqual(0.15);
  });

  it('leaves a blank page as it is', () => {
    const blank = { width: 400, height: 300, pixels: new Uint8Array(400 * 300).fill(250) };
    expect(findPageLie(blank)).toEqual({ quarterTurns: 0, degrees: 0 });
  });
});

describe('looksUpsideDown', () => {
  it('tells a page upside down from one the right way up by where its ink leans', () => {
    expect(looksUpsideDown(shrink(textPage(), 2))).toBe(false);
    expect(looksUpsideDown(shrink(turnImage(textPage(), 2), 2))).toBe(true);
  });
});

describe('orientPage', () => {
  it('maps every pixel of the turned and straightened page back onto the rendering', () => {
    const source = textPage();
    for (const turns of [1, 2, 3]) {
      const prepared = orientPage(source, turns, 0);
      for (const [x, y] of [
        [10, 20],
        [700, 333],
        [prepared.image.width - 3, prepared.image.height - 7],
      ] as const) {
        const [sx, sy] = prepared.toRendered([x + 0.5, y + 0.5]);
        expect(prepared.image.pixels[y * prepared.image.width + x]).toBe(
          source.pixels[Math.floor(sy) * source.width + Math.floor(sx)],
        );
      }
    }
    const rotated = orientPage(source, 0, 2.5);
    const [sx, sy] = rotated.toRendered([rotated.image.width / 2 + 300, rotated.image.height / 2]);
    expect(sx).toBeCloseTo(source.width / 2 + 300 * Math.cos((2.5 * Math.PI) / 180), 6);
    expect(sy).toBeCloseTo(source.height / 2 - 300 * Math.sin((2.5 * Math.PI) / 180), 6);
  });
});

describe('preparePage', () => {
  it.each([0, 1, 2, 3])('turns upright and straightens a worn copy turned %i quarter turns', (turns) => {
    const prepared = preparePage(turnImage(worn(rotateImage(textPage(), 2.2)), turns));
    expect(prepared.quarterTurns).toBe((4 - turns) % 4);
    expect(Math.abs(prepared.degrees + 2.2)).toBeLessThanOrEqual(0.15);
  });

  it('leaves the pixels of an evenly lit page without a frame exactly as they are', () => {
    // Grey paper, as a scanner gives it: evening it out would whiten it, and change every pixel.
    const white = textPage();
    const page = { ...white, pixels: white.pixels.map((value) => Math.round((value * 225) / 255)) };
    const cleaned = copy(page);
    cleanPage(cleaned);
    const changed = cleaned.pixels.filter((value, index) => value !== page.pixels[index]).length;
    expect(changed).toBe(0);
  });

  it('paints the copier frame white and evens the paper out', () => {
    const prepared = preparePage(worn(textPage()));
    const { width, height, pixels } = prepared.image;
    expect(pixels[5 * width + 5]).toBe(255);
    expect(pixels[(height - 10) * width + width - 10]).toBe(255);
    // Blank paper at the dim right-hand side comes out as white as at the left.
    expect(pixels[900 * width + 1300]).toBeGreaterThan(240);
  });

  it.skipIf(!cliInstalled)(
    'lets tesseract read a skewed copy turned upside down once prepared',
    async () => {
      const scan = turnImage(worn(rotateImage(textPage(), -2.7)), 2);
      const read = async (image: GreyImage) =>
        parseTsv(await runTesseractCli('tesseract', image, 60_000))
          .filter((word) => word.confidence >= 80)
          .map((word) => word.text);
      const before = await read(copy(scan));
      const after = await read(preparePage(copy(scan)).image);
      expect(before).not.toContain('CERTIFICADO');
      expect(after).toEqual(expect.arrayContaining(['CERTIFICADO', 'DOMINIO', 'VIGENTE', 'Conservador']));
      expect(after).toEqual(expect.arrayContaining(['septiembre', 'inscripción', 'Propiedad,']));
    },
    60_000,
  );
});
