import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext';
import { displayName } from '../auth/authUser';
import './AppHeader.css';

interface AppHeaderProps {
  title: string;
  /** Shows a link back to the dashboard, for screens one level below it. */
  showBackLink?: boolean;
  /** Lets the screen ask before signing out, e.g. when there is unsaved work; runs `logout` when agreed. */
  confirmLogout?: (logout: () => void) => void;
}

export function AppHeader({ title, showBackLink = false, confirmLogout }: AppHeaderProps) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();

  function signOut() {
    logout();
    void navigate('/login', { replace: true });
  }

  function handleLogout() {
    if (confirmLogout) confirmLogout(signOut);
    else signOut();
  }

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <div className="app-header__lead">
          <Link to="/dashboard" className="app-header__brand">
            titulo360
          </Link>
          {showBackLink && (
            <Link to="/dashboard" className="app-header__back">
              <span aria-hidden="true">←</span> Volver al Dashboard
            </Link>
          )}
          <h1 className="app-header__title">{title}</h1>
        </div>
        <div className="app-header__session">
          {user && <p className="app-header__greeting">Bienvenido, {displayName(user)}</p>}
          <button type="button" className="button button--secondary" onClick={handleLogout}>
            Cerrar Sesión
          </button>
        </div>
      </div>
    </header>
  );
}
