import { describe, expect, it } from 'vitest';
import { findingCards, findingKey } from '../../../../common/findings';
import { findingReviewSchema } from '../../../../common/findings/reviews';
import { finding } from '../../../../tests/factories/findings';
import {
  countBySeverity,
  markReviewed,
  pendingText,
  REVIEW_COMMENT_MAX_LENGTH,
  reviewsByKey,
  summarize,
  unmarkReviewed,
} from './verificationSummary';

const NOW = new Date('2026-03-05T15:00:00Z');

const mortgage = finding('HIPOTECA_VIGENTE', 'alta', 'gp_certificates[0].gravamenes[0]');
const stale = finding('CERTIFICADO_VENCIDO', 'media', 'gp_certificates[0].fecha_emision');
const bylaws = finding('REGLAMENTO_COPROPIEDAD', 'info', 'gp_certificates[0].gravamenes[1]');

describe('verification summary', () => {
  it('is rojo with a pending alta, amarillo with only a media, verde otherwise', () => {
    expect(summarize([mortgage, stale, bylaws], reviewsByKey([])).light).toBe('rojo');
    expect(summarize([stale, bylaws], reviewsByKey([])).light).toBe('amarillo');
    expect(summarize([bylaws], reviewsByKey([])).light).toBe('verde');
    expect(summarize([], reviewsByKey([])).light).toBe('verde');
  });

  it('counts only the findings not marked revisado', () => {
    const reviews = markReviewed([], findingKey(mortgage), 'Se alzará en la compraventa', NOW, 'Ana Pérez');
    const summary = summarize([mortgage, stale, bylaws], reviewsByKey(reviews));
    expect(summary).toEqual({
      light: 'amarillo',
      pending: 2,
      reviewed: 1,
      pendingBySeverity: { critica: 0, alta: 0, media: 1, baja: 0, info: 1 },
    });
  });

  it('says how many findings are pending', () => {
    expect(pendingText(0)).toBe('Ningún hallazgo pendiente de revisión');
    expect(pendingText(1)).toBe('1 hallazgo pendiente de revisión');
    expect(pendingText(2)).toBe('2 hallazgos pendientes de revisión');
  });

  it('marks a finding once, trims and bounds the comment, and unmarks it', () => {
    const key = findingKey(mortgage);
    const first = markReviewed([], key, '  visto  ', NOW, 'Ana Pérez');
    expect(first).toEqual([
      { key, comment: 'visto', reviewedAt: '2026-03-05T15:00:00.000Z', reviewer: 'Ana Pérez' },
    ]);
    expect(findingReviewSchema.array().safeParse(first).success).toBe(true);

    const again = markReviewed(first, key, 'x'.repeat(400), NOW, 'Ana Pérez');
    expect(again).toHaveLength(1);
    expect(again[0]?.comment).toHaveLength(REVIEW_COMMENT_MAX_LENGTH);

    const other = markReviewed(again, findingKey(stale), '', NOW, 'Ana Pérez');
    expect(unmarkReviewed(other, key).map((review) => review.key)).toEqual([findingKey(stale)]);
  });

  it('puts findings of one code in one card, in order of first appearance', () => {
    const secondStale = { ...stale, doc: 'deuda_tgr' as const, refs: ['debt_certificates[0].fecha_emision'] };
    const cards = findingCards([stale, mortgage, secondStale]);
    expect(cards.map((card) => [card.code, card.findings.length])).toEqual([
      ['CERTIFICADO_VENCIDO', 2],
      ['HIPOTECA_VIGENTE', 1],
    ]);
    expect(countBySeverity([stale, mortgage, secondStale])).toEqual({
      critica: 0,
      alta: 1,
      media: 2,
      baja: 0,
      info: 0,
    });
  });
});
