import { afterEach, describe, expect, it } from 'vitest';
import { emptyReport } from '../../../../common/report/defaults';
import { draftKey, readDraft, readDraftNewerThan, removeDraft, writeDraft } from './localDraft';

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

  it('offers a draft only when it is newer than the report’s last save on the server', () => {
    writeDraft(localStorage, 'ana', 'r1', report, NOW);
    expect(readDraftNewerThan(localStorage, 'ana', 'r1', '2026-03-05 14:59:59.000Z')).toMatchObject(report);
    expect(readDraftNewerThan(localStorage, 'ana', 'r1', null)).toMatchObject(report);
    // Saved since (here, or in another browser): the draft is stale and goes.
    expect(readDraftNewerThan(localStorage, 'ana', 'r1', '2026-03-05 15:00:01.000Z')).toBeNull();
    expect(readDraft(localStorage, 'ana', 'r1')).toBeNull();
  });

  it('migrates a draft an older editor wrote instead of dropping it', () => {
    // Before the study date, the client and the conclusion; a lien without its type; one review
    // in a shape no longer read; no date.
    const older = {
      name: 'Estudio antiguo',
      data: {
        property_registry_history: [{ conservador: 'San Miguel', fojas: 12, propietarios: [] }],
        gp_certificates: [{ fojas: 3, gravamenes: [{ acreedor: 'Banco' }] }],
        notes: ['sin guardar'],
      },
      reviews: [{ key: 'x' }, { key: 'GP_HIPOTECA|gp.0', comment: '', reviewedAt: '2026-03-01' }],
    };
    localStorage.setItem(draftKey('ana', 'r1'), JSON.stringify(older));
    const draft = readDraft(localStorage, 'ana', 'r1');
    expect(draft).toMatchObject({ storedAt: new Date(0).toISOString(), name: 'Estudio antiguo' });
    expect(draft?.data).toMatchObject({ client_name: '', conclusion: '', notes: ['sin guardar'] });
    expect(draft?.data.property_registry_history[0]).toMatchObject({ conservador: 'San Miguel', fojas: 12 });
    expect(draft?.data.gp_certificates?.[0]?.gravamenes[0]).toMatchObject({
      tipo: 'HIPOTECA',
      acreedor: 'Banco',
    });
    expect(draft?.reviews).toEqual([older.reviews[1]]);
    // Undated, it is offered only for a report never saved on the server.
    expect(readDraftNewerThan(localStorage, 'ana', 'r1', null)?.name).toBe('Estudio antiguo');
  });

  it('drops a draft it cannot read', () => {
    for (const text of ['{"data": 3}', '{"name": "sin reporte"}', 'no es JSON', '[]']) {
      localStorage.setItem(draftKey('ana', 'r1'), text);
      expect(readDraft(localStorage, 'ana', 'r1')).toBeNull();
      expect(localStorage.getItem(draftKey('ana', 'r1'))).toBeNull();
    }
  });
});
