import { useId, type InputHTMLAttributes, type Ref } from 'react';
import './form.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  label: string;
  /** The input element, e.g. to focus it when a panel opens. */
  ref?: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  /** Short guidance shown under the input. */
  hint?: string;
  /** Problem with this field; marks the input invalid and is announced. */
  error?: string | null;
}

export function TextField({
  label,
  ref,
  value,
  onChange,
  hint,
  error,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...inputProps}
        ref={ref}
        id={id}
        type={type}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
