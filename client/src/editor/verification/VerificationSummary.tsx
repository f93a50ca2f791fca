import { SEVERITY_LABELS, SEVERITY_VALUES, TRAFFIC_LIGHT_LABELS } from '../../../../common/findings';
import { pendingText, type VerificationSummary as Summary } from './verificationSummary';

/** The traffic light over the pending findings and their count per severity. */
export function VerificationSummary({ summary }: { summary: Summary }) {
  return (
    <div className="verification-summary" data-light={summary.light}>
      {/* Announced on change: editing a field or marking a finding can turn the light. */}
      <div className="verification-summary__light" role="status">
        <span className="verification-summary__lamp" aria-hidden="true" />
        <p>
          <strong className="verification-summary__light-name">{TRAFFIC_LIGHT_LABELS[summary.light]}</strong>
          <span className="verification-summary__pending">
            {pendingText(summary.pending)}
            {summary.reviewed > 0 &&
              ` · ${summary.reviewed} ${summary.reviewed === 1 ? 'revisado' : 'revisados'}`}
          </span>
        </p>
      </div>
      <ul className="verification-summary__counts" aria-label="Hallazgos pendientes por severidad">
        {SEVERITY_VALUES.map((severity) => (
          <li key={severity} className="severity-count" data-severity={severity}>
            <span className="severity-count__label">{SEVERITY_LABELS[severity]}</span>
            <span className="severity-count__value">{summary.pendingBySeverity[severity]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
