import { describe, expect, it } from 'vitest';
import { staleIssueDate } from './staleIssueDate';

describe('staleIssueDate', () => {
  it('doubts a copy issued years before the dossier’s newest certificate', () => {
    expect(staleIssueDate('2021-03-15', '2026-04-30')).toBe(true);
  });

  it('accepts copies gathered with the dossier, or without a date', () => {
    expect(staleIssueDate('2026-04-28', '2026-04-30')).toBe(false);
    expect(staleIssueDate('2014-01-10', '2015-06-02')).toBe(false);
    expect(staleIssueDate(null, '2026-04-30')).toBe(false);
    expect(staleIssueDate('2021-03-15', null)).toBe(false);
  });
});
