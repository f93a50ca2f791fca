import { useId } from 'react';

interface BooleanFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A yes/no fact of a document (vuelta, objeto de expropiación, …). */
export function BooleanField({ label, checked, onChange }: BooleanFieldProps) {
  const id = useId();
  return (
    <div className="editor-field editor-field--checkbox">
      <input
        id={id}
        type="checkbox"
        className="editor-field__checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
