import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isFinished, type AnalysisJob } from '../../../common/analysis/analysisJob';
import { usePocketBase } from '../lib/PocketBaseContext';
import { activeJobs, watchJobs } from '../upload/analysisJobs';

/** The in-app notice of an analysis that ended while the dashboard was open. */
export interface EndedAnalysis {
  job: AnalysisJob;
  message: string;
}

export function endMessage(job: AnalysisJob): string {
  if (job.state === 'done') return 'Un análisis terminó: su reporte está listo para revisar.';
  if (job.state === 'cancelled') return 'Un análisis fue cancelado.';
  return `Un análisis no terminó: ${job.error_message || 'ocurrió un error inesperado.'}`;
}

/**
 * The caller's analyses still queued or running, by report (issue 21), kept live through
 * PocketBase's realtime API; `onEnded` is told of each that ends, to refresh the list.
 */
export function useActiveJobs(onEnded: (job: AnalysisJob) => void): {
  jobs: ReadonlyMap<string, AnalysisJob>;
  ended: EndedAnalysis | null;
} {
  const pb = usePocketBase();
  const [jobs, setJobs] = useState<ReadonlyMap<string, AnalysisJob>>(new Map());
  const [ended, setEnded] = useState<EndedAnalysis | null>(null);
  // Subscribed once per dashboard; the newest callback is told when a job ends.
  const onEndedRef = useRef(onEnded);
  useLayoutEffect(() => {
    onEndedRef.current = onEnded;
  });

  useEffect(() => {
    let active = true;
    activeJobs(pb).then(
      (found) => {
        if (active) setJobs(new Map(found.map((job) => [job.report, job])));
      },
      (error: unknown) => console.warn('No se pudieron leer los análisis en curso', error),
    );
    const unwatch = watchJobs(pb, '*', (job) => {
      if (!active) return;
      setJobs((current) => {
        const next = new Map(current);
        if (isFinished(job.state)) next.delete(job.report);
        else next.set(job.report, job);
        return next;
      });
      if (!isFinished(job.state)) return;
      setEnded({ job, message: endMessage(job) });
      onEndedRef.current(job);
    });
    return () => {
      active = false;
      unwatch();
    };
  }, [pb]);

  return { jobs, ended };
}
