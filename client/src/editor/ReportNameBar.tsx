import { useId } from 'react';

interface ReportNameBarProps {
  name: string;
  onChange: (name: string) => void;
  onSave: () => void;
  isSaving: boolean;
  canSave: boolean;
}

/** The report's name and the green 'Guardar' (SPEC §2). A blank name is saved as 'Reporte {fecha}'. */
export function ReportNameBar({ name, onChange, onSave, isSaving, canSave }: ReportNameBarProps) {
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
          placeholder="Si lo deja en blanco se usará «Reporte» y la fecha"
          maxLength={200}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <button
        type="button"
        className="button button--success"
        onClick={onSave}
        disabled={isSaving || !canSave}
      >
        {isSaving ? 'Guardando...' : 'Guardar'}
      </button>
    </div>
  );
}
