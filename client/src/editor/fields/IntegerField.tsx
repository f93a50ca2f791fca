import { useId, useState } from 'react';
import { formatCLP } from '../../../../common/format/currency';
import { parseIntegerField } from '../../../../common/format/fields';
import { FieldShell } from './FieldShell';
import { useField } from '../navigation/FieldPathContext';
import { useStatusDescribedBy } from '../review/fieldReviewContext';

interface IntegerFieldProps {
  label: string;
  /** The report field edited, for its path (`data-path`), which links from findings lead to. */
  name?: string;
  value: number | null;
  onChange: (value: number | null) => void;
  required?: boolean;
  /** An amount in pesos: its es-CL rendering is shown under the input. */
  money?: boolean;
}

/**
 * A whole number typed as text (`1.140` is read as 1140). An emptied field, or text with no
 * number, is stored as null, "not informed", never 0 (issue #11 over SPEC §5). The text stays as
 * typed while editing, so the field can be emptied and retyped.
 */
export function IntegerField({ name, label, value, onChange, money = false }: IntegerFieldProps) {
  const id = useId();
  const { path, required } = useField(name);
  const hintId = `${id}-hint`;
  const describedBy = useStatusDescribedBy(path, id, money && hintId);
  const [draft, setDraft] = useState<string | null>(null);
  const shown =
    draft !== null && parseIntegerField(draft) === value ? draft : value === null ? '' : String(value);
  return (
    <FieldShell id={id} label={label} path={path} required={required}>
      <input
        id={id}
        data-path={path}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="editor-field__input editor-field__input--number"
        value={shown}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(parseIntegerField(event.target.value));
        }}
        onBlur={() => setDraft(null)}
      />
      {money && (
        <span id={hintId} className="editor-field__hint">
          {value === null ? 'No informado' : formatCLP(value)}
        </span>
      )}
    </FieldShell>
  );
}
