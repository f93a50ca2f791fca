import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { API_ERRORS, httpErrorMessage, MESSAGES } from '../../../../common/errors';
import type { FindingReview } from '../../../../common/findings/reviews';
import { reportNameFor } from '../../../../common/record/reportName';
import { findingReviewChanges, type MarksChange } from '../../../../common/review/marks';
import type { StatusChange } from '../../../../common/review/status';
import { reportLimitProblem } from '../../../../common/report/limitProblem';
import type { Report } from '../../../../common/report/schema';
import { usePocketBase } from '../../lib/PocketBaseContext';
import { apiErrorMessage } from '../../lib/apiErrors';
import { fetchReportFile, isAbortError, requestAnalysis } from '../api/analysisApi';
import { fetchReport, isVersionConflict, saveReport, type SavedReport } from '../api/reportRecords';
import { fetchVersions, fetchVersionSnapshot } from '../history/historyApi';
import { changeReviewMarks, changeReviewStatus } from '../api/reviewApi';
import { saveBlob } from '../api/saveBlob';
import type { SavableReport, UnsavedChanges } from '../saving/savedReport';
import { saveErrorMessage } from '../saving/saveErrorMessage';
import { askToNotifyAnalyses, notifyAnalysisEnd } from '../notify/analysisNotification';
import { cancelJob, findActiveJob, followJob } from '../../upload/analysisJobs';
import { clearHandOver, handedOver } from './editorHandoff';
import {
  editorReducer,
  hasUnsavedChanges,
  initialEditorState,
  pendingChanges,
  type DownloadFormat,
  type EditorState,
} from './editorState';

export interface ReportEditor {
  state: EditorState;
  retryLoad: () => void;
  setFiles: (files: readonly File[]) => void;
  startAnalysis: () => Promise<void>;
  cancelAnalysis: () => void;
  setName: (name: string) => void;
  patchData: (patch: Partial<Report>) => void;
  /** Replaces the findings marked *revisado*; they are stored with the next save. */
  setReviews: (reviews: readonly FindingReview[]) => void;
  /** Records or takes back review marks now, one change after another; rejects when refused. */
  changeMarks: (change: MarksChange) => Promise<void>;
  /** Moves the report's review status; rejects with an ApiError when refused. */
  changeStatus: (change: StatusChange) => Promise<void>;
  /** Shows a local draft instead of the stored report, as unsaved work. */
  restoreDraft: (draft: SavableReport) => void;
  /** Resolves to whether the report was saved; false while another save is running. */
  save: () => Promise<boolean>;
  /** After a conflict: reads the stored report again, dropping the edits shown. */
  reloadReport: () => void;
  /** After a conflict: saves the edits shown as a new version over the newest one. */
  keepMine: () => Promise<boolean>;
  /** Brings back a past version as a new version (its name and report); unsaved edits are dropped. */
  restoreVersion: (version: number) => Promise<boolean>;
  download: (format: DownloadFormat) => Promise<void>;
  newAnalysis: () => void;
}

/**
 * Writes the changed parts of a report; resolves to the report's marks when it wrote any. The
 * one place that knows where the record keeps each part: the name, the report and its list
 * columns in `new_reports` (the values edited since the last save recorded as `edited` marks),
 * the finding reviews as `review_marks` through the analysis API.
 */
async function writeReport(
  pb: ReturnType<typeof usePocketBase>,
  state: EditorState & { reportId: string; saved: SavableReport },
  report: SavableReport,
  changes: UnsavedChanges,
  restoredFrom: number | undefined,
): Promise<SavedReport> {
  const token = pb.authStore.token;
  const saved = await saveReport(pb, {
    id: state.reportId,
    name: report.name,
    data: report.data,
    saved: state.saved.data,
    analysis: state.engineAnalysis,
    sourcePdfs: state.sourcePdfs,
    marks: state.marks,
    token,
    version: state.version,
    restoredFrom,
  });
  const reviews = changes.reviews ? findingReviewChanges(state.saved.reviews, report.reviews) : undefined;
  return reviews ? { ...saved, marks: await changeReviewMarks(token, state.reportId, reviews) } : saved;
}

interface SaveOptions {
  /** Writes this past version's name and report instead of what is shown (a restore). */
  restore?: { version: number; report: SavableReport };
  /** The version to name instead of the shown one: the newest, when the lawyer keeps their edits. */
  basedOn?: number;
}

function startingState(routeId: string | null): EditorState {
  return handedOver(routeId) ?? initialEditorState(routeId);
}

/** The editor's effects (SPEC §4, §7, §8) around the pure state machine of editorState. */
export function useReportEditor(routeId: string | null): ReportEditor {
  const pb = usePocketBase();
  const [state, dispatch] = useReducer(editorReducer, routeId, startingState);
  const abortRef = useRef<AbortController | null>(null);
  // A state handed over by the editor that created the report is shown as it is, not read again.
  const loadedRef = useRef(state.data !== null);

  useEffect(clearHandOver, []);

  const load = useCallback(
    async (id: string) => {
      dispatch({ type: 'loadStarted' });
      try {
        dispatch({ type: 'loadSucceeded', report: await fetchReport(pb, id) });
      } catch (error) {
        console.warn('No se pudo cargar el reporte', error);
        dispatch({ type: 'loadFailed', message: MESSAGES.reportLoadFailed });
      }
    },
    [pb],
  );

  useEffect(() => {
    // Once per mounted editor: StrictMode's second effect run must not read the report again.
    if (routeId === null || loadedRef.current) return;
    loadedRef.current = true;
    void load(routeId);
  }, [routeId, load]);

  // Leaving the page stops following the analysis (an upload not yet answered is dropped); a
  // job the server already has goes on.
  useEffect(() => () => abortRef.current?.abort(), []);

  const retryLoad = useCallback(() => {
    if (routeId !== null) void load(routeId);
  }, [routeId, load]);

  // One key per selection of files: trying the same selection again after a failure (a dropped
  // connection, a lost answer) reuses it, so the server answers the report it may have stored.
  const uploadKeyRef = useRef<string | null>(null);

  const setFiles = useCallback((files: readonly File[]) => {
    uploadKeyRef.current = null;
    dispatch({ type: 'filesChanged', files });
  }, []);

  const { reportId, selectedFiles } = state;
  // The state as last rendered, for save(): Ctrl+S and the download call it from older closures.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });

  const save = useCallback(
    async ({ restore, basedOn }: SaveOptions = {}) => {
      const current = stateRef.current;
      const changes = restore ? { name: true, data: true, reviews: false } : pendingChanges(current);
      const { reportId: id, saved } = current;
      if (current.data === null || id === null || saved === null || changes === null) return false;
      if (current.save.status === 'saving') return false;
      const shown = restore?.report ?? { name: current.name, data: current.data, reviews: current.reviews };
      // A report nobody named takes its property's name (#20), else `Reporte {fecha}`.
      const name = reportNameFor(shown.name, shown.data, new Date());
      const report: SavableReport = { ...shown, name };
      // A report over the size limits (issue #12) is refused here, naming the field, before any request.
      const tooLarge = reportLimitProblem(report.data);
      if (tooLarge) {
        dispatch({ type: 'saveFailed', message: tooLarge });
        return false;
      }
      dispatch({ type: 'saveStarted' });
      try {
        // The name and the report are always written (SPEC §7); the marks only when they changed.
        const written = await writeReport(
          pb,
          { ...current, reportId: id, saved, version: basedOn ?? current.version },
          report,
          changes,
          restore?.version,
        );
        if (restore) dispatch({ type: 'draftRestored', draft: report });
        else if (name !== current.name) dispatch({ type: 'nameChanged', name });
        dispatch({ type: 'saveSucceeded', saved: report, at: new Date().toISOString(), ...written });
        return true;
      } catch (error) {
        if (isVersionConflict(error)) {
          // Another tab or session saved first (issue #20): nothing is overwritten; the lawyer sees
          // what changed and chooses. The edits stay on screen and in the local draft.
          const versions = await fetchVersions(pb, id, current.version).catch(() => []);
          dispatch({ type: 'saveConflicted', message: API_ERRORS.REPORT_VERSION_CONFLICT.message, versions });
          return false;
        }
        // Issue #11 overrides SPEC §8 (only logged): the lawyer sees why, and the edits stay.
        console.warn('No se pudo guardar el reporte', error);
        dispatch({ type: 'saveFailed', message: await saveErrorMessage(pb, error) });
        return false;
      }
    },
    [pb],
  );

  const reloadReport = useCallback(() => {
    const id = stateRef.current.reportId;
    if (id !== null) void load(id);
  }, [load]);

  const keepMine = useCallback(async () => {
    const id = stateRef.current.reportId;
    if (id === null) return false;
    const [newest] = await fetchVersions(pb, id, stateRef.current.version).catch(() => []);
    return save(newest ? { basedOn: newest.version } : {});
  }, [pb, save]);

  const restoreVersion = useCallback(
    async (version: number) => {
      const id = stateRef.current.reportId;
      if (id === null) return false;
      const snapshot = await fetchVersionSnapshot(pb, id, version).catch(() => null);
      if (!snapshot) {
        dispatch({ type: 'saveFailed', message: MESSAGES.versionUnreadable });
        return false;
      }
      const report = { name: snapshot.version.name, data: snapshot.data, reviews: stateRef.current.reviews };
      return save({ restore: { version, report } });
    },
    [pb, save],
  );

  // The job of the analysis followed now (issue 21): 'Cancelar análisis' stops it on the server.
  const jobRef = useRef<string | null>(null);

  /** Shows the job's progress until it ends, then its report (or why it did not end well). */
  const followToEnd = useCallback(
    async (jobId: string, controller: AbortController, failure: string) => {
      jobRef.current = jobId;
      const job = await followJob(
        pb,
        jobId,
        (changed) => dispatch({ type: 'analysisProgress', job: changed }),
        controller.signal,
      );
      if (controller.signal.aborted) return;
      if (job.state === 'cancelled') {
        dispatch({ type: 'analysisCanceled' });
        return;
      }
      if (job.state === 'failed') {
        const message = job.error_message || failure;
        dispatch({ type: 'analysisFailed', message });
        notifyAnalysisEnd({ outcome: 'failed', message });
        return;
      }
      const report = await fetchReport(pb, job.report);
      if (controller.signal.aborted) return;
      const refused = (job.refused ?? []).map((file) => file.message);
      dispatch({ type: 'analysisSucceeded', report, refused });
      notifyAnalysisEnd({ outcome: 'done', reportName: report.name, refused: refused.length });
    },
    [pb],
  );

  const startAnalysis = useCallback(async () => {
    const isUpdate = reportId !== null;
    const failure = isUpdate ? MESSAGES.analysisUpdateFailed : MESSAGES.analysisFailed;
    if (selectedFiles.length === 0) {
      dispatch({ type: 'analysisFailed', message: MESSAGES.noFiles });
      return;
    }
    askToNotifyAnalyses();
    // An update merges into the stored report, which then replaces what is shown: store edits first.
    if (isUpdate && hasUnsavedChanges(stateRef.current) && !(await save())) return;
    const controller = new AbortController();
    abortRef.current = controller;
    jobRef.current = null;
    dispatch({ type: 'analysisStarted' });
    try {
      uploadKeyRef.current ??= crypto.randomUUID();
      const answer = await requestAnalysis({
        files: selectedFiles,
        reportId,
        token: pb.authStore.token,
        signal: controller.signal,
        uploadKey: uploadKeyRef.current,
      });
      if (answer === null) throw new Error('La respuesta del análisis no trae report_id');
      uploadKeyRef.current = null;
      if (answer.jobId !== null) {
        // Answered at once: the analysis runs on the server, which goes on if this page closes.
        await followToEnd(answer.jobId, controller, failure);
        return;
      }
      // No file was new to the report: nothing to analyse, the files left out say why.
      const report = await fetchReport(pb, answer.reportId);
      if (!controller.signal.aborted)
        dispatch({ type: 'analysisSucceeded', report, refused: answer.refused.map((file) => file.message) });
    } catch (error) {
      // A cancelled request already shows the canceled banner and no error text.
      if (isAbortError(error) || controller.signal.aborted) return;
      console.warn('El análisis falló', error);
      // A refused upload says why (e.g. naming each file that is not a PDF); no answer is SPEC's text.
      const message = apiErrorMessage(error, { fallback: failure });
      dispatch({ type: 'analysisFailed', message });
      notifyAnalysisEnd({ outcome: 'failed', message });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  }, [pb, reportId, selectedFiles, save, followToEnd]);

  // The editor opened on a report whose analysis still runs (the tab that started it was closed)
  // picks it up: its progress, then the analysed report.
  const resumeAnalysis = useCallback(
    async (id: string) => {
      const job = await findActiveJob(pb, id).catch(() => null);
      if (!job || abortRef.current) return;
      const controller = new AbortController();
      abortRef.current = controller;
      dispatch({ type: 'analysisProgress', job });
      try {
        await followToEnd(job.id, controller, MESSAGES.analysisUpdateFailed);
      } catch (error) {
        if (isAbortError(error) || controller.signal.aborted) return;
        console.warn('No se pudo seguir el análisis', error);
        dispatch({ type: 'analysisFailed', message: MESSAGES.analysisUpdateFailed });
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
      }
    },
    [pb, followToEnd],
  );
  const resumedRef = useRef(false);
  const opened = state.data !== null;
  useEffect(() => {
    // Once per mounted editor, when its report is shown.
    if (routeId === null || !opened || resumedRef.current) return;
    resumedRef.current = true;
    void resumeAnalysis(routeId);
  }, [routeId, opened, resumeAnalysis]);

  const cancelAnalysis = useCallback(() => {
    const job = jobRef.current;
    jobRef.current = null;
    if (job !== null)
      cancelJob(pb.authStore.token, job).catch((error: unknown) =>
        console.warn('No se pudo cancelar el análisis', error),
      );
    abortRef.current?.abort();
    abortRef.current = null;
    dispatch({ type: 'analysisCanceled' });
  }, [pb]);

  const setName = useCallback((value: string) => dispatch({ type: 'nameChanged', name: value }), []);
  const patchData = useCallback((patch: Partial<Report>) => dispatch({ type: 'dataPatched', patch }), []);
  const setReviews = useCallback(
    (changed: readonly FindingReview[]) => dispatch({ type: 'reviewsChanged', reviews: changed }),
    [],
  );
  const restoreDraft = useCallback((draft: SavableReport) => dispatch({ type: 'draftRestored', draft }), []);

  // Each answer lists all the report's marks: run the writes in turn so an older list never
  // replaces a newer one.
  const marksQueue = useRef<Promise<unknown>>(Promise.resolve());
  const changeMarks = useCallback(
    (change: MarksChange) => {
      const write = marksQueue.current
        .catch(() => undefined)
        .then(async () => {
          const id = stateRef.current.reportId;
          if (id === null) throw new Error(MESSAGES.downloadWithoutId);
          const marks = await changeReviewMarks(pb.authStore.token, id, change);
          dispatch({ type: 'marksChanged', marks });
        });
      marksQueue.current = write;
      return write;
    },
    [pb],
  );

  const changeStatus = useCallback(
    async (change: StatusChange) => {
      const id = stateRef.current.reportId;
      if (id === null) throw new Error(MESSAGES.downloadWithoutId);
      const { review, version } = await changeReviewStatus(pb.authStore.token, id, change);
      dispatch({ type: 'reviewStatusChanged', review, version });
    },
    [pb],
  );

  const download = useCallback(
    async (format: DownloadFormat) => {
      if (reportId === null) {
        dispatch({ type: 'downloadFailed', message: MESSAGES.downloadWithoutId });
        return;
      }
      dispatch({ type: 'downloadStarted', format });
      if (hasUnsavedChanges(stateRef.current) && !(await save())) {
        dispatch({ type: 'downloadFinished' });
        return;
      }
      try {
        const { blob, fileName } = await fetchReportFile(format, reportId, pb.authStore.token);
        saveBlob(blob, fileName);
        dispatch({ type: 'downloadFinished' });
      } catch (error) {
        console.warn('La descarga falló', error);
        const message = apiErrorMessage(error, {
          fallback: MESSAGES.downloadFailed,
          unexplained: httpErrorMessage,
        });
        dispatch({ type: 'downloadFailed', message });
      }
    },
    [pb, reportId, save],
  );

  const newAnalysis = useCallback(() => {
    abortRef.current?.abort();
    abortRef.current = null;
    dispatch({ type: 'newAnalysis' });
  }, []);

  return {
    state,
    retryLoad,
    setFiles,
    startAnalysis,
    cancelAnalysis,
    setName,
    patchData,
    setReviews,
    changeMarks,
    changeStatus,
    restoreDraft,
    save: () => save(),
    reloadReport,
    keepMine,
    restoreVersion,
    download,
    newAnalysis,
  };
}
