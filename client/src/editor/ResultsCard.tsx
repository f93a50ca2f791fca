import { useMemo, useRef } from 'react';
import { emptyRequiredFields } from '../../../common/report/requiredFields';
import { Spinner } from '../components/Spinner';
import { DocumentOpenersContext } from './navigation/documentOpeners';
import { useFieldReveal } from './navigation/useFieldReveal';
import { useSectionExpansion } from './navigation/useSectionExpansion';
import { ReportSections } from './ReportSections';
import { EditorActionBar } from './saving/EditorActionBar';
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
              facts={state.facts}
              reviews={state.reviews}
              onReviewsChange={editor.setReviews}
              onReveal={reveal}
              reviewer={reviewer}
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
