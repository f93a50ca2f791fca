import { FieldShell } from './FieldShell';
import { useFieldControl } from './useFieldControl';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

interface SelectFieldProps<T extends string> {
  label: string;
  /** The report field edited, for its path (`data-path`), which links from findings lead to. */
  name?: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  required?: boolean;
}

/** A choice that always has a value (tipo de vivienda, régimen matrimonial). */
export function SelectField<T extends string>({
  name,
  label,
  value,
  options,
  onChange,
}: SelectFieldProps<T>) {
  const { id, path, required, controlProps } = useFieldControl(name);
  return (
    <FieldShell id={id} label={label} path={path} required={required}>
      <select
        {...controlProps}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

interface NullableSelectFieldProps<T extends string> {
  label: string;
  /** The report field edited, for its path (`data-path`), which links from findings lead to. */
  name?: string;
  value: T | null;
  options: readonly SelectOption<T>[];
  onChange: (value: T | null) => void;
  /** The text of the empty choice. */
  placeholder?: string;
  required?: boolean;
}

/** A choice that may be left unset (estado civil, tipo de afectación): stored as null. */
export function NullableSelectField<T extends string>({
  name,
  label,
  value,
  options,
  onChange,
  placeholder = 'Sin especificar',
}: NullableSelectFieldProps<T>) {
  const { id, path, required, controlProps } = useFieldControl(name);
  return (
    <FieldShell id={id} label={label} path={path} required={required}>
      <select
        {...controlProps}
        value={value ?? ''}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          onChange(chosen ? chosen.value : null);
        }}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** Options whose label is the value itself, e.g. `Urbano`. */
export function optionsOf<T extends string>(values: readonly T[]): SelectOption<T>[] {
  return values.map((value) => ({ value, label: value }));
}
