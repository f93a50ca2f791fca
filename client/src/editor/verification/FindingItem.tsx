import { useId, useRef, useState } from 'react';
import { DOCUMENT_TYPES } from '../../../../common/documents/documentTypes';
import type { Finding, FindingReview } from '../../../../common/findings';
import { formatDateShort } from '../../../../common/format/dates';
import { ReviewForm } from './ReviewForm';

interface FindingItemProps {
  finding: Finding;
  review: FindingReview | undefined;
  onReveal: (paths: readonly string[]) => void;
  /** The values still to review among the finding's fields (the review flow, #10 item 4). */
  pendingIn: (paths: readonly string[]) => string[];
  onMark: (comment: string) => void;
  onUnmark: () => void;
}

/**
 * One finding: its explanation, its document, a link to its fields (to those still to review
 * first) and its *revisado* mark.
 */
export function FindingItem({ finding, review, onReveal, pendingIn, onMark, onUnmark }: FindingItemProps) {
  const messageId = useId();
  const [editing, setEditing] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const reviewed = review !== undefined;
  const toReview = pendingIn(finding.refs);

  function closeForm() {
    setEditing(false);
    // The toggle stays in place (its label changes), so focus returns to where the user was.
    toggleRef.current?.focus();
  }

  return (
    <li className="finding" data-reviewed={reviewed}>
      <p id={messageId} className="finding__message">
        {finding.message}
      </p>
      {finding.doc && <p className="finding__doc">Documento: {DOCUMENT_TYPES[finding.doc].shortLabel}</p>}
      {toReview.length > 0 && (
        <p className="finding__to-review">
          {toReview.length === 1
            ? '1 valor del motor por confirmar'
            : `${toReview.length} valores del motor por confirmar`}
        </p>
      )}
      {review && (
        <p className="finding__review">
          <span className="finding__review-label">
            Revisado{review.reviewer ? ` por ${review.reviewer}` : ''} el {formatDateShort(review.reviewedAt)}
          </span>
          {review.comment && <span className="finding__review-comment">{review.comment}</span>}
        </p>
      )}
      <div className="finding__actions">
        {finding.refs.length > 0 && (
          <button
            type="button"
            className="button button--small button--secondary"
            aria-describedby={messageId}
            onClick={() => onReveal(toReview.length > 0 ? toReview : finding.refs)}
          >
            {finding.refs.length === 1 ? 'Ir al campo' : 'Ir a los campos'}
          </button>
        )}
        <button
          ref={toggleRef}
          type="button"
          className="button button--small button--ghost"
          aria-describedby={messageId}
          aria-expanded={reviewed ? undefined : editing}
          onClick={() => (reviewed ? onUnmark() : setEditing((open) => !open))}
        >
          {reviewed ? 'Quitar marca de revisado' : 'Marcar como revisado'}
        </button>
      </div>
      {editing && !reviewed && (
        <ReviewForm
          onSubmit={(comment) => {
            onMark(comment);
            closeForm();
          }}
          onCancel={closeForm}
        />
      )}
    </li>
  );
}
