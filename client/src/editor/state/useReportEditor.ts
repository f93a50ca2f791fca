import { useCallback, useEffect, useReducer, useRef } from 'react';
import { MESSAGES } from '../../../../common/errors';
import type { FindingReview } from '../../../../common/findings/reviews';
import { findingReviews, type MarkRef, type MarkInput } from '../../../../common/review/marks';
import { defaultReportName } from '../../../../common/report/defaults';
import type { Report } from '../../../../common/report/schema';
import { usePocketBase } from '../../lib/PocketBaseContext';
import {
  fetchReportFile,
  HttpStatusError,
  isAbortError,
  reportFileName,
  requestAnalysis,
} from '../api/analysisApi';
import { fetchReport, saveReport } from '../api/reportRecords';
import { changeReviewMarks } from '../api/reviewApi';
import { saveBlob } from '../api/saveBlob';
import { editorReducer, initialEditorState, type DownloadFormat, type EditorState } from './editorState';

export interface ReportEditor {
  state: EditorState;
  retryLoad: () => void;
  setFiles: (files: readonly File[]) => void;
  startAnalysis: () => Promise<void>;
  cancelAnalysis: () => void;
  setName: (name: string) => void;
  patchData: (patch: Partial<Report>) => void;
  /** Replaces the findings marked *revisado*; stored at once by the server. */
  setReviews: (reviews: readonly FindingReview[]) => void;
  /** Resolves to whether the report was saved. */
  save: () => Promise<boolean>;
  download: (format: DownloadFormat) => Promise<void>;
  newAnalysis: () => void;
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

  const { reportId, selectedFiles, name, data, savedData, engineAnalysis, sourcePdfs, marks } = state;

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
    (changed: readonly FindingReview[]) => {
      if (reportId === null) return;
      const before = new Map(findingReviews(marks).map((review) => [review.key, review]));
      const after = new Map(changed.map((review) => [review.key, review]));
      const upsert: MarkInput[] = changed
        .filter((review) => before.get(review.key)?.comment !== review.comment)
        .map((review) => ({ kind: 'finding', key: review.key, comment: review.comment }));
      const remove: MarkRef[] = [...before.keys()]
        .filter((key) => !after.has(key))
        .map((key) => ({ kind: 'finding', key }));
      if (upsert.length + remove.length === 0) return;
      changeReviewMarks(pb.authStore.token, reportId, { upsert, remove }).then(
        (stored) => dispatch({ type: 'marksChanged', marks: stored }),
        (error: unknown) => console.warn('No se pudo guardar la revisión', error),
      );
    },
    [pb, reportId, marks],
  );

  const save = useCallback(async () => {
    if (data === null || savedData === null || reportId === null) return false;
    const finalName = name.trim() === '' ? defaultReportName(new Date()) : name;
    dispatch({ type: 'saveStarted' });
    try {
      const stored = await saveReport(pb, {
        id: reportId,
        name: finalName,
        data,
        saved: savedData,
        analysis: engineAnalysis,
        sourcePdfs,
        marks,
        token: pb.authStore.token,
      });
      dispatch({ type: 'nameChanged', name: finalName });
      if (stored) dispatch({ type: 'marksChanged', marks: stored });
      dispatch({ type: 'saveFinished', succeeded: true, saved: data });
      return true;
    } catch (error) {
      // SPEC §8: a failed save is only logged.
      console.warn('No se pudo guardar el reporte', error);
      dispatch({ type: 'saveFinished', succeeded: false });
      return false;
    }
  }, [pb, reportId, name, data, savedData, engineAnalysis, sourcePdfs, marks]);

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
