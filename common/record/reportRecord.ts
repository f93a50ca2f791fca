import type { ReportFacts } from '../findings/facts';
import { toInstant } from '../format/chileTime';
import type { Report } from '../report/schema';
import { readReviewStatus, type ReviewStatus } from '../review/status';
import { readAnalysis, type ReportAnalysis } from './analysis';
import { reportListFields, type ReportListFields } from './listFields';
import { toStoredOutput } from './output';
import { storedFileNames } from './sources';

/*
 * The one mapper between a `new_reports` record (with its body, REPORT_VIEW_FIELDS) and the report
 * as code uses it, both ways: the editor's save and the engine's store write the body through
 * `reportBodyFields`, and both read a record through `readReportRecord`.
 */

/** A report record as read: its body still raw (read `output` with `readStoredOutput`). */
export interface ReportRecord {
  id: string;
  name: string;
  /** The stored output as saved; read it with `readStoredOutput`. */
  output: unknown;
  analysis: ReportAnalysis;
  /** Stored names of the source PDFs (PocketBase adds a random suffix), in upload order. */
  sourcePdfs: string[];
  review: ReviewStatus;
  /** When the record was created (PocketBase's `created`): the study date of reports stored without one. */
  created: string;
  /** The last write, as an ISO instant; null when unreadable. */
  updated: string | null;
  /** Incremented by every write (pb_hooks/reportBodies.pb.js); a write naming an older one is refused. */
  version: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The version a record was read or written at (0 for a record that has none). */
export function recordVersion(record: Readonly<Record<string, unknown>>): number {
  const version = record.version;
  return typeof version === 'number' ? version : 0;
}

export function readReportRecord(record: Readonly<{ id: string } & Record<string, unknown>>): ReportRecord {
  return {
    id: record.id,
    name: text(record.name),
    output: record.output,
    analysis: readAnalysis(record.analysis),
    sourcePdfs: storedFileNames(record.source_pdfs),
    review: readReviewStatus(record),
    created: text(record.created),
    updated: toInstant(text(record.updated))?.toISOString() ?? null,
    version: recordVersion(record),
  };
}

export interface ReportBodyInput {
  /** The report's name, as it will be after the write (the list columns search it). */
  name: string;
  report: Report;
  facts: ReportFacts;
  sourceFileCount: number;
  referenceDate: Date;
}

/** The stored `output` and the list columns computed from it: what every write of a report sets. */
export type ReportBodyFields = { output: Report } & ReportListFields;

export function reportBodyFields({
  name,
  report,
  facts,
  sourceFileCount,
  referenceDate,
}: ReportBodyInput): ReportBodyFields {
  return {
    output: toStoredOutput(report),
    ...reportListFields({ name, report, facts, sourceFileCount, referenceDate }),
  };
}

/**
 * The `analysis` as stored: read back through its one reader, so what is written is exactly what
 * every reader will see (unknown keys and unreadable entries never reach the record).
 */
export const toStoredAnalysis = (analysis: ReportAnalysis): ReportAnalysis => readAnalysis(analysis);
