import { ClientResponseError } from 'pocketbase';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { MESSAGES } from '../../../../common/errors';
import type { FindingReview } from '../../../../common/findings/reviews';
import { defaultReportName } from '../../../../common/report/defaults';
import { reportLimitProblem } from '../../../../common/report/limitProblem';
import type { Report } from '../../../../common/report/schema';
import { usePocketBase } from '../../lib/PocketBaseContext';
import { pocketBaseErrorMessage } from '../../lib/pocketbaseErrors';
import {
  fetchReportFile,
  HttpStatusError,
  isAbortError,
  reportFileName,
  requestAnalysis,
} from '../api/analysisApi';
import { fetchReport, saveReport } from '../api/reportRecords';
import { saveBlob } from '../api/saveBlob';
import {
  editorReducer,
  initialEditorState,
  reviewsNeedSaving,
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
  /** Replaces the *revisado* marks; they are stored with the next save. */
  setReviews: (reviews: readonly FindingReview[]) => void;
  /** Resolves to whether the report was saved. */
  save: () => Promise<boolean>;
  download: (format: DownloadFormat) => Promise<void>;
  newAnalysis: () => void;
}

const SAVE_FIELD_LABELS = { name: 'Nombre del reporte', output: 'Reporte' };

/** The Spanish reason PocketBase refused a save (4xx), or undefined (SPEC §8: other failures are only logged). */
function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof ClientResponseError) || error.status < 400 || error.status >= 500) return undefined;
  return pocketBaseErrorMessage(error, { fallback: MESSAGES.saveRefused, fieldLabels: SAVE_FIELD_LABELS });
}

/** The editor's effects (SPEC §4, §7, §8) around the pure state machine of editorState. */
export function useReportEditor(routeId: string | null): ReportEditor {
  const pb = usePocketBase();
  const [state, dispatch] = useReducer(editorReducer, routeId, initialEditorState);
  const abortRef = useRef<AbortController | null>(null);
  const loadedRef = useRef(false);

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

  // Leaving the page cancels an analysis still in flight.
  useEffect(() => () => abortRef.current?.abort(), []);

  const retryLoad = useCallback(() => {
    if (routeId !== null) void load(routeId);
  }, [routeId, load]);

  const setFiles = useCallback((files: readonly File[]) => dispatch({ type: 'filesChanged', files }), []);

  const { reportId, selectedFiles, name, data, reviews, savedReviews } = state;

  const startAnalysis = useCallback(async () => {
    const isUpdate = reportId !== null;
    const failure = isUpdate ? MESSAGES.analysisUpdateFailed : MESSAGES.analysisFailed;
    if (selectedFiles.length === 0) {
      dispatch({ type: 'analysisFailed', message: MESSAGES.noFiles });
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    dispatch({ type: 'analysisStarted' });
    try {
      const id = await requestAnalysis({
        files: selectedFiles,
        reportId,
        token: pb.authStore.token,
        signal: controller.signal,
      });
      if (id === null) throw new Error('La respuesta del análisis no trae report_id');
      const report = await fetchReport(pb, id);
      if (!controller.signal.aborted) dispatch({ type: 'analysisSucceeded', report });
    } catch (error) {
      // A cancelled request already shows the canceled banner and no error text.
      if (isAbortError(error) || controller.signal.aborted) return;
      console.warn('El análisis falló', error);
      dispatch({ type: 'analysisFailed', message: failure });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  }, [pb, reportId, selectedFiles]);

  const cancelAnalysis = useCallback(() => {
    abortRef.current?.abort();
    abortRef.current = null;
    dispatch({ type: 'analysisCanceled' });
  }, []);

  const setName = useCallback((value: string) => dispatch({ type: 'nameChanged', name: value }), []);
  const patchData = useCallback((patch: Partial<Report>) => dispatch({ type: 'dataPatched', patch }), []);
  const setReviews = useCallback(
    (changed: readonly FindingReview[]) => dispatch({ type: 'reviewsChanged', reviews: changed }),
    [],
  );

  const save = useCallback(async () => {
    if (data === null || reportId === null) return false;
    const finalName = name.trim() === '' ? defaultReportName(new Date()) : name;
    // Marks are written only when changed: a plain save stays one request, as before the marks.
    const changedReviews = reviewsNeedSaving({ reviews, savedReviews }) ? reviews : undefined;
    dispatch({ type: 'saveStarted' });
    // A report over the size limits is refused here, naming the field, before any request.
    const tooLarge = reportLimitProblem(data);
    if (tooLarge) {
      dispatch({ type: 'saveFinished', succeeded: false, error: tooLarge });
      return false;
    }
    try {
      await saveReport(pb, reportId, finalName, data, changedReviews);
      dispatch({ type: 'nameChanged', name: finalName });
      dispatch({ type: 'saveFinished', succeeded: true, savedReviews: changedReviews });
      return true;
    } catch (error) {
      // SPEC §8: a failed save is logged; a refusal the user can act on is also shown, in Spanish.
      console.warn('No se pudo guardar el reporte', error);
      dispatch({ type: 'saveFinished', succeeded: false, error: refusalMessage(error) });
      return false;
    }
  }, [pb, reportId, name, data, reviews, savedReviews]);

  const download = useCallback(
    async (format: DownloadFormat) => {
      if (reportId === null) {
        dispatch({ type: 'downloadFailed', message: MESSAGES.downloadWithoutId });
        return;
      }
      dispatch({ type: 'downloadStarted', format });
      if (!(await save())) {
        dispatch({ type: 'downloadFinished' });
        return;
      }
      try {
        const blob = await fetchReportFile(format, reportId, pb.authStore.token);
        saveBlob(blob, reportFileName(reportId, format));
        dispatch({ type: 'downloadFinished' });
      } catch (error) {
        console.warn('La descarga falló', error);
        const message = error instanceof HttpStatusError ? error.message : MESSAGES.downloadFailed;
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
    save,
    download,
    newAnalysis,
  };
}
