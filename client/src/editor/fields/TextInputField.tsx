import { FieldShell } from './FieldShell';
import { useFieldControl } from './useFieldControl';

interface TextInputFieldProps {
  label: string;
  /** The report field edited, for its path (`data-path`), which links from findings lead to. */
  name?: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  required?: boolean;
  wide?: boolean;
  /** A textarea, for long text such as a property description. */
  multiline?: boolean;
}

/** Text kept as typed ('' when emptied), on one line that wraps when it does not fit. */
export function TextInputField({
  name,
  label,
  value,
  onChange,
  wide,
  multiline = false,
}: TextInputFieldProps) {
  const { id, path, required, controlProps } = useFieldControl(name);
  const common = { ...controlProps, value: value ?? '' };
  return (
    <FieldShell id={id} label={label} path={path} required={required} wide={wide || multiline}>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        // One line that wraps and grows instead of cutting off a long name on a narrow screen;
        // Enter and pasted line breaks do not split it.
        <textarea
          {...common}
          className="editor-field__input editor-field__input--line"
          rows={1}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          onChange={(event) => onChange(event.target.value.replace(/\s*\n\s*/g, ' '))}
        />
      )}
    </FieldShell>
  );
}
