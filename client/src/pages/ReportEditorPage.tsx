import { useEffect, useLayoutEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext';
import { displayName } from '../auth/authUser';
import { AppHeader } from '../components/AppHeader';
import { SkipLink } from '../components/SkipLink';
import { EditorBanners } from '../editor/EditorBanners';
import { HistoryPanel } from '../editor/history/HistoryPanel';
import { SaveConflictPanel } from '../editor/history/SaveConflictPanel';
import { ReportNameBar } from '../editor/ReportNameBar';
import { REPORT_SECTIONS_ID } from '../editor/ReportSections';
import { ResultsCard } from '../editor/ResultsCard';
import { DraftRecoveryBanner } from '../editor/saving/DraftRecoveryBanner';
import { LeaveEditorDialog } from '../editor/saving/LeaveEditorDialog';
import { removeDraft } from '../editor/saving/localDraft';
import { useLeaveGuard } from '../editor/saving/useLeaveGuard';
import { useLocalDraft } from '../editor/saving/useLocalDraft';
import { useSaveShortcut } from '../editor/saving/useSaveShortcut';
import { handOver } from '../editor/state/editorHandoff';
import { hasUnsavedChanges, isEditorBusy, showsNameField } from '../editor/state/editorState';
import { useReportEditor } from '../editor/state/useReportEditor';
import { preloadSourceViewer } from '../editor/source/lazySourcePane';
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
  const { user } = useAuth();
  const navigate = useNavigate();
  const isNewMode = state.origin === 'new';
  const title = isNewMode ? 'Nuevo Reporte' : 'Editor de Reporte';
  const dirty = hasUnsavedChanges(state);
  const leaveGuard = useLeaveGuard(dirty);
  const draftOffer = useLocalDraft(state, user?.id ?? '', editor.restoreDraft);
  const [historyOpen, setHistoryOpen] = useState(false);
  const reportShown = state.stage === 'edit' && state.reportId !== null && state.data !== null;
  useSaveShortcut(state.data !== null && state.reportId !== null, editor.save);
  useEffect(() => {
    if (routeId !== null) preloadSourceViewer();
  }, [routeId]);

  // The report a new analysis created gets its own address (replacing /reports/new in the
  // history), so a reload or a bookmark opens it; 'Nuevo Análisis' goes back to /reports/new.
  // Before paint: the editor that takes over starts from this state, so nothing typed in between.
  useLayoutEffect(() => {
    if (state.origin !== 'new' || state.reportId === routeId) return;
    if (state.reportId !== null) handOver(state);
    void navigate(state.reportId === null ? '/reports/new' : `/reports/${state.reportId}`, { replace: true });
  }, [state, routeId, navigate]);

  return (
    <>
      <title>{`${title} — titulo360`}</title>
      <SkipLink targetId={REPORT_SECTIONS_ID}>Saltar a las secciones del reporte</SkipLink>
      <AppHeader title={title} showBackLink confirmLogout={leaveGuard.confirmThen} />
      <main className="page-container report-editor">
        {draftOffer && <DraftRecoveryBanner offer={draftOffer} />}
        {showsNameField(state) && <ReportNameBar name={state.name} onChange={editor.setName} />}
        <UploadStepCard
          state={state}
          isNewMode={isNewMode}
          // 'Nuevo Análisis' drops the report shown: unsaved edits are asked about first.
          editor={{ ...editor, newAnalysis: () => leaveGuard.confirmThen(editor.newAnalysis) }}
        />
        <EditorBanners analysis={state.analysis} isNewMode={isNewMode} />
        {state.conflict && (
          <SaveConflictPanel
            conflict={state.conflict}
            busy={state.save.status === 'saving'}
            onReload={() => {
              // The lawyer chose the stored report: the edits dropped are not offered again as a draft.
              if (user && state.reportId !== null) removeDraft(localStorage, user.id, state.reportId);
              editor.reloadReport();
            }}
            onKeepMine={() => void editor.keepMine()}
          />
        )}
        {reportShown && state.reportId !== null && (
          <div className="report-editor__history">
            <button
              type="button"
              className="button button--small button--secondary"
              aria-expanded={historyOpen}
              onClick={() => setHistoryOpen((open) => !open)}
            >
              Historial
            </button>
            {historyOpen && (
              <HistoryPanel
                reportId={state.reportId}
                currentVersion={state.version}
                hasUnsavedChanges={dirty}
                onRestore={editor.restoreVersion}
                onClose={() => setHistoryOpen(false)}
              />
            )}
          </div>
        )}
        {state.stage === 'edit' && (
          <ResultsCard
            state={state}
            busy={isEditorBusy(state)}
            editor={editor}
            reviewer={user ? displayName(user) : ''}
          />
        )}
      </main>
      {leaveGuard.asking && <LeaveEditorDialog onLeave={leaveGuard.leave} onStay={leaveGuard.stay} />}
    </>
  );
}
