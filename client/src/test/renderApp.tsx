import { render } from '@testing-library/react';
import type PocketBase from 'pocketbase';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '../AppRoutes';
import { AuthProvider } from '../auth/AuthProvider';
import { PocketBaseContext } from '../lib/PocketBaseContext';

function CurrentPath() {
  return <span data-testid="current-path">{useLocation().pathname}</span>;
}

/** Renders the whole app at `path` with the given client; the current path is readable by test id. */
export function renderApp(path: string, client: PocketBase) {
  return render(
    <PocketBaseContext value={client}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <CurrentPath />
        </MemoryRouter>
      </AuthProvider>
    </PocketBaseContext>,
  );
}
