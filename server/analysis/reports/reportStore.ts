import { ClientResponseError, type RecordModel } from 'pocketbase';
import type PocketBase from 'pocketbase';
import { z } from 'zod';
import { reportFactsSchema } from '../../../common/findings/facts';
import { findingReviewSchema } from '../../../common/findings/reviews';
import type { Report } from '../../../common/report/schema';
import { AppError } from '../../http/errors';

const COLLECTION = 'new_reports';

/**
 * What the engine keeps beside a report's SPEC `output`: which documents fed it, where each value
 * came from, the facts the legal rules need (optional: older records have none) and the lawyer's
 * reviews of findings. Findings themselves are recomputed, never stored.
 */
const reportAnalysisSchema = z.object({
  documents: z.array(
    z.object({
      file: z.string(),
      type: z.string(),
      pages: z.number(),
      ocr: z.boolean(),
      sha256: z.string(),
      // How sure the classification is (below 0.5: unsure) and the next best type; older records have neither.
      score: z.number().optional(),
      confidence: z.number().optional(),
      runnerUp: z.object({ type: z.string(), score: z.number() }).nullable().optional(),
    }),
  ),
  provenance: z.record(
    z.string(),
    z.object({ file: z.string(), page: z.number(), snippet: z.string(), confidence: z.number() }),
  ),
  facts: reportFactsSchema.optional(),
  reviews: z.array(findingReviewSchema).optional(),
});

export type ReportAnalysis = z.infer<typeof reportAnalysisSchema>;

export interface StoredReport {
  id: string;
  name: string;
  output: unknown;
  analysis: ReportAnalysis;
  /** Stored names of the source PDFs (PocketBase adds a random suffix). */
  sourcePdfs: string[];
}

const EMPTY_ANALYSIS: ReportAnalysis = { documents: [], provenance: {} };

function pdfFiles(files: { name: string; bytes: Uint8Array }[]): File[] {
  return files.map((file) => new File([new Uint8Array(file.bytes)], file.name, { type: 'application/pdf' }));
}

function rethrow(error: unknown): never {
  if (error instanceof ClientResponseError && (error.status === 404 || error.status === 403)) {
    throw new AppError('REPORT_NOT_FOUND', { cause: error });
  }
  if (error instanceof ClientResponseError && error.status === 401)
    throw new AppError('UNAUTHENTICATED', { cause: error });
  throw new AppError('BACKEND_UNAVAILABLE', { cause: error });
}

/** Reads a report as its owner; any other user's (or a missing) report is REPORT_NOT_FOUND. */
export async function getReport(pb: PocketBase, id: string): Promise<StoredReport> {
  let record: RecordModel;
  try {
    record = await pb.collection(COLLECTION).getOne(id, { fields: 'id,name,output,analysis,source_pdfs' });
  } catch (error) {
    rethrow(error);
  }
  const analysis = reportAnalysisSchema.safeParse(record.analysis);
  return {
    id: record.id,
    name: String(record.name ?? ''),
    output: record.output,
    analysis: analysis.success ? analysis.data : EMPTY_ANALYSIS,
    sourcePdfs: Array.isArray(record.source_pdfs) ? record.source_pdfs.map(String) : [],
  };
}

export async function createReport(
  pb: PocketBase,
  data: {
    name: string;
    output: Report;
    analysis: ReportAnalysis;
    files: { name: string; bytes: Uint8Array }[];
  },
): Promise<string> {
  try {
    const record = await pb
      .collection(COLLECTION)
      .create(
        { name: data.name, output: data.output, analysis: data.analysis, source_pdfs: pdfFiles(data.files) },
        { fields: 'id' },
      );
    return record.id;
  } catch (error) {
    rethrow(error);
  }
}

/** Saves the merged output and analysis and appends the new source PDFs. */
export async function updateReport(
  pb: PocketBase,
  id: string,
  data: { output: Report; analysis: ReportAnalysis; files: { name: string; bytes: Uint8Array }[] },
): Promise<void> {
  try {
    await pb
      .collection(COLLECTION)
      .update(
        id,
        { output: data.output, analysis: data.analysis, 'source_pdfs+': pdfFiles(data.files) },
        { fields: 'id' },
      );
  } catch (error) {
    rethrow(error);
  }
}

export async function deleteReport(pb: PocketBase, id: string): Promise<void> {
  await pb.collection(COLLECTION).delete(id);
}
