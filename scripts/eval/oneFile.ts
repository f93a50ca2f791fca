import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { AnalyzedDocument, DossierFile } from '../../server/analysis/engine/analyzeDossier';
import { openPdf } from '../../server/analysis/engine/openPdf';

/*
 * A dev dossier scanned into one file (#18 item 8): its PDFs joined in the dossier's order with
 * poppler's pdfunite (the eval's screenshots already use poppler), so the engine must split the
 * file into its documents again. Each part the engine finds is matched to the file whose pages it
 * covers exactly, and named like it, so the shared scorer compares its type with that file's.
 */

/** The file the joined dossier is uploaded as. */
export const JOINED_NAME = 'carpeta.pdf';

/** Where one file's pages lie in the joined PDF (1-based, both included). */
export interface ExpectedPart {
  file: string;
  first: number;
  last: number;
}

/** Whether poppler's pdfunite is installed (poppler-utils); without it the one-file runs are skipped. */
export function canJoin(): boolean {
  try {
    execFileSync('pdfunite', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function pageCount(bytes: Uint8Array): Promise<number> {
  const task = openPdf(bytes);
  try {
    return (await task.promise).numPages;
  } finally {
    await task.destroy();
  }
}

/** The files joined into one PDF, and the page range each takes in it. */
export async function joinFiles(
  files: DossierFile[],
  work: string,
): Promise<{ file: DossierFile; parts: ExpectedPart[] }> {
  const folder = mkdtempSync(join(work, 'joined-'));
  const paths = files.map((file, index) => {
    const path = join(folder, `${index}.pdf`);
    writeFileSync(path, file.bytes);
    return path;
  });
  const joined = join(folder, JOINED_NAME);
  execFileSync('pdfunite', [...paths, joined]);
  const parts: ExpectedPart[] = [];
  let next = 1;
  for (const file of files) {
    const pages = await pageCount(file.bytes);
    parts.push({ file: file.name, first: next, last: next + pages - 1 });
    next += pages;
  }
  return { file: { name: JOINED_NAME, bytes: readFileSync(joined) }, parts };
}

/**
 * The engine's documents with each part that covers exactly one joined file's pages named as that
 * file; `right` counts the files found with their exact page range.
 */
export function matchParts(
  documents: AnalyzedDocument[],
  parts: ExpectedPart[],
): { documents: AnalyzedDocument[]; right: number } {
  let right = 0;
  const named = documents.map((document) => {
    const range = document.pageRange ?? { first: 1, last: document.pages };
    const part = parts.find(({ first, last }) => first === range.first && last === range.last);
    if (!part) return document;
    right++;
    return { ...document, file: part.file };
  });
  return { documents: named, right };
}

/** "3–5" for the page ranges printed by the eval. */
export function rangesLine(documents: AnalyzedDocument[]): string {
  return documents
    .map(({ type, pageRange, pages }) => `${type} ${pageRange?.first ?? 1}-${pageRange?.last ?? pages}`)
    .join(', ');
}
