import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';

/*
 * pdf.js's own parser (its worker's XRef, object streams, recovery of broken cross-reference
 * tables), for reading a PDF's object graph without decoding any content. pdfjs-dist exports only
 * the worker's message handler, so its worker module is copied once with the few classes used
 * here exported too. The copy also sets `globalThis.pdfjsWorker`, so a thread that loads it before
 * opening its first PDF runs pdf.js on that same copy instead of loading a second one.
 */

/** A parsed PDF object as pdf.js's core holds it; narrowed where it is used. */
export type PdfValue = unknown;

export interface PdfDict {
  get(key1: string, key2?: string): PdfValue;
}

export interface PdfXRef {
  entries: unknown[];
  parse(recoveryMode: boolean): void;
  getEntry(num: number): { gen: number } | null;
  fetch(ref: unknown): PdfValue;
}

export interface PdfDocumentCore {
  xref: PdfXRef;
  checkHeader(): void;
  parseStartXRef(): void;
}

export interface PdfCore {
  Stream: new (bytes: Uint8Array) => unknown;
  PDFDocument: new (manager: object, stream: unknown) => PdfDocumentCore;
  Ref: { get(num: number, gen: number): unknown };
  Name: new (name: string) => { name: string };
  BaseStream: new () => { dict: PdfDict };
  XRefParseException: new () => Error;
}

const EXPORTED = ['Stream', 'PDFDocument', 'Ref', 'Name', 'BaseStream', 'XRefParseException'] as const;

const require = createRequire(import.meta.url);
// Beside the other compiled worker modules (compileWorker.ts), wherever this file is bundled to.
const OUT_DIR = path.join(
  path.dirname(require.resolve('pdfjs-dist/package.json')),
  '..',
  '.cache',
  'titulo360-workers',
);

const packageSchema = z.object({ version: z.string() });

function isPdfCore(module: unknown): module is PdfCore {
  return (
    typeof module === 'object' &&
    module !== null &&
    EXPORTED.every((name) => name in module && typeof Reflect.get(module, name) === 'function')
  );
}

/** The copy of pdf.js's worker module with its core classes exported, written once per version. */
function coreModulePath(): string {
  const source = require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
  const { version } = packageSchema.parse(
    JSON.parse(readFileSync(require.resolve('pdfjs-dist/package.json'), 'utf8')),
  );
  const target = path.join(OUT_DIR, `pdfjs-core-${version}.mjs`);
  try {
    if (statSync(target).size > 0) return target;
  } catch {
    // Not written yet.
  }
  mkdirSync(OUT_DIR, { recursive: true });
  // Written beside and renamed, so threads starting at once never import a half-written file.
  const partial = `${target}.${randomUUID()}`;
  writeFileSync(partial, `${readFileSync(source, 'utf8')}\nexport { ${EXPORTED.join(', ')} };\n`);
  renameSync(partial, target);
  return target;
}

let loaded: Promise<PdfCore> | undefined;

/** pdf.js's core parser classes; the first call loads them (and makes them the thread's pdf.js worker). */
export function loadPdfCore(): Promise<PdfCore> {
  loaded ??= import(pathToFileURL(coreModulePath()).href).then((module: unknown) => {
    if (!isPdfCore(module)) throw new Error('pdf.js core classes not found in its worker module');
    return module;
  });
  return loaded;
}
