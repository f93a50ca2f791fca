import { Link } from 'react-router-dom';
import { formatDashboardDate, toInstant } from '../../../common/format';
import { reportLabel, type ReportListRow } from './reportList';

interface ReportRowProps {
  report: ReportListRow;
  onDelete: (report: ReportListRow) => void;
}

/** The link covers the whole row (see .report-row__link::after); 'Eliminar' sits above it. */
export function ReportRow({ report, onDelete }: ReportRowProps) {
  const label = reportLabel(report);
  return (
    <li className="report-row">
      <Link to={`/reports/${report.id}`} className="report-row__link">
        <span className="report-row__name">{label}</span>
        <time className="report-row__date" dateTime={toInstant(report.created)?.toISOString()}>
          {formatDashboardDate(report.created)}
        </time>
      </Link>
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
