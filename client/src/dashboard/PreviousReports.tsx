import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { MESSAGES } from '../../../common/errors';
import { FormAlert } from '../components/form/FormAlert';
import { Spinner } from '../components/Spinner';
import { DeleteReportDialog } from './DeleteReportDialog';
import { ReportRow } from './ReportRow';
import type { ReportListRow } from './reportList';
import { useReportList } from './useReportList';
import './dashboard.css';

/** The user's saved reports: loading, error with retry, empty state, rows and their deletion. */
export function PreviousReports() {
  const { state, reload, removeFromList } = useReportList();
  const [toDelete, setToDelete] = useState<ReportListRow | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  function handleDeleted(id: string) {
    flushSync(() => {
      removeFromList(id);
      setToDelete(null);
    });
    // The deleted row's button is gone with the dialog, so focus goes to the list's heading.
    headingRef.current?.focus();
  }

  return (
    <section className="card dashboard-card" aria-labelledby="previous-reports-heading">
      <h2 id="previous-reports-heading" className="dashboard-card__heading" ref={headingRef} tabIndex={-1}>
        Reportes Anteriores
      </h2>

      {state.status === 'loading' && <Spinner label="Cargando reportes..." />}

      {state.status === 'error' && (
        <div className="previous-reports__error">
          <FormAlert message={MESSAGES.reportListFailed} />
          <button type="button" className="button button--secondary" onClick={reload}>
            Reintentar
          </button>
        </div>
      )}

      {state.status === 'ready' && state.reports.length === 0 && (
        <div className="previous-reports__empty">
          <p>No tienes reportes anteriores.</p>
          <p>Crea tu primer reporte usando el botón de arriba.</p>
        </div>
      )}

      {state.status === 'ready' && state.reports.length > 0 && (
        <ul className="report-list" aria-labelledby="previous-reports-heading">
          {state.reports.map((report) => (
            <ReportRow key={report.id} report={report} onDelete={setToDelete} />
          ))}
        </ul>
      )}

      {toDelete && (
        <DeleteReportDialog report={toDelete} onDeleted={handleDeleted} onCancel={() => setToDelete(null)} />
      )}
    </section>
  );
}
