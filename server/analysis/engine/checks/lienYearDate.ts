import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';

/*
 * A GP entry's year, read by OCR from a worn table, is doubted when tesseract doubted its word (a
 * column rule glued to it, "2019|"). Many GPs print the entry's inscription date beside its
 * reference ("Fs. 301 N° 228 Año 2019 Fecha inscripción: 14-05-2019", "352 2019 | 15-07-2019"):
 * the year read alike in that date is a second reading of the same digits, which a misread digit
 * in either would break. Such a year was read as printed.
 */

/** The confidence of a lien's year OCR doubted that its inscription date prints again. */
export const DATED_YEAR_CONFIDENCE = 0.7;

/** True when the words print `year` as a number of its own and again as a date's year ("14-05-2019"). */
export function yearPrintedInDate(year: number, snippet: string): boolean {
  const own = new RegExp(`(?<![\\d.,/-])${year}(?![\\d.,]\\d|\\d)`).test(snippet);
  const dated = new RegExp(`(?<!\\d)\\d{1,2}\\s?[-/.]\\s?\\d{1,2}\\s?[-/.]\\s?${year}(?!\\d)`).test(snippet);
  return own && dated;
}

/**
 * The provenance with OCR's doubt about its words lifted from each GP entry's year that its
 * inscription date prints again (`yearPrintedInDate`) and that nothing else doubts.
 */
export function settleDatedLienYears(report: Report, provenance: ProvenanceMap): ProvenanceMap {
  const settled: ProvenanceMap = { ...provenance };
  (report.gp_certificates ?? []).forEach((gp, index) =>
    (['gravamenes', 'prohibiciones'] as const).forEach((list) =>
      gp[list].forEach((lien, at) => {
        const path = `gp_certificates[${index}].${list}[${at}].ano`;
        const source = provenance[path];
        if (lien.ano === null || !source || source.derived) return;
        const reasons = source.unsure ?? [];
        if (reasons.length !== 1 || reasons[0] !== 'ocr_low_confidence') return;
        if (!yearPrintedInDate(lien.ano, source.snippet)) return;
        const { unsure: _unsure, ...entry } = source;
        settled[path] = { ...entry, confidence: Math.max(entry.confidence, DATED_YEAR_CONFIDENCE) };
      }),
    ),
  );
  return settled;
}
