import { useId } from 'react';
import { useFieldPath } from '../navigation/FieldPathContext';
import { FieldStatusMark } from '../review/FieldStatusMark';
import { statusTextId, useFieldReviewMark, useStatusDescribedBy } from '../review/fieldReviewContext';

interface BooleanFieldProps {
  label: string;
  /** The report field edited, for its path (`data-path`), which links from findings lead to. */
  name?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A short help text after the label, e.g. how the document writes it. */
  hint?: string;
}

/** A yes/no fact of a document (vuelta, objeto de expropiación, …), with its status mark. */
export function BooleanField({ name, label, checked, onChange, hint }: BooleanFieldProps) {
  const id = useId();
  const path = useFieldPath(name);
  const mark = useFieldReviewMark(path);
  const describedBy = useStatusDescribedBy(path, id);
  return (
    <div className="editor-field editor-field--checkbox" data-review-tone={mark?.description.tone}>
      <input
        id={id}
        data-path={path}
        aria-describedby={describedBy}
        type="checkbox"
        className="editor-field__checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        {label}
        {hint && <span className="editor-field__hint"> ({hint})</span>}
      </label>
      {mark && <FieldStatusMark mark={mark} label={label} textId={statusTextId(id)} />}
    </div>
  );
}
