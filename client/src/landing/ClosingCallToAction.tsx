import { Link } from 'react-router-dom';
import './landing.css';

export function ClosingCallToAction() {
  return (
    <section className="landing-cta" aria-labelledby="cta-heading">
      <div className="landing-cta__inner">
        <h2 id="cta-heading">Tu próximo estudio de títulos, en minutos</h2>
        <p>Crea tu cuenta y analiza los documentos de tu primera propiedad hoy mismo.</p>
        <Link to="/register" className="button button--inverse">
          Empezar Gratis
        </Link>
      </div>
    </section>
  );
}
