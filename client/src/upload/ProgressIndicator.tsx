import { jobDetailText, type AnalysisJob } from '../../../common/analysis/analysisJob';
import { MESSAGES } from '../../../common/errors';
import type { RandomSource } from './progressMessages';
import { useProgressMessage } from './useProgressMessage';
import '../components/Spinner.css';

interface ProgressIndicatorProps {
  /** The background job, once the upload named it: its real progress is shown (issue 21). */
  job?: AnalysisJob | null;
  random?: RandomSource;
}

/**
 * Shown while the analysis runs: a changing message (SPEC §2) and, while the files are uploaded,
 * the warning not to close the window. Once the server holds them (issue 21) the job's real
 * progress leads, the changing message goes under it, and the warning gives way to the note that
 * the analysis goes on if the window closes.
 */
export function ProgressIndicator({ job = null, random }: ProgressIndicatorProps) {
  const message = useProgressMessage(true, random);
  const changing = (
    <p
      className={`analysis-progress__message${job === null ? '' : ' analysis-progress__message--aside'}`}
      role="status"
      aria-live="polite"
    >
      {message}
    </p>
  );
  return (
    <div className="analysis-progress">
      <span className="spinner__circle analysis-progress__spinner" aria-hidden="true" />
      <div className="analysis-progress__text">
        {job === null ? (
          <>
            {changing}
            <p className="analysis-progress__warning">
              No cierre esta ventana - Puede demorar hasta 5 minutos
            </p>
          </>
        ) : (
          <>
            <p className="analysis-progress__job" data-testid="analysis-job-progress">
              {jobDetailText(job)}
            </p>
            {changing}
            <p className="analysis-progress__warning">{MESSAGES.analysisRunsInBackground}</p>
          </>
        )}
      </div>
    </div>
  );
}
