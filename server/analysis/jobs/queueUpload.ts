import { setTimeout as pause } from 'node:timers/promises';
import type { Logger } from 'pino';
import type PocketBase from 'pocketbase';
import type { RefusedFile } from '../../../common/errors';
import { emptyAnalysis } from '../../../common/record/analysis';
import { reportNameFor } from '../../../common/record/reportName';
import { emptyReport } from '../../../common/report/defaults';
import { AppError } from '../../http/errors';
import {
  createReport,
  deleteReport,
  findReportByUploadKey,
  getReport,
  type ServiceWrite,
  type UploadedPdf,
} from '../reports/reportStore';
import { bodyFieldsFor } from '../reports/uploadCommand';
import { alignedFiles, newFiles } from '../reports/uploadedFiles';
import { createJob, findJobByUploadKey, findJobOfReport, pendingDocuments } from './jobStore';

/*
 * Uploads as background work (issue 21): the files and the report are stored first and the
 * answer names the report and the job that analyses them; a runner (./jobRunner.ts) does the rest.
 */

export interface QueuedUpload {
  reportId: string;
  /** Null when no file was new to the report: nothing to analyse. */
  jobId: string | null;
  refused: RefusedFile[];
}

export interface QueueContext {
  /** Acts as the caller: reads their reports under PocketBase's rules. */
  pb: PocketBase;
  writer: ServiceWrite;
  log: Logger;
  now: Date;
}

export interface QueueLimits {
  /** Documents one user may have waiting or being read. */
  perUser: number;
  /** Documents all users together may have waiting or being read. */
  total: number;
}

/** Refuses an upload that would pass the queue's limits (429 with Retry-After from the catalogue). */
export async function assertQueueRoom(
  { writer }: Pick<QueueContext, 'writer'>,
  limits: QueueLimits | undefined,
  incoming: number,
): Promise<void> {
  if (!limits) return;
  const pending = await pendingDocuments(writer.service, writer.userId);
  if (pending.mine + incoming > limits.perUser) throw new AppError('ANALYSIS_BUSY');
  if (pending.all + incoming > limits.total) throw new AppError('ANALYSIS_QUEUE_FULL');
}

/**
 * How long a retry waits for the job of a report the first attempt has just stored: that attempt
 * stores its job right after the report (or deletes the report when it cannot).
 */
const JOB_WAIT_MS = 100;
const JOB_WAIT_ATTEMPTS = 30;

/** The upload stored earlier under this idempotency key: its report and job, if any. */
export async function findEarlierUpload(
  { pb, writer }: Pick<QueueContext, 'pb' | 'writer'>,
  uploadKey: string,
): Promise<QueuedUpload | undefined> {
  for (let attempt = 0; ; attempt++) {
    const job = await findJobByUploadKey(writer.service, writer.userId, uploadKey);
    if (job) return { reportId: job.report, jobId: job.id, refused: job.refused };
    const reportId = await findReportByUploadKey(pb, uploadKey);
    if (!reportId) return undefined;
    const jobId = (await findJobOfReport(writer.service, reportId)) ?? null;
    // Between the first attempt's report and its job: answering now would give no job to follow.
    if (jobId !== null || attempt >= JOB_WAIT_ATTEMPTS) return { reportId, jobId, refused: [] };
    await pause(JOB_WAIT_MS);
  }
}

/**
 * `refused`: the files the upload left out before (not PDFs, empty), named again in the job.
 *
 * `POST /api/upload_files`: a new report of the caller (empty, named `Reporte {fecha}` until its
 * documents name it) and the job that analyses its PDFs (each content once). With an idempotency
 * key both are stored under it: an attempt that finds the key taken answers the first one's. A
 * job that cannot be stored takes its report with it, so a 5xx leaves no report behind.
 */
export async function queueNewReport(
  context: QueueContext,
  uploads: readonly UploadedPdf[],
  options: { uploadKey?: string; refused?: readonly RefusedFile[] } = {},
): Promise<QueuedUpload> {
  const { uploadKey } = options;
  const judged = newFiles(uploads, emptyAnalysis());
  const { files } = judged;
  const refused = [...(options.refused ?? []), ...judged.refused];
  const output = emptyReport(context.now);
  const name = reportNameFor('', output, context.now);
  const analysis = emptyAnalysis();
  let reportId: string;
  try {
    reportId = await createReport(context.writer, {
      name,
      body: bodyFieldsFor(name, output, analysis, context.now),
      analysis,
      files: [],
      uploadKey,
    });
  } catch (error) {
    // Another attempt with the same key stored its report meanwhile: that one is the answer.
    const earlier = uploadKey ? await findEarlierUpload(context, uploadKey) : undefined;
    if (earlier) return earlier;
    throw error;
  }
  try {
    const jobId = await createJob(context.writer.service, {
      owner: context.writer.userId,
      report: reportId,
      files,
      refused,
      uploadKey,
    });
    return { reportId, jobId, refused };
  } catch (error) {
    await deleteReport(context.writer.service, reportId).catch((cause: unknown) =>
      context.log.error({ err: cause, reportId }, 'report of an upload whose job was not stored left behind'),
    );
    throw error;
  }
}

/**
 * `PATCH /api/upload_files/:id`: queues the PDFs the caller's report does not hold yet (the
 * others are named "ya estaba en el reporte") for a job that merges them into the report.
 */
export async function queueDocumentsForReport(
  context: QueueContext,
  reportId: string,
  uploads: readonly UploadedPdf[],
  earlierRefused: readonly RefusedFile[] = [],
): Promise<QueuedUpload> {
  const before = await getReport(context.pb, reportId);
  const judged = newFiles(uploads, {
    ...before.analysis,
    files: alignedFiles(before.analysis.files, before.sourcePdfs),
  });
  const { files } = judged;
  const refused = [...earlierRefused, ...judged.refused];
  if (files.length === 0) return { reportId, jobId: null, refused };
  const jobId = await createJob(context.writer.service, {
    owner: context.writer.userId,
    report: reportId,
    files,
    refused,
  });
  return { reportId, jobId, refused };
}
