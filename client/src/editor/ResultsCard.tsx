import { useRef } from 'react';
import { Spinner } from '../components/Spinner';
import { DocumentOpenersContext } from './navigation/documentOpeners';
import { useFieldReveal } from './navigation/useFieldReveal';
import { useSectionExpansion } from './navigation/useSectionExpansion';
import { ReportSections } from './ReportSections';
import type { DownloadFormat, EditorState } from './state/editorState';
import type { ReportEditor } from './state/useReportEditor';
import { LegalVerificationPanel } from './verification/LegalVerificationPanel';

interface ResultsCardProps {
  state: EditorState;
  busy: boolean;
  editor: Pick<ReportEditor, 'patchData' | 'setReviews' | 'save' | 'download'>;
}

const DOWNLOAD_FORMATS = ['pdf', 'docx'] as const satisfies readonly DownloadFormat[];

const FORMAT_LABELS: Readonly<Record<DownloadFormat, string>> = {
  pdf: 'Descargar PDF',
  docx: 'Descargar DOCX',
};

/** Step 2: the legal verification, the editable sections, save and downloads (SPEC §2). */
export function ResultsCard({ state, busy, editor }: ResultsCardProps) {
  const { data, download } = state;
  const downloading = download.format !== null;
  const rootRef = useRef<HTMLElement>(null);
  const sections = useSectionExpansion();
  const { openers, reveal } = useFieldReveal(rootRef, sections.expand);
  return (
    <section ref={rootRef} className="card report-editor__step" aria-labelledby="results-heading">
      <h2 id="results-heading">Revisar y Editar Resultados</h2>
      {busy || data === null ? (
        <Spinner label="Procesando..." />
      ) : (
        <>
          <LegalVerificationPanel
            data={data}
            facts={state.facts}
            reviews={state.reviews}
            onReviewsChange={editor.setReviews}
            onReveal={reveal}
          />
          <DocumentOpenersContext value={openers}>
            <ReportSections
              data={data}
              onChange={editor.patchData}
              reportId={state.reportId}
              storedFiles={state.sourcePdfs}
              localFiles={state.analyzedFiles}
              sections={sections}
            />
          </DocumentOpenersContext>
          <div className="results-actions">
            <button
              type="button"
              className="button button--success"
              onClick={() => void editor.save()}
              disabled={state.isSaving || downloading}
            >
              {state.isSaving ? 'Guardando...' : 'Guardar'}
            </button>
            {DOWNLOAD_FORMATS.map((format) => (
              <button
                key={format}
                type="button"
                className="button button--primary"
                onClick={() => void editor.download(format)}
                disabled={downloading || state.isSaving}
              >
                {download.format === format ? 'Generando...' : FORMAT_LABELS[format]}
              </button>
            ))}
            <p className="results-actions__status" aria-live="polite">
              {state.lastSaveSucceeded === true ? 'Cambios guardados' : ''}
            </p>
          </div>
          {state.saveError && (
            <div className="editor-banner editor-banner--error" role="alert">
              <p className="editor-banner__title">{state.saveError}</p>
            </div>
          )}
          {download.error && (
            <div className="editor-banner editor-banner--error" role="alert">
              <p className="editor-banner__title">{download.error}</p>
            </div>
          )}
        </>
      )}
    </section>
  );
}
