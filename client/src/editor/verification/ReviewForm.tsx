import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { REVIEW_COMMENT_MAX_LENGTH } from './verificationSummary';

interface ReviewFormProps {
  onSubmit: (comment: string) => void;
  onCancel: () => void;
}

/** The short comment that goes with a *revisado* mark. */
export function ReviewForm({ onSubmit, onCancel }: ReviewFormProps) {
  const id = useId();
  const [comment, setComment] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(comment);
  }

  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  }

  return (
    <form className="review-form" onSubmit={submit} onKeyDown={cancelOnEscape}>
      <label className="editor-field__label" htmlFor={id}>
        Comentario de la revisión (opcional)
      </label>
      <textarea
        id={id}
        className="editor-field__input"
        rows={2}
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        value={comment}
        aria-describedby={`${id}-count`}
        // The form opens on request, so its only field is where the user continues.
        autoFocus
        onChange={(event) => setComment(event.target.value)}
      />
      <p id={`${id}-count`} className="review-form__count">
        {comment.length}/{REVIEW_COMMENT_MAX_LENGTH} caracteres
      </p>
      <div className="review-form__actions">
        <button type="submit" className="button button--small button--primary">
          Confirmar revisión
        </button>
        <button type="button" className="button button--small button--ghost" onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
