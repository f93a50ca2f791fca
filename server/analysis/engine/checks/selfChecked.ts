import { isValidRut } from '../../../../common/rut';
import { isUnsure, type ProvenanceMap, type UnsureReason } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { statedLeaves } from '../traceValues';

/*
 * Values whose own structure checks OCR's reading (issue #17): a RUT's check digit, computed from
 * its other digits, and an SII appraisal's total, the sum of its two parts. A misread digit breaks
 * the check (a RUT's in ten cases out of eleven, a sum's always), so a value that passes it was
 * read as printed, whatever confidence tesseract gave its words; OCR's doubt alone is lifted.
 */

/** The confidence of a value OCR doubted whose own check confirms it. */
export const SELF_CHECKED_CONFIDENCE = 0.7;

const OCR_DOUBT: UnsureReason = 'ocr_low_confidence';

/** Paths of the RUTs whose check digit fits, and of the appraisal amounts that add up. */
export function selfCheckedPaths(report: Report): string[] {
  const ruts = statedLeaves(report).flatMap(([path, value]) =>
    path.endsWith('.rut') && typeof value === 'string' && isValidRut(value) ? [path] : [],
  );
  const sums = (report.certificados_avaluo ?? []).flatMap((certificate, index) => {
    const { avaluo_afecto: taxed, avaluo_exento: exempt, avaluo_total: total } = certificate;
    // A total of zero adds up whatever was lost.
    if (taxed === null || exempt === null || !total || taxed + exempt !== total) return [];
    return ['avaluo_afecto', 'avaluo_exento', 'avaluo_total'].map(
      (key) => `certificados_avaluo[${index}].${key}`,
    );
  });
  return [...ruts, ...sums];
}

/** The provenance with OCR's doubt lifted from the values whose own check confirms them. */
export function settleSelfChecked(report: Report, provenance: ProvenanceMap): ProvenanceMap {
  const settled: ProvenanceMap = { ...provenance };
  for (const path of selfCheckedPaths(report)) {
    const source = provenance[path];
    // A RUT fits its person only as well as the name beside it was read.
    const name = provenance[path.replace(/\.rut$/, '.nombre')];
    if (path.endsWith('.rut') && name && isUnsure(name)) continue;
    if (!source?.unsure?.includes(OCR_DOUBT) || source.unsure.some((reason) => reason !== OCR_DOUBT))
      continue;
    const { unsure: _unsure, ...entry } = source;
    settled[path] = { ...entry, confidence: Math.max(entry.confidence, SELF_CHECKED_CONFIDENCE) };
  }
  return settled;
}
