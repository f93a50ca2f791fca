import type { FindingReview } from '../../../../common/findings/reviews';
import type { AnalysisJob } from '../../../../common/analysis/analysisJob';
import { emptyAnalysis, type ReportAnalysis } from '../../../../common/record/analysis';
import type { SourcePdf } from '../../../../common/record/sources';
import type { Report } from '../../../../common/report/schema';
import { findingReviews, type ReviewMark } from '../../../../common/review/marks';
import { readReviewStatus, type ReviewStatus } from '../../../../common/review/status';
import type { ReportVersion } from '../../../../common/record/versions';
import { anyChange, unsavedChanges, type SavableReport, type UnsavedChanges } from '../saving/savedReport';

/*
 * The report editor's state machine (SPEC §4): the stage (upload, then edit once a report is
 * shown), the analysis status, the load, save and download flags, and the data being edited.
 * Pure, so every transition is unit-tested; the effects live in useReportEditor.
 */

export type EditorStage = 'upload' | 'edit';
export type AnalysisStatus = 'idle' | 'loading' | 'error' | 'canceled';
export type DownloadFormat = 'pdf' | 'docx';
/** How this visit began: at /reports/new (kept after the address moves to the new report) or at an id. */
export type EditorOrigin = 'new' | 'existing';

export interface SaveState {
  status: 'idle' | 'saving' | 'failed';
  /** Why the last save failed, in Spanish. */
  error: string | null;
  /** When this visit last saved (ISO), for 'Guardado hace …'. */
  savedAt: string | null;
}

/** A report as read from the record backend, ready for the editor. */
export interface LoadedReport {
  id: string;
  name: string;
  data: Report;
  /** The source PDFs kept with the record (protected files), with the names they were uploaded with. */
  sourcePdfs: readonly SourcePdf[];
  /** What the engine kept beside the report: documents, provenance, facts for the legal rules. */
  analysis: ReportAnalysis;
  /** Field confirmations and edits, and findings marked *revisado* (`review_marks`). */
  marks: readonly ReviewMark[];
  review: ReviewStatus;
  /** When the record was last written on the server (its `updated`); null when unknown. */
  updated: string | null;
  /** The record's version (issue #20): saves name it, and one over a newer version is refused. */
  version: number;
}

/** A save refused because the report changed meanwhile: what changed, for the lawyer to choose. */
export interface SaveConflict {
  /** The versions written since the shown report was read or saved, newest first. */
  versions: readonly ReportVersion[];
}

export interface EditorState {
  origin: EditorOrigin;
  stage: EditorStage;
  reportId: string | null;
  name: string;
  data: Report | null;
  sourcePdfs: readonly SourcePdf[];
  /** The shown report's `analysis` (documents, provenance, facts). */
  engineAnalysis: ReportAnalysis;
  /** The report's marks as last read or saved (field marks tell edited and confirmed values). */
  marks: readonly ReviewMark[];
  /** The findings marked *revisado* as shown, saved with the report. */
  reviews: readonly FindingReview[];
  review: ReviewStatus;
  /** The name, report and marks as last read or saved; what differs from it is unsaved work. */
  saved: SavableReport | null;
  /** The record's `updated` when it was read: a local draft older than it was overtaken by a save. */
  serverUpdated: string | null;
  /** The version the shown report is based on: the next save names it. */
  version: number;
  /** Set while a save was refused because another tab or session saved first. */
  conflict: SaveConflict | null;
  /** PDFs chosen in the upload area and not yet analysed. */
  selectedFiles: readonly File[];
  /** PDFs analysed during this visit, which 'Archivos Cargados' can open locally. */
  analyzedFiles: readonly File[];
  /** Bumped by 'Nuevo Análisis' so the upload area drops its own state too. */
  uploadResetSignal: number;
  analysis: {
    status: AnalysisStatus;
    error: string | null;
    completed: boolean;
    /** The last analysis's files left out, each named with its reason. */
    refused: readonly string[];
    /** The background job of the analysis running (issue 21), once the upload named it. */
    job: AnalysisJob | null;
  };
  load: { isLoading: boolean; error: string | null };
  save: SaveState;
  download: { format: DownloadFormat | null; error: string | null };
}

export type EditorAction =
  | { type: 'loadStarted' }
  | { type: 'loadSucceeded'; report: LoadedReport }
  | { type: 'loadFailed'; message: string }
  | { type: 'filesChanged'; files: readonly File[] }
  | { type: 'analysisStarted' }
  | { type: 'analysisSucceeded'; report: LoadedReport; refused?: readonly string[] }
  | { type: 'analysisFailed'; message: string }
  | { type: 'analysisCanceled' }
  /** The job of the analysis running changed (or was found running when the editor opened). */
  | { type: 'analysisProgress'; job: AnalysisJob }
  | { type: 'nameChanged'; name: string }
  | { type: 'dataPatched'; patch: Partial<Report> }
  | { type: 'reviewsChanged'; reviews: readonly FindingReview[] }
  /** The report's marks as stored after a confirmation was recorded or taken back. */
  | { type: 'marksChanged'; marks: readonly ReviewMark[] }
  | { type: 'reviewStatusChanged'; review: ReviewStatus; version: number }
  /** A local draft replaces what is shown; the record is unchanged, so the draft is unsaved work. */
  | { type: 'draftRestored'; draft: SavableReport }
  | { type: 'saveStarted' }
  /** `saved`: what the save wrote, which may be older than what is shown by now; `marks`: as stored after it. */
  | {
      type: 'saveSucceeded';
      saved: SavableReport;
      at: string;
      version: number;
      review: ReviewStatus;
      marks?: readonly ReviewMark[];
    }
  | { type: 'saveFailed'; message: string }
  /** Another tab or session saved first: the save is held and what changed is shown. */
  | { type: 'saveConflicted'; message: string; versions: readonly ReportVersion[] }
  | { type: 'downloadStarted'; format: DownloadFormat }
  | { type: 'downloadFinished' }
  | { type: 'downloadFailed'; message: string }
  | { type: 'newAnalysis' };

export function initialEditorState(reportId: string | null = null): EditorState {
  return {
    origin: reportId === null ? 'new' : 'existing',
    stage: 'upload',
    reportId,
    name: '',
    data: null,
    sourcePdfs: [],
    engineAnalysis: emptyAnalysis(),
    marks: [],
    reviews: [],
    review: readReviewStatus({}),
    saved: null,
    serverUpdated: null,
    version: 0,
    conflict: null,
    selectedFiles: [],
    analyzedFiles: [],
    uploadResetSignal: 0,
    analysis: { status: 'idle', error: null, completed: false, refused: [], job: null },
    load: { isLoading: false, error: null },
    save: { status: 'idle', error: null, savedAt: null },
    download: { format: null, error: null },
  };
}

function showReport(state: EditorState, report: LoadedReport): EditorState {
  const reviews = findingReviews(report.marks);
  return {
    ...state,
    stage: 'edit',
    reportId: report.id,
    name: report.name,
    data: report.data,
    sourcePdfs: report.sourcePdfs,
    engineAnalysis: report.analysis,
    marks: report.marks,
    reviews,
    review: report.review,
    saved: { name: report.name, data: report.data, reviews },
    serverUpdated: report.updated,
    version: report.version,
    conflict: null,
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
      return {
        ...state,
        analysis: { status: 'loading', error: null, completed: false, refused: [], job: null },
      };
    case 'analysisProgress':
      return {
        ...state,
        analysis: { status: 'loading', error: null, completed: false, refused: [], job: action.job },
      };
    case 'analysisSucceeded':
      return {
        ...showReport(state, action.report),
        // A name typed while the analysis ran stays, as an unsaved change.
        ...(state.saved !== null && state.name !== state.saved.name ? { name: state.name } : {}),
        analyzedFiles: [...state.analyzedFiles, ...state.selectedFiles],
        selectedFiles: [],
        analysis: { status: 'idle', error: null, completed: true, refused: action.refused ?? [], job: null },
      };
    case 'analysisFailed':
      return {
        ...state,
        analysis: { status: 'error', error: action.message, completed: false, refused: [], job: null },
      };
    case 'analysisCanceled':
      return {
        ...state,
        analysis: { status: 'canceled', error: null, completed: false, refused: [], job: null },
      };
    case 'nameChanged':
      return { ...state, name: action.name };
    case 'dataPatched':
      return state.data === null ? state : { ...state, data: { ...state.data, ...action.patch } };
    case 'reviewsChanged':
      return { ...state, reviews: action.reviews };
    case 'marksChanged':
      return { ...state, marks: action.marks };
    case 'reviewStatusChanged':
      return { ...state, review: action.review, version: action.version };
    case 'draftRestored':
      return state.data === null
        ? state
        : { ...state, name: action.draft.name, data: action.draft.data, reviews: action.draft.reviews };
    case 'saveStarted':
      return { ...state, save: { ...state.save, status: 'saving', error: null } };
    case 'saveSucceeded':
      return {
        ...state,
        saved: action.saved,
        marks: action.marks ?? state.marks,
        version: action.version,
        review: action.review,
        conflict: null,
        save: { status: 'idle', error: null, savedAt: action.at },
      };
    case 'saveFailed':
      return { ...state, save: { ...state.save, status: 'failed', error: action.message } };
    case 'saveConflicted':
      return {
        ...state,
        conflict: { versions: action.versions },
        save: { ...state.save, status: 'failed', error: action.message },
      };
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

/** What a save would write now; null while no report is shown. */
export function savableReport(state: EditorState): SavableReport | null {
  return state.data === null ? null : { name: state.name, data: state.data, reviews: state.reviews };
}

/** The parts of the shown report not yet stored; null while no report is shown. */
export function pendingChanges(state: EditorState): UnsavedChanges | null {
  const current = savableReport(state);
  return current === null || state.saved === null ? null : unsavedChanges(current, state.saved);
}

export function hasUnsavedChanges(state: EditorState): boolean {
  const changes = pendingChanges(state);
  return changes !== null && anyChange(changes);
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
