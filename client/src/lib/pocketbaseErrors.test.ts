import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { pocketBaseErrorMessage } from './pocketbaseErrors';

const fallback = 'Error de la pantalla';
const describe_ = (status: number, response: Record<string, unknown>) =>
  pocketBaseErrorMessage(new ClientResponseError({ url: 'http://localhost/api', status, response }), {
    fallback,
  });

describe('pocketBaseErrorMessage', () => {
  it('translates PocketBase’s English messages and statuses to Spanish', () => {
    expect(describe_(429, { status: 429, message: 'Too Many Requests.', data: {} })).toBe(
      'Demasiadas solicitudes en poco tiempo. Espera un momento y vuelve a intentarlo.',
    );
    expect(describe_(413, { status: 413, message: 'Request entity too large.', data: {} })).toBe(
      'La solicitud es demasiado grande.',
    );
    expect(describe_(404, { status: 404, message: "The requested resource wasn't found.", data: {} })).toBe(
      'No se encontró el recurso solicitado.',
    );
    expect(describe_(403, { status: 403, message: 'Something went wrong.', data: {} })).toBe(
      'No tienes permiso para realizar esta acción.',
    );
    expect(describe_(401, { message: 'The request requires valid record authorization token.' })).toMatch(
      /Inicia sesión nuevamente/,
    );
  });

  it('shows the gateway’s catalogue messages and our hooks’ Spanish messages as they are', () => {
    expect(describe_(429, { code: 'BACKEND_RATE_LIMITED', message: 'Demasiadas solicitudes.' })).toBe(
      'Demasiadas solicitudes.',
    );
    const limit = 'El reporte es demasiado grande para guardarlo: «notes.1» admite hasta 20.000 caracteres.';
    expect(
      describe_(400, {
        message: limit,
        data: { output: { code: 'validation_report_limit', message: limit } },
      }),
    ).toBe(limit);
    expect(describe_(403, { message: 'No puedes cambiar el propietario del reporte.', data: {} })).toBe(
      'No puedes cambiar el propietario del reporte.',
    );
  });

  it('describes field errors in Spanish and never shows their English text', () => {
    const message = describe_(400, {
      message: 'Failed to update record.',
      data: {
        name: {
          code: 'validation_max_text_constraint',
          message: 'Must be no more than 200 character(s).',
          params: { max: 200 },
        },
      },
    });
    expect(message).toBe('El campo name no puede superar 200 caracteres.');
  });

  it('falls back on the screen’s message when there is no answer or it carries no meaning', () => {
    expect(describe_(0, {})).toBe(fallback);
    expect(describe_(500, { message: 'Something went wrong while processing your request.', data: {} })).toBe(
      fallback,
    );
    expect(pocketBaseErrorMessage(new ClientResponseError({ isAbort: true }), { fallback })).toBe(fallback);
    expect(pocketBaseErrorMessage(new Error('boom'), { fallback })).toBe(fallback);
  });
});
