import { describe, expect, it } from 'vitest';
import { typicalReport } from '../../render/testing/sampleReports';
import { countReportDocuments, parseStoredOutput } from './storedReport';

describe('parseStoredOutput', () => {
  it('reads missing or null lists as empty', () => {
    expect(parseStoredOutput({ today: '2026-03-05', gp_certificates: null, notes: null })).toEqual({
      today: '2026-03-05',
      property_registry_history: [],
      notes: null,
    });
  });

  it('keeps a full report as it is', () => {
    expect(parseStoredOutput(typicalReport())).toEqual(typicalReport());
  });

  it('gives null for output that does not match the schema', () => {
    expect(parseStoredOutput(null)).toBeNull();
    expect(parseStoredOutput([])).toBeNull();
    expect(parseStoredOutput({ property_registry_history: [{ fojas: 'muchas' }] })).toBeNull();
  });
});

describe('countReportDocuments', () => {
  it('counts registry entries and certificates', () => {
    expect(countReportDocuments(typicalReport())).toBe(9);
    expect(countReportDocuments({ property_registry_history: [] })).toBe(0);
  });
});
