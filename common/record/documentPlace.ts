import type { AnalysedDocument } from './analysis';

/*
 * Where a document the engine read lies among the uploads: its file, and, when the file held
 * several documents (a whole dossier or a bundle scanned into one PDF), its pages in it. One
 * wording for the editor and the deliverables.
 */

/** «carpeta.pdf, págs. 3–5», «carpeta.pdf, pág. 9», or the file name of a document that is a whole file. */
export function documentPlace({ file, pageRange }: Pick<AnalysedDocument, 'file' | 'pageRange'>): string {
  if (!pageRange) return file;
  const { first, last } = pageRange;
  return first === last ? `${file}, pág. ${first}` : `${file}, págs. ${first}–${last}`;
}

/** The documents read from one uploaded file, in page order: one, or the parts it was split into. */
export function documentsOfFile<T extends Pick<AnalysedDocument, 'file' | 'pageRange'>>(
  documents: readonly T[],
  file: string,
): T[] {
  return documents
    .filter((document) => document.file === file)
    .sort((a, b) => (a.pageRange?.first ?? 0) - (b.pageRange?.first ?? 0));
}
