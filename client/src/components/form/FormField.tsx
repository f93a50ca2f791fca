import { useId, type ReactNode } from 'react';
import './form.css';

export interface FieldMessages {
  /** Short guidance shown under the control. */
  hint?: string;
  /** Problem with this field; marks the control invalid and is announced. */
  error?: string | null;
}

/** The ids of a control and of the messages that describe it. */
export function useFieldIds({ hint, error }: FieldMessages) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

interface FormFieldProps extends FieldMessages {
  label: string;
  ids: ReturnType<typeof useFieldIds>;
  /** The control, given `ids.id` and `ids.describedBy`. */
  children: ReactNode;
}

/** A label, its control, and the hint and error under it (TextField, TextAreaField). */
export function FormField({ label, ids, hint, error, children }: FormFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={ids.id}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
