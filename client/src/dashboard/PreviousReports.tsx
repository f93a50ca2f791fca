import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { MESSAGES } from '../../../common/errors';
import { FormAlert } from '../components/form/FormAlert';
import { Spinner } from '../components/Spinner';
import { DeleteReportDialog } from './DeleteReportDialog';
import { ReportListControls } from './ReportListControls';
import { ReportRow } from './ReportRow';
import { notifyAnalysisEnd } from '../editor/notify/analysisNotification';
import { reportLabel, type ReportListRow, type ReportSort } from './reportList';
import { endMessage, useActiveJobs } from './useActiveJobs';
import { useDebouncedValue } from './useDebouncedValue';
import { useReportList } from './useReportList';
import './dashboard.css';

/** Typing pause after which the search runs. */
const SEARCH_DELAY_MS = 300;

/** Column titles over the rows on wide screens (each cell also names its column to screen readers). */
const COLUMNS = ['Reporte y propiedad', 'Rol', 'Propietario', 'Estado', 'Semáforo', 'Docs.', 'Fecha'];

const countText = (count: number) => (count === 1 ? '1 reporte' : `${count} reportes`);

/**
 * The user's saved reports: search, sort, loading, error with retry, empty state, rows and their
 * deletion. One list request per search or sort, never the report bodies.
 */
export function PreviousReports() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ReportSort>('newest');
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const { state, reload, refresh, removeFromList } = useReportList({ search: settledSearch, sort });
  // Reports whose analysis runs in the background (issue 21): their rows show its progress, and
  // the list is read again when one ends (its name and columns come with its documents).
  const { jobs, ended } = useActiveJobs((job) => {
    refresh();
    const row =
      state.status === 'ready' ? state.reports.find((report) => report.id === job.report) : undefined;
    const reportName = row ? reportLabel(row) : 'El reporte';
    notifyAnalysisEnd(
      job.state === 'done'
        ? { outcome: 'done', reportName, refused: job.refused?.length ?? 0 }
        : { outcome: 'failed', message: endMessage(job) },
    );
  });
  const [toDelete, setToDelete] = useState<ReportListRow | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // What the rows on screen answer; while it differs from what is typed or chosen, a search runs.
  const shownSearch = state.status === 'ready' ? (state.query.search ?? '') : '';
  const searching = shownSearch !== '';
  const pending = state.status === 'ready' && (search.trim() !== shownSearch || state.query.sort !== sort);

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

      {ended && (
        <p className="previous-reports__ended" role="status" data-testid="analysis-ended">
          {ended.message}
        </p>
      )}

      <ReportListControls search={search} onSearchChange={setSearch} sort={sort} onSortChange={setSort} />

      {state.status === 'loading' && <Spinner label="Cargando reportes..." />}

      {state.status === 'error' && (
        <div className="previous-reports__error">
          <FormAlert message={MESSAGES.reportListFailed} />
          <button type="button" className="button button--secondary" onClick={reload}>
            Reintentar
          </button>
        </div>
      )}

      {state.status === 'ready' && (
        <p className="previous-reports__count" role="status">
          {pending
            ? 'Buscando...'
            : searching
              ? `${countText(state.reports.length)} para «${shownSearch}»`
              : state.reports.length > 0
                ? countText(state.reports.length)
                : ''}
        </p>
      )}

      {state.status === 'ready' && state.reports.length === 0 && !searching && (
        <div className="previous-reports__empty">
          <p>No tienes reportes anteriores.</p>
          <p>Crea tu primer reporte usando el botón de arriba.</p>
        </div>
      )}

      {state.status === 'ready' && state.reports.length === 0 && searching && (
        <div className="previous-reports__empty">
          <p>Ningún reporte coincide con la búsqueda.</p>
          <p>Pruebe con otra palabra: una calle, una comuna, un rol, un apellido o un RUT.</p>
        </div>
      )}

      {state.status === 'ready' && state.reports.length > 0 && (
        <div className="report-table">
          <div className="report-table__header" aria-hidden="true">
            {COLUMNS.map((column) => (
              <span key={column}>{column}</span>
            ))}
          </div>
          <ul className="report-list" aria-labelledby="previous-reports-heading">
            {state.reports.map((report) => (
              <ReportRow key={report.id} report={report} job={jobs.get(report.id)} onDelete={setToDelete} />
            ))}
          </ul>
        </div>
      )}

      {toDelete && (
        <DeleteReportDialog report={toDelete} onDeleted={handleDeleted} onCancel={() => setToDelete(null)} />
      )}
    </section>
  );
}
