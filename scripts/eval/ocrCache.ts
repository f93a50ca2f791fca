import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { build } from 'esbuild';

import type { OcrReader } from '../../server/analysis/engine/analyzeDossier';
import type { PageText } from '../../server/analysis/engine/pdfText';
import type { OcrEngine } from '../../server/analysis/ocr/ocrEngine';

/*
 * `npm run eval -- --ocr-cache`: what OCR read, kept under .cache/ocr/ (git-ignored), so a change
 * to the engine is measured on worn scans in seconds instead of minutes. Two levels:
 * - the pages the OCR step hands the engine, keyed by the PDF's bytes, the pages handed to OCR and
 *   the source of the OCR step itself (every file ocrReader.ts imports), so a change to how words
 *   become lines (layout, word repairs) reads the pages again instead of answering stale lines;
 * - under it, tesseract's own answer for each image it is given (tsv/), so reading them again
 *   costs the rendering and preparation of each page, not tesseract.
 */

const CACHE = resolve('.cache/ocr');
const TSV_CACHE = join(CACHE, 'tsv');

const sha256 = (...parts: (string | Uint8Array)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/** A hash of the source of the OCR step: ocrReader.ts (or `entry`) and every project file it imports. */
export async function ocrStepVersion(entry = resolve('server/analysis/ocr/ocrReader.ts')): Promise<string> {
  const { metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  const files = Object.keys(metafile.inputs).sort();
  return sha256(...files.flatMap((file) => [file, readFileSync(resolve(file))]));
}

/** The OCR engine, answering from the cache what tesseract read before from the same image. */
export function cachedEngine(engine: OcrEngine, folder = TSV_CACHE): OcrEngine {
  mkdirSync(folder, { recursive: true });
  return {
    name: engine.name,
    concurrency: engine.concurrency,
    close: () => engine.close(),
    async recognizeTsv(image, timeoutMs, thresholding, layout) {
      const size = `${image.width}x${image.height}/${thresholding ?? ''}/${layout ?? ''}`;
      const file = join(folder, `${sha256(size, image.pixels)}.tsv`);
      if (existsSync(file)) return readFileSync(file, 'utf8');
      const tsv = await engine.recognizeTsv(image, timeoutMs, thresholding, layout);
      writeFileSync(file, tsv);
      return tsv;
    },
  };
}

/** The OCR reader, answering from the cache what it read before with the same input and OCR step. */
export function cachedOcr(read: OcrReader, stepVersion: string): OcrReader {
  mkdirSync(CACHE, { recursive: true });
  return async (bytes, pages, onPageRead) => {
    const key = sha256(
      stepVersion,
      bytes,
      JSON.stringify(pages.map((page) => [page.number, page.textLength])),
    );
    const file = join(CACHE, `${key}.json`);
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as PageText[];
    const read_ = await read(bytes, pages, onPageRead);
    // A page OCR failed on (its time budget overrun on a loaded machine) comes back empty, without
    // OCR's own record: never kept, so the next run reads it again instead of scoring it empty.
    const failed = read_.filter((page) => page.textLength === 0 && !page.ocr && !page.unreadable);
    if (failed.length > 0) console.warn(`OCR failed on ${failed.length} page(s): not cached`);
    else writeFileSync(file, JSON.stringify(read_));
    return read_;
  };
}
