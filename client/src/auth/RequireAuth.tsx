import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from './AuthContext';

/** Guards the routes nested under it: anonymous visitors are sent to /login. */
export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Outlet /> : <Navigate to="/login" replace />;
}
