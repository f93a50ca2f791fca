import { combineFacts, type ReportFacts } from '../../../common/findings/facts';
import type { Finding } from '../../../common/findings/finding';
import type { Report } from '../../../common/report/schema';
import type { AnalysedDocument } from '../../../common/record/analysis';
import {
  classifyDocument,
  decidesOnlyThePlace,
  isCloseCall,
  unsureTypeNote,
  type Classification,
  type DocumentType,
} from './classify';
import { combineOutcomes } from './combineOutcomes';
import { buildDocument, type DocumentText } from './document';
import {
  extractDocument,
  issueDate,
  issuerOf,
  reportPart,
  withDoubt,
  withTraces,
  type ExtractedDocument,
} from './extractDocument';
import { documentFacts } from './facts/documentFacts';
import { findImageProblem, type ImageProblem } from './imageGuard';
import { MAX_IMAGE_PIXELS } from './openPdf';
import { PdfReadError, readPdfText, type PageText } from './pdfText';
import { pageCounter, type PageProgressListener } from './pageProgress';
import { bundledParts } from './reading/bundle';
import { splitIntoParts } from './reading/pageParts';
import { restoreCapitalI } from './text/ocrCapitalI';
import { respellMergedLetters } from './text/ocrMergedLetters';
import type { ProvenanceMap } from './provenance';
import { fileNotRead, type ReadingNote } from './readingNotes';

export interface DossierFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * Reads pages without a usable text layer (scans); plugged in by the OCR step. `onPageRead` is
 * told as each of them is read.
 */
export type OcrReader = (
  bytes: Uint8Array,
  pages: PageText[],
  onPageRead?: () => void,
) => Promise<PageText[]>;

export interface AnalyzeOptions {
  /** The day the analysis is taken to run (certificate ages, `today`). */
  referenceDate: Date;
  ocr?: OcrReader;
  /** Told as the file's pages are read (a background job's progress). */
  onPages?: PageProgressListener;
}

/** A document as the record keeps it (common/record/analysis.ts), before its file's hash is added. */
export type AnalyzedDocument = Omit<AnalysedDocument, 'type' | 'sha256'> & { type: DocumentType };

/**
 * The classification as the record keeps it: the type's confidence, and the runner-up with the
 * confidence left to it. An unknown document has no type to be sure of and no runner-up to record.
 */
function recordedClassification({ type, confidence, runnerUp }: Classification) {
  if (type === 'unknown') return { confidence };
  return {
    confidence,
    ...(runnerUp ? { runnerUp: { type: runnerUp.type, confidence: 1 - confidence } } : {}),
  };
}

export interface DossierAnalysis {
  output: Report;
  provenance: ProvenanceMap;
  documents: AnalyzedDocument[];
  notes: string[];
  /** What the legal rules need beyond the report, with provenance (kept beside the report). */
  facts: ReportFacts;
  /** The legal verification on the reference date. */
  findings: Finding[];
}

/** Fewer characters than this per page means there is no real text layer (a scan). */
export const MIN_TEXT_PER_PAGE = 40;

export function needsOcr(pages: PageText[]): boolean {
  return pages.some((page) => page.textLength < MIN_TEXT_PER_PAGE);
}

/** What one file yields on its own; files are read independently (possibly on other threads). */
export interface FileOutcome {
  document: AnalyzedDocument | null;
  extracted: ExtractedDocument | null;
  /** The other certificates a bundle holds (reading/bundle.ts), merged like documents of their own. */
  bundled?: ExtractedDocument[];
  facts?: ReportFacts;
  notes: ReadingNote[];
  /** The document's body text, for the optional language-model step. */
  text?: string;
  /** The documents a file holding several was split into (reading/pageParts.ts), in page order. */
  parts?: FileOutcome[];
}

/**
 * What OCR could not read: pages refused as too large, or a scan with no text at all, which is
 * blank, illegible, or drawn with images too large to decode (pdf.js leaves those out).
 */
function ocrNotes(name: string, pages: PageText[]): ReadingNote[] {
  const notes = pages.flatMap((page) =>
    page.unreadable
      ? [fileNotRead(name, { kind: 'page_unreadable', page: page.number, reason: page.unreadable })]
      : [],
  );
  if (notes.length === 0 && pages.every((page) => page.textLength === 0))
    notes.push(fileNotRead(name, { kind: 'no_text' }));
  return notes;
}

/** A file whose objects the image guard cannot read is treated as holding an image of unknown size. */
const UNKNOWN_SIZE: ImageProblem = { kind: 'unknownSize' };

function imageProblemNote(name: string, problem: ImageProblem): ReadingNote {
  if (problem.kind === 'unknownSize') return fileNotRead(name, { kind: 'image_unknown_size' });
  const { width, height } = problem;
  return fileNotRead(name, { kind: 'image_too_large', width, height, maxPixels: MAX_IMAGE_PIXELS });
}

/** Reads, classifies and extracts one file; a file that cannot be read yields a Spanish note. */
export async function analyzeFile(
  file: DossierFile,
  options: Pick<AnalyzeOptions, 'ocr' | 'onPages'>,
): Promise<FileOutcome> {
  const counter = pageCounter(options.onPages);
  let pages: PageText[];
  try {
    pages = await readPdfText(file.bytes, (page, total) =>
      counter.textRead(page.textLength >= MIN_TEXT_PER_PAGE, total),
    );
  } catch (error) {
    const reason = error instanceof PdfReadError ? error.message : 'no se pudo leer el archivo';
    return {
      document: null,
      extracted: null,
      notes: [fileNotRead(file.name, { kind: 'not_analysed', reason })],
    };
  }
  let ocr = false;
  const notes: ReadingNote[] = [];
  const scanned = needsOcr(pages);
  // A scan drawn with an image too large to decode is not rendered at all (decompression bomb).
  const imageProblem = scanned ? await findImageProblem(file.bytes).catch(() => UNKNOWN_SIZE) : null;
  if (imageProblem) {
    notes.push(imageProblemNote(file.name, imageProblem));
  } else if (scanned) {
    if (options.ocr) {
      try {
        counter.ocrStarted();
        pages = (await options.ocr(file.bytes, pages, counter.ocrRead))
          .map(restoreCapitalI)
          .map(respellMergedLetters);
        ocr = true;
        notes.push(...ocrNotes(file.name, pages));
      } catch {
        notes.push(fileNotRead(file.name, { kind: 'ocr_failed' }));
      }
    } else {
      notes.push(fileNotRead(file.name, { kind: 'no_text_layer' }));
    }
  }
  counter.allRead();
  return readParts(file.name, pages, ocr, notes);
}

/**
 * Reads a file's pages as the documents they hold (reading/pageParts.ts): one document as today,
 * or, for a dossier or bundle scanned into one PDF, each part as its own type with its page range.
 */
function readParts(name: string, pages: PageText[], ocr: boolean, notes: ReadingNote[]): FileOutcome {
  const parts = splitIntoParts(pages);
  if (parts.length < 2) return readDocument(buildDocument(name, pages), ocr, notes);
  return {
    document: null,
    extracted: null,
    notes,
    parts: parts.map(({ first, last, pages: partPages }) => {
      const partOcr = ocr && partPages.some((page) => page.ocr !== undefined);
      const outcome = readDocument(buildDocument(name, partPages), partOcr, []);
      return outcome.document
        ? { ...outcome, document: { ...outcome.document, pageRange: { first, last } } }
        : outcome;
    }),
  };
}

/**
 * Classifies and extracts a document whose text is read (the part of `analyzeFile` after the
 * PDF and OCR); `notes` are the reading notes so far.
 */
export function readDocument(document: DocumentText, ocr: boolean, notes: ReadingNote[]): FileOutcome {
  const file = { name: document.file };
  const { pages } = document;
  const classification = classifyDocument(document);
  const { type } = classification;
  if (type === 'unknown' && notes.length === 0) notes.push(fileNotRead(file.name, { kind: 'type_unknown' }));
  const analysed: AnalyzedDocument = {
    file: file.name,
    type,
    pages: pages.length,
    ocr,
    ...recordedClassification(classification),
  };
  try {
    const read = extractDocument(type, document);
    const bundledRead = read ? bundledParts(type, document) : [];
    const readAs = [type, ...bundledRead.map((part) => part.type)];
    const unsure = unsureTypeNote(file.name, classification, readAs);
    if (unsure) notes.push(unsure);
    // Every value of a document whose type was a close call is as doubtful as the call, unless
    // the call only places a copy in the history: the merge doubts it if the place is at stake.
    const closeCall = isCloseCall(classification, readAs);
    const doubt = (part: ExtractedDocument): ExtractedDocument => {
      const traced = withTraces(part, reportPart(part), document);
      if (!closeCall) return traced;
      return decidesOnlyThePlace(classification) && part.type === type
        ? { ...traced, roleUnsure: true }
        : withDoubt(traced, ['close_classification']);
    };
    const extracted = read ? doubt(read) : null;
    const bundled = bundledRead.map(doubt);
    const parts = extracted ? [extracted, ...bundled] : [];
    const issuer = extracted ? issuerOf(extracted) : null;
    return {
      document: {
        ...analysed,
        ...(issuer ? { issuer } : {}),
        ...(extracted ? { fecha_emision: issueDate(extracted) } : {}),
      },
      extracted,
      bundled,
      facts: extracted ? combineFacts(parts.map((part) => documentFacts(part, document))) : undefined,
      notes,
      text: document.text,
    };
  } catch {
    const unsure = unsureTypeNote(file.name, classification);
    if (unsure) notes.push(unsure);
    notes.push(fileNotRead(file.name, { kind: 'extraction_failed' }));
    return {
      document: analysed,
      extracted: null,
      notes,
      text: document.text,
    };
  }
}

/**
 * Files read at once: two lets one document's OCR overlap another's parsing or OCR, while every
 * open PDF holds its decoded pages in memory.
 */
const FILES_AT_ONCE = 2;

/** Maps with at most `limit` calls pending; results keep the input order. */
async function mapInOrder<T, R>(items: T[], limit: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index];
      if (item !== undefined) results[index] = await map(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  return results;
}

/**
 * Analyses a dossier's PDFs into one report: text (OCR when supplied), classification, extraction
 * and merge. A file that cannot be read fails alone and becomes a Spanish note.
 */
export async function analyzeDossier(
  files: DossierFile[],
  options: AnalyzeOptions,
): Promise<DossierAnalysis> {
  const outcomes = await mapInOrder(files, FILES_AT_ONCE, (file) => analyzeFile(file, options));
  return combineOutcomes(outcomes, options.referenceDate);
}
