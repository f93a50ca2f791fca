import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './useFocusTrap';
import './Dialog.css';

interface DialogProps {
  title: string;
  children: ReactNode;
  /** Buttons shown at the bottom, right-aligned on wide screens. */
  actions: ReactNode;
  /** Called on Escape or a click on the backdrop, unless `dismissible` is false. */
  onDismiss: () => void;
  /** False while the dialog must stay open, e.g. during the operation it confirms. */
  dismissible?: boolean;
  /** The element focused on opening; defaults to the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** `alertdialog` for confirmations that interrupt the user, e.g. before deleting. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog: rendered over the page (in a portal on document.body), labelled by its title,
 * described by its content, with focus kept inside while open and given back when it closes.
 */
export function Dialog({
  title,
  children,
  actions,
  onDismiss,
  dismissible = true,
  initialFocus,
  role = 'dialog',
}: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, initialFocus);

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      if (dismissible) onDismiss();
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [dismissible, onDismiss]);

  return createPortal(
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        // Only a press on the backdrop itself, not one that started inside the panel.
        if (event.target === event.currentTarget && dismissible) onDismiss();
      }}
    >
      <div
        ref={panelRef}
        className="dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <div id={bodyId} className="dialog__body">
          {children}
        </div>
        <div className="dialog__actions">{actions}</div>
      </div>
    </div>,
    document.body,
  );
}
