import { readDocument, type DossierAnalysis } from '../../server/analysis/engine/analyzeDossier';
import { combineOutcomes } from '../../server/analysis/engine/combineOutcomes';
import { documentFromPages, ocrDocumentFromPages } from './engineDocuments';
import type { HouseDossier } from './fixtureSets';

/** Analyses the dossier's texts through the engine (classification, readers, merge, findings). */
export function analyzeHouseDossier(dossier: HouseDossier): DossierAnalysis {
  const outcomes = dossier.documents.map(({ name, text, ocr }) => {
    const pages = text.split('\f');
    const document = ocr ? ocrDocumentFromPages(name, pages, ocr) : documentFromPages(name, pages);
    return readDocument(document, ocr !== undefined, []);
  });
  return combineOutcomes(outcomes, new Date(`${dossier.referenceDate}T12:00:00Z`));
}

export interface FindingsScore {
  tp: number;
  fp: number;
  fn: number;
  /** `missed CODE` and `unexpected CODE` lines. */
  misses: string[];
}

/** Matches found findings to the expected ones by code (and document, when expected names one). */
export function scoreFindings(dossier: HouseDossier, analysis: DossierAnalysis): FindingsScore {
  const found = analysis.findings;
  const used = new Set<number>();
  const score: FindingsScore = { tp: 0, fp: 0, fn: 0, misses: [] };
  for (const expected of dossier.expected) {
    const index = found.findIndex(
      (finding, at) =>
        !used.has(at) && finding.code === expected.code && (!expected.doc || finding.doc === expected.doc),
    );
    if (index < 0) {
      score.fn++;
      score.misses.push(`missed ${expected.code}`);
    } else {
      used.add(index);
      score.tp++;
    }
  }
  found.forEach((finding, index) => {
    if (used.has(index)) return;
    score.fp++;
    score.misses.push(`unexpected ${finding.code}: ${finding.message}`);
  });
  return score;
}
