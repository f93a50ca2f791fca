import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { OcrReader } from '../../server/analysis/engine/analyzeDossier';
import type { PageText } from '../../server/analysis/engine/pdfText';

/*
 * `npm run eval -- --ocr-cache`: the pages OCR read, kept under .cache/ocr/ (git-ignored) keyed by
 * the PDF's bytes and the pages handed to OCR, so a change to the engine's reading or doubt is
 * measured on worn scans in seconds instead of minutes. Only for work that leaves OCR untouched:
 * a change to server/analysis/ocr/ needs a run without it (or the folder removed).
 */

const CACHE = resolve('.cache/ocr');

/** The OCR reader, answering from the cache what it read before with the same input. */
export function cachedOcr(read: OcrReader): OcrReader {
  mkdirSync(CACHE, { recursive: true });
  return async (bytes, pages, onPageRead) => {
    const key = createHash('sha256')
      .update(bytes)
      .update(JSON.stringify(pages.map((page) => [page.number, page.textLength])))
      .digest('hex');
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
