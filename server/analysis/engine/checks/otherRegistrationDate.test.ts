import { describe, expect, it } from 'vitest';
import { emptyReport, newRegistryEntry } from '../../../../common/report/defaults';
import type { Report } from '../../../../common/report/schema';
import { issueDatesOfOtherRegistrations } from './otherRegistrationDate';

const today = new Date('2026-03-01T12:00:00Z');

function history(current: [string, string], earlier: [string, string]): Report {
  const entry = ([fecha_emision, fecha_registro]: [string, string]) => ({
    ...newRegistryEntry(today),
    fecha_emision,
    fecha_registro,
  });
  return { ...emptyReport(today), property_registry_history: [entry(current), entry(earlier)] };
}

describe('issueDatesOfOtherRegistrations', () => {
  it('doubts an earlier title issued on the day the current one was registered (its margin note)', () => {
    const report = history(['2026-02-10', '2019-06-03'], ['2019-06-03', '2008-11-21']);
    expect(issueDatesOfOtherRegistrations(report)).toEqual(['property_registry_history[1].fecha_emision']);
  });

  it('accepts copies issued on their own dates, or on their own registration day', () => {
    expect(
      issueDatesOfOtherRegistrations(history(['2026-02-10', '2019-06-03'], ['2026-02-11', '2008-11-21'])),
    ).toEqual([]);
    expect(
      issueDatesOfOtherRegistrations(history(['2026-02-10', '2026-02-10'], ['2026-02-11', '2008-11-21'])),
    ).toEqual([]);
  });
});
