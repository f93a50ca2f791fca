import { describe, expect, it } from 'vitest';
import { emptyFacts } from '../findings/facts';
import { emptyAnalysis, readAnalysis } from './analysis';

const source = { file: 'gp.pdf', page: 1, snippet: 'fojas 4213', confidence: 0.9 };

describe('readAnalysis', () => {
  it('reads every part, with the optional boxes, reasons and classification', () => {
    const stored = {
      documents: [
        {
          file: 'gp.pdf',
          type: 'gp',
          pages: 2,
          ocr: false,
          sha256: 'ab',
          confidence: 0.6,
          runnerUp: { type: 'dominio_vigente', confidence: 0.55 },
        },
      ],
      files: [{ name: 'gp.pdf', sha256: 'ab', bytes: 1000 }],
      provenance: {
        'gp_certificates[0].fojas': {
          ...source,
          boxes: [{ page: 1, x: 72, y: 700, width: 40, height: 10 }],
          unsure: ['close_classification'],
        },
      },
      facts: { documents: [{ file: 'gp.pdf', type: 'gp', fecha_emision: '2026-03-01' }] },
    };
    expect(readAnalysis(stored)).toEqual({
      ...stored,
      facts: { ...emptyFacts(), documents: stored.facts.documents },
    });
  });

  it('reads a report without analysis as empty, and drops only what is unreadable', () => {
    expect(readAnalysis(null)).toEqual(emptyAnalysis());
    const analysis = readAnalysis({
      documents: [{ file: 'x.pdf' }, { file: 'gp.pdf', type: 'gp', pages: 1, ocr: false, sha256: '' }],
      provenance: { a: source, b: { ...source, page: 'uno' } },
      facts: 'ilegible',
      reviews: [{ key: 'k' }],
    });
    expect(analysis.documents.map((document) => document.file)).toEqual(['gp.pdf']);
    expect(Object.keys(analysis.provenance)).toEqual(['a']);
    expect(analysis.facts).toEqual(emptyFacts());
    expect(analysis).not.toHaveProperty('reviews');
  });
});
