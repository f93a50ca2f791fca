import { Link } from 'react-router-dom';
import './dashboard.css';

export function NewReportCard() {
  return (
    <section className="card dashboard-card dashboard-card--new" aria-labelledby="new-report-heading">
      <div className="dashboard-card__text">
        <h2 id="new-report-heading">Crear Nuevo Reporte</h2>
        <p>Sube los documentos PDF de la propiedad y obtén un estudio de títulos listo para revisar.</p>
      </div>
      <Link to="/reports/new" className="button button--primary">
        Cargar documentos
      </Link>
    </section>
  );
}
