import type { ReactNode } from 'react';

interface FieldShellProps {
  id: string;
  label: string;
  /** Marks the field with an asterisk (SPEC §5); nothing is blocked. */
  required?: boolean;
  /** Spans the whole row of the field grid. */
  wide?: boolean;
  children: ReactNode;
}

/** Label above control, the layout every editor field shares. */
export function FieldShell({ id, label, required = false, wide = false, children }: FieldShellProps) {
  return (
    <div className={wide ? 'editor-field editor-field--wide' : 'editor-field'}>
      <label className="editor-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="editor-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
    </div>
  );
}
