import { dateInputToIso, isoToDateInput } from '../../../../common/format/dateInput';
import { FieldShell } from './FieldShell';
import { useFieldControl } from './useFieldControl';

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
  const { id, path, required, controlProps } = useFieldControl(name);
  return (
    <FieldShell id={id} label={label} path={path} required={required}>
      <input
        {...controlProps}
        type="date"
        value={isoToDateInput(value)}
        onChange={(event) => onChange(dateInputToIso(event.target.value))}
      />
    </FieldShell>
  );
}
