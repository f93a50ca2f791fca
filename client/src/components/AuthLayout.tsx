import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './AuthLayout.css';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Links under the card (to the other auth screen and back home). */
  footer: ReactNode;
}

/** The centred card shared by the login and registration screens. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className="auth-layout">
      <main className="auth-layout__main">
        <Link to="/" className="auth-layout__brand">
          titulo360
        </Link>
        <div className="card auth-layout__card">
          <div className="auth-layout__heading">
            <h1>{title}</h1>
            <p>{subtitle}</p>
          </div>
          {children}
        </div>
        <nav className="auth-layout__footer" aria-label="Otras opciones">
          {footer}
        </nav>
      </main>
    </div>
  );
}
