import type { ReactNode } from 'react';

interface UploadAlertProps {
  tone: 'error' | 'warning';
  /** What the close button is called, naming the notice it closes. */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** A notice about the files just chosen, which the user closes once read. */
export function UploadAlert({ tone, closeLabel, onClose, children }: UploadAlertProps) {
  return (
    <div className={`upload-alert upload-alert--${tone}`} role="alert">
      {children}
      <button type="button" className="upload-alert__close" onClick={onClose} aria-label={closeLabel}>
        ×
      </button>
    </div>
  );
}
