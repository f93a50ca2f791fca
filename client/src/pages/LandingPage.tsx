import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { ClosingCallToAction } from '../landing/ClosingCallToAction';
import { DemoSection } from '../landing/DemoSection';
import { FeaturesSection } from '../landing/FeaturesSection';
import { HeroSection } from '../landing/HeroSection';
import { scrollToSection } from '../landing/scrollToSection';
import { TeamSection } from '../landing/TeamSection';
import './LandingPage.css';

export function LandingPage() {
  const demoRef = useRef<HTMLElement>(null);

  function showDemo() {
    if (demoRef.current) scrollToSection(demoRef.current);
  }

  return (
    <div className="landing">
      <header className="landing__header">
        <span className="landing__brand">titulo360</span>
        <Link to="/login" className="landing__login">
          Iniciar Sesión
        </Link>
      </header>
      <main>
        <HeroSection onShowDemo={showDemo} />
        <FeaturesSection />
        <DemoSection ref={demoRef} />
        <TeamSection />
        <ClosingCallToAction />
      </main>
      <footer className="landing__footer">
        <p>© titulo360 · Estudio de títulos de propiedades en Chile</p>
      </footer>
    </div>
  );
}
