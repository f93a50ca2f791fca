import { describe, expect, it } from 'vitest';
import type { FindingReview } from '../../../../common/findings';
import { emptyAnalysis } from '../../../../common/record/analysis';
import { emptyReport } from '../../../../common/report/defaults';
import type { ReviewMark } from '../../../../common/review/marks';
import { readReviewStatus } from '../../../../common/review/status';
import type { SavableReport } from '../saving/savedReport';
import {
  editorReducer,
  initialEditorState,
  hasUnsavedChanges,
  isEditorBusy,
  pendingChanges,
  savableReport,
  showsNameField,
  type EditorAction,
  type EditorState,
  type LoadedReport,
} from './editorState';

const NOW = new Date('2026-03-05T15:00:00Z');
const mark: ReviewMark = {
  kind: 'finding',
  id: 'm1',
  key: 'HIPOTECA_VIGENTE|gp|gp_certificates[0].gravamenes[0]',
  comment: 'Se alzará',
  reviewerId: 'u1',
  reviewerName: 'Ana Soto',
  at: '2026-03-05T15:00:00.000Z',
};
/** The finding review the editor shows for `mark`. */
const review: FindingReview = {
  key: mark.key,
  comment: mark.comment,
  reviewedAt: mark.at,
  reviewer: mark.reviewerName,
};
/** A save's answer: the report's next version, its review status unchanged. */
const savedAs = (saved: SavableReport) =>
  ({ type: 'saveSucceeded', saved, version: 4, review: readReviewStatus({}) }) as const;

const report: LoadedReport = {
  id: 'r1',
  name: 'Estudio',
  version: 3,
  data: emptyReport(NOW),
  sourcePdfs: [{ storedName: 'a_abcdefghij.pdf', name: 'a.pdf' }],
  analysis: emptyAnalysis(),
  marks: [mark],
  review: readReviewStatus({}),
  updated: null,
};
const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

function run(actions: EditorAction[], state: EditorState = initialEditorState()): EditorState {
  return actions.reduce(editorReducer, state);
}

describe('editorReducer', () => {
  it('starts idle in the upload stage', () => {
    const state = initialEditorState();
    expect(state.stage).toBe('upload');
    expect(state.analysis.status).toBe('idle');
    expect(showsNameField(state)).toBe(false);
  });

  it('loads an existing report into the edit stage', () => {
    const loading = run([{ type: 'loadStarted' }], initialEditorState('r1'));
    expect(isEditorBusy(loading)).toBe(true);
    expect(showsNameField(loading)).toBe(false);
    const loaded = editorReducer(loading, { type: 'loadSucceeded', report });
    expect(loaded).toMatchObject({
      stage: 'edit',
      reportId: 'r1',
      name: 'Estudio',
      sourcePdfs: report.sourcePdfs,
    });
    expect(loaded.load).toEqual({ isLoading: false, error: null });
    expect(showsNameField(loaded)).toBe(true);
  });

  it('stays in the upload stage with an error when the load fails, and clears it on retry', () => {
    const failed = run([
      { type: 'loadStarted' },
      { type: 'loadFailed', message: 'Error al cargar el reporte' },
    ]);
    expect(failed.stage).toBe('upload');
    expect(failed.load.error).toBe('Error al cargar el reporte');
    expect(editorReducer(failed, { type: 'loadStarted' }).load).toEqual({ isLoading: true, error: null });
  });

  it('ignores a late load answer for another report', () => {
    const state = initialEditorState('other');
    expect(editorReducer(state, { type: 'loadSucceeded', report })).toBe(state);
  });

  it('runs an analysis: starting clears error and canceled, success shows the report', () => {
    const canceled = run([{ type: 'analysisStarted' }, { type: 'analysisCanceled' }]);
    expect(canceled.analysis).toEqual({
      status: 'canceled',
      error: null,
      completed: false,
      refused: [],
      job: null,
    });

    const failed = run([{ type: 'analysisStarted' }, { type: 'analysisFailed', message: 'x' }]);
    expect(failed.analysis).toEqual({
      status: 'error',
      error: 'x',
      completed: false,
      refused: [],
      job: null,
    });

    // The server's job (issue 21): its progress is shown while the analysis runs.
    const job = {
      id: 'j1',
      report: 'r1',
      state: 'running' as const,
      files_total: 9,
      files_done: 3,
      pages_total: 2,
      pages_done: 1,
      stage: 'reading',
      current_file: 'gp.pdf',
      error_code: '',
      error_message: '',
      refused: [],
    };
    const following = editorReducer(failed, { type: 'analysisProgress', job });
    expect(following.analysis).toMatchObject({ status: 'loading', error: null, job });
    expect(isEditorBusy(following)).toBe(true);

    const restarted = editorReducer(failed, { type: 'analysisStarted' });
    expect(restarted.analysis).toEqual({
      status: 'loading',
      error: null,
      completed: false,
      refused: [],
      job: null,
    });
    expect(isEditorBusy(restarted)).toBe(true);

    const withFiles = editorReducer(restarted, { type: 'filesChanged', files: [pdf('a.pdf')] });
    const done = editorReducer(withFiles, {
      type: 'analysisSucceeded',
      report,
      refused: ['«notas.pdf» no es un PDF'],
    });
    expect(done).toMatchObject({ stage: 'edit', reportId: 'r1', selectedFiles: [] });
    expect(done.analyzedFiles.map((file) => file.name)).toEqual(['a.pdf']);
    expect(done.analysis).toEqual({
      status: 'idle',
      error: null,
      completed: true,
      refused: ['«notas.pdf» no es un PDF'],
      job: null,
    });
    // The next analysis starts without the last one's refusals.
    expect(editorReducer(done, { type: 'analysisStarted' }).analysis.refused).toEqual([]);
  });

  it('patches data and the name', () => {
    const loaded = run([{ type: 'loadSucceeded', report }]);
    const patched = run(
      [
        { type: 'dataPatched', patch: { notes: ['Nota'] } },
        { type: 'nameChanged', name: 'Nuevo nombre' },
      ],
      loaded,
    );
    expect(patched.data?.notes).toEqual(['Nota']);
    expect(patched.data?.property_registry_history).toEqual([]);
    expect(patched.name).toBe('Nuevo nombre');
  });

  it('ignores data patches before there is data', () => {
    const state = initialEditorState();
    expect(editorReducer(state, { type: 'dataPatched', patch: { notes: [] } })).toBe(state);
  });

  it('tracks downloads with their own error', () => {
    const downloading = run([{ type: 'downloadStarted', format: 'docx' }]);
    expect(downloading.download).toEqual({ format: 'docx', error: null });
    const failed = editorReducer(downloading, { type: 'downloadFailed', message: 'HTTP error! status: 501' });
    expect(failed.download).toEqual({ format: null, error: 'HTTP error! status: 501' });
    expect(editorReducer(failed, { type: 'downloadStarted', format: 'pdf' }).download.error).toBeNull();
    expect(run([{ type: 'downloadStarted', format: 'pdf' }, { type: 'downloadFinished' }]).download).toEqual({
      format: null,
      error: null,
    });
  });

  it('knows which edits are unsaved: name, data and marks, each on its own', () => {
    const loaded = run([{ type: 'loadSucceeded', report }], initialEditorState('r1'));
    expect(loaded.reviews).toEqual([review]);
    expect(hasUnsavedChanges(loaded)).toBe(false);

    const marked = editorReducer(loaded, { type: 'reviewsChanged', reviews: [] });
    expect(pendingChanges(marked)).toEqual({ name: false, data: false, reviews: true });
    const renamed = editorReducer(loaded, { type: 'nameChanged', name: 'Otro' });
    expect(pendingChanges(renamed)).toEqual({ name: true, data: false, reviews: false });
    const edited = editorReducer(loaded, { type: 'dataPatched', patch: { notes: ['x'] } });
    expect(pendingChanges(edited)).toEqual({ name: false, data: true, reviews: false });
    expect(pendingChanges(initialEditorState())).toBeNull();
  });

  it('a save stores what it wrote: edits made while it ran stay unsaved, a failure keeps everything', () => {
    const loaded = run([{ type: 'loadSucceeded', report }], initialEditorState('r1'));
    const edited = editorReducer(loaded, { type: 'dataPatched', patch: { notes: ['uno'] } });
    const written = savableReport(edited);
    if (written === null) throw new Error('no report');
    const saving = editorReducer(edited, { type: 'saveStarted' });
    expect(saving.save.status).toBe('saving');
    const editedMeanwhile = editorReducer(saving, { type: 'dataPatched', patch: { notes: ['dos'] } });
    const saved = editorReducer(editedMeanwhile, {
      type: 'saveSucceeded',
      saved: written,
      at: NOW.toISOString(),
      version: 4,
      review: readReviewStatus({ review_status: 'en_revision' }),
    });
    // The next save names the version this one made; an edit reopened the review.
    expect(saved.version).toBe(4);
    expect(saved.review.status).toBe('en_revision');
    expect(saved.save).toEqual({ status: 'idle', error: null, savedAt: NOW.toISOString() });
    expect(pendingChanges(saved)).toEqual({ name: false, data: true, reviews: false });
    expect(hasUnsavedChanges(editorReducer(edited, { ...savedAs(written), at: '' }))).toBe(false);
    // The marks as the server stored them with the save (edited values, reviews) replace the loaded ones.
    expect(editorReducer(edited, { ...savedAs(written), at: '', marks: [] }).marks).toEqual([]);
    expect(saved.marks).toEqual([mark]);

    const failed = editorReducer(saving, { type: 'saveFailed', message: 'No se pudo guardar' });
    expect(failed.save).toMatchObject({ status: 'failed', error: 'No se pudo guardar' });
    expect(failed.data?.notes).toEqual(['uno']);
    expect(hasUnsavedChanges(failed)).toBe(true);
    expect(editorReducer(failed, { type: 'saveStarted' }).save.error).toBeNull();
  });

  it('a restored draft is shown as unsaved work over the stored report', () => {
    const loaded = run([{ type: 'loadSucceeded', report }], initialEditorState('r1'));
    const draft = { name: 'Borrador', data: { ...report.data, notes: ['del borrador'] }, reviews: [] };
    const restored = editorReducer(loaded, { type: 'draftRestored', draft });
    expect(restored).toMatchObject({ name: 'Borrador', data: draft.data, reviews: [] });
    expect(pendingChanges(restored)).toEqual({ name: true, data: true, reviews: true });
  });

  it('keeps a name typed while an update analysis ran, as an unsaved change', () => {
    const loaded = run([{ type: 'loadSucceeded', report }], initialEditorState('r1'));
    const updated = run(
      [
        { type: 'filesChanged', files: [pdf('b.pdf')] },
        { type: 'analysisStarted' },
        { type: 'nameChanged', name: 'Casa en Ñuñoa' },
        { type: 'analysisSucceeded', report: { ...report, data: { ...report.data, notes: ['nuevo'] } } },
      ],
      loaded,
    );
    expect(updated).toMatchObject({ name: 'Casa en Ñuñoa', data: { notes: ['nuevo'] } });
    expect(pendingChanges(updated)).toEqual({ name: true, data: false, reviews: false });
    const untouched = run(
      [{ type: 'analysisStarted' }, { type: 'analysisSucceeded', report: { ...report, name: 'Otro' } }],
      loaded,
    );
    expect(untouched.name).toBe('Otro');
  });

  it('resets everything on Nuevo Análisis and signals the upload area', () => {
    const used = run([
      { type: 'filesChanged', files: [pdf('a.pdf')] },
      { type: 'analysisStarted' },
      { type: 'analysisSucceeded', report },
      { type: 'nameChanged', name: 'x' },
    ]);
    const reset = editorReducer(used, { type: 'newAnalysis' });
    expect(reset).toEqual({ ...initialEditorState(), uploadResetSignal: used.uploadResetSignal + 1 });
  });
});
