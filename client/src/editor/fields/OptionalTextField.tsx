import { useId } from 'react';
import { emptyToNull } from '../../../../common/format/fields';
import { FieldShell } from './FieldShell';
import { useField } from '../navigation/FieldPathContext';
import { useStatusDescribedBy } from '../review/fieldReviewContext';

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
  const id = useId();
  const { path, required } = useField(name);
  const describedBy = useStatusDescribedBy(path, id);
  return (
    <FieldShell id={id} label={label} path={path} required={required} wide={wide}>
      <input
        id={id}
        data-path={path}
        aria-describedby={describedBy}
        type="text"
        className="editor-field__input"
        value={value ?? ''}
        aria-required={required || undefined}
        onChange={(event) => onChange(emptyToNull(event.target.value))}
      />
    </FieldShell>
  );
}
