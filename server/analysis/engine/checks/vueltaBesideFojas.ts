import { isUnsure, type ProvenanceMap, type UnsureReason } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { statedLeaves } from '../traceValues';

/*
 * A reference's "vuelta" (fojas 1433 vta., 1433v) is a yes/no with no words of its own: it takes
 * its group's, the whole entry or sentence, and with them OCR's doubt about any of their words (a
 * creditor's name, a court's). Yet it is printed right beside its fojas, and read with it: when
 * the fojas was read in the same document without any doubt, OCR's doubt about the entry's other
 * words says nothing about the vuelta, and is lifted. A vuelta whose fojas was not read, or is
 * doubtful for any reason (a misread number, another entry's reference), keeps every doubt.
 */

/** OCR's doubts about the words of a vuelta's group. */
const OCR_REASONS: ReadonlySet<UnsureReason> = new Set(['ocr_low_confidence', 'ocr_poor_page']);

/** A vuelta's path and the path of the fojas it belongs to. */
const VUELTA = /^(.*\.)vuelta(_anterior)?$/;

/** The provenance with OCR's doubt lifted from every vuelta read beside an undoubted fojas. */
export function settleVueltaBesideFojas(report: Report, provenance: ProvenanceMap): ProvenanceMap {
  const settled: ProvenanceMap = { ...provenance };
  const stated = new Set(statedLeaves(report).map(([path]) => path));
  for (const [path, value] of statedLeaves(report)) {
    const match = VUELTA.exec(path);
    const source = provenance[path];
    if (!match || typeof value !== 'boolean' || !source?.unsure?.length) continue;
    if (source.unsure.some((reason) => !OCR_REASONS.has(reason))) continue;
    const fojasPath = `${match[1] ?? ''}fojas${match[2] ?? ''}`;
    const fojas = provenance[fojasPath];
    if (!stated.has(fojasPath) || !fojas || fojas.derived || fojas.file !== source.file || isUnsure(fojas))
      continue;
    const { unsure: _unsure, ...entry } = source;
    settled[path] = { ...entry, confidence: Math.max(entry.confidence, fojas.confidence) };
  }
  return settled;
}
