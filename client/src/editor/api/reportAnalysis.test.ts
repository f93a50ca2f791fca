import { describe, expect, it } from 'vitest';
import { emptyFacts } from '../../../../common/findings';
import { analysisWithReviews, storedFacts, storedReviews } from './reportAnalysis';

const review = {
  key: 'HIPOTECA_VIGENTE|gp|gp_certificates[0].gravamenes[0]',
  comment: 'Visto',
  reviewedAt: '2026-03-05T15:00:00.000Z',
};

describe('the record analysis field', () => {
  it('reads the facts and the marks, each on its own', () => {
    const analysis = {
      documents: [],
      provenance: {},
      facts: { documents: [{ file: 'gp.pdf', type: 'gp', fecha_emision: '2026-03-01' }] },
      reviews: [review],
    };
    expect(storedFacts(analysis).documents).toEqual([
      { file: 'gp.pdf', type: 'gp', fecha_emision: '2026-03-01' },
    ]);
    expect(storedReviews(analysis)).toEqual([review]);
    expect(storedReviews({ ...analysis, facts: 'ilegible' })).toEqual([review]);
    expect(storedFacts(null)).toEqual(emptyFacts());
    expect(storedReviews(null)).toEqual([]);
  });

  it('replaces only the marks, and gives a never-analysed record the engine’s empty lists', () => {
    const analysis = { documents: [{ file: 'gp.pdf' }], provenance: { x: 1 }, facts: {}, reviews: [] };
    expect(analysisWithReviews(analysis, [review])).toEqual({ ...analysis, reviews: [review] });
    expect(analysisWithReviews(null, [review])).toEqual({ documents: [], provenance: {}, reviews: [review] });
  });
});
