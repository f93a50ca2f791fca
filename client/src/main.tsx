import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
// Global styles first so that component styles, imported by the modules below, come after them.
import './styles/tokens.css';
import './styles/base.css';
import { AppRoutes } from './AppRoutes';
import { AuthProvider } from './auth/AuthProvider';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// A data router, which the editor's unsaved-changes prompt (useBlocker) needs; the routes
// themselves stay declared in AppRoutes.
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

createRoot(container).render(
  <StrictMode>
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  </StrictMode>,
);
