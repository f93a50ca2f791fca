import { Suspense, useMemo, useRef } from 'react';
import { emptyRequiredFields } from '../../../common/report/requiredFields';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Spinner } from '../components/Spinner';
import { DocumentOpenersContext } from './navigation/documentOpeners';
import { useFieldReveal } from './navigation/useFieldReveal';
import { useSectionExpansion } from './navigation/useSectionExpansion';
import { ReportSections } from './ReportSections';
import { EditorActionBar } from './saving/EditorActionBar';
import { SourcePane } from './source/lazySourcePane';
import type { EditorState } from './state/editorState';
import type { ReportEditor } from './state/useReportEditor';
import { LegalVerificationPanel } from './verification/LegalVerificationPanel';

interface ResultsCardProps {
  state: EditorState;
  busy: boolean;
  editor: Pick<ReportEditor, 'patchData' | 'setReviews' | 'save' | 'download'>;
  /** The signed-in lawyer's name, kept with the *revisado* marks they make. */
  reviewer: string;
}

/** Step 2: the legal verification, the editable sections, and the bar to save and download (SPEC §2). */
export function ResultsCard({ state, busy, editor, reviewer }: ResultsCardProps) {
  const { data } = state;
  const rootRef = useRef<HTMLElement>(null);
  const sectionsRef = useRef<HTMLDivElement>(null);
  const sections = useSectionExpansion();
  const { openers, reveal } = useFieldReveal(rootRef, sections.expand);
  const emptyRequired = useMemo(() => (data === null ? [] : emptyRequiredFields(data)), [data]);
  const shown = !busy && data !== null;
  return (
    <>
      <section ref={rootRef} className="card report-editor__step" aria-labelledby="results-heading">
        <h2 id="results-heading">Revisar y Editar Resultados</h2>
        {!shown ? (
          <Spinner label="Procesando..." />
        ) : (
          <>
            <LegalVerificationPanel
              data={data}
              facts={state.engineAnalysis.facts}
              reviews={state.reviews}
              onReviewsChange={editor.setReviews}
              onReveal={reveal}
              reviewer={reviewer}
            />
            <div className="review-layout">
              <div ref={sectionsRef} className="review-layout__sections">
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
              </div>
              <div className="review-layout__source">
                <ErrorBoundary
                  fallback={
                    <p className="form-alert" role="alert">
                      No se pudo mostrar el visor de documentos. Recargue la página para intentarlo de nuevo.
                    </p>
                  }
                >
                  <Suspense fallback={<Spinner label="Cargando visor de documentos..." />}>
                    <SourcePane
                      key={state.reportId ?? 'new'}
                      sectionsRef={sectionsRef}
                      reportId={state.reportId}
                      sources={state.sourcePdfs}
                      report={data}
                      saved={state.saved?.data ?? null}
                      provenance={state.engineAnalysis.provenance}
                      marks={state.marks}
                    />
                  </Suspense>
                </ErrorBoundary>
              </div>
            </div>
          </>
        )}
      </section>
      {shown && (
        <EditorActionBar
          state={state}
          emptyRequired={emptyRequired}
          onSave={() => void editor.save()}
          onDownload={(format) => void editor.download(format)}
          onReveal={reveal}
        />
      )}
    </>
  );
}
