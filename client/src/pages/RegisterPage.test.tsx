import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../common/errors';
import { renderApp } from '../../../tests/support/client/renderApp';
import { createTestClient } from '../../../tests/support/client/testClient';

async function fillRegistration(password: string, passwordConfirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nombre'), 'Ana Pérez');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.type(screen.getByLabelText('Confirmar Contraseña'), passwordConfirm);
  await user.click(screen.getByRole('button', { name: 'Crear Cuenta' }));
}

describe('RegisterPage', () => {
  it('says sign-up is by invitation instead of showing the form when the server says so', async () => {
    const client = createTestClient();
    vi.spyOn(client, 'send').mockResolvedValue({ open: false, verifyEmail: false });
    renderApp('/register', client);

    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.signupClosed);
    expect(screen.queryByRole('button', { name: 'Crear Cuenta' })).not.toBeInTheDocument();
  });

  it('rejects a short password before calling the server', async () => {
    const client = createTestClient();
    const send = vi.spyOn(client, 'send');
    renderApp('/register', client);

    await fillRegistration('corta', 'corta');

    expect(screen.getByRole('alert')).toHaveTextContent('La contraseña debe tener al menos 8 caracteres');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Contraseña')).toHaveFocus();
    // Only the sign-up policy was asked for; no account was sent to be created.
    expect(send.mock.calls.map(([path]) => path)).not.toContain('/api/collections/users/records');
  });

  it('rejects mismatching passwords before calling the server', async () => {
    const client = createTestClient();
    const send = vi.spyOn(client, 'send');
    renderApp('/register', client);

    await fillRegistration('contraseña-larga', 'contraseña-distinta');

    expect(screen.getByRole('alert')).toHaveTextContent('Las contraseñas no coinciden');
    expect(screen.getByLabelText('Confirmar Contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirmar Contraseña')).toHaveFocus();
    // Only the sign-up policy was asked for; no account was sent to be created.
    expect(send.mock.calls.map(([path]) => path)).not.toContain('/api/collections/users/records');
  });

  it('shows the server fallback when registration fails without a message', async () => {
    renderApp('/register', createTestClient());

    await fillRegistration('contraseña-larga', 'contraseña-larga');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al registrar usuario');
    expect(screen.getByRole('button', { name: 'Crear Cuenta' })).toBeEnabled();
  });
});
