import { Suspense, useMemo, useRef } from 'react';
import { emptyRequiredFields } from '../../../common/report/requiredFields';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Spinner } from '../components/Spinner';
import { DocumentOpenersContext } from './navigation/documentOpeners';
import { useFieldReveal } from './navigation/useFieldReveal';
import { useSectionExpansion } from './navigation/useSectionExpansion';
import { ReportSections } from './ReportSections';
import { FieldReviewContext } from './review/fieldReviewContext';
import { ReviewProgressBar } from './review/ReviewProgressBar';
import { ReviewStatusControl } from './review/ReviewStatusControl';
import { useReviewFlow } from './review/useReviewFlow';
import { EditorActionBar } from './saving/EditorActionBar';
import { SourcePane } from './source/lazySourcePane';
import type { EditorState } from './state/editorState';
import type { ReportEditor } from './state/useReportEditor';
import { LegalVerificationPanel } from './verification/LegalVerificationPanel';
import './review/review.css';

interface ResultsCardProps {
  state: EditorState;
  busy: boolean;
  editor: Pick<
    ReportEditor,
    'patchData' | 'setReviews' | 'save' | 'download' | 'changeMarks' | 'changeStatus'
  >;
  /** The signed-in lawyer's name, kept with the *revisado* marks they make. */
  reviewer: string;
}

/**
 * Step 2: the review status, the legal verification, the editable sections with each value's
 * status mark, and the bar to review, save and download (SPEC §2, #10).
 */
export function ResultsCard({ state, busy, editor, reviewer }: ResultsCardProps) {
  const { data } = state;
  const rootRef = useRef<HTMLElement>(null);
  const sectionsRef = useRef<HTMLDivElement>(null);
  const sections = useSectionExpansion();
  const { openers, reveal } = useFieldReveal(rootRef, sections.expand);
  const flow = useReviewFlow({ rootRef, state, editor, reveal });
  const emptyRequired = useMemo(() => (data === null ? [] : emptyRequiredFields(data)), [data]);
  const shown = !busy && data !== null;
  return (
    <>
      <section ref={rootRef} className="card report-editor__step" aria-labelledby="results-heading">
        <div className="results-header">
          <h2 id="results-heading">Revisar y Editar Resultados</h2>
          {shown && state.reportId !== null && (
            <ReviewStatusControl
              state={state}
              editor={editor}
              reviewer={reviewer}
              labelOf={flow.labelOf}
              onReveal={reveal}
            />
          )}
        </div>
        {/* What the review shortcuts did, for screen readers (outside the bar's save status). */}
        <p className="visually-hidden" role="status">
          {flow.announcement}
        </p>
        {!shown ? (
          <Spinner label="Procesando..." />
        ) : (
          <FieldReviewContext value={flow.fieldReview}>
            <LegalVerificationPanel
              data={data}
              facts={state.engineAnalysis.facts}
              reviews={state.reviews}
              onReviewsChange={editor.setReviews}
              onReveal={reveal}
              pendingIn={flow.pendingIn}
              reviewer={reviewer}
              onStudyDateChange={(study_date) => editor.patchData({ study_date })}
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
                    documents={state.engineAnalysis.documents}
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
          </FieldReviewContext>
        )}
      </section>
      {shown && (
        <EditorActionBar
          state={state}
          emptyRequired={emptyRequired}
          onSave={() => void editor.save()}
          onDownload={(format) => void editor.download(format)}
          onReveal={reveal}
          review={
            flow.progress.total > 0 && <ReviewProgressBar progress={flow.progress} onNext={flow.next} />
          }
        />
      )}
    </>
  );
}
