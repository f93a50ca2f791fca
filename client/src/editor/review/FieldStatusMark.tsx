import { useEffect } from 'react';
import type { FieldReviewMark } from './fieldReviewContext';
import { needsReview } from './reviewStatuses';
import { REVIEW_SHORTCUTS } from './shortcuts';
import { StatusIcon } from './StatusIcon';

interface FieldStatusMarkProps {
  mark: FieldReviewMark;
  /** The field's label, naming it in the buttons (`Confirmar Fojas`). */
  label: string;
  /** Id of the text, which the field's control is described by. */
  textId?: string;
}

/**
 * The status of one value (#10 item 3): icon, colour and text; for a doubtful value why, and what
 * the other documents read; 'Confirmar' for a value proposed by the engine.
 */
export function FieldStatusMark({ mark, label, textId }: FieldStatusMarkProps) {
  const { path, status, description, review } = mark;
  const { registerLabel } = review;
  useEffect(() => registerLabel(path, label), [registerLabel, path, label]);
  const busy = review.busy.has(path);
  const error = review.errors.get(path);
  return (
    <div className="status-mark" data-tone={description.tone} data-review-for={path}>
      <p id={textId} className="status-mark__text">
        <StatusIcon tone={description.tone} />
        <span className="status-mark__title">{description.title}</span>
        {description.details.length > 0 && (
          <span className="status-mark__details">: {description.details.join('; ')}</span>
        )}
        {description.conflicts.length > 0 && description.source && (
          <span className="status-mark__sources">
            <span>Leído en {description.source}.</span>
            {description.conflicts.map((conflict) => (
              <span key={`${conflict.source}${conflict.value}`}>
                Otro documento: {conflict.value} en {conflict.source}.
              </span>
            ))}
          </span>
        )}
      </p>
      {needsReview(status) && (
        <button
          type="button"
          className="status-mark__action"
          onClick={() => review.confirm(path)}
          disabled={busy}
          aria-label={`Confirmar ${label}`}
          aria-keyshortcuts={REVIEW_SHORTCUTS.confirm.keys}
        >
          {busy ? 'Confirmando...' : 'Confirmar'}
        </button>
      )}
      {status.kind === 'confirmed' && (
        <button
          type="button"
          className="status-mark__action status-mark__action--quiet"
          onClick={() => review.unconfirm(path)}
          disabled={busy}
          aria-label={`Deshacer la confirmación de ${label}`}
        >
          Deshacer
        </button>
      )}
      {error && (
        <p className="status-mark__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
