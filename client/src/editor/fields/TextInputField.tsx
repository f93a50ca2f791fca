import { useId } from 'react';
import { FieldShell } from './FieldShell';
import { useField } from '../navigation/FieldPathContext';

interface TextInputFieldProps {
  label: string;
  /** The report field edited, for its path (`data-path`), which links from findings lead to. */
  name?: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  required?: boolean;
  wide?: boolean;
  /** A textarea, for long text such as a property description. */
  multiline?: boolean;
}

/** Text kept as typed ('' when emptied). */
export function TextInputField({
  name,
  label,
  value,
  onChange,
  wide,
  multiline = false,
}: TextInputFieldProps) {
  const id = useId();
  const { path, required } = useField(name);
  const common = {
    id,
    'data-path': path,
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
