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

/**
 * Where a running job is: waiting for a thread, reading the PDFs (`recognising`: OCR of the
 * scanned pages of the file shown), merging into the report.
 */
export const JOB_STAGES = ['queued', 'reading', 'recognising', 'merging', 'done'] as const;
export type JobStage = (typeof JOB_STAGES)[number];

/** The fields a job's owner reads: never its files nor its claim. */
export const JOB_VIEW_FIELDS = [
  'id',
  'report',
  'state',
  'files_total',
  'files_done',
  'pages_total',
  'pages_done',
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
  pages_total: count,
  pages_done: count,
  stage: z.string().catch(''),
  current_file: z.string().catch(''),
  error_code: z.string().catch(''),
  error_message: z.string().catch(''),
  refused: z.array(refusedFileSchema).nullable().catch([]),
});

export type AnalysisJob = z.output<typeof analysisJobSchema>;

/** "Analizando… 3/9": the dashboard row of a job not finished. */
export function jobProgressText(job: Pick<AnalysisJob, 'state' | 'files_done' | 'files_total'>): string {
  if (job.state === 'queued') return 'En cola para análisis…';
  return `Analizando… ${job.files_done}/${job.files_total}`;
}

type JobDetail = Pick<
  AnalysisJob,
  'state' | 'stage' | 'files_done' | 'files_total' | 'current_file' | 'pages_done' | 'pages_total'
>;

/**
 * "Analizando «dominio.pdf» (2 de 5) · página 3 de 12": the upload screen and the editor of a job
 * not finished. The file and page are the ones being read (one past those done; the file's
 * ordinal only when the job has several); a scanned page says its text is being recognised, the
 * slow part.
 */
export function jobDetailText(job: JobDetail): string {
  if (job.state === 'queued') return 'En cola para análisis…';
  if (job.stage === 'merging')
    return `Leídos ${job.files_done} de ${job.files_total} documentos · armando el reporte…`;
  if (job.current_file === '') return jobProgressText(job);
  const ordinal =
    job.files_total > 1 ? ` (${Math.min(job.files_done + 1, job.files_total)} de ${job.files_total})` : '';
  const file = `Analizando «${job.current_file}»${ordinal}`;
  if (job.pages_total === 0) return file;
  const page = `página ${Math.min(job.pages_done + 1, job.pages_total)} de ${job.pages_total}`;
  return job.stage === 'recognising' ? `${file} · reconociendo texto, ${page}` : `${file} · ${page}`;
}
