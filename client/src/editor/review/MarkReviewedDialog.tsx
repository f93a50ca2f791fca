import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Dialog } from '../../components/dialog/Dialog';
import { FormAlert } from '../../components/form/FormAlert';
import { UNSURE_REASON_LABELS } from '../../../../common/record/provenance';
import { describePending, type PendingReviewItem } from '../../../../common/review/pending';
import { OVERRIDE_REASON_MAX, OVERRIDE_REASON_MIN } from '../../../../common/review/status';

interface MarkReviewedDialogProps {
  /** Encumbrances the engine found and values it doubts that nobody confirmed (common/review/pending.ts). */
  pending: readonly PendingReviewItem[];
  /** The server refused although nothing seemed pending here: a reason is asked all the same. */
  reasonRequired: boolean;
  reviewer: string;
  labelOf: (path: string) => string;
  busy: boolean;
  error: string | null;
  /** `reason` is null when nothing is pending. */
  onSubmit: (reason: string | null) => void;
  onCancel: () => void;
  /** Closes the dialog and leads to the fields of an item. */
  onReveal: (paths: readonly string[]) => void;
}

const REASON_TOO_SHORT = `Escriba el motivo, con al menos ${OVERRIDE_REASON_MIN} caracteres.`;

function itemPaths(item: PendingReviewItem): readonly string[] {
  return item.kind === 'encumbrance' ? item.refs : [item.path];
}

function itemText(item: PendingReviewItem, labelOf: (path: string) => string): string {
  if (item.kind === 'encumbrance') return item.message;
  const reasons = item.reasons.map((reason) => UNSURE_REASON_LABELS[reason]);
  return `${labelOf(item.path)}: valor dudoso${reasons.length > 0 ? ` (${reasons.join('; ')})` : ''}`;
}

/**
 * Asked before a report is marked *revisado* (#10 item 5): what is still unconfirmed, each with a
 * way to it, and, if anything is, the written reason that is recorded with the override.
 */
export function MarkReviewedDialog({
  pending,
  reasonRequired,
  reviewer,
  labelOf,
  busy,
  error,
  onSubmit,
  onCancel,
  onReveal,
}: MarkReviewedDialogProps) {
  const formId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const needsReason = reasonRequired || pending.length > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!needsReason) {
      onSubmit(null);
      return;
    }
    const short = reason.trim().length < OVERRIDE_REASON_MIN;
    setTooShort(short);
    if (!short) onSubmit(reason.trim());
  }

  function reveal(paths: readonly string[]) {
    // Closed first, so focus given back to the opener is then moved to the field.
    flushSync(onCancel);
    onReveal(paths);
  }

  return (
    <Dialog
      title="Marcar como revisado"
      onDismiss={onCancel}
      dismissible={!busy}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
            Cancelar
          </button>
          <button
            type="submit"
            form={formId}
            className={needsReason ? 'button button--danger' : 'button button--primary'}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? 'Guardando...' : needsReason ? 'Marcar como revisado igualmente' : 'Marcar como revisado'}
          </button>
        </>
      }
    >
      {pending.length > 0 ? (
        <>
          <p>
            Quedan {describePending(pending)}. Confírmelos en el reporte, o escriba por qué lo marca como
            revisado igualmente: el motivo queda registrado con su nombre, la fecha y lo pendiente.
          </p>
          <ul className="pending-list">
            {pending.map((item) => (
              <li key={item.kind === 'encumbrance' ? item.key : item.path} data-kind={item.kind}>
                <span>{itemText(item, labelOf)}</span>
                {itemPaths(item).length > 0 && (
                  <button type="button" className="link-button" onClick={() => reveal(itemPaths(item))}>
                    Ir al campo
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          Los gravámenes encontrados y los valores dudosos están confirmados. El reporte quedará revisado
          {reviewer ? ` por ${reviewer}` : ''} con la fecha de hoy.
        </p>
      )}
      <form id={formId} onSubmit={submit} noValidate>
        {needsReason && (
          <div className="field">
            <label className="field__label" htmlFor={reasonId}>
              Motivo para marcarlo como revisado igualmente
            </label>
            <textarea
              id={reasonId}
              className="field__input field__input--multiline"
              rows={3}
              maxLength={OVERRIDE_REASON_MAX}
              value={reason}
              required
              aria-invalid={tooShort || undefined}
              aria-describedby={tooShort ? `${reasonId}-error` : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {tooShort && (
              <p id={`${reasonId}-error`} className="field__error">
                {REASON_TOO_SHORT}
              </p>
            )}
          </div>
        )}
      </form>
      <FormAlert message={error} />
    </Dialog>
  );
}
