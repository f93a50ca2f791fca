import { useState } from 'react';
import { Spinner } from '../components/Spinner';
import { ProgressIndicator } from '../upload/ProgressIndicator';
import { UploadArea } from '../upload/UploadArea';
import type { EditorState } from './state/editorState';
import type { ReportEditor } from './state/useReportEditor';

interface UploadStepCardProps {
  state: EditorState;
  isNewMode: boolean;
  editor: Pick<ReportEditor, 'setFiles' | 'startAnalysis' | 'cancelAnalysis' | 'newAnalysis' | 'retryLoad'>;
}

/** Step 1: 'Cargar Documentos' (new) or 'Editando Reporte Existente' (SPEC §2). */
export function UploadStepCard({ state, isNewMode, editor }: UploadStepCardProps) {
  // An existing report can take more documents; the upload area opens on request.
  const [addingDocuments, setAddingDocuments] = useState(false);
  const isAnalyzing = state.analysis.status === 'loading';
  const showUpload = isNewMode || addingDocuments;

  const uploadArea = (
    <UploadArea
      key={state.uploadResetSignal}
      files={state.selectedFiles}
      onFilesChange={editor.setFiles}
      isLoading={isAnalyzing}
      onUpload={() => void editor.startAnalysis()}
      onCancel={editor.cancelAnalysis}
      job={state.analysis.job}
    />
  );

  return (
    <section className="card report-editor__step" aria-labelledby="upload-step-heading">
      <div className="report-editor__step-header">
        <h2 id="upload-step-heading">{isNewMode ? 'Cargar Documentos' : 'Editando Reporte Existente'}</h2>
        {isNewMode && state.data !== null && (
          <button type="button" className="button button--secondary" onClick={editor.newAnalysis}>
            Nuevo Análisis
          </button>
        )}
      </div>

      {!isNewMode && state.load.isLoading && <Spinner label="Cargando reporte..." />}

      {!isNewMode && state.load.error && (
        <div className="editor-banner editor-banner--error" role="alert">
          <p className="editor-banner__title">{state.load.error}</p>
          <button type="button" className="button button--small button--secondary" onClick={editor.retryLoad}>
            Reintentar
          </button>
        </div>
      )}

      {isNewMode && (
        <p className="report-editor__note">
          Suba los documentos PDF de la propiedad. El análisis extrae los datos y arma el estudio de títulos,
          que luego puede revisar y corregir.
        </p>
      )}

      {!isNewMode && state.stage === 'edit' && !addingDocuments && (
        <div className="report-editor__existing">
          <p className="report-editor__note">
            Revise y corrija los datos más abajo. Si recibió nuevos documentos, puede agregarlos: el análisis
            actualizará este reporte.
          </p>
          <button type="button" className="button button--secondary" onClick={() => setAddingDocuments(true)}>
            Agregar documentos
          </button>
        </div>
      )}

      {showUpload && (isNewMode || state.stage === 'edit') && uploadArea}

      {/* The editor opened on a report whose analysis still runs (issue 21): its progress. */}
      {!showUpload && isAnalyzing && (
        <div className="upload-area__actions">
          <ProgressIndicator job={state.analysis.job} />
          <button type="button" className="button button--danger-outline" onClick={editor.cancelAnalysis}>
            Cancelar análisis
          </button>
        </div>
      )}
    </section>
  );
}
