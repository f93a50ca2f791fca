import type { TextareaHTMLAttributes } from 'react';
import { FormField, useFieldIds, type FieldMessages } from './FormField';

interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'>, FieldMessages {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled multi-line text input, styled like TextField. */
export function TextAreaField({ label, value, onChange, hint, error, ...textareaProps }: TextAreaFieldProps) {
  const ids = useFieldIds({ hint, error });
  return (
    <FormField label={label} ids={ids} hint={hint} error={error}>
      <textarea
        {...textareaProps}
        id={ids.id}
        className="field__input field__input--multiline"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FormField>
  );
}
