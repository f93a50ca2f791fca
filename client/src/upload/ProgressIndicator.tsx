import type { RandomSource } from './progressMessages';
import { useProgressMessage } from './useProgressMessage';

interface ProgressIndicatorProps {
  random?: RandomSource;
}

/** Shown while the analysis runs: a changing message and the warning not to close the window. */
export function ProgressIndicator({ random }: ProgressIndicatorProps) {
  const message = useProgressMessage(true, random);
  return (
    <div className="analysis-progress">
      <span className="analysis-progress__spinner" aria-hidden="true" />
      <div className="analysis-progress__text">
        <p className="analysis-progress__message" role="status" aria-live="polite">
          {message}
        </p>
        <p className="analysis-progress__warning">No cierre esta ventana - Puede demorar hasta 5 minutos</p>
      </div>
    </div>
  );
}
