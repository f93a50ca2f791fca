import { readFileSync } from 'node:fs';
import path from 'node:path';

import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';

import { imagePdf } from '../../../scripts/eval/pdfWriter';

import { readPdfText } from '../engine/pdfText';
import type { OcrEngine } from './ocrEngine';
import { createOcrReader, ocrPage } from './ocrReader';
import { parseTsv } from './tesseractTsv';
import { detectTesseractCli } from './tesseractCli';

const SCAN = path.resolve(import.meta.dirname, '../../../../shared/corpus/dev/dev-03/docs/04_gp.scan.pdf');
const cliInstalled = await detectTesseractCli();

const TSV_HEADER =
  'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';

async function ocrText(reader: ReturnType<typeof createOcrReader>): Promise<string> {
  const bytes = readFileSync(SCAN);
  const pages = await reader.read(bytes, await readPdfText(bytes));
  return pages.flatMap((page) => page.lines).join('\n');
}

/** A scan of a blank page: nothing on it for a reading to miss. */
function blankScan(): Buffer {
  const [width, height] = [850, 1100];
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  const jpeg = canvas.encodeSync('jpeg', 90);
  return imagePdf([{ jpeg, width, height, pageWidth: 612, pageHeight: 792 }]);
}

function fakeEngine(recognizeTsv: OcrEngine['recognizeTsv']): OcrEngine {
  return { name: 'tesseract-cli', concurrency: 1, recognizeTsv, close: () => Promise.resolve() };
}

describe('createOcrReader', () => {
  const readers: ReturnType<typeof createOcrReader>[] = [];
  const reader = (options: Parameters<typeof createOcrReader>[0]) => {
    const created = createOcrReader(options);
    readers.push(created);
    return created;
  };
  afterAll(async () => {
    await Promise.all(readers.map((created) => created.close()));
  });

  it.skipIf(!cliInstalled)('reads a scanned page in Spanish with the tesseract CLI', async () => {
    const cli = reader({ backend: 'tesseract-cli' });
    const text = await ocrText(cli);
    expect((await cli.engine()).name).toBe('tesseract-cli');
    expect(text).toMatch(/CONSERVADOR/);
    expect(text).toMatch(/hipoteca|HIPOTECA/i);
  });

  it('reads a scanned page offline with tesseract.js and the npm Spanish model', async () => {
    const wasm = reader({ backend: 'tesseract.js', concurrency: 1 });
    const text = await ocrText(wasm);
    expect((await wasm.engine()).name).toBe('tesseract.js');
    expect(text).toMatch(/CONSERVADOR/);
  }, 120_000);

  it('keeps pages that have a text layer and leaves a page that fails empty', async () => {
    const failing = reader({
      engine: fakeEngine(() => Promise.reject(new Error('no se pudo'))),
    });
    const bytes = readFileSync(SCAN);
    const textPage = { number: 1, lines: ['CERTIFICADO DE HIPOTECAS Y GRAVÁMENES'], textLength: 99 };
    expect(await failing.read(bytes, [textPage])).toEqual([textPage]);
    expect(await failing.read(bytes, [{ number: 1, lines: [], textLength: 0 }])).toEqual([
      { number: 1, lines: [], textLength: 0 },
    ]);
  });

  it('builds lines from the engine’s words', async () => {
    const tsv = [
      TSV_HEADER,
      '5\t1\t1\t1\t1\t1\t100\t100\t180\t30\t95\tCONSERVADOR',
      '5\t1\t1\t1\t1\t2\t290\t100\t40\t30\t95\tde',
      '5\t1\t1\t1\t1\t3\t340\t100\t120\t30\t95\tBienes',
    ].join('\n');
    const fake = reader({ engine: fakeEngine(() => Promise.resolve(tsv)) });
    const bytes = readFileSync(SCAN);
    const [page] = await fake.read(bytes, [{ number: 1, lines: [], textLength: 0 }]);
    expect(page?.lines).toEqual(['CONSERVADOR de Bienes']);
    expect(page?.textLength).toBe(19);
  });

  it('reads a page again with adaptive thresholding when the global threshold leaves it nearly blank', async () => {
    const lines = [
      '($18.500.000), pagado.- El título',
      'anterior está inscrito a Fojas 812',
      'vta., Número 655 del Año 1979.- Rol de',
      'Avalúo N° 3412-17.- Requirente: JUAN C.',
    ];
    const readings: string[] = [];
    const fake = reader({
      engine: fakeEngine((_image, _timeout, thresholding = 'global', layout = 'page') => {
        // The scan's print lies outside the made-up words: a sparse reading looks for it.
        if (layout === 'page') readings.push(thresholding);
        return Promise.resolve(
          thresholding === 'adaptive'
            ? tsvOf(lines, () => 93)
            : `${TSV_HEADER}\n5\t1\t1\t1\t1\t1\t100\t100\t40\t30\t30\tUS`,
        );
      }),
    });
    const [page] = await fake.read(readFileSync(SCAN), [{ number: 1, lines: [], textLength: 0 }]);
    // The last reading is of the page without its office stamp's ring (stampLines.ts).
    expect(readings).toEqual(['global', 'adaptive', 'global']);
    expect(page?.lines).toEqual(lines);
  });

  it('reads a page whose ink is swollen again with the ink thinned when no threshold reads it', async () => {
    const lines = [
      'PROPIETARIO: GONZALEZ SAAVEDRA JORGE PATRICIO',
      'R.U.T.: 12.877.340-1 DIRECCIÓN: AVENIDA GABRIELA 2144',
      'ROL DE AVALÚO: 6120-9 COMUNA: PUENTE ALTO',
    ];
    const inks: number[] = [];
    const fake = reader({
      engine: fakeEngine((image, _timeout, _thresholding, layout = 'page') => {
        const ink = image.pixels.filter((value) => value < 128).length;
        if (layout === 'page') inks.push(ink);
        // Only a page with less ink than the first reading's (thinned) reads well.
        const thinned = ink < (inks[0] ?? 0) * 0.95;
        return Promise.resolve(thinned ? tsvOf(lines, () => 92) : TSV_HEADER);
      }),
    });
    const [page] = await fake.read(readFileSync(SCAN), [{ number: 1, lines: [], textLength: 0 }]);
    expect(inks).toHaveLength(3);
    expect(page?.lines).toEqual(lines);
  });

  it('reads a page snowed with grains again in black and white without them, sparsely from that image too', async () => {
    const lines = [
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
      'PROPIETARIO: GONZALEZ SAAVEDRA JORGE PATRICIO',
      'R.U.T.: 12.877.340-1 DIRECCIÓN: AVENIDA GABRIELA 2144',
      'ROL DE AVALÚO: 6120-9 COMUNA: PUENTE ALTO',
    ];
    const readings: string[] = [];
    const fake = reader({
      engine: fakeEngine((image, _timeout, _thresholding, layout = 'page') => {
        // Only the despeckled page is black and white; there a layout finds three lines, doubting
        // short words, and a sparse search all four.
        const blackAndWhite = image.pixels.every((value) => value === 0 || value === 255);
        readings.push(`${blackAndWhite ? 'despeckled' : 'grey'} ${layout}`);
        if (!blackAndWhite) return Promise.resolve(TSV_HEADER);
        return Promise.resolve(
          layout === 'sparse'
            ? tsvOf(lines, () => 92)
            : tsvOf(lines.slice(0, 3), (word) => (word.length > 3 ? 93 : 60)),
        );
      }),
    });
    const [page] = await fake.read(readFileSync(SCAN), [{ number: 1, lines: [], textLength: 0 }]);
    expect(readings).toEqual(['grey page', 'grey page', 'grey page', 'despeckled page', 'despeckled sparse']);
    expect(page?.lines).toEqual(lines);
  });
});

/** TSV rows of `lines` (boxes laid out as a text line would be), each word read with `confidence`. */
function tsvOf(lines: string[], confidence: (word: string) => number): string {
  const words = lines.flatMap((line, row) =>
    line.split(' ').map((text, column) => {
      const left = 100 + line.split(' ').slice(0, column).join(' ').length * 14;
      const box = [left + column * 14, 100 + row * 60, text.length * 14, 30];
      return ['5', '1', '1', '1', row + 1, column + 1, ...box, confidence(text), text].join('\t');
    }),
  );
  return [TSV_HEADER, ...words].join('\n');
}

describe('createOcrReader, sparse reading', () => {
  const lines = [
    'CERTIFICADO DE AVALÚO FISCAL DETALLADO PRIMER SEMESTRE',
    'ROL DE AVALÚO 2844-24 COMUNA SAN BERNARDO',
    'DIRECCIÓN PJE LAS ACACIAS 1377 DESTINO HABITACIONAL',
    'AVALÚO TOTAL 48.215.334 AVALÚO EXENTO 48.215.334',
    'CONTRIBUYENTE FUENTES OLIVARES CLAUDIA PATRICIA',
  ];
  const readers: ReturnType<typeof createOcrReader>[] = [];
  afterAll(async () => {
    await Promise.all(readers.map((created) => created.close()));
  });
  async function readWith(page: string, sparse: string, scan: Uint8Array = readFileSync(SCAN)) {
    const layouts: string[] = [];
    const created = createOcrReader({
      engine: fakeEngine((_image, _timeout, _thresholding, layout = 'page') => {
        layouts.push(layout);
        return Promise.resolve(layout === 'sparse' ? sparse : page);
      }),
    });
    readers.push(created);
    const [read] = await created.read(scan, [{ number: 1, lines: [], textLength: 0 }]);
    return { layouts, lines: read?.lines };
  }

  it('compares a poor reading with a sparse one and keeps the one that trusts more', async () => {
    // A table's rules made tesseract's layout drop the middle line and doubt half the words.
    const poor = tsvOf(
      lines.filter((_line, index) => index !== 1),
      (word) => (word.length > 3 ? 93 : 55),
    );
    const { layouts, lines: read } = await readWith(
      poor,
      tsvOf(lines, () => 92),
    );
    // The last reading is of the page without its office stamp's ring (stampLines.ts).
    expect(layouts).toEqual(['page', 'sparse', 'page']);
    expect(read).toEqual(lines);
  });

  it('keeps the first reading when the sparse one trusts less', async () => {
    const poor = tsvOf(lines, (word) => (word.length > 3 ? 93 : 60));
    const { lines: read } = await readWith(
      poor,
      tsvOf([lines[1] ?? ''], () => 90),
    );
    expect(read).toEqual(lines);
  });

  it('does not read a page that reads well a second time', async () => {
    const { layouts, lines: read } = await readWith(
      tsvOf(lines, () => 95),
      tsvOf(lines, () => 96),
      blankScan(),
    );
    expect(layouts).toEqual(['page']);
    expect(read).toEqual(lines);
  });

  it('reads a page that reads well sparsely when print lies outside its words, adding the lines it lost', async () => {
    // The made-up words stand at the top of the page; the scan's print fills it.
    const { layouts, lines: read } = await readWith(
      tsvOf(lines.slice(0, 4), () => 95),
      [TSV_HEADER, '5\t1\t7\t1\t1\t1\t200\t1000\t300\t30\t91\tVOLVIÓ'].join('\n'),
    );
    // The last reading is of the page without its office stamp's ring (stampLines.ts).
    expect(layouts).toEqual(['page', 'sparse', 'page']);
    expect(read?.slice(0, 4)).toEqual(lines.slice(0, 4));
  });
});

describe('ocrPage', () => {
  it('marks the page as read by OCR with its doubtful words and without its specks', () => {
    const tsv = [
      TSV_HEADER,
      '5\t1\t1\t1\t1\t1\t100\t100\t180\t30\t95\tCONSERVADOR',
      '5\t1\t1\t1\t1\t2\t290\t100\t40\t30\t95\tde',
      '5\t1\t1\t1\t2\t1\t300\t140\t3\t3\t0\ts',
      '5\t1\t1\t1\t3\t1\t100\t180\t120\t30\t62\tHIWROLKVRG',
    ].join('\n');
    expect(ocrPage(3, parseTsv(tsv))).toEqual({
      number: 3,
      lines: ['CONSERVADOR de', 'HIWROLKVRG'],
      textLength: 23,
      ocr: { doubtfulWords: ['HIWROLKVRG'] },
    });
  });
});
