import { uploadAnswerSchema } from '../../../../common/analysis/uploadAnswer';
import type { RefusedFile } from '../../../../common/errors';
import { apiErrorOf } from '../../lib/apiErrors';
import type { DownloadFormat } from '../state/editorState';
import { dispositionFileName } from './downloadFileName';

/*
 * The analysis service of SPEC §7, served by the gateway under /analysis. Every call carries the
 * user's PocketBase token as a bearer token.
 */

export const ANALYSIS_API_BASE = '/analysis/api';

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function authorization(token: string): HeadersInit {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

interface AnalysisRequest {
  files: readonly File[];
  /** Absent for a new analysis; present to update that report's analysis. */
  reportId?: string | null;
  token: string;
  signal: AbortSignal;
  /** Sent as `Idempotency-Key` with a new analysis: a retry with it answers the report already stored. */
  uploadKey?: string;
}

export interface AnalysisAnswer {
  reportId: string;
  /** The background job analysing the files (issue 21); null when no file was new to the report. */
  jobId: string | null;
  /** Files left out, each named with its reason (SPEC-style Spanish text from the catalogue). */
  refused: readonly RefusedFile[];
}

/**
 * Uploads the PDFs (repeated multipart field `files`): POST for a new analysis, PATCH to update
 * an existing report. Answered at once: the analysis runs in the background as a job (issue 21).
 * Resolves to the report id, the job and the files left out, or null when the answer
 * carries no report; rejects with an ApiError on a non-OK answer and with an AbortError when
 * cancelled.
 */
export async function requestAnalysis({
  files,
  reportId,
  token,
  signal,
  uploadKey,
}: AnalysisRequest): Promise<AnalysisAnswer | null> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const url = reportId
    ? `${ANALYSIS_API_BASE}/upload_files/${encodeURIComponent(reportId)}`
    : `${ANALYSIS_API_BASE}/upload_files`;
  const response = await fetch(url, {
    method: reportId ? 'PATCH' : 'POST',
    headers: { ...authorization(token), ...(uploadKey && !reportId ? { 'Idempotency-Key': uploadKey } : {}) },
    body: form,
    signal,
  });
  if (!response.ok) throw await apiErrorOf(response);
  const answer = uploadAnswerSchema.safeParse(await response.json());
  return answer.success
    ? { reportId: answer.data.report_id, jobId: answer.data.job_id, refused: answer.data.refused }
    : null;
}

/** A rendered report and the name the server gave it. */
export interface ReportFile {
  blob: Blob;
  fileName: string;
}

/** The rendered report, named as the server names it; rejects with an ApiError on a non-OK answer. */
export async function fetchReportFile(
  format: DownloadFormat,
  reportId: string,
  token: string,
  /** A past version of the report (issue #20) instead of the report as it is. */
  version?: number,
): Promise<ReportFile> {
  const past = version === undefined ? '' : `&version=${version}`;
  const response = await fetch(
    `${ANALYSIS_API_BASE}/download/${format}?report_id=${encodeURIComponent(reportId)}${past}`,
    { headers: authorization(token) },
  );
  if (!response.ok) throw await apiErrorOf(response);
  const fileName =
    dispositionFileName(response.headers.get('Content-Disposition')) ?? `estudio-${reportId}.${format}`;
  return { blob: await response.blob(), fileName };
}
