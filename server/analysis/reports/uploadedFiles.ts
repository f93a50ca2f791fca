import { createHash } from 'node:crypto';
import { refusedFile, type RefusedFile } from '../../../common/errors';
import type { AnalysedDocument, ReportAnalysis, SourceFile } from '../../../common/record/analysis';
import { sourcePdfs } from '../../../common/record/sources';
import type { DossierAnalysis } from '../engine/analyzeDossier';
import type { UploadedPdf } from './reportStore';

/*
 * Which uploaded files a report gains: one copy of each content (a file sent twice, in one upload
 * or in two, adds nothing) under a name unique within the report, because provenance and facts
 * name the file a value was read from.
 */

export interface NewFile extends UploadedPdf {
  sha256: string;
}

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** `gp.pdf`, `gp (2).pdf`, `gp (3).pdf`… */
function uniqueName(name: string, taken: Set<string>): string {
  if (!taken.has(name)) return name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let copy = 2; ; copy++) {
    const candidate = `${stem} (${copy})${extension}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The uploads the report does not hold yet, and those it does (or that repeat another upload). */
export interface NewFiles {
  /** With their hashes and unique names, in upload order. */
  files: NewFile[];
  refused: RefusedFile[];
}

export function newFiles(uploads: readonly UploadedPdf[], existing: ReportAnalysis): NewFiles {
  const reportContent = new Set([
    ...existing.files.map((file) => file.sha256),
    ...existing.documents.map((document) => document.sha256),
  ]);
  const uploadContent = new Set<string>();
  const takenNames = new Set([
    ...existing.files.map((file) => file.name),
    ...existing.documents.map((document) => document.file),
  ]);
  const files: NewFile[] = [];
  const refused: RefusedFile[] = [];
  for (const upload of uploads) {
    const hash = sha256(upload.bytes);
    if (reportContent.has(hash)) {
      refused.push(refusedFile(upload.name, 'ALREADY_IN_REPORT'));
      continue;
    }
    if (uploadContent.has(hash)) {
      refused.push(refusedFile(upload.name, 'REPEATED_IN_UPLOAD'));
      continue;
    }
    uploadContent.add(hash);
    const name = uniqueName(upload.name, takenNames);
    takenNames.add(name);
    files.push({ name, bytes: upload.bytes, sha256: hash });
  }
  return { files, refused };
}

/** The files the analysis could not read as a document (their notes say why). */
export function unreadFiles(analysis: DossierAnalysis, files: readonly NewFile[]): RefusedFile[] {
  const read = new Set(analysis.documents.map((document) => document.file));
  return files.filter((file) => !read.has(file.name)).map((file) => refusedFile(file.name, 'UNREADABLE'));
}

/** The files as the analysis records them, aligned with the record's `source_pdfs`. */
export function sourceFiles(files: readonly NewFile[]): SourceFile[] {
  return files.map((file) => ({ name: file.name, sha256: file.sha256, bytes: file.bytes.byteLength }));
}

/** The engine's documents with the hash of the file each was read from. */
export function analysedDocuments(analysis: DossierAnalysis, files: readonly NewFile[]): AnalysedDocument[] {
  const hashes = new Map(files.map((file) => [file.name, file.sha256]));
  return analysis.documents.map((document) => ({ ...document, sha256: hashes.get(document.file) ?? '' }));
}

/**
 * The report's `files`, one per stored source PDF. Reports stored before uploads were kept (or
 * whose files do not line up) get the stored names, so the next files appended stay aligned.
 */
export function alignedFiles(files: readonly SourceFile[], storedNames: readonly string[]): SourceFile[] {
  if (files.length === storedNames.length) return [...files];
  return sourcePdfs(storedNames, []).map((source) => ({ name: source.name, sha256: '', bytes: 0 }));
}
