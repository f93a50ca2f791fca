import { computeFindings } from '../../../common/findings/computeFindings';
import type { DossierAnalysis, FileOutcome } from '../engine/analyzeDossier';
import { documentOutcomes } from '../engine/combineOutcomes';
import { refineReport, type AskJson } from './refineReport';

/**
 * The optional language-model step over a finished analysis: fills what the rules left empty or
 * unsure, from each document's own text, then re-runs the legal verification on the result.
 */
export async function refineAnalysis(
  analysis: DossierAnalysis,
  outcomes: FileOutcome[],
  ask: AskJson,
  referenceDate: Date,
): Promise<DossierAnalysis> {
  // A file split into parts gives its parts' texts one after another, in page order.
  const texts: Record<string, string> = {};
  for (const { document, text } of documentOutcomes(outcomes))
    if (document && text) texts[document.file] = [texts[document.file], text].filter(Boolean).join('\n');
  const refined = await refineReport(
    { output: analysis.output, provenance: analysis.provenance, texts },
    ask,
  );
  if (refined.filled.length === 0) return analysis;
  return {
    ...analysis,
    output: refined.output,
    provenance: refined.provenance,
    findings: computeFindings(refined.output, analysis.facts, { referenceDate }),
  };
}
