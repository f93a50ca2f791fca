import { emptyAnalysis, type ReportAnalysis } from '../../../../common/record/analysis';
import type { SourcePdf } from '../../../../common/record/sources';
import type { Report } from '../../../../common/report/schema';
import type { ReviewMark } from '../../../../common/review/marks';
import { readReviewStatus, type ReviewStatus } from '../../../../common/review/status';

/*
 * The report editor's state machine (SPEC §4): the stage (upload, then edit once a report is
 * shown), the analysis status, the load, save and download flags, and the data being edited.
 * Pure, so every transition is unit-tested; the effects live in useReportEditor.
 */

export type EditorStage = 'upload' | 'edit';
export type AnalysisStatus = 'idle' | 'loading' | 'error' | 'canceled';
export type DownloadFormat = 'pdf' | 'docx';

/** A report as read from the record backend, ready for the editor. */
export interface LoadedReport {
  id: string;
  name: string;
  data: Report;
  /** The source PDFs kept with the record (protected files), with the names they were uploaded with. */
  sourcePdfs: readonly SourcePdf[];
  /** What the engine kept beside the report: documents, provenance, facts for the legal rules. */
  analysis: ReportAnalysis;
  /** Field confirmations and edits, and findings marked *revisado* (stored by the server). */
  marks: readonly ReviewMark[];
  review: ReviewStatus;
}

export interface EditorState {
  stage: EditorStage;
  reportId: string | null;
  name: string;
  data: Report | null;
  /** The report as last loaded or saved: what a save compares against to record edits. */
  savedData: Report | null;
  sourcePdfs: readonly SourcePdf[];
  /** The loaded report's `analysis` (documents, provenance, facts). */
  engineAnalysis: ReportAnalysis;
  /** Saved as soon as they change (not with Guardar). */
  marks: readonly ReviewMark[];
  review: ReviewStatus;
  /** PDFs chosen in the upload area and not yet analysed. */
  selectedFiles: readonly File[];
  /** PDFs analysed during this visit, which 'Archivos Cargados' can open locally. */
  analyzedFiles: readonly File[];
  /** Bumped by 'Nuevo Análisis' so the upload area drops its own state too. */
  uploadResetSignal: number;
  analysis: { status: AnalysisStatus; error: string | null; completed: boolean };
  load: { isLoading: boolean; error: string | null };
  isSaving: boolean;
  /** Whether the last save succeeded; null before any save or after an edit since. */
  lastSaveSucceeded: boolean | null;
  download: { format: DownloadFormat | null; error: string | null };
}

export type EditorAction =
  | { type: 'loadStarted' }
  | { type: 'loadSucceeded'; report: LoadedReport }
  | { type: 'loadFailed'; message: string }
  | { type: 'filesChanged'; files: readonly File[] }
  | { type: 'analysisStarted' }
  | { type: 'analysisSucceeded'; report: LoadedReport }
  | { type: 'analysisFailed'; message: string }
  | { type: 'analysisCanceled' }
  | { type: 'nameChanged'; name: string }
  | { type: 'dataPatched'; patch: Partial<Report> }
  | { type: 'marksChanged'; marks: readonly ReviewMark[] }
  | { type: 'saveStarted' }
  /** `saved`: the report as the successful save wrote it. */
  | { type: 'saveFinished'; succeeded: true; saved: Report }
  | { type: 'saveFinished'; succeeded: false }
  | { type: 'downloadStarted'; format: DownloadFormat }
  | { type: 'downloadFinished' }
  | { type: 'downloadFailed'; message: string }
  | { type: 'newAnalysis' };

export function initialEditorState(reportId: string | null = null): EditorState {
  return {
    stage: 'upload',
    reportId,
    name: '',
    data: null,
    savedData: null,
    sourcePdfs: [],
    engineAnalysis: emptyAnalysis(),
    marks: [],
    review: readReviewStatus({}),
    selectedFiles: [],
    analyzedFiles: [],
    uploadResetSignal: 0,
    analysis: { status: 'idle', error: null, completed: false },
    load: { isLoading: false, error: null },
    isSaving: false,
    lastSaveSucceeded: null,
    download: { format: null, error: null },
  };
}

function showReport(state: EditorState, report: LoadedReport): EditorState {
  return {
    ...state,
    stage: 'edit',
    reportId: report.id,
    name: report.name,
    data: report.data,
    savedData: report.data,
    sourcePdfs: report.sourcePdfs,
    engineAnalysis: report.analysis,
    marks: report.marks,
    review: report.review,
  };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'loadStarted':
      return { ...state, load: { isLoading: true, error: null } };
    case 'loadSucceeded':
      // A late answer for another report (the route changed meanwhile) is ignored.
      if (state.reportId !== null && state.reportId !== action.report.id) return state;
      return { ...showReport(state, action.report), load: { isLoading: false, error: null } };
    case 'loadFailed':
      return { ...state, stage: 'upload', load: { isLoading: false, error: action.message } };
    case 'filesChanged':
      return { ...state, selectedFiles: action.files };
    case 'analysisStarted':
      return { ...state, analysis: { status: 'loading', error: null, completed: false } };
    case 'analysisSucceeded':
      return {
        ...showReport(state, action.report),
        analyzedFiles: [...state.analyzedFiles, ...state.selectedFiles],
        selectedFiles: [],
        analysis: { status: 'idle', error: null, completed: true },
      };
    case 'analysisFailed':
      return { ...state, analysis: { status: 'error', error: action.message, completed: false } };
    case 'analysisCanceled':
      return { ...state, analysis: { status: 'canceled', error: null, completed: false } };
    case 'nameChanged':
      return { ...state, name: action.name, lastSaveSucceeded: null };
    case 'dataPatched':
      return state.data === null
        ? state
        : { ...state, data: { ...state.data, ...action.patch }, lastSaveSucceeded: null };
    case 'marksChanged':
      return { ...state, marks: action.marks };
    case 'saveStarted':
      return { ...state, isSaving: true, lastSaveSucceeded: null };
    case 'saveFinished':
      return action.succeeded
        ? { ...state, isSaving: false, lastSaveSucceeded: true, savedData: action.saved }
        : { ...state, isSaving: false, lastSaveSucceeded: false };
    case 'downloadStarted':
      return { ...state, download: { format: action.format, error: null } };
    case 'downloadFinished':
      return { ...state, download: { format: null, error: null } };
    case 'downloadFailed':
      return { ...state, download: { format: null, error: action.message } };
    case 'newAnalysis':
      return { ...initialEditorState(), uploadResetSignal: state.uploadResetSignal + 1 };
  }
}

/** Step 2 shows a spinner instead of the sections while a report is being produced or read. */
export function isEditorBusy(state: EditorState): boolean {
  return state.load.isLoading || state.analysis.status === 'loading';
}

/**
 * The report name field and its 'Guardar' button appear once there is a report or a name. An id
 * alone is not enough while its report is still loading: what was typed would be overwritten.
 */
export function showsNameField(state: EditorState): boolean {
  return (state.reportId !== null && state.data !== null) || state.name !== '';
}
