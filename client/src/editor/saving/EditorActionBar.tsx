import type { ReactNode } from 'react';
import type { EmptyRequiredField } from '../../../../common/report/requiredFields';
import type { DownloadFormat, EditorState } from '../state/editorState';
import { RequiredFieldsNotice } from './RequiredFieldsNotice';
import { saveStatus } from './saveStatus';
import { useNow } from './useNow';

const DOWNLOAD_FORMATS = ['pdf', 'docx'] as const satisfies readonly DownloadFormat[];

const FORMAT_LABELS: Readonly<Record<DownloadFormat, string>> = {
  pdf: 'Descargar PDF',
  docx: 'Descargar DOCX',
};

/** 'Guardado hace …' is renewed this often. */
const CLOCK_TICK_MS = 30_000;

interface EditorActionBarProps {
  state: EditorState;
  emptyRequired: readonly EmptyRequiredField[];
  onSave: () => void;
  onDownload: (format: DownloadFormat) => void;
  onReveal: (paths: readonly string[]) => void;
  /** The review progress and "Siguiente por revisar", kept in reach with the save (#10). */
  review?: ReactNode;
}

/**
 * Save and downloads, always in reach at the bottom of the window (the report is very long), with
 * the save state, the reason of a failed save and the required fields still empty (SPEC §2, #11).
 */
export function EditorActionBar({
  state,
  emptyRequired,
  onSave,
  onDownload,
  onReveal,
  review,
}: EditorActionBarProps) {
  const now = useNow(CLOCK_TICK_MS);
  const status = saveStatus(state, now);
  const { download, save } = state;
  const busy = save.status === 'saving' || download.format !== null;
  return (
    <section className="editor-action-bar" aria-label="Guardar y descargar">
      {save.status === 'failed' && save.error && (
        <p className="editor-action-bar__error" role="alert">
          {save.error}
        </p>
      )}
      {download.error && (
        <p className="editor-action-bar__error" role="alert">
          {download.error}
        </p>
      )}
      {review}
      <div className="editor-action-bar__row">
        <div className="editor-action-bar__state">
          <p className="save-status" data-kind={status.kind} role="status">
            <span className="save-status__dot" aria-hidden="true" />
            {status.text}
          </p>
          <RequiredFieldsNotice fields={emptyRequired} onReveal={onReveal} />
        </div>
        <div className="editor-action-bar__buttons">
          <button
            type="button"
            className="button button--success"
            onClick={onSave}
            disabled={busy}
            aria-keyshortcuts="Control+S Meta+S"
          >
            {save.status === 'saving' ? 'Guardando...' : 'Guardar'}
          </button>
          {DOWNLOAD_FORMATS.map((format) => (
            <button
              key={format}
              type="button"
              className="button button--primary"
              onClick={() => onDownload(format)}
              disabled={busy}
            >
              {download.format === format ? 'Generando...' : FORMAT_LABELS[format]}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
