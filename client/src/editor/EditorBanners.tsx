import { MESSAGES } from '../../../common/errors';
import type { EditorState } from './state/editorState';

interface EditorBannersProps {
  analysis: EditorState['analysis'];
  /** New mode: later analyses update the report just created. */
  isNewMode: boolean;
}

/** Outcome of the last analysis: blue success, red error or yellow canceled (SPEC §2), announced. */
export function EditorBanners({ analysis, isNewMode }: EditorBannersProps) {
  return (
    <div className="editor-banners" aria-live="polite">
      {analysis.completed && (
        <div className="editor-banner editor-banner--info">
          <p className="editor-banner__title">Análisis completado: Documentos procesados exitosamente</p>
          {isNewMode && <p>Los análisis que haga a continuación actualizarán este mismo reporte.</p>}
        </div>
      )}
      {analysis.completed && analysis.refused.length > 0 && (
        <div className="editor-banner editor-banner--warning" role="status">
          <p className="editor-banner__title">Archivos no analizados:</p>
          <ul className="editor-banner__list">
            {analysis.refused.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {analysis.status === 'error' && analysis.error && (
        <div className="editor-banner editor-banner--error">
          <p className="editor-banner__title">{analysis.error}</p>
        </div>
      )}
      {analysis.status === 'canceled' && (
        <div className="editor-banner editor-banner--warning">
          <p className="editor-banner__title">{MESSAGES.analysisCancelled}</p>
        </div>
      )}
    </div>
  );
}
