import { emptyToNull } from '../../../../common/format/fields';
import { FieldShell } from './FieldShell';
import { useFieldControl } from './useFieldControl';

interface OptionalTextFieldProps {
  label: string;
  /** The report field edited, for its path (`data-path`), which links from findings lead to. */
  name?: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  required?: boolean;
  wide?: boolean;
}

/** Optional text (comuna, RUT, …): emptied, it is stored as null (SPEC §5). */
export function OptionalTextField({ name, label, value, onChange, wide }: OptionalTextFieldProps) {
  const { id, path, required, controlProps } = useFieldControl(name);
  return (
    <FieldShell id={id} label={label} path={path} required={required} wide={wide}>
      <input
        {...controlProps}
        type="text"
        value={value ?? ''}
        onChange={(event) => onChange(emptyToNull(event.target.value))}
      />
    </FieldShell>
  );
}
