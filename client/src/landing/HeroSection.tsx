import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { DEMO_SECTION_ID } from './demoVideo';
import { ReportPreview } from './ReportPreview';
import './landing.css';

interface HeroSectionProps {
  onShowDemo: () => void;
}

export function HeroSection({ onShowDemo }: HeroSectionProps) {
  function handleShowDemo(event: MouseEvent<HTMLAnchorElement>) {
    // The href keeps the link meaningful without script; with it, the scroll is smooth.
    event.preventDefault();
    onShowDemo();
  }

  return (
    <section className="landing-hero" aria-labelledby="hero-heading">
      <div className="landing-hero__inner">
        <div className="landing-hero__text">
          <p className="landing-section__eyebrow">Estudio de títulos de propiedades</p>
          <h1 id="hero-heading" className="landing-hero__title">
            Diseñando el futuro de las transacciones inmobiliarias
          </h1>
          <p className="landing-hero__lead">
            titulo360 analiza los documentos de una propiedad y entrega un estudio de títulos estructurado,
            listo para revisar, editar y descargar.
          </p>
          <div className="landing-hero__actions">
            <Link to="/register" className="button button--primary">
              Comenzar Gratis
            </Link>
            <Link to="/login" className="button button--secondary">
              Iniciar Sesión
            </Link>
            <a href={`#${DEMO_SECTION_ID}`} className="landing-hero__demo-link" onClick={handleShowDemo}>
              <span aria-hidden="true" className="landing-hero__play">
                ▶
              </span>
              Mira la demo
            </a>
          </div>
        </div>
        <ReportPreview />
      </div>
    </section>
  );
}
