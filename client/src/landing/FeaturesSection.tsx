import type { ReactNode } from 'react';
import './landing.css';

interface Feature {
  title: string;
  description: string;
  icon: ReactNode;
}

const ICON_PROPS = {
  viewBox: '0 0 24 24',
  width: 28,
  height: 28,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

const FEATURES: readonly Feature[] = [
  {
    title: 'Análisis 360',
    description:
      'Todos los documentos de la propiedad en un solo estudio: inscripciones, títulos anteriores, certificados de gravámenes y prohibiciones, deudas, avalúo y expropiaciones.',
    icon: (
      <svg {...ICON_PROPS}>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </svg>
    ),
  },
  {
    title: 'Verificación legal confiable',
    description:
      'Revisión de cláusulas, cumplimiento normativo y coherencia de datos entre documentos, con acceso directo a la verificación de cada certificado en su fuente.',
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" />
        <path d="M8.5 12l2.5 2.5 4.5-5" />
      </svg>
    ),
  },
  {
    title: 'Resultados en minutos',
    description:
      'Sube los PDF y obtén un informe estructurado que puedes revisar, editar y descargar en PDF o DOCX, sin transcribir datos a mano.',
    icon: (
      <svg {...ICON_PROPS}>
        <circle cx="12" cy="13" r="8" />
        <path d="M12 9v4l2.5 2.5M9.5 2.5h5" />
      </svg>
    ),
  },
];

export function FeaturesSection() {
  return (
    <section className="landing-section" aria-labelledby="features-heading">
      <div className="landing-section__intro">
        <p className="landing-section__eyebrow">Por qué titulo360</p>
        <h2 id="features-heading">Un estudio de títulos completo, confiable y rápido</h2>
      </div>
      <ul className="landing-features">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="card landing-feature">
            <span className="landing-feature__icon">{feature.icon}</span>
            <h3>{feature.title}</h3>
            <p>{feature.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
