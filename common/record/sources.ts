import type { SourceFile } from './analysis';

/*
 * The record's stored source PDFs (`source_pdfs`, protected files) matched with the uploads they
 * came from (`analysis.files`, same order), so screens and documents show the name the user gave
 * a file and the source viewer finds the stored file a value was read from.
 */

/** PocketBase stores an upload as `{name}_{10 random characters}.{ext}`. */
const POCKETBASE_SUFFIX = /_[a-z0-9]{10}(\.[^.]+)$/i;

/** The stored name without PocketBase's suffix: `escritura_a1b2c3d4e5.pdf` → `escritura.pdf`. */
export function displayFileName(storedName: string): string {
  return storedName.replace(POCKETBASE_SUFFIX, '$1');
}

/** The record's `source_pdfs` field (a name, a list of names, or nothing) as a list. */
export function storedFileNames(field: unknown): string[] {
  const names = Array.isArray(field) ? field : [field];
  return names.filter((name): name is string => typeof name === 'string' && name !== '');
}

export interface SourcePdf {
  /** The protected file's name in the record, for PocketBase file URLs. */
  storedName: string;
  /** The name the user uploaded it with (or, for older reports, the stored name without suffix). */
  name: string;
}

/**
 * Each stored source PDF with the name it was uploaded with. Reports stored before `files` was
 * kept (or with files added outside the analysis) fall back to the stored name without suffix.
 */
export function sourcePdfs(storedNames: readonly string[], files: readonly SourceFile[]): SourcePdf[] {
  const aligned = files.length === storedNames.length;
  return storedNames.map((storedName, index) => ({
    storedName,
    name: (aligned ? files[index]?.name : undefined) ?? displayFileName(storedName),
  }));
}

/** The stored source PDF an uploaded file name (a provenance's or a document's `file`) refers to. */
export function sourcePdfFor(sources: readonly SourcePdf[], fileName: string): SourcePdf | undefined {
  return sources.find((source) => source.name === fileName);
}
