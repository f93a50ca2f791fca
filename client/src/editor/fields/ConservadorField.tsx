import { CONSERVADORES } from '../../../../common/vocabularies/conservadores';
import { FieldShell } from './FieldShell';
import { useFieldControl } from './useFieldControl';

interface ConservadorFieldProps {
  label: string;
  /** The report field edited, for its path (`data-path`), which links from findings lead to. */
  name?: string;
  value: string | null;
  onChange: (value: string) => void;
  required?: boolean;
}

/**
 * The registry office, chosen from the full list. A value the list lacks (as printed on an old
 * document) is kept as an extra first option, so opening a report never changes it.
 */
export function ConservadorField({ name, label, value, onChange }: ConservadorFieldProps) {
  const { id, path, required, controlProps } = useFieldControl(name);
  const current = value ?? '';
  const known = CONSERVADORES.some((office) => office === current);
  return (
    <FieldShell id={id} label={label} path={path} required={required}>
      <select {...controlProps} value={current} onChange={(event) => onChange(event.target.value)}>
        {!known && <option value={current}>{current === '' ? 'Seleccione un conservador' : current}</option>}
        {CONSERVADORES.map((office) => (
          <option key={office} value={office}>
            {office}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
