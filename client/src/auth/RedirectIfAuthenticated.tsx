import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from './AuthContext';

/** For public pages a signed-in user has no use for (the landing): sends them to the dashboard. */
export function RedirectIfAuthenticated() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
