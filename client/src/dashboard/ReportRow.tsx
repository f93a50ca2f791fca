import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { jobDetailText, jobProgressText, type AnalysisJob } from '../../../common/analysis/analysisJob';
import { TRAFFIC_LIGHT_NAMES } from '../../../common/findings/finding';
import { formatDashboardDate, formatDateShort, toInstant } from '../../../common/format';
import { REVIEW_STATUS_LABELS } from '../../../common/review/status';
import { reportLabel, type ReportListRow } from './reportList';

interface ReportRowProps {
  report: ReportListRow;
  /** Its analysis still queued or running (issue 21): the row shows how far it got. */
  job?: AnalysisJob;
  onDelete: (report: ReportListRow) => void;
}

/** A value under its column: the label is read by screen readers, and shown on phones (cards). */
function Cell({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div className={`report-row__cell ${className}`}>
      <span className="report-row__label">{label}: </span>
      {children}
    </div>
  );
}

/** The link covers the whole row (see .report-row__link::after); 'Eliminar' sits above it. */
export function ReportRow({ report, job, onDelete }: ReportRowProps) {
  const label = reportLabel(report);
  const property = [report.propertyAddress, report.comuna].filter(Boolean).join(', ');
  const { review } = report;
  const reviewer =
    review.status === 'revisado' && review.at
      ? `${review.byName ? `${review.byName} · ` : ''}${formatDateShort(review.at)}`
      : '';
  return (
    <li className="report-row">
      <div className="report-row__cell report-row__main">
        <Link to={`/reports/${report.id}`} className="report-row__link">
          {label}
        </Link>
        <span className="report-row__property">{property || 'Propiedad sin identificar'}</span>
        {job && (
          <span className="report-row__analysis" data-testid="report-row-analysis" title={jobDetailText(job)}>
            {jobProgressText(job)}
          </span>
        )}
      </div>
      <Cell label="Rol" className="report-row__rol">
        {report.rol || '—'}
      </Cell>
      <Cell label="Propietario" className="report-row__owners">
        {report.owners || '—'}
      </Cell>
      <Cell label="Estado" className="report-row__status">
        <span className="status-badge" data-status={review.status}>
          {REVIEW_STATUS_LABELS[review.status]}
        </span>
        {reviewer && <span className="report-row__sub">{reviewer}</span>}
      </Cell>
      <Cell label="Semáforo" className="report-row__light">
        {report.trafficLight ? (
          <span className="light-badge" data-light={report.trafficLight}>
            <span className="light-badge__lamp" aria-hidden="true" />
            {TRAFFIC_LIGHT_NAMES[report.trafficLight]}
          </span>
        ) : (
          '—'
        )}
      </Cell>
      <Cell label="Documentos" className="report-row__documents">
        {report.documentCount}
      </Cell>
      <Cell label="Fecha" className="report-row__date">
        <time dateTime={toInstant(report.created)?.toISOString()}>{formatDashboardDate(report.created)}</time>
      </Cell>
      <button
        type="button"
        className="button button--danger-outline report-row__delete"
        aria-label={`Eliminar ${label}`}
        onClick={() => onDelete(report)}
      >
        Eliminar
      </button>
    </li>
  );
}
