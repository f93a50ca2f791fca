import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientResponseError } from 'pocketbase';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';
import { createTestClient, signIn, TEST_USER } from '../test/testClient';

async function submitLogin(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), TEST_USER.email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
}

describe('LoginPage', () => {
  it('shows PocketBase failed authentication in Spanish', async () => {
    const client = createTestClient();
    vi.spyOn(client.collection('users'), 'authWithPassword').mockRejectedValue(
      new ClientResponseError({
        status: 400,
        response: { status: 400, message: 'Failed to authenticate.', data: {} },
      }),
    );
    renderApp('/login', client);

    await submitLogin('equivocada');

    expect(await screen.findByRole('alert')).toHaveTextContent('Email o contraseña incorrectos.');
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled();
  });

  it('falls back to the SPEC message when the server cannot be reached', async () => {
    renderApp('/login', createTestClient());

    await submitLogin('cualquiera');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al iniciar sesión');
  });

  it('disables the button while logging in, then goes through / to the dashboard', async () => {
    const client = createTestClient();
    let finishLogin = () => {};
    vi.spyOn(client.collection('users'), 'authWithPassword').mockImplementation(
      () =>
        new Promise((resolve) => {
          finishLogin = () => {
            signIn(client);
            resolve({ token: client.authStore.token, record: client.authStore.record ?? TEST_USER });
          };
        }),
    );
    renderApp('/login', client);

    await submitLogin('correcta123');
    expect(screen.getByRole('button', { name: 'Iniciando...' })).toBeDisabled();

    finishLogin();
    expect(await screen.findByText('Bienvenido, Ana Pérez')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard');
  });

  it('keeps the forgot-password link inert', async () => {
    renderApp('/login', createTestClient());
    await userEvent.click(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });
});
