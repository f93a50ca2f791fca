import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientResponseError } from 'pocketbase';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../tests/support/client/renderApp';
import { createTestClient, signIn } from '../../tests/support/client/testClient';

describe('route guards', () => {
  it('sends an anonymous visitor of a protected route to /login', async () => {
    renderApp('/dashboard', createTestClient());
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });

  it.each(['/reports/new', '/reports/abc123'])('protects %s', async (path) => {
    renderApp(path, createTestClient());
    await screen.findByRole('heading', { name: 'Iniciar Sesión' });
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });

  it('shows the landing to an anonymous visitor of /', () => {
    renderApp('/', createTestClient());
    expect(screen.getByRole('link', { name: 'Comenzar Gratis' })).toHaveAttribute('href', '/register');
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
  });

  it('checks a stored session, then sends the user from / to the dashboard', async () => {
    // The test client's server is unreachable: the check fails without a verdict and the session is kept.
    const client = createTestClient();
    signIn(client);
    renderApp('/', client);

    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(await screen.findByText('Bienvenido, Ana Pérez')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard');
    expect(client.authStore.isValid).toBe(true);
  });

  it('drops a stored session the server rejects', async () => {
    const client = createTestClient();
    signIn(client);
    vi.spyOn(client.collection('users'), 'authRefresh').mockRejectedValue(
      new ClientResponseError({
        status: 401,
        response: { message: 'The request requires valid record authorization token.' },
      }),
    );
    renderApp('/dashboard', client);

    await screen.findByRole('heading', { name: 'Iniciar Sesión' });
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
    expect(client.authStore.token).toBe('');
  });

  it('greets by email when the user has no name, and logs out to /login', async () => {
    const client = createTestClient();
    signIn(client, { id: 'user0000000002', email: 'sin.nombre@example.com', name: '' });
    renderApp('/reports/new', client);

    expect(await screen.findByText('Bienvenido, sin.nombre@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nuevo Reporte' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
    expect(client.authStore.isValid).toBe(false);
  });

  it('answers unknown paths with a Spanish 404 page', () => {
    renderApp('/no-existe', createTestClient());
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
