import './dashboard.css';

/** The user's saved reports; the list itself (loading, rows, deletion) lives in this section. */
export function PreviousReports() {
  return (
    <section className="card dashboard-card" aria-labelledby="previous-reports-heading">
      <div className="dashboard-card__text">
        <h2 id="previous-reports-heading">Reportes Anteriores</h2>
        <p>Aquí aparecerán los reportes que guardes.</p>
      </div>
    </section>
  );
}
