import { useId, useState } from 'react';
import {
  findingCards,
  findingKey,
  groupBySeverity,
  type FindingReview,
  type ReportFacts,
} from '../../../../common/findings';
import type { Report } from '../../../../common/report/schema';
import { DocumentChecklist } from './DocumentChecklist';
import { FindingGroupItem } from './FindingGroupItem';
import { FindingItem } from './FindingItem';
import { SeverityFilter } from './SeverityFilter';
import { StudyDateField } from './StudyDateField';
import { useLiveVerification } from './useLiveVerification';
import { VerificationSummary } from './VerificationSummary';
import {
  countBySeverity,
  markReviewed,
  reviewsByKey,
  summarize,
  unmarkReviewed,
  type SeverityFilter as Filter,
} from './verificationSummary';
import './verification.css';

interface LegalVerificationPanelProps {
  data: Report;
  facts: ReportFacts;
  reviews: readonly FindingReview[];
  onReviewsChange: (reviews: readonly FindingReview[]) => void;
  /** Opens and focuses the fields at these output paths. */
  onReveal: (paths: readonly string[]) => void;
  /** The values still to review among a finding's fields, which its link leads to first. */
  pendingIn?: (paths: readonly string[]) => string[];
  /** Name of the signed-in lawyer, kept with the marks they make. */
  reviewer: string;
  /** A new study date (#20): the findings and the checklist are recomputed on it. */
  onStudyDateChange: (studyDate: string) => void;
}

/**
 * 'Verificación legal': the study date they are judged on, the findings of the legal rules over
 * the report being edited with a traffic light over those not yet marked *revisado*, the document
 * checklist, the findings grouped by severity, findings of one kind in one card, and a filter by
 * severity.
 */
export function LegalVerificationPanel({
  data,
  facts,
  reviews,
  onReviewsChange,
  onReveal,
  pendingIn = () => [],
  reviewer,
  onStudyDateChange,
}: LegalVerificationPanelProps) {
  const headingId = useId();
  const [filter, setFilter] = useState<Filter>('todas');
  const { findings, checklist } = useLiveVerification(data, facts);
  const marks = reviewsByKey(reviews);
  const summary = summarize(findings, marks);
  const groups = groupBySeverity(findings);
  // A filter on a severity that no longer has findings shows them all again.
  const shown = groups.filter((group) => filter === 'todas' || group.severity === filter);
  const visible = shown.length > 0 ? shown : groups;
  const mark = (key: string, comment: string) =>
    onReviewsChange(markReviewed(reviews, key, comment, new Date(), reviewer));
  const unmark = (key: string) => onReviewsChange(unmarkReviewed(reviews, key));

  return (
    <section className="verification-panel" aria-labelledby={headingId}>
      <h3 id={headingId} className="verification-panel__heading">
        Verificación legal
      </h3>
      <StudyDateField value={data.study_date} onChange={onStudyDateChange} />
      <VerificationSummary summary={summary} />
      <DocumentChecklist checklist={checklist} />
      <p className="verification-panel__hint">
        Los hallazgos se recalculan al editar los datos. Las marcas de revisión se guardan con el reporte al
        pulsar Guardar.
      </p>
      {findings.length === 0 ? (
        <p className="verification-panel__empty">No hay hallazgos para los datos actuales.</p>
      ) : (
        <>
          {groups.length > 1 && (
            <SeverityFilter
              value={shown.length > 0 ? filter : 'todas'}
              counts={countBySeverity(findings)}
              total={findings.length}
              onChange={setFilter}
            />
          )}
          {visible.map((group) => (
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
                {findingCards(group.findings).map((card) => {
                  const [only] = card.findings;
                  if (card.findings.length > 1 || !only)
                    return (
                      <FindingGroupItem
                        key={card.code}
                        card={card}
                        reviews={marks}
                        onReveal={onReveal}
                        pendingIn={pendingIn}
                        onMark={mark}
                        onUnmark={unmark}
                      />
                    );
                  const key = findingKey(only);
                  return (
                    <FindingItem
                      key={key}
                      finding={only}
                      review={marks.get(key)}
                      onReveal={onReveal}
                      pendingIn={pendingIn}
                      onMark={(comment) => mark(key, comment)}
                      onUnmark={() => unmark(key)}
                    />
                  );
                })}
              </ul>
            </section>
          ))}
        </>
      )}
    </section>
  );
}
