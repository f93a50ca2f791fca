import type PocketBase from 'pocketbase';
import {
  analysisJobSchema,
  isFinished,
  JOB_VIEW_FIELDS,
  type AnalysisJob,
} from '../../../common/analysis/analysisJob';
import { COLLECTIONS } from '../../../common/record/collections';
import { apiErrorOf } from '../lib/apiErrors';
import { ANALYSIS_API_BASE, authorization } from '../editor/api/analysisApi';

/*
 * Background analyses (issue 21) as the browser follows them: PocketBase's realtime API pushes
 * each change of a job to its owner (through the gateway's proxy); a slow poll covers a realtime
 * stream that dropped.
 */

const POLL_MS = 5_000;
const fields = JOB_VIEW_FIELDS.join(',');

function parsed(record: unknown): AnalysisJob | null {
  const job = analysisJobSchema.safeParse(record);
  return job.success ? job.data : null;
}

export async function fetchJob(pb: PocketBase, id: string): Promise<AnalysisJob | null> {
  return parsed(await pb.collection(COLLECTIONS.analysisJobs).getOne(id, { fields }));
}

/** The report's analysis still queued or running, if any (the editor opened on it picks it up). */
export async function findActiveJob(pb: PocketBase, reportId: string): Promise<AnalysisJob | null> {
  const { items } = await pb.collection(COLLECTIONS.analysisJobs).getList(1, 1, {
    filter: pb.filter("report = {:reportId} && (state = 'queued' || state = 'running')", { reportId }),
    sort: '-created',
    fields,
  });
  return parsed(items[0]);
}

/** The caller's analyses still queued or running, by report: the dashboard rows show their progress. */
export async function activeJobs(pb: PocketBase): Promise<AnalysisJob[]> {
  const rows = await pb.collection(COLLECTIONS.analysisJobs).getFullList({
    filter: "state = 'queued' || state = 'running'",
    fields,
  });
  return rows.flatMap((row) => parsed(row) ?? []);
}

/**
 * Calls `onChange` with every change of the caller's jobs until the returned function is called.
 * `id`: one job, or `*` for all of them.
 */
export function watchJobs(pb: PocketBase, id: string, onChange: (job: AnalysisJob) => void): () => void {
  // PocketBase's realtime client throws outside any promise where the browser has no EventSource:
  // such a page goes without live changes (the editor's poll still follows its job).
  if (typeof EventSource === 'undefined') return () => undefined;
  let stopped = false;
  let unsubscribe: (() => Promise<void>) | undefined;
  pb.collection(COLLECTIONS.analysisJobs)
    .subscribe(
      id,
      (event) => {
        const job = parsed(event.record);
        if (job && !stopped) onChange(job);
      },
      { fields },
    )
    .then((stop) => {
      unsubscribe = stop;
      if (stopped) void stop();
    })
    .catch((error: unknown) => console.warn('Sin avisos en tiempo real del análisis', error));
  return () => {
    stopped = true;
    void unsubscribe?.().catch(() => undefined);
  };
}

/**
 * Follows one job until it ends, telling each change; resolves to the job as it ended. Rejects
 * with an AbortError when `signal` aborts (the page stops following; the job goes on).
 */
export function followJob(
  pb: PocketBase,
  id: string,
  onChange: (job: AnalysisJob) => void,
  signal: AbortSignal,
): Promise<AnalysisJob> {
  return new Promise((resolve, reject) => {
    let done = false;
    const seen = (job: AnalysisJob | null) => {
      if (!job || done) return;
      onChange(job);
      if (isFinished(job.state)) finish(() => resolve(job));
    };
    const poll = setInterval(() => {
      fetchJob(pb, id).then(seen, (error: unknown) => console.warn('No se pudo leer el análisis', error));
    }, POLL_MS);
    const unwatch = watchJobs(pb, id, seen);
    const aborted = () => finish(() => reject(new DOMException('Seguimiento detenido', 'AbortError')));
    function finish(settle: () => void) {
      done = true;
      clearInterval(poll);
      unwatch();
      signal.removeEventListener('abort', aborted);
      settle();
    }
    signal.addEventListener('abort', aborted, { once: true });
    fetchJob(pb, id).then(seen, (error: unknown) => finish(() => reject(error)));
  });
}

/** Stops a queued or running analysis; nothing of it is stored. */
export async function cancelJob(token: string, id: string): Promise<void> {
  const response = await fetch(`${ANALYSIS_API_BASE}/jobs/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    headers: authorization(token),
  });
  if (!response.ok) throw await apiErrorOf(response);
}
