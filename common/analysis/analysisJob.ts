import { z } from 'zod';
import { refusedFileSchema } from './uploadAnswer';

/*
 * A background analysis (issue 21) as its owner reads it: from GET /analysis/api/jobs/:id or
 * PocketBase's realtime API on `analysis_jobs` (pb_migrations/1763700023_analysis_jobs.js).
 */

export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** A job in one of these states will not change any more. */
export const isFinished = (state: JobState): boolean =>
  state === 'done' || state === 'failed' || state === 'cancelled';

/** Where a running job is: waiting for a thread, reading the PDFs, merging into the report. */
export const JOB_STAGES = ['queued', 'reading', 'merging', 'done'] as const;
export type JobStage = (typeof JOB_STAGES)[number];

/** The fields a job's owner reads: never its files nor its claim. */
export const JOB_VIEW_FIELDS = [
  'id',
  'report',
  'state',
  'files_total',
  'files_done',
  'stage',
  'current_file',
  'error_code',
  'error_message',
  'refused',
] as const;

const count = z.number().int().min(0).catch(0);

export const analysisJobSchema = z.object({
  id: z.string().min(1),
  report: z.string().min(1),
  state: z.enum(JOB_STATES),
  files_total: count,
  files_done: count,
  stage: z.string().catch(''),
  current_file: z.string().catch(''),
  error_code: z.string().catch(''),
  error_message: z.string().catch(''),
  refused: z.array(refusedFileSchema).nullable().catch([]),
});

export type AnalysisJob = z.output<typeof analysisJobSchema>;

/** "Analizando… 3/9": the dashboard row and the upload screen of a job not finished. */
export function jobProgressText(job: Pick<AnalysisJob, 'state' | 'files_done' | 'files_total'>): string {
  if (job.state === 'queued') return 'En cola para análisis…';
  return `Analizando… ${job.files_done}/${job.files_total}`;
}
