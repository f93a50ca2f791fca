import { describe, expect, it } from 'vitest';
import { verifyReport } from '../findings/computeFindings';
import { facts, gp, report } from '../../tests/factories/findings';
import { studyDateOn, withStudyDate } from './studyDate';

describe('studyDateOn', () => {
  it('is the day in Chile, at its midnight there', () => {
    expect(studyDateOn(new Date('2026-03-05T15:04:00.000Z'))).toBe('2026-03-05T03:00:00.000Z');
    // 01:00 UTC on the 6th is still the evening of the 5th in Santiago.
    expect(studyDateOn(new Date('2026-03-06T01:00:00.000Z'))).toBe('2026-03-05T03:00:00.000Z');
    expect(studyDateOn(new Date('2026-07-10T12:00:00.000Z'))).toBe('2026-07-10T04:00:00.000Z');
  });
});

describe('withStudyDate', () => {
  const stored = report({ today: '2026-05-02T15:00:00.000Z' });

  it('keeps the study date the report has', () => {
    const dated = { ...stored, study_date: '2025-01-15' };
    expect(withStudyDate(dated, '2026-04-01 12:00:00.000Z')).toBe(dated);
  });

  it('dates a report stored without one on the day it was created, else on its analysis', () => {
    expect(withStudyDate(stored, '2026-04-01 12:00:00.000Z').study_date).toBe('2026-04-01T03:00:00.000Z');
    expect(withStudyDate(stored, undefined).study_date).toBe('2026-05-02T04:00:00.000Z');
    expect(withStudyDate(report({ today: undefined }), '').study_date).toBeUndefined();
  });
});

describe('certificate ages by study date', () => {
  it('marks a certificate vencido on a late study date and recibido on an earlier one', () => {
    const withGp = report({ gp_certificates: [gp({ fecha_emision: '2025-09-02' })] });
    const statusOn = (study_date: string) =>
      verifyReport({ ...withGp, study_date }, facts(), { referenceDate: new Date() }).checklist.find(
        (item) => item.doc === 'gp',
      )?.status;
    expect(statusOn('2026-11-26')).toBe('vencido');
    expect(statusOn('2025-09-10')).toBe('recibido');
  });
});
