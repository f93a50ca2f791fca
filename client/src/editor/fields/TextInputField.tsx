import { useId } from 'react';
import { FieldShell } from './FieldShell';

interface TextInputFieldProps {
  label: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  required?: boolean;
  wide?: boolean;
  /** A textarea, for long text such as a property description. */
  multiline?: boolean;
}

/** Text kept as typed ('' when emptied). */
export function TextInputField({
  label,
  value,
  onChange,
  required,
  wide,
  multiline = false,
}: TextInputFieldProps) {
  const id = useId();
  const common = {
    id,
    className: 'editor-field__input',
    value: value ?? '',
    'aria-required': required || undefined,
  };
  return (
    <FieldShell id={id} label={label} required={required} wide={wide || multiline}>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
    </FieldShell>
  );
}
