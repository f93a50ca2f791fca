import type PocketBase from 'pocketbase';
import { z } from 'zod';
import {
  analysisJobSchema,
  JOB_VIEW_FIELDS,
  type AnalysisJob,
  type JobState,
} from '../../../common/analysis/analysisJob';
import { refusedFileSchema } from '../../../common/analysis/uploadAnswer';
import type { RefusedFile } from '../../../common/errors';
import { COLLECTIONS } from '../../../common/record/collections';
import { AppError } from '../../http/errors';
import { fetchProtectedFile } from '../../pocketbase/protectedFile';
import { pocketBaseError } from '../reports/pocketbaseErrors';
import type { UploadedPdf } from '../reports/reportStore';
import type { JobProgress } from './jobProgress';

/*
 * The `analysis_jobs` collection (issue 21). Owners read their jobs through PocketBase's rules;
 * every write is the service superuser's, after the caller's report was checked.
 */

const jobs = (pb: PocketBase) => pb.collection(COLLECTIONS.analysisJobs);

/** A job's 404 (another user's or a missing one) says "análisis", not "reporte". */
function jobError(error: unknown): AppError {
  const translated = pocketBaseError(error);
  return translated.code === 'REPORT_NOT_FOUND'
    ? new AppError('JOB_NOT_FOUND', { cause: error })
    : translated;
}

export interface NewJob {
  owner: string;
  report: string;
  files: readonly UploadedPdf[];
  refused: readonly RefusedFile[];
  uploadKey?: string;
}

export async function createJob(service: PocketBase, job: NewJob): Promise<string> {
  try {
    const record = await jobs(service).create(
      {
        owner: job.owner,
        report: job.report,
        state: 'queued',
        stage: 'queued',
        files_total: job.files.length,
        files_done: 0,
        // Counted toward the owner's storage quota while the job waits or runs.
        files_bytes: job.files.reduce((sum, file) => sum + file.bytes.byteLength, 0),
        refused: job.refused,
        file_names: job.files.map((file) => file.name),
        files: job.files.map(
          (file) => new File([new Uint8Array(file.bytes)], file.name, { type: 'application/pdf' }),
        ),
        ...(job.uploadKey ? { upload_key: job.uploadKey } : {}),
      },
      { fields: 'id' },
    );
    return record.id;
  } catch (error) {
    throw jobError(error);
  }
}

/** The owner's job of the upload with this idempotency key, with its report. */
export async function findJobByUploadKey(
  service: PocketBase,
  owner: string,
  uploadKey: string,
): Promise<{ id: string; report: string; refused: RefusedFile[] } | undefined> {
  try {
    const { items } = await jobs(service).getList(1, 1, {
      filter: service.filter('owner = {:owner} && upload_key = {:key}', { owner, key: uploadKey }),
      fields: JOB_VIEW_FIELDS.join(','),
    });
    const found = analysisJobSchema.safeParse(items[0]);
    return found.success
      ? { id: found.data.id, report: found.data.report, refused: found.data.refused ?? [] }
      : undefined;
  } catch (error) {
    throw jobError(error);
  }
}

/** The newest job of a report, if it has any. */
export async function findJobOfReport(service: PocketBase, reportId: string): Promise<string | undefined> {
  try {
    const { items } = await jobs(service).getList(1, 1, {
      filter: service.filter('report = {:reportId}', { reportId }),
      sort: '-created',
      fields: 'id',
    });
    return items[0]?.id;
  } catch (error) {
    throw jobError(error);
  }
}

/** A job as its owner sees it; JOB_NOT_FOUND for anyone else's (PocketBase's rules). */
export async function readJob(pb: PocketBase, id: string): Promise<AnalysisJob> {
  try {
    const record = await jobs(pb).getOne(id, { fields: JOB_VIEW_FIELDS.join(',') });
    return analysisJobSchema.parse(record);
  } catch (error) {
    throw jobError(error);
  }
}

/** Documents of the owner (and of everyone) still waiting or being read, for the queue limits. */
export async function pendingDocuments(
  service: PocketBase,
  owner: string,
): Promise<{ mine: number; all: number }> {
  try {
    const rows = await jobs(service).getFullList({
      filter: "state = 'queued' || state = 'running'",
      fields: 'owner,files_total,files_done',
    });
    let mine = 0;
    let all = 0;
    for (const row of rows) {
      const left = Math.max(0, Number(row.files_total) - Number(row.files_done));
      all += left;
      if (row.owner === owner) mine += left;
    }
    return { mine, all };
  } catch (error) {
    throw jobError(error);
  }
}

const claimAnswerSchema = z.object({
  job: z.object({ id: z.string().min(1), token: z.string().min(1) }).nullable(),
});

export type Claim = NonNullable<z.output<typeof claimAnswerSchema>['job']>;

/**
 * Takes the next queued job for `runner` (pb_hooks/analysisJobs.pb.js: one transaction, so two
 * runners never take the same one), re-queuing first the jobs whose heartbeat is older than
 * `staleSeconds`; null when nothing waits.
 */
export async function claimJob(
  service: PocketBase,
  runner: string,
  staleSeconds: number,
): Promise<Claim | null> {
  const answer = await service.send('/api/analysis-jobs/claim', {
    method: 'POST',
    body: { runner, staleSeconds },
  });
  return claimAnswerSchema.parse(answer).job;
}

const claimedJobSchema = z.object({
  id: z.string(),
  owner: z.string(),
  report: z.string(),
  state: z.string(),
  claim_token: z.string(),
  refused: z.array(z.unknown()).nullable(),
  file_names: z.array(z.string()).nullable(),
  files: z.array(z.string()),
});

export interface ClaimedJob {
  id: string;
  owner: string;
  report: string;
  refused: RefusedFile[];
  files: UploadedPdf[];
}

/** The job's PDFs, read back from PocketBase under their uploaded names. */
async function readFiles(
  service: PocketBase,
  record: z.output<typeof claimedJobSchema>,
): Promise<UploadedPdf[]> {
  return Promise.all(
    record.files.map(async (stored, index) => {
      const response = await fetchProtectedFile(
        service,
        { id: record.id, collectionName: COLLECTIONS.analysisJobs },
        stored,
      );
      if (!response.ok) throw new AppError('BACKEND_UNAVAILABLE');
      return {
        name: record.file_names?.[index] ?? stored,
        bytes: new Uint8Array(await response.arrayBuffer()),
      };
    }),
  );
}

/** The claimed job with its files, or undefined when the claim is no longer this runner's. */
export async function readClaimedJob(service: PocketBase, claim: Claim): Promise<ClaimedJob | undefined> {
  try {
    const record = claimedJobSchema.parse(await jobs(service).getOne(claim.id));
    if (record.claim_token !== claim.token || record.state !== 'running') return undefined;
    return {
      id: record.id,
      owner: record.owner,
      report: record.report,
      refused: (record.refused ?? []).flatMap((file) => {
        const parsed = refusedFileSchema.safeParse(file);
        return parsed.success ? [parsed.data] : [];
      }),
      files: await readFiles(service, record),
    };
  } catch (error) {
    throw jobError(error);
  }
}

/**
 * Writes the progress and the heartbeat; resolves to whether the claim is still this runner's
 * and the job still running (a cancel or a re-queue after a stale heartbeat stops the work).
 */
export async function beat(service: PocketBase, claim: Claim, progress: JobProgress): Promise<boolean> {
  try {
    const record = await jobs(service).update(
      claim.id,
      {
        heartbeat_at: new Date().toISOString(),
        stage: progress.stage,
        files_done: progress.filesDone,
        current_file: progress.currentFile.slice(0, 300),
        pages_done: progress.pagesDone,
        pages_total: progress.pagesTotal,
      },
      { fields: 'state,claim_token' },
    );
    return record.state === 'running' && record.claim_token === claim.token;
  } catch (error) {
    throw jobError(error);
  }
}

export interface JobEnd {
  state: Extract<JobState, 'done' | 'failed'>;
  refused: readonly RefusedFile[];
  errorCode?: string;
  errorMessage?: string;
  filesDone: number;
}

/** Ends the job and drops its PDFs (the report holds those it kept). */
export async function finishJob(service: PocketBase, id: string, end: JobEnd): Promise<void> {
  try {
    await jobs(service).update(
      id,
      {
        state: end.state,
        stage: 'done',
        files_done: end.filesDone,
        current_file: '',
        pages_done: 0,
        pages_total: 0,
        refused: end.refused,
        error_code: end.errorCode ?? '',
        error_message: (end.errorMessage ?? '').slice(0, 2000),
        finished_at: new Date().toISOString(),
        claim_token: '',
        files: null,
      },
      { fields: 'id' },
    );
  } catch (error) {
    throw jobError(error);
  }
}

/** Puts a job this runner stops (shutdown) back in the queue for another runner or the next start. */
export async function releaseJob(service: PocketBase, id: string): Promise<void> {
  try {
    await jobs(service).update(
      id,
      {
        state: 'queued',
        stage: 'queued',
        claimed_by: '',
        claim_token: '',
        files_done: 0,
        current_file: '',
        pages_done: 0,
        pages_total: 0,
      },
      { fields: 'id' },
    );
  } catch (error) {
    throw jobError(error);
  }
}

/**
 * Cancels the caller's job if it is still queued or running (read first as the caller, so that
 * another user's job is JOB_NOT_FOUND); the runner sees the state at its next heartbeat and stops
 * without storing anything. Resolves to the job as it now stands.
 */
export async function cancelJob(pb: PocketBase, service: PocketBase, id: string): Promise<AnalysisJob> {
  const job = await readJob(pb, id);
  if (job.state !== 'queued' && job.state !== 'running') return job;
  try {
    const record = await jobs(service).update(
      id,
      {
        state: 'cancelled',
        stage: 'done',
        current_file: '',
        finished_at: new Date().toISOString(),
        files: null,
      },
      { fields: JOB_VIEW_FIELDS.join(',') },
    );
    return analysisJobSchema.parse(record);
  } catch (error) {
    throw jobError(error);
  }
}
