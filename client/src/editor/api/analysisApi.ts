import { httpErrorMessage } from '../../../../common/errors';
import type { DownloadFormat } from '../state/editorState';

/*
 * The analysis service of SPEC §7, served by the gateway under /analysis. Every call carries the
 * user's PocketBase token as a bearer token.
 */

export const ANALYSIS_API_BASE = '/analysis/api';

/** A non-OK answer; its message is SPEC §8's `HTTP error! status: {code}`. */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(httpErrorMessage(status));
    this.name = 'HttpStatusError';
  }
}

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
}

function readReportId(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('report_id' in body)) return null;
  const id = body.report_id;
  return typeof id === 'string' && id !== '' ? id : null;
}

/**
 * Uploads the PDFs (repeated multipart field `files`): POST for a new analysis, PATCH to update
 * an existing report. Resolves to the report id, or null when the answer carries none; rejects
 * with HttpStatusError on a non-OK answer and with an AbortError when cancelled.
 */
export async function requestAnalysis({
  files,
  reportId,
  token,
  signal,
}: AnalysisRequest): Promise<string | null> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const url = reportId
    ? `${ANALYSIS_API_BASE}/upload_files/${encodeURIComponent(reportId)}`
    : `${ANALYSIS_API_BASE}/upload_files`;
  const response = await fetch(url, {
    method: reportId ? 'PATCH' : 'POST',
    headers: authorization(token),
    body: form,
    signal,
  });
  if (!response.ok) throw new HttpStatusError(response.status);
  const body: unknown = await response.json();
  return readReportId(body);
}

/** The rendered report; rejects with HttpStatusError on a non-OK answer. */
export async function fetchReportFile(
  format: DownloadFormat,
  reportId: string,
  token: string,
  /** A past version of the report (issue #20) instead of the report as it is. */
  version?: number,
): Promise<Blob> {
  const past = version === undefined ? '' : `&version=${version}`;
  const response = await fetch(
    `${ANALYSIS_API_BASE}/download/${format}?report_id=${encodeURIComponent(reportId)}${past}`,
    { headers: authorization(token) },
  );
  if (!response.ok) throw new HttpStatusError(response.status);
  return response.blob();
}

/** SPEC §7: the browser saves the file as `reporte_{id}.pdf` or `.docx`. */
export function reportFileName(reportId: string, format: DownloadFormat): string {
  return `reporte_${reportId}.${format}`;
}
