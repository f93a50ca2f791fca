import { formatMegabytes } from '../../../common/format/fileSize';
import { fileIdentity } from './fileSelection';

interface SelectedFilesListProps {
  files: readonly File[];
  disabled: boolean;
  onRemove: (file: File) => void;
  onRemoveAll: () => void;
}

export function SelectedFilesList({ files, disabled, onRemove, onRemoveAll }: SelectedFilesListProps) {
  if (files.length === 0) return null;
  return (
    <section className="selected-files" aria-labelledby="selected-files-heading">
      <div className="selected-files__header">
        <h3 id="selected-files-heading">Archivos seleccionados ({files.length})</h3>
        <button
          type="button"
          className="button button--small button--danger-outline"
          onClick={onRemoveAll}
          disabled={disabled}
        >
          Eliminar todos
        </button>
      </div>
      <ul className="selected-files__list">
        {files.map((file) => (
          <li key={fileIdentity(file)} className="selected-files__item">
            <span className="selected-files__name">{file.name}</span>
            <span className="selected-files__size">{formatMegabytes(file.size)}</span>
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() => onRemove(file)}
              disabled={disabled}
              aria-label={`Quitar ${file.name}`}
            >
              Quitar
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
