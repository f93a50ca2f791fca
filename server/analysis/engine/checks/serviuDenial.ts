import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { foldLower } from '../text/folded';
import { deniedWithoutYes } from './yesNoWords';

/*
 * A SERVIU certificate answers one question, whether the property is to be expropriated by the
 * SERVIU. Its "no", read by OCR from a worn copy, is doubted when tesseract doubted a word of the
 * sentence; but a sentence that still reads as a denial ("NO se encuentra afecto a expropiación")
 * or a form whose "no" box holds the mark and whose "sí" box is empty ("SÍ ( ) NO (X)") cannot
 * have been misread from a "sí": OCR loses or garbles letters, it does not write a denial's words
 * or move a mark between boxes. That "no" was read as printed.
 */

/** The confidence of a SERVIU "no" OCR doubted whose words still deny. */
export const DENIED_CONFIDENCE = 0.7;

/** An empty box after "sí" and the mark in the box after "no": "SÍ() NO (X)", "si [ ] no [x]". */
const NO_BOX_MARKED = /(?<!\p{L})s[ií]\s*[([]\s*[)\]]\s*no\s*[([]\s*x\s*[)\]]/u;

/** True when a snippet answers "no" in words or in boxes, with nothing beside it that says "sí". */
export function deniedInWordsOrBoxes(snippet: string): boolean {
  return deniedWithoutYes(snippet) || NO_BOX_MARKED.test(foldLower(snippet));
}

/**
 * The provenance with OCR's doubt about its words lifted from each SERVIU "no" whose snippet
 * still denies (`deniedInWordsOrBoxes`) and that nothing else doubts.
 */
export function settleServiuDenials(report: Report, provenance: ProvenanceMap): ProvenanceMap {
  const settled: ProvenanceMap = { ...provenance };
  (report.property_situation_reports ?? []).forEach((certificate, index) => {
    const path = `property_situation_reports[${index}].objeto_expropiacion`;
    const source = provenance[path];
    if (certificate.objeto_expropiacion !== false || !source || source.derived) return;
    const reasons = source.unsure ?? [];
    if (reasons.length !== 1 || reasons[0] !== 'ocr_low_confidence') return;
    if (!deniedInWordsOrBoxes(source.snippet)) return;
    const { unsure: _unsure, ...entry } = source;
    settled[path] = { ...entry, confidence: Math.max(entry.confidence, DENIED_CONFIDENCE) };
  });
  return settled;
}
