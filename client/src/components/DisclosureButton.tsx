import type { ReactNode } from 'react';

interface DisclosureButtonProps {
  open: boolean;
  onToggle: () => void;
  /** The id of the element it shows and hides. */
  controls?: string;
  className: string;
  children: ReactNode;
}

/** A button that shows or hides a part of the page, with the disclosure arrow before its text. */
export function DisclosureButton({ open, onToggle, controls, className, children }: DisclosureButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span aria-hidden="true" className="disclosure-icon" data-open={open} />
      {children}
    </button>
  );
}
