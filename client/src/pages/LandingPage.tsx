import { Link } from 'react-router-dom';
import './LandingPage.css';

export function LandingPage() {
  return (
    <div className="landing">
      <header className="landing__header">
        <span className="landing__brand">titulo360</span>
        <Link to="/login" className="landing__login">
          Iniciar Sesión
        </Link>
      </header>
      <main className="landing__hero">
        <p className="landing__eyebrow">Estudio de títulos 360</p>
        <h1 className="landing__title">Diseñando el futuro de las transacciones inmobiliarias</h1>
        <p className="landing__lead">
          Análisis 360 de los documentos de una propiedad: verificación legal confiable de cláusulas,
          cumplimiento normativo y coherencia de datos, con resultados en minutos.
        </p>
        <div className="landing__actions">
          <Link to="/register" className="button button--primary">
            Comenzar Gratis
          </Link>
          <Link to="/login" className="button button--secondary">
            Iniciar Sesión
          </Link>
        </div>
      </main>
    </div>
  );
}
