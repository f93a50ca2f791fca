import { describe, expect, it } from 'vitest';
import { computeFindings } from '../../../common/findings/computeFindings';
import { emptyFacts } from '../../../common/findings/facts';
import { newGpCertificate } from '../../../common/documents/types/gp';
import type { DossierAnalysis, FileOutcome } from '../engine/analyzeDossier';
import { refineAnalysis } from './refineAnalysis';

const referenceDate = new Date('2026-11-21T12:00:00Z');

function analysisWithEmptyNumero(): DossierAnalysis {
  const output = {
    client_name: '',
    conclusion: '',
    property_registry_history: [],
    gp_certificates: [{ ...newGpCertificate(), fojas: 4213, numero: null, ano: 2020 }],
  };
  const facts = emptyFacts();
  return {
    output,
    provenance: {
      'gp_certificates[0].fojas': { file: 'gp.pdf', page: 1, snippet: 'fojas 4213', confidence: 0.95 },
    },
    documents: [{ file: 'gp.pdf', type: 'gp', pages: 1, ocr: false }],
    notes: [],
    facts,
    findings: computeFindings(output, facts, { referenceDate }),
  };
}

const outcomes: FileOutcome[] = [
  {
    document: { file: 'gp.pdf', type: 'gp', pages: 1, ocr: false },
    extracted: null,
    notes: [],
    text: 'CERTIFICADO DE HIPOTECAS ... fojas 4213 número 5120 del año 2020 ...',
  },
];

describe('refineAnalysis', () => {
  it('hands each document’s text to the model and keeps what it fills', async () => {
    const asked: string[] = [];
    const refined = await refineAnalysis(
      analysisWithEmptyNumero(),
      outcomes,
      async (request) => {
        asked.push(request.user);
        return { numero: 5120 };
      },
      referenceDate,
    );
    expect(asked[0]).toContain('número 5120');
    expect(refined.output.gp_certificates?.[0]?.numero).toBe(5120);
    expect(refined.provenance['gp_certificates[0].numero']?.snippet).toMatch(/modelo de lenguaje/);
    expect(refined.findings).toEqual(computeFindings(refined.output, refined.facts, { referenceDate }));
  });

  it('returns the analysis untouched when the model adds nothing or fails', async () => {
    const analysis = analysisWithEmptyNumero();
    expect(await refineAnalysis(analysis, outcomes, async () => ({}), referenceDate)).toBe(analysis);
    const failing = await refineAnalysis(
      analysis,
      outcomes,
      async () => {
        throw new Error('sin conexión');
      },
      referenceDate,
    );
    expect(failing).toBe(analysis);
  });
});
