import { useId, useMemo, useState } from 'react';
import { API_ERRORS } from '../../../../common/errors';
import { pendingReviewItems } from '../../../../common/review/pending';
import { reviewStatusText, type StatusChange } from '../../../../common/review/status';
import { FormAlert } from '../../components/form/FormAlert';
import { readApiFailure } from '../../lib/apiErrors';
import { apiErrorMessage, REVIEW_ERRORS } from '../../lib/apiErrors';
import { hasUnsavedChanges, type EditorState } from '../state/editorState';
import type { ReportEditor } from '../state/useReportEditor';
import { MarkReviewedDialog } from './MarkReviewedDialog';

interface ReviewStatusControlProps {
  state: EditorState;
  editor: Pick<ReportEditor, 'changeStatus' | 'save'>;
  /** The signed-in lawyer's name, as the status will name them. */
  reviewer: string;
  labelOf: (path: string) => string;
  onReveal: (paths: readonly string[]) => void;
}

const CONFLICT = 409;

/**
 * The report's review status (#10 item 5): Borrador, En revisión, or "Revisado por {nombre} el
 * {fecha}", and the actions that move it. Marking it revisado asks first, listing what is still
 * unconfirmed; with anything pending it takes a written reason, recorded as an override.
 */
export function ReviewStatusControl({
  state,
  editor,
  reviewer,
  labelOf,
  onReveal,
}: ReviewStatusControlProps) {
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const [refusedByServer, setRefusedByServer] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { review, data, engineAnalysis, marks } = state;
  const pending = useMemo(
    () =>
      asking && data !== null
        ? pendingReviewItems({
            report: data,
            provenance: engineAnalysis.provenance,
            facts: engineAnalysis.facts,
            marks,
            referenceDate: new Date(),
          })
        : [],
    [asking, data, engineAnalysis, marks],
  );

  async function move(change: StatusChange): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await editor.changeStatus(change);
      setAsking(false);
    } catch (failure) {
      console.warn('No se pudo cambiar el estado de revisión', failure);
      setError(apiErrorMessage(failure, REVIEW_ERRORS.status));
      if (readApiFailure(failure)?.status === CONFLICT) setRefusedByServer(true);
    } finally {
      setBusy(false);
    }
  }

  async function askToMarkReviewed(): Promise<void> {
    setError(null);
    setRefusedByServer(false);
    // No review without the lawyer's conclusion (issue #20): say so before asking anything.
    if (data !== null && data.conclusion.trim() === '') {
      setError(API_ERRORS.REVIEW_CONCLUSION_MISSING.message);
      return;
    }
    // The server judges the stored report: what is shown is stored first.
    if (hasUnsavedChanges(state) && !(await editor.save())) return;
    setAsking(true);
  }

  function closeDialog() {
    setAsking(false);
    setError(null);
  }

  return (
    <div className="review-status" role="group" aria-labelledby={headingId}>
      <p className="review-status__state">
        <span id={headingId}>Estado de revisión:</span>{' '}
        <strong className="review-status__badge" data-status={review.status}>
          {reviewStatusText(review)}
        </strong>
      </p>
      {review.override && (
        <p className="review-status__override">
          Marcado con pendientes ({review.override.pending}). Motivo: {review.override.reason}
        </p>
      )}
      <div className="review-status__actions">
        {review.status !== 'en_revision' && (
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={busy}
            onClick={() => void move({ status: 'en_revision' })}
          >
            {review.status === 'borrador' ? 'Iniciar revisión' : 'Reabrir revisión'}
          </button>
        )}
        {review.status !== 'revisado' && (
          <button
            type="button"
            className="button button--small button--primary"
            disabled={busy || state.save.status === 'saving'}
            onClick={() => void askToMarkReviewed()}
          >
            Marcar como revisado
          </button>
        )}
      </div>
      {!asking && <FormAlert message={error} />}
      {asking && (
        <MarkReviewedDialog
          pending={pending}
          reasonRequired={refusedByServer}
          reviewer={reviewer}
          labelOf={labelOf}
          busy={busy}
          error={error}
          onSubmit={(reason) => void move({ status: 'revisado', override: reason ? { reason } : undefined })}
          onCancel={closeDialog}
          onReveal={onReveal}
        />
      )}
    </div>
  );
}
