import { useId } from 'react';
import {
  findingKey,
  groupBySeverity,
  type FindingReview,
  type ReportFacts,
} from '../../../../common/findings';
import type { Report } from '../../../../common/report/schema';
import { FindingItem } from './FindingItem';
import { useLiveFindings } from './useLiveFindings';
import { VerificationSummary } from './VerificationSummary';
import { markReviewed, reviewsByKey, summarize, unmarkReviewed } from './verificationSummary';
import './verification.css';

interface LegalVerificationPanelProps {
  data: Report;
  facts: ReportFacts;
  reviews: readonly FindingReview[];
  onReviewsChange: (reviews: readonly FindingReview[]) => void;
  /** Opens and focuses the fields at these output paths. */
  onReveal: (paths: readonly string[]) => void;
}

/**
 * 'Verificación legal': the findings of the legal rules over the report being edited, with a
 * traffic light over those not yet marked *revisado*, grouped by severity.
 */
export function LegalVerificationPanel({
  data,
  facts,
  reviews,
  onReviewsChange,
  onReveal,
}: LegalVerificationPanelProps) {
  const headingId = useId();
  const findings = useLiveFindings(data, facts);
  const marks = reviewsByKey(reviews);
  const summary = summarize(findings, marks);

  return (
    <section className="verification-panel" aria-labelledby={headingId}>
      <h3 id={headingId} className="verification-panel__heading">
        Verificación legal
      </h3>
      <VerificationSummary summary={summary} />
      <p className="verification-panel__hint">
        Los hallazgos se recalculan al editar los datos. Las marcas de revisión se guardan con el reporte al
        pulsar Guardar.
      </p>
      {findings.length === 0 ? (
        <p className="verification-panel__empty">No hay hallazgos para los datos actuales.</p>
      ) : (
        groupBySeverity(findings).map((group) => (
          <section
            key={group.severity}
            className="finding-group"
            data-severity={group.severity}
            aria-labelledby={`${headingId}-${group.severity}`}
          >
            <h4 id={`${headingId}-${group.severity}`} className="finding-group__heading">
              {group.label} <span className="finding-group__count">({group.findings.length})</span>
            </h4>
            <ul className="finding-group__list">
              {group.findings.map((finding, index) => {
                const key = findingKey(finding);
                return (
                  <FindingItem
                    // The key alone may repeat when a rule reports the same fields twice.
                    key={`${key}#${index}`}
                    finding={finding}
                    review={marks.get(key)}
                    onReveal={onReveal}
                    onMark={(comment) => onReviewsChange(markReviewed(reviews, key, comment, new Date()))}
                    onUnmark={() => onReviewsChange(unmarkReviewed(reviews, key))}
                  />
                );
              })}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
