import { useId } from 'react';
import { useFieldPath } from '../navigation/FieldPathContext';

interface BooleanFieldProps {
  label: string;
  /** The report field edited, for its path (`data-path`), which links from findings lead to. */
  name?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A yes/no fact of a document (vuelta, objeto de expropiación, …). */
export function BooleanField({ name, label, checked, onChange }: BooleanFieldProps) {
  const id = useId();
  const path = useFieldPath(name);
  return (
    <div className="editor-field editor-field--checkbox">
      <input
        id={id}
        data-path={path}
        type="checkbox"
        className="editor-field__checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
