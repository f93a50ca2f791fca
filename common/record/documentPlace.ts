import type { AnalysedDocument } from './analysis';

/*
 * Where a document the engine read lies among the uploads: its file, and, when the file held
 * several documents (a whole dossier or a bundle scanned into one PDF), its pages in it. One
 * wording for the editor and the deliverables.
 */

/** «págs. 3–5», or «pág. 9» for a document of one page. */
export function pagesText({ first, last }: NonNullable<AnalysedDocument['pageRange']>): string {
  return first === last ? `pág. ${first}` : `págs. ${first}–${last}`;
}

/** «carpeta.pdf, págs. 3–5», or the file name of a document that is a whole file. */
export function documentPlace({ file, pageRange }: Pick<AnalysedDocument, 'file' | 'pageRange'>): string {
  return pageRange ? `${file}, ${pagesText(pageRange)}` : file;
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
