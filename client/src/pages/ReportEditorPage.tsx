import { useParams } from 'react-router-dom';
import { AppHeader } from '../components/AppHeader';
import { EditorBanners } from '../editor/EditorBanners';
import { ReportNameBar } from '../editor/ReportNameBar';
import { ResultsCard } from '../editor/ResultsCard';
import { isEditorBusy, showsNameField } from '../editor/state/editorState';
import { useReportEditor } from '../editor/state/useReportEditor';
import { UploadStepCard } from '../editor/UploadStepCard';
import '../editor/editor.css';
import './ReportEditorPage.css';

/** One screen, two modes: /reports/new (no id) and /reports/:id (an existing report). */
export function ReportEditorPage() {
  const { id } = useParams();
  // A new key per route: going from one report to another (or to /reports/new) starts afresh.
  return <ReportEditor key={id ?? 'new'} routeId={id ?? null} />;
}

function ReportEditor({ routeId }: { routeId: string | null }) {
  const editor = useReportEditor(routeId);
  const { state } = editor;
  const isNewMode = routeId === null;
  const title = isNewMode ? 'Nuevo Reporte' : 'Editor de Reporte';

  return (
    <>
      <title>{`${title} — titulo360`}</title>
      <AppHeader title={title} showBackLink />
      <main className="page-container report-editor">
        {showsNameField(state) && (
          <ReportNameBar
            name={state.name}
            onChange={editor.setName}
            onSave={() => void editor.save()}
            isSaving={state.isSaving}
            canSave={state.data !== null}
          />
        )}
        <UploadStepCard state={state} isNewMode={isNewMode} editor={editor} />
        <EditorBanners analysis={state.analysis} isNewMode={isNewMode} />
        {state.stage === 'edit' && <ResultsCard state={state} busy={isEditorBusy(state)} editor={editor} />}
      </main>
    </>
  );
}
