import type { InputHTMLAttributes, Ref } from 'react';
import { FormField, useFieldIds, type FieldMessages } from './FormField';

interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>, FieldMessages {
  label: string;
  /** The input element, e.g. to focus it when a panel opens. */
  ref?: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
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
  const ids = useFieldIds({ hint, error });
  return (
    <FormField label={label} ids={ids} hint={hint} error={error}>
      <input
        {...inputProps}
        ref={ref}
        id={ids.id}
        type={type}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FormField>
  );
}
