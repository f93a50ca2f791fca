import { useId } from 'react';
import { REPORT_NAME_MAX } from '../../../common/record/reportName';

interface ReportNameBarProps {
  name: string;
  onChange: (name: string) => void;
}

/**
 * The report's name (SPEC §2). Its 'Guardar' moved to the action bar that stays at the bottom of
 * the window (issue #11); a blank name is saved as the property's (#20), else 'Reporte {fecha}'.
 */
export function ReportNameBar({ name, onChange }: ReportNameBarProps) {
  const id = useId();
  return (
    <div className="card report-name-bar">
      <div className="report-name-bar__field">
        <label htmlFor={id} className="editor-field__label">
          Nombre del reporte
        </label>
        <input
          id={id}
          type="text"
          className="editor-field__input"
          value={name}
          placeholder="Si lo deja en blanco se usarán la dirección, la comuna y el rol de la propiedad"
          maxLength={REPORT_NAME_MAX}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
