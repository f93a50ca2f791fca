import { useId } from 'react';
import { emptyToNull } from '../../../../common/format/fields';
import { FieldShell } from './FieldShell';

interface OptionalTextFieldProps {
  label: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  required?: boolean;
  wide?: boolean;
}

/** Optional text (comuna, RUT, …): emptied, it is stored as null (SPEC §5). */
export function OptionalTextField({ label, value, onChange, required, wide }: OptionalTextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} wide={wide}>
      <input
        id={id}
        type="text"
        className="editor-field__input"
        value={value ?? ''}
        aria-required={required || undefined}
        onChange={(event) => onChange(emptyToNull(event.target.value))}
      />
    </FieldShell>
  );
}
