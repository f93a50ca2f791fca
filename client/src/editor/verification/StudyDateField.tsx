import { useId } from 'react';
import { dateInputToIso, isoToDateInput } from '../../../../common/format/dateInput';
import { FieldShell } from '../fields/FieldShell';

interface StudyDateFieldProps {
  value: string | undefined;
  onChange: (studyDate: string) => void;
}

/**
 * "Fecha del estudio" (#20): the day the certificates' ages and the findings are judged on, shown
 * on the cover. A study always has one, so clearing the control keeps the date it had.
 */
export function StudyDateField({ value, onChange }: StudyDateFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="verification-panel__study-date">
      <FieldShell id={id} label="Fecha del estudio" path="study_date">
        <input
          id={id}
          data-path="study_date"
          type="date"
          className="editor-field__input"
          value={isoToDateInput(value)}
          required
          aria-describedby={hintId}
          onChange={(event) => {
            const date = dateInputToIso(event.target.value);
            if (date !== null) onChange(date);
          }}
        />
      </FieldShell>
      <p id={hintId} className="verification-panel__hint">
        La vigencia de los certificados y los hallazgos se calculan a esta fecha, que aparece en la portada
        del informe.
      </p>
    </div>
  );
}
