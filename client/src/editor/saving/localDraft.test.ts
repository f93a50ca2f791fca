import { afterEach, describe, expect, it } from 'vitest';
import { emptyReport } from '../../../../common/report/defaults';
import { draftKey, readDraft, removeDraft, writeDraft } from './localDraft';

const NOW = new Date('2026-03-05T15:00:00Z');
const report = { name: 'Estudio', data: { ...emptyReport(NOW), notes: ['sin guardar'] }, reviews: [] };

describe('local drafts', () => {
  afterEach(() => localStorage.clear());

  it('keeps one draft per user and report, and never reads another user’s', () => {
    expect(writeDraft(localStorage, 'ana', 'r1', report, NOW)).toBe(true);
    expect(readDraft(localStorage, 'ana', 'r1')).toEqual({ storedAt: NOW.toISOString(), ...report });
    expect(readDraft(localStorage, 'beto', 'r1')).toBeNull();
    expect(readDraft(localStorage, 'ana', 'r2')).toBeNull();
    removeDraft(localStorage, 'ana', 'r1');
    expect(readDraft(localStorage, 'ana', 'r1')).toBeNull();
  });

  it('drops a draft it cannot read', () => {
    localStorage.setItem(draftKey('ana', 'r1'), '{"data": 3}');
    expect(readDraft(localStorage, 'ana', 'r1')).toBeNull();
    expect(localStorage.getItem(draftKey('ana', 'r1'))).toBeNull();
  });
});
