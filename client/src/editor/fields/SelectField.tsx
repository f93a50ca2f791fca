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

interface OptionSelectProps<T extends string> {
  name: string | undefined;
  label: string;
  value: string;
  options: readonly SelectOption<T>[];
  /** The text of an empty first choice, when the field may be left unset. */
  emptyOption?: string;
  /** The option chosen, or null for the empty choice. */
  onChoose: (value: T | null) => void;
}

/** The field's <select> of options, with or without an empty choice. */
function OptionSelect<T extends string>({
  name,
  label,
  value,
  options,
  emptyOption,
  onChoose,
}: OptionSelectProps<T>) {
  const { id, path, required, controlProps } = useFieldControl(name);
  return (
    <FieldShell id={id} label={label} path={path} required={required}>
      <select
        {...controlProps}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          onChoose(chosen ? chosen.value : null);
        }}
      >
        {emptyOption !== undefined && <option value="">{emptyOption}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A choice that always has a value (tipo de vivienda, régimen matrimonial). */
export function SelectField<T extends string>({
  name,
  label,
  value,
  options,
  onChange,
}: SelectFieldProps<T>) {
  return (
    <OptionSelect
      name={name}
      label={label}
      value={value}
      options={options}
      onChoose={(chosen) => {
        if (chosen !== null) onChange(chosen);
      }}
    />
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
  return (
    <OptionSelect
      name={name}
      label={label}
      value={value ?? ''}
      options={options}
      emptyOption={placeholder}
      onChoose={onChange}
    />
  );
}

/** Options whose label is the value itself, e.g. `Urbano`. */
export function optionsOf<T extends string>(values: readonly T[]): SelectOption<T>[] {
  return values.map((value) => ({ value, label: value }));
}
