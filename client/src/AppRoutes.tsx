import { Route, Routes } from 'react-router-dom';
import { useAuth } from './auth/AuthContext';
import { RedirectIfAuthenticated } from './auth/RedirectIfAuthenticated';
import { RequireAuth } from './auth/RequireAuth';
import { Spinner } from './components/Spinner';
import { DashboardPage } from './pages/DashboardPage';
import { FirmSettingsPage } from './pages/FirmSettingsPage';
import { LandingPage } from './pages/LandingPage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RegisterPage } from './pages/RegisterPage';
import { ReportEditorPage } from './pages/ReportEditorPage';
import { WithSupportWidget } from './support/WithSupportWidget';

export function AppRoutes() {
  const { isLoading } = useAuth();
  // Guards decide on the session, so nothing is routed until the stored one has been checked.
  if (isLoading) return <Spinner label="Cargando..." fullScreen />;

  return (
    <Routes>
      <Route element={<RedirectIfAuthenticated />}>
        <Route index element={<LandingPage />} />
      </Route>
      <Route path="login" element={<LoginPage />} />
      <Route path="register" element={<RegisterPage />} />
      <Route element={<RequireAuth />}>
        <Route element={<WithSupportWidget />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="reports/new" element={<ReportEditorPage />} />
          <Route path="reports/:id" element={<ReportEditorPage />} />
          <Route path="settings" element={<FirmSettingsPage />} />
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
