import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PocketBaseContext } from '../lib/PocketBaseContext';
import { createTestClient, signIn } from '../../../tests/support/client/testClient';
import { SUPPORT_CLOSE_DELAY_MS, SupportWidget } from './SupportWidget';

function renderWidget() {
  const client = createTestClient();
  signIn(client);
  render(
    <PocketBaseContext value={client}>
      <SupportWidget />
    </PocketBaseContext>,
  );
  return { token: client.authStore.token };
}

function setup() {
  return userEvent.setup();
}

async function openAndFill(user: ReturnType<typeof setup>, subject: string, content: string) {
  await user.click(screen.getByRole('button', { name: 'Contactar a soporte' }));
  if (subject) await user.type(screen.getByLabelText('Asunto'), subject);
  if (content) await user.type(screen.getByLabelText('Mensaje'), content);
}

describe('SupportWidget', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens from the round button with focus on the subject, and Escape closes it', async () => {
    const user = setup();
    renderWidget();
    const toggle = screen.getByRole('button', { name: 'Contactar a soporte' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(screen.getByRole('dialog', { name: 'Contactar a soporte' })).toBeInTheDocument();
    expect(screen.getByLabelText('Asunto')).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('requires both fields, blank after trimming counting as empty, without calling the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = setup();
    renderWidget();

    await openAndFill(user, '   ', 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(screen.getByRole('status')).toHaveTextContent('Por favor completa todos los campos');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends subject and content with the bearer token, confirms, then closes and clears after 2 s', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 201 }));
    const user = setup();
    const { token } = renderWidget();

    await openAndFill(user, 'No puedo descargar', 'El botón no responde.');
    // Fake timers from here on, so the test controls the 2 s before the panel closes. fireEvent, not
    // user-event: Testing Library's async wrapper waits on a real setTimeout.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await act(async () => undefined);

    expect(screen.getByText('Mensaje enviado exitosamente')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith('/api/support/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ subject: 'No puedo descargar', content: 'El botón no responde.' }),
    });

    act(() => vi.advanceTimersByTime(SUPPORT_CLOSE_DELAY_MS - 10));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contactar a soporte' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Contactar a soporte' }));
    expect(screen.getByLabelText('Asunto')).toHaveValue('');
    expect(screen.getByLabelText('Mensaje')).toHaveValue('');
  });

  it('shows the SPEC failure text and keeps the draft when the server fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 500 }));
    const user = setup();
    renderWidget();

    await openAndFill(user, 'Asunto', 'Mensaje');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Error al enviar el mensaje. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Asunto')).toHaveValue('Asunto');
    await new Promise((resolve) => setTimeout(resolve, SUPPORT_CLOSE_DELAY_MS + 100));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the SPEC failure text when the network fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const user = setup();
    renderWidget();

    await openAndFill(user, 'Asunto', 'Mensaje');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Error al enviar el mensaje. Inténtalo de nuevo.')).toBeInTheDocument();
  });

  it("shows the gateway's explanation of a rate limit", async () => {
    const message = 'Has enviado demasiados mensajes de soporte. Espera unos minutos e inténtalo de nuevo.';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ code: 'SUPPORT_RATE_LIMITED', message }), { status: 429 }),
    );
    const user = setup();
    renderWidget();

    await openAndFill(user, 'Asunto', 'Mensaje');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows Enviando... while the message is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const user = setup();
    renderWidget();

    await openAndFill(user, 'Asunto', 'Mensaje');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(screen.getByRole('button', { name: 'Enviando...' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => answer(new Response(null, { status: 200 })));
    expect(screen.getByText('Mensaje enviado exitosamente')).toBeInTheDocument();
  });
});
