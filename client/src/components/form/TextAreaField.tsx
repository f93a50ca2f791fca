import { useId, type TextareaHTMLAttributes } from 'react';
import './form.css';

interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'onChange'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled multi-line text input, styled like TextField. */
export function TextAreaField({ label, value, onChange, ...textareaProps }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...textareaProps}
        id={id}
        className="field__input field__input--multiline"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
