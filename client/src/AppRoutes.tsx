import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useAuth } from './auth/AuthContext';
import { RedirectIfAuthenticated } from './auth/RedirectIfAuthenticated';
import { RequireAuth } from './auth/RequireAuth';
import { Spinner } from './components/Spinner';
import { DashboardPage } from './pages/DashboardPage';
import { FirmSettingsPage } from './pages/FirmSettingsPage';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { LandingPage } from './pages/LandingPage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RegisterPage } from './pages/RegisterPage';
import { SetPasswordPage } from './pages/SetPasswordPage';
import { VerifyEmailPage } from './pages/VerifyEmailPage';
import { WithSupportWidget } from './support/WithSupportWidget';

// The editor is most of the client's code: it loads on the way to it, so the landing, login and
// dashboard stay within the initial bundle budget (#10: ≤ 200 KB gzip).
const ReportEditorPage = lazy(() =>
  import('./pages/ReportEditorPage').then((module) => ({ default: module.ReportEditorPage })),
);

const editor = (
  <Suspense fallback={<Spinner label="Cargando..." fullScreen />}>
    <ReportEditorPage />
  </Suspense>
);

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
      {/* The links of the account e-mails (pb_migrations/1763700060_accounts.js, pb_hooks/lib/accountPolicy.js). */}
      <Route path="recuperar-clave" element={<ForgotPasswordPage />} />
      <Route path="restablecer-clave/:token" element={<SetPasswordPage purpose="reset" />} />
      <Route path="activar-cuenta/:token" element={<SetPasswordPage purpose="activation" />} />
      <Route path="verificar-email/:token" element={<VerifyEmailPage />} />
      <Route element={<RequireAuth />}>
        <Route element={<WithSupportWidget />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="reports/new" element={editor} />
          <Route path="reports/:id" element={editor} />
          <Route path="settings" element={<FirmSettingsPage />} />
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
