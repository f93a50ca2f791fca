import { describe, expect, it } from 'vitest';
import { findingKey } from '../findings/reviews';
import { facts, fieldMark, gp, report, REFERENCE_DATE } from '../../tests/factories/findings';
import type { ProvenanceMap } from '../record/provenance';
import { newLien } from '../documents/types/gp';
import { fieldStatus, fieldStatuses } from './fieldStatus';
import {
  fieldMarks,
  findingReviews,
  markValue,
  marksChangeSchema,
  readMarks,
  type ReviewMark,
} from './marks';
import { describePending, pendingReviewItems } from './pending';
import { readReviewStatus, reviewStatusText } from './status';

const referenceDate = new Date(`${REFERENCE_DATE}T12:00:00Z`);
const source = (confidence: number) => ({ file: 'gp.pdf', page: 1, snippet: '…', confidence });

const withLien = report({
  gp_certificates: [
    gp({ gravamenes: [{ ...newLien(), fojas: 5, numero: 6, ano: 2019, acreedor: 'BANCO' }] }),
  ],
});
const LIEN = 'gp_certificates[0].gravamenes[0]';

describe('fieldStatus', () => {
  const provenance: ProvenanceMap = {
    'gp_certificates[0].fojas': source(0.9),
    'gp_certificates[0].numero': { ...source(0.9), unsure: ['ocr_low_confidence'] },
    'gp_certificates[0].ano': source(0.3),
  };

  it('tells engine values, sure or not, from values people confirmed or wrote', () => {
    const marks = fieldMarks([
      fieldMark('gp_certificates[0].ano', 2019),
      fieldMark('gp_certificates[0].conservador', 'X', 'edited'),
    ]);
    expect(fieldStatus('gp_certificates[0].fojas', withLien, provenance, marks)).toMatchObject({
      kind: 'engine',
      sure: true,
    });
    expect(fieldStatus('gp_certificates[0].numero', withLien, provenance, marks)).toMatchObject({
      kind: 'engine',
      sure: false,
      reasons: ['ocr_low_confidence'],
    });
    expect(fieldStatus('gp_certificates[0].ano', withLien, provenance, marks).kind).toBe('confirmed');
    expect(fieldStatus('gp_certificates[0].conservador', withLien, provenance, marks).kind).toBe('edited');
    expect(fieldStatus('gp_certificates[0].domicilio', withLien, provenance, marks).kind).toBe('manual');
  });

  it('sees a confirmed value changed afterwards', () => {
    const marks = fieldMarks([fieldMark('gp_certificates[0].ano', 2018)]);
    expect(fieldStatus('gp_certificates[0].ano', withLien, provenance, marks).kind).toBe(
      'changed_after_confirmation',
    );
    expect([...fieldStatuses(withLien, provenance, []).keys()]).toEqual(Object.keys(provenance));
  });
});

describe('pendingReviewItems', () => {
  const provenance: ProvenanceMap = { [`${LIEN}.fojas`]: source(0.9), 'gp_certificates[0].ano': source(0.3) };
  const pending = (marks: ReviewMark[], prov = provenance) =>
    pendingReviewItems({ report: withLien, provenance: prov, facts: facts(), marks, referenceDate });

  it('lists the engine’s liens and unsure values nobody confirmed', () => {
    const items = pending([]);
    expect(items.map((item) => item.kind)).toEqual(['encumbrance', 'unsure']);
    expect(describePending(items)).toBe(
      '1 gravamen o prohibición sin confirmar y 1 valor dudoso sin confirmar',
    );
  });

  it('clears a lien by its finding review or by confirming it, and an unsure value by confirming or editing it', () => {
    const [lien] = pending([]);
    if (lien?.kind !== 'encumbrance') throw new Error('expected the lien first');
    const byReview: ReviewMark = { ...fieldMark('x', null), kind: 'finding', key: lien.key };
    expect(pending([byReview, fieldMark('gp_certificates[0].ano', 2019, 'edited')])).toEqual([]);
    expect(
      pending([fieldMark(LIEN, markValue(withLien, LIEN)), fieldMark('gp_certificates[0].ano', 2019)]),
    ).toEqual([]);
  });

  it('leaves out what the engine did not find', () => {
    expect(pending([], {})).toEqual([]);
  });

  it('keys findings the way the panel reviews them', () => {
    const [lien] = pending([]);
    expect(lien?.kind === 'encumbrance' && lien.key).toBe(
      findingKey({ code: 'HIPOTECA_VIGENTE', doc: 'gp', refs: [LIEN] }),
    );
  });
});

describe('marks', () => {
  it('validates a change and reads stored records, dropping unreadable ones', () => {
    expect(marksChangeSchema.safeParse({}).success).toBe(false);
    expect(
      marksChangeSchema.safeParse({ upsert: [{ kind: 'field', path: 'a..b', state: 'confirmed', value: 1 }] })
        .success,
    ).toBe(false);
    const change = marksChangeSchema.parse({ upsert: [{ kind: 'finding', key: 'K', comment: '  visto ' }] });
    expect(change.upsert[0]).toEqual({ kind: 'finding', key: 'K', comment: 'visto' });

    const marks = readMarks([
      {
        id: '1',
        kind: 'finding',
        target: 'K',
        state: 'reviewed',
        comment: 'ok',
        reviewer: 'u1',
        reviewer_name: 'Ana',
        marked_at: '2026-03-05 15:00:00.000Z',
      },
      {
        id: '2',
        kind: 'field',
        target: 'notes[0]',
        state: 'edited',
        value: 'x',
        reviewer: 'u1',
        reviewer_name: 'Ana',
        marked_at: '2026-03-05 15:00:00.000Z',
      },
      { id: '3', kind: 'field', target: 'no es ruta', state: 'edited', marked_at: '' },
      { id: '4' },
    ]);
    expect(marks.map((mark) => mark.id)).toEqual(['1', '2']);
    expect(findingReviews(marks)).toEqual([
      { key: 'K', comment: 'ok', reviewedAt: '2026-03-05T15:00:00.000Z', reviewer: 'Ana' },
    ]);
  });
});

describe('review status', () => {
  it('reads a row never reviewed as a draft, and names who marked it revisado', () => {
    expect(readReviewStatus({})).toEqual({
      status: 'borrador',
      byId: '',
      byName: '',
      at: null,
      override: null,
    });
    const status = readReviewStatus({
      review_status: 'revisado',
      review_status_by: 'u1',
      review_status_by_name: 'Ana Soto',
      review_status_at: '2026-03-05 15:00:00.000Z',
      review_override: null,
    });
    expect(reviewStatusText(status)).toBe('Revisado por Ana Soto el 05-03-2026');
    expect(reviewStatusText(readReviewStatus({ review_status: 'en_revision' }))).toBe('En revisión');
  });
});
