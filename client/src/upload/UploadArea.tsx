import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import type { AnalysisJob } from '../../../common/analysis/analysisJob';
import { duplicateFilesMessage } from '../../../common/errors';
import { addToSelection } from './fileSelection';
import { ProgressIndicator } from './ProgressIndicator';
import type { RandomSource } from './progressMessages';
import { rejectionMessage } from './rejectionMessages';
import { SelectedFilesList } from './SelectedFilesList';
import { SupportedTypesPanel } from './SupportedTypesPanel';
import { UploadAlert } from './UploadAlert';
import '../editor/editor.css';
import './upload.css';

/** PDF only (SPEC §9); no size or count limit. */
const ACCEPTED_TYPES = { 'application/pdf': ['.pdf'] };

interface UploadAreaProps {
  files: readonly File[];
  onFilesChange: (files: readonly File[]) => void;
  isLoading: boolean;
  onUpload: () => void;
  onCancel: () => void;
  /** The background job of the analysis running, once the upload named it (issue 21). */
  job?: AnalysisJob | null;
  /** For tests: the source of the progress messages' randomness. */
  random?: RandomSource;
}

/** Drop zone, selected files and the 'Subir y Analizar' action (SPEC §2 Upload area). */
export function UploadArea({
  files,
  onFilesChange,
  isLoading,
  onUpload,
  onCancel,
  job = null,
  random,
}: UploadAreaProps) {
  const [duplicates, setDuplicates] = useState<string[]>([]);
  const [rejections, setRejections] = useState<string[]>([]);

  function handleDrop(accepted: File[], rejected: FileRejection[]) {
    const result = addToSelection(files, accepted);
    setDuplicates(result.duplicates);
    setRejections(rejected.map(rejectionMessage));
    if (result.files.length !== files.length) onFilesChange(result.files);
  }

  const { getRootProps, getInputProps, isDragActive, isDragReject } = useDropzone({
    onDrop: handleDrop,
    accept: ACCEPTED_TYPES,
    multiple: true,
    disabled: isLoading,
    // The zone is a drop target and a mouse shortcut; keyboards and screen readers use its button.
    noKeyboard: true,
  });

  const zoneClass = [
    'dropzone',
    isDragActive ? 'dropzone--active' : '',
    isDragReject ? 'dropzone--reject' : '',
    isLoading ? 'dropzone--disabled' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="upload-area">
      <SupportedTypesPanel />
      {/* No role of its own: a button around the file input nested two controls (axe). A click
          on the zone or on its button bubbles to the zone, which opens the file dialog once. */}
      <div {...getRootProps({ className: zoneClass })}>
        <input {...getInputProps({ 'aria-label': 'Seleccionar archivos PDF' })} />
        <span className="dropzone__icon" aria-hidden="true">
          PDF
        </span>
        <p className="dropzone__title">
          {isDragActive ? 'Suelte los archivos aquí' : 'Arrastre sus documentos PDF aquí'}
        </p>
        <p className="dropzone__hint">o selecciónelos desde su equipo. Puede elegir varios archivos.</p>
        <button type="button" className="button button--secondary button--small" disabled={isLoading}>
          Elegir archivos PDF
        </button>
      </div>

      {rejections.length > 0 && (
        <UploadAlert
          tone="error"
          closeLabel="Cerrar aviso de archivos rechazados"
          onClose={() => setRejections([])}
        >
          <p>Algunos archivos no se agregaron:</p>
          <ul>
            {rejections.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </UploadAlert>
      )}

      {duplicates.length > 0 && (
        <UploadAlert
          tone="warning"
          closeLabel="Cerrar aviso de archivos duplicados"
          onClose={() => setDuplicates([])}
        >
          <p>{duplicateFilesMessage(duplicates)}</p>
        </UploadAlert>
      )}

      <SelectedFilesList
        files={files}
        disabled={isLoading}
        onRemove={(removed) => onFilesChange(files.filter((file) => file !== removed))}
        onRemoveAll={() => onFilesChange([])}
      />

      <div className="upload-area__actions">
        <button type="button" className="button button--primary" onClick={onUpload} disabled={isLoading}>
          {isLoading ? 'Subiendo...' : 'Subir y Analizar'}
        </button>
        {isLoading && (
          <button type="button" className="button button--danger-outline" onClick={onCancel}>
            Cancelar análisis
          </button>
        )}
      </div>

      {isLoading && <ProgressIndicator job={job} random={random} />}
    </div>
  );
}
