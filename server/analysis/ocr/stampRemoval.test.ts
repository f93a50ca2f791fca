import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';

import type { GreyImage } from './renderPage';
import { removeStamps } from './stampRemoval';
import { detectTesseractCli, runTesseractCli } from './tesseractCli';
import { parseTsv } from './tesseractTsv';

const cliInstalled = await detectTesseractCli();

// The print in DejaVu Serif (fonts-dejavu-core, which .ci/run installs), not whatever face the
// machine's "serif" resolves to among its other fonts: how much of the print a ring crosses, and
// how tesseract reads it, depend on the glyphs.
GlobalFonts.registerFromPath('/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf', 'StampTestPrint');

const LINES = [
  'Inscripción a fojas 2210 número 1874 del año 2016',
  'a nombre de doña Valentina Orellana Pizarro, quien',
  'adquirió por compraventa a don Rodrigo Saavedra Muñoz',
  'según escritura de fecha doce de marzo de dos mil dieciséis',
];

/** Spanish text at 200 dpi with whatever `stamp` draws over it (in the stamp's own grey). */
function page(stamp: (context: SKRSContext2D) => void): GreyImage {
  const [width, height] = [1500, 1100];
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000000';
  context.font = '30px StampTestPrint';
  LINES.forEach((line, row) => context.fillText(line, 60, 120 + row * 60));
  stamp(context);
  const { data } = context.getImageData(0, 0, width, height);
  return {
    width,
    height,
    pixels: Uint8Array.from({ length: width * height }, (_, index) => data[index * 4] ?? 255),
  };
}

function ring(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  stroke: number,
  from = 0,
  to = 2 * Math.PI,
  colour = '#707070',
) {
  return (context: SKRSContext2D) => {
    // Ink over ink is as dark as the darker, as on paper.
    context.globalCompositeOperation = 'darken';
    context.strokeStyle = colour;
    context.lineWidth = stroke;
    context.beginPath();
    context.ellipse(cx, cy, rx, ry, 0, from, to);
    context.stroke();
  };
}

/** Ink pixels (darker than mid-grey) in a window of the image. */
function inkIn(image: GreyImage, left: number, top: number, right: number, bottom: number): number {
  let count = 0;
  for (let y = top; y < bottom; y++)
    for (let x = left; x < right; x++) if ((image.pixels[y * image.width + x] ?? 255) < 180) count++;
  return count;
}

describe('removeStamps', () => {
  it('erases rings of any size, thickness and shape pressed over print, and keeps the print', () => {
    const stamps = [
      ring(700, 200, 110, 110, 4),
      ring(500, 250, 170, 120, 7),
      ring(900, 180, 90, 90, 3, 0.3, 4.2),
    ];
    for (const stamp of stamps) {
      const plain = page(() => undefined);
      const stamped = page(stamp);
      expect(removeStamps(stamped)).toHaveLength(1);
      const printed = inkIn(plain, 0, 0, plain.width, plain.height);
      const left = inkIn(stamped, 0, 0, stamped.width, stamped.height);
      // Only a little of the print went with the ring, and next to nothing of the ring stayed.
      expect(left).toBeGreaterThan(printed * 0.93);
      expect(left).toBeLessThan(printed * 1.02);
    }
  });

  it('erases a ring as dark as the print, keeping the strokes of the letters it crosses', () => {
    const plain = page(() => undefined);
    const stamped = page(ring(650, 190, 130, 115, 4, 0, 2 * Math.PI, '#000000'));
    expect(removeStamps(stamped)).toHaveLength(1);
    let [printed, lost] = [0, 0];
    plain.pixels.forEach((value, index) => {
      if (value >= 180) return;
      printed++;
      if ((stamped.pixels[index] ?? 255) >= 180) lost++;
    });
    // Only where the ring runs along a stroke (an "O" it touches) is print lost; all of the band would be a third more.
    expect(lost).toBeLessThan(printed * 0.03);
  });

  it('erases both rings of a double stamp, and keeps the words inside it', () => {
    const stamped = page((context) => {
      ring(800, 230, 150, 150, 4)(context);
      ring(800, 230, 110, 110, 3)(context);
      context.fillStyle = '#707070';
      context.font = 'bold 26px sans-serif';
      context.fillText('CONSERVADOR', 710, 240);
    });
    expect(removeStamps(stamped)).toHaveLength(2);
    expect(inkIn(stamped, 700, 210, 900, 245)).toBeGreaterThan(600);
  });

  it('leaves pages without stamps as they were: print, a table frame, a large bold O', () => {
    const plain = page((context) => {
      context.strokeStyle = '#000000';
      context.lineWidth = 3;
      context.strokeRect(40, 60, 1400, 300);
      context.font = 'bold 120px sans-serif';
      context.fillStyle = '#000000';
      context.fillText('O', 1300, 500);
    });
    const before = Uint8Array.from(plain.pixels);
    expect(removeStamps(plain)).toHaveLength(0);
    expect(plain.pixels.filter((value, index) => value !== before[index]).length).toBe(0);
  });

  it.skipIf(!cliInstalled)(
    'lets tesseract read a name a ring was pressed over',
    async () => {
      const stamped = page(ring(620, 150, 120, 105, 5));
      removeStamps(stamped);
      const text = parseTsv(await runTesseractCli('tesseract', stamped, 60_000))
        .map((word) => word.text)
        .join(' ');
      expect(text).toContain('Valentina Orellana Pizarro');
      expect(text).toMatch(/Rodrigo\W* Saavedra/);
    },
    60_000,
  );
});
