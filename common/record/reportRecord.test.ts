import { describe, expect, it } from 'vitest';
import { emptyFacts } from '../findings/facts';
import { gp, report as sampleReport } from '../../tests/factories/findings';
import { emptyAnalysis } from './analysis';
import { reportListFields } from './listFields';
import { readStoredOutput, toStoredOutput } from './output';
import { readReportRecord, reportBodyFields, toStoredAnalysis } from './reportRecord';

const NOW = new Date('2026-03-05T15:00:00Z');

describe('readReportRecord', () => {
  it('reads a record’s fields, whatever PocketBase left out or typed otherwise', () => {
    const read = readReportRecord({ id: 'r1', name: 42, source_pdfs: 'gp_a1b2c3d4e5.pdf', updated: 'no' });
    expect(read).toMatchObject({
      id: 'r1',
      name: '',
      output: undefined,
      analysis: emptyAnalysis(),
      sourcePdfs: ['gp_a1b2c3d4e5.pdf'],
      created: '',
      updated: null,
      version: 0,
    });
    expect(read.review.status).toBe('borrador');
  });

  it('keeps the body raw and reads the rest', () => {
    const read = readReportRecord({
      id: 'r2',
      name: 'Estudio',
      output: { property_registry_history: [] },
      created: '2026-03-01 12:00:00.000Z',
      updated: '2026-03-02 12:00:00.000Z',
      version: 3,
      review_status: 'revisado',
    });
    expect(read).toMatchObject({
      name: 'Estudio',
      output: { property_registry_history: [] },
      updated: '2026-03-02T12:00:00.000Z',
      version: 3,
    });
    expect(read.review.status).toBe('revisado');
  });
});

describe('reportBodyFields', () => {
  it('writes the output as every reader reads it, with the list columns computed from it', () => {
    const report = sampleReport({ gp_certificates: [gp()], debt_certificates: [] });
    const input = { name: 'Estudio', report, facts: emptyFacts(), sourceFileCount: 2, referenceDate: NOW };
    const { output, ...columns } = reportBodyFields(input);
    expect(output).toEqual(toStoredOutput(report));
    // An empty list is not stored: it reads back as absent, the rest as written.
    expect(output).not.toHaveProperty('debt_certificates');
    expect(readStoredOutput(output, NOW)?.gp_certificates).toEqual(report.gp_certificates);
    expect(columns).toEqual(reportListFields(input));
  });
});

describe('toStoredAnalysis', () => {
  it('stores only what the analysis reader keeps', () => {
    const analysis = {
      ...emptyAnalysis(),
      files: [{ name: 'gp.pdf', sha256: 'ab', bytes: 10 }],
      documents: [{ file: 'gp.pdf', type: 'gp', pages: -1, ocr: false, sha256: 'ab' }],
      extra: 'never stored',
    };
    const stored = toStoredAnalysis(analysis);
    expect(stored).toEqual({ ...emptyAnalysis(), files: analysis.files });
    expect(stored).not.toHaveProperty('extra');
  });
});
