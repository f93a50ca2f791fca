import { useRef, type ReactNode } from 'react';
import { FormAlert } from '../form/FormAlert';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  title: string;
  /** What will happen, e.g. which report is deleted and that it cannot be undone. */
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `busy`, e.g. 'Eliminando...'. */
  busyLabel: string;
  cancelLabel?: string;
  /** While true both buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  /** A failure of the confirmed operation, shown inside the dialog. */
  error?: string | null;
  /** Styles the confirm button as destructive. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an operation; focus starts on the cancel button, the safe choice. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancelar',
  busy = false,
  error = null,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      title={title}
      role="alertdialog"
      onDismiss={onCancel}
      dismissible={!busy}
      initialFocus={cancelRef}
      actions={
        <>
          <button
            ref={cancelRef}
            type="button"
            className="button button--secondary"
            onClick={onCancel}
            disabled={busy}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={danger ? 'button button--danger' : 'button button--primary'}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {children}
      <FormAlert message={error} />
    </Dialog>
  );
}
