import { useRef, useState, type Ref } from 'react';
import { DEMO_SECTION_ID, DEMO_VIDEO } from './demoVideo';
import { useAutoplayWhenVisible } from './useAutoplayWhenVisible';
import './landing.css';

interface DemoSectionProps {
  /** The section element, for the hero's 'Mira la demo' to scroll to. */
  ref?: Ref<HTMLElement>;
}

export function DemoSection({ ref }: DemoSectionProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [isUnavailable, setIsUnavailable] = useState(false);
  useAutoplayWhenVisible(videoRef);

  return (
    <section
      ref={ref}
      id={DEMO_SECTION_ID}
      className="landing-section landing-demo"
      aria-labelledby="demo-heading"
      tabIndex={-1}
    >
      <div className="landing-section__intro">
        <p className="landing-section__eyebrow">Demostración</p>
        <h2 id="demo-heading">Del expediente al informe, en una sola pantalla</h2>
        <p>
          Sube los PDF de la propiedad, revisa los datos extraídos sección por sección y descarga el informe
          en PDF o DOCX.
        </p>
      </div>
      <div className="landing-demo__frame">
        <video
          ref={videoRef}
          className="landing-demo__video"
          muted
          loop
          playsInline
          // Without a recording the controls would only show a spinner that never ends.
          controls={!isUnavailable}
          preload="metadata"
          poster={DEMO_VIDEO.poster}
          aria-label="Video de demostración de titulo360"
        >
          <source src={DEMO_VIDEO.mp4} type="video/mp4" />
          {/* The browser tries the sources in order; an error on the last one means none can play. */}
          <source src={DEMO_VIDEO.webm} type="video/webm" onError={() => setIsUnavailable(true)} />
          <p>
            Tu navegador no puede reproducir este video.{' '}
            <a href={DEMO_VIDEO.mp4} download>
              Descargar el video de demostración
            </a>
          </p>
        </video>
        {isUnavailable && (
          <p className="landing-demo__unavailable">
            La grabación de la demostración estará disponible próximamente.
          </p>
        )}
      </div>
    </section>
  );
}
