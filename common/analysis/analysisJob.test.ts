import { describe, expect, it } from 'vitest';
import { jobDetailText, jobProgressText, type AnalysisJob } from './analysisJob';

const running: AnalysisJob = {
  id: 'job1',
  report: 'report1',
  state: 'running',
  files_total: 5,
  files_done: 1,
  pages_total: 12,
  pages_done: 2,
  stage: 'reading',
  current_file: 'dominio.pdf',
  error_code: '',
  error_message: '',
  refused: [],
};

describe('job progress texts', () => {
  it('names the file and the page being read, one past those done', () => {
    expect(jobDetailText(running)).toBe('Analizando «dominio.pdf» (2 de 5) · página 3 de 12');
    expect(jobDetailText({ ...running, pages_done: 12 })).toBe(
      'Analizando «dominio.pdf» (2 de 5) · página 12 de 12',
    );
  });

  it('leaves the ordinal out when the job has one file', () => {
    expect(jobDetailText({ ...running, files_total: 1, files_done: 0 })).toBe(
      'Analizando «dominio.pdf» · página 3 de 12',
    );
  });

  it('says when a scanned page’s text is being recognised', () => {
    expect(jobDetailText({ ...running, stage: 'recognising', pages_done: 0, pages_total: 3 })).toBe(
      'Analizando «dominio.pdf» (2 de 5) · reconociendo texto, página 1 de 3',
    );
  });

  it('names the file alone before its pages are counted, and the files alone before one is taken', () => {
    expect(jobDetailText({ ...running, pages_total: 0, pages_done: 0 })).toBe(
      'Analizando «dominio.pdf» (2 de 5)',
    );
    expect(jobDetailText({ ...running, current_file: '', files_done: 0 })).toBe('Analizando… 0/5');
  });

  it('says when the documents are read and the report is being put together, or the job waits', () => {
    expect(jobDetailText({ ...running, stage: 'merging', files_done: 5, current_file: '' })).toBe(
      'Leídos 5 de 5 documentos · armando el reporte…',
    );
    expect(jobDetailText({ ...running, state: 'queued' })).toBe('En cola para análisis…');
  });

  it('keeps the dashboard row short: files read of the job', () => {
    expect(jobProgressText({ ...running, files_done: 3, files_total: 9 })).toBe('Analizando… 3/9');
  });
});
