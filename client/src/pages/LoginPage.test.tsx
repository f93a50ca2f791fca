import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PocketBase, { ClientResponseError } from 'pocketbase';
import { MESSAGES } from '../../../common/errors';
import { AUTH_STORAGE_KEY, RememberedAuthStore } from '../lib/rememberedAuthStore';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/support/client/renderApp';
import { createTestClient, signIn, TEST_USER } from '../../../tests/support/client/testClient';

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

  it('leads from the forgot-password link to the request page, whose answer does not tell whether the account exists', async () => {
    const client = createTestClient();
    const request = vi.spyOn(client.collection('users'), 'requestPasswordReset').mockResolvedValue(true);
    renderApp('/login', client);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/recuperar-clave');

    await user.type(screen.getByLabelText('Email'), 'nadie@example.cl');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.passwordResetRequested);
    expect(request).toHaveBeenCalledWith('nadie@example.cl', expect.anything());
  });

  it('passes "Recordarme" to the session store', async () => {
    const client = new PocketBase('http://127.0.0.1:9', new RememberedAuthStore());
    vi.spyOn(client.collection('users'), 'authWithPassword').mockImplementation(async () => {
      signIn(client);
      return { token: client.authStore.token, record: client.authStore.record ?? TEST_USER };
    });
    renderApp('/login', client);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Recordarme'));
    await submitLogin('correcta123');
    expect(await screen.findByText('Bienvenido, Ana Pérez')).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
    client.authStore.clear();
  });
});
