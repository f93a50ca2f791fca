import { computeFindings } from '../findings/computeFindings';
import type { ReportFacts } from '../findings/facts';
import type { Finding, FindingCode } from '../findings/finding';
import { findingKey } from '../findings/reviews';
import { isWithin, valueAt } from '../record/paths';
import { isUnsure, type ProvenanceMap, type UnsureReason } from '../record/provenance';
import type { Report } from '../report/schema';
import { isReviewed, fieldStatus } from './fieldStatus';
import { fieldMarks, type ReviewMark } from './marks';
import { reviewRisk } from './risk';

/*
 * What stands between a report and *revisado* (#10 item 5): encumbrances the engine found that no
 * person confirmed, and values the engine doubts that no person confirmed or edited. The status
 * endpoint refuses `revisado` while any remain unless an override is recorded; the editor shows
 * the same list.
 */

/** Liens, prohibitions, interdictions, embargos, litigation and bien familiar. */
export const ENCUMBRANCE_CODES = [
  'HIPOTECA_VIGENTE',
  'GRAVAMEN_VIGENTE',
  'PROHIBICION_VIGENTE',
  'PROHIBICION_SERVIU',
  'INTERDICCION_VIGENTE',
  'EMBARGO_VIGENTE',
  'MEDIDA_PRECAUTORIA',
  'LITIGIO_EN_MARGEN',
  'LITIGIO_VIGENTE',
  'BIEN_FAMILIAR',
] as const satisfies readonly FindingCode[];

const ENCUMBRANCES: ReadonlySet<FindingCode> = new Set(ENCUMBRANCE_CODES);

export type PendingReviewItem =
  | { kind: 'encumbrance'; key: string; code: FindingCode; message: string; refs: readonly string[] }
  | { kind: 'unsure'; path: string; reasons: readonly UnsureReason[]; confidence: number };

export interface PendingReviewInput {
  report: Report;
  provenance: ProvenanceMap;
  facts: ReportFacts;
  marks: readonly ReviewMark[];
  referenceDate: Date;
}

/** A finding comes from the engine when the engine read a value it points at (or it points at none). */
function foundByEngine(finding: Finding, provenance: ProvenanceMap): boolean {
  if (finding.refs.length === 0) return true;
  const paths = Object.keys(provenance);
  return finding.refs.some((ref) => paths.some((path) => isWithin(path, ref)));
}

export function pendingReviewItems({
  report,
  provenance,
  facts,
  marks,
  referenceDate,
}: PendingReviewInput): PendingReviewItem[] {
  const byPath = fieldMarks(marks);
  const reviewedFindings = new Set(marks.flatMap((mark) => (mark.kind === 'finding' ? [mark.key] : [])));
  const confirmed = (path: string) => isReviewed(fieldStatus(path, report, provenance, byPath));

  const encumbrances = computeFindings(report, facts, { referenceDate })
    .filter((finding) => ENCUMBRANCES.has(finding.code) && foundByEngine(finding, provenance))
    .filter(
      (finding) =>
        !reviewedFindings.has(findingKey(finding)) &&
        !(finding.refs.length > 0 && finding.refs.every(confirmed)),
    )
    .map((finding): PendingReviewItem => ({
      kind: 'encumbrance',
      key: findingKey(finding),
      code: finding.code,
      message: finding.message,
      refs: finding.refs,
    }));

  const unsure = Object.entries(provenance)
    .filter(([path, source]) => isUnsure(source) && valueAt(report, path) !== undefined && !confirmed(path))
    .sort(([a], [b]) => reviewRisk(a) - reviewRisk(b))
    .map(([path, source]): PendingReviewItem => ({
      kind: 'unsure',
      path,
      reasons: source.unsure ?? [],
      confidence: source.confidence,
    }));
  return [...encumbrances, ...unsure];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** `2 gravámenes sin confirmar y 1 valor dudoso sin confirmar`, for messages and the override record. */
export function describePending(items: readonly PendingReviewItem[]): string {
  const encumbrances = items.filter((item) => item.kind === 'encumbrance').length;
  const unsure = items.length - encumbrances;
  const parts = [
    encumbrances > 0
      ? plural(
          encumbrances,
          'gravamen o prohibición sin confirmar',
          'gravámenes o prohibiciones sin confirmar',
        )
      : '',
    unsure > 0 ? plural(unsure, 'valor dudoso sin confirmar', 'valores dudosos sin confirmar') : '',
  ].filter(Boolean);
  return parts.join(' y ');
}
