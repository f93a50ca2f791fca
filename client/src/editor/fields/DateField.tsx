import { useId } from 'react';
import { dateInputToIso, isoToDateInput } from '../../../../common/format/dateInput';
import { FieldShell } from './FieldShell';
import { useField } from '../navigation/FieldPathContext';
import { useStatusDescribedBy } from '../review/fieldReviewContext';

interface DateFieldProps {
  label: string;
  /** The report field edited, for its path (`data-path`), which links from findings lead to. */
  name?: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  required?: boolean;
}

/** A calendar day, stored as the ISO instant of its midnight in Chile, or null when cleared (SPEC §5). */
export function DateField({ name, label, value, onChange }: DateFieldProps) {
  const id = useId();
  const { path, required } = useField(name);
  const describedBy = useStatusDescribedBy(path, id);
  return (
    <FieldShell id={id} label={label} path={path} required={required}>
      <input
        id={id}
        data-path={path}
        aria-describedby={describedBy}
        type="date"
        className="editor-field__input"
        value={isoToDateInput(value)}
        aria-required={required || undefined}
        onChange={(event) => onChange(dateInputToIso(event.target.value))}
      />
    </FieldShell>
  );
}
