import { useId } from 'react';
import { dateInputToIso, isoToDateInput } from '../../../../common/format/dateInput';
import { FieldShell } from './FieldShell';

interface DateFieldProps {
  label: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  required?: boolean;
}

/** A calendar day, stored as the ISO instant of its midnight in Chile, or null when cleared (SPEC §5). */
export function DateField({ label, value, onChange, required }: DateFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required}>
      <input
        id={id}
        type="date"
        className="editor-field__input"
        value={isoToDateInput(value)}
        aria-required={required || undefined}
        onChange={(event) => onChange(dateInputToIso(event.target.value))}
      />
    </FieldShell>
  );
}
