import { z } from 'zod';
import { emptyFacts, reportFactsSchema, type ReportFacts } from '../findings/facts';
import { isoDateSchema } from '../report/schema';
import { provenanceSchema, type ProvenanceMap } from './provenance';

/*
 * The record's `analysis`: what the analysis engine keeps beside a report's SPEC `output`. Written
 * by the engine (as the report's owner), read by the editor, the downloads and the review checks.
 * Findings are recomputed from the report and the facts, never stored; review marks live in their
 * own collection (see ../review/marks.ts).
 */

/** A document the engine read, in upload order. */
export const analysedDocumentSchema = z.object({
  /**
   * The uploaded file's name, unique within the report (a file split into documents gives each
   * the same name, with its `pageRange`); provenance and facts refer to it.
   */
  file: z.string(),
  /** A document type id (common/vocabularies/documentTypes) or `unknown`. */
  type: z.string(),
  pages: z.int().nonnegative(),
  /**
   * The file's pages this document is, when the file held several documents (a whole dossier or a
   * bundle of certificates scanned into one PDF); absent when the document is the whole file.
   */
  pageRange: z.object({ first: z.int().min(1), last: z.int().min(1) }).optional(),
  ocr: z.boolean(),
  sha256: z.string(),
  /** 0–1: how sure the classifier is of `type`. */
  confidence: z.number().min(0).max(1).optional(),
  /** The next most likely type, when the classification was close. */
  runnerUp: z.object({ type: z.string(), confidence: z.number().min(0).max(1) }).optional(),
  /** Who issued it (a CBR, the TGR, the SII, a municipality…), as printed. */
  issuer: z.string().optional(),
  fecha_emision: isoDateSchema.nullable().optional(),
});

/**
 * An uploaded file, readable or not, in the order of the record's `source_pdfs`: `files[i]` is
 * the file stored as `source_pdfs[i]` (PocketBase appends new uploads in the order sent). Keeps
 * the name the user gave it, which PocketBase's stored name loses (accents, spaces, case).
 */
export const sourceFileSchema = z.object({
  name: z.string(),
  sha256: z.string(),
  bytes: z.int().nonnegative(),
});

export const reportAnalysisSchema = z.object({
  documents: z.array(analysedDocumentSchema),
  files: z.array(sourceFileSchema),
  provenance: z.record(z.string(), provenanceSchema),
  facts: reportFactsSchema,
});

export type AnalysedDocument = z.infer<typeof analysedDocumentSchema>;
export type SourceFile = z.infer<typeof sourceFileSchema>;
export type ReportAnalysis = z.infer<typeof reportAnalysisSchema>;

export function emptyAnalysis(): ReportAnalysis {
  return { documents: [], files: [], provenance: {}, facts: emptyFacts() };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The entries of a stored list that `schema` reads, each on its own; not a list reads as empty. */
export function validEntries<T>(value: unknown, schema: z.ZodType<T>): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function readProvenance(value: unknown): ProvenanceMap {
  if (!isRecord(value)) return {};
  const provenance: ProvenanceMap = {};
  for (const [path, entry] of Object.entries(value)) {
    const parsed = provenanceSchema.safeParse(entry);
    if (parsed.success) provenance[path] = parsed.data;
  }
  return provenance;
}

function readFacts(value: unknown): ReportFacts {
  const parsed = reportFactsSchema.safeParse(value);
  return parsed.success ? parsed.data : emptyFacts();
}

/**
 * The one reader of a stored `analysis`. Each part, and each entry of a list, is read on its own:
 * a report typed by hand (no analysis) reads as empty, and an unreadable entry is dropped alone
 * rather than losing the documents or provenance around it.
 */
export function readAnalysis(value: unknown): ReportAnalysis {
  if (!isRecord(value)) return emptyAnalysis();
  return {
    documents: validEntries(value.documents, analysedDocumentSchema),
    files: validEntries(value.files, sourceFileSchema),
    provenance: readProvenance(value.provenance),
    facts: readFacts(value.facts),
  };
}
