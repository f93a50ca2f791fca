import { render } from '@testing-library/react';
import type PocketBase from 'pocketbase';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { AppRoutes } from '../../../client/src/AppRoutes';
import { AuthProvider } from '../../../client/src/auth/AuthProvider';
import { PocketBaseContext } from '../../../client/src/lib/PocketBaseContext';

function CurrentPath() {
  return <span data-testid="current-path">{useLocation().pathname}</span>;
}

/** Renders the whole app at `path` with the given client; the current path is readable by test id. */
export function renderApp(path: string, client: PocketBase) {
  // A data router, as in main.tsx: the editor's unsaved-changes prompt needs one.
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <AppRoutes />
            <CurrentPath />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <PocketBaseContext value={client}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </PocketBaseContext>,
  );
}
