import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS } from '../lib/pocketbaseMessages';
import { loginErrorMessage, registrationErrorMessage } from './authErrorMessages';

function serverError(status: number, response: Record<string, unknown>): ClientResponseError {
  return new ClientResponseError({ url: 'http://localhost/api', status, response });
}

describe('loginErrorMessage', () => {
  it('translates PocketBase failed authentication', () => {
    const error = serverError(400, { status: 400, message: 'Failed to authenticate.', data: {} });
    expect(loginErrorMessage(error)).toBe(INVALID_CREDENTIALS);
  });

  it('shows a message written by our own server as it is', () => {
    const error = serverError(503, {
      code: 'BACKEND_UNAVAILABLE',
      message: 'El servicio no está disponible.',
    });
    expect(loginErrorMessage(error)).toBe('El servicio no está disponible.');
  });

  it('describes field errors in Spanish', () => {
    const error = serverError(400, {
      message: 'An error occurred while validating the submitted data.',
      data: { identity: { code: 'validation_required', message: 'Cannot be blank.' } },
    });
    expect(loginErrorMessage(error)).toBe('El campo Email es obligatorio.');
  });

  it('falls back when there is no server message', () => {
    expect(loginErrorMessage(serverError(0, {}))).toBe('Error al iniciar sesión');
    expect(loginErrorMessage(new ClientResponseError({ isAbort: true }))).toBe('Error al iniciar sesión');
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe('Error al iniciar sesión');
  });

  it('falls back on generic PocketBase messages', () => {
    const error = serverError(500, {
      message: 'Something went wrong while processing your request.',
      data: {},
    });
    expect(loginErrorMessage(error)).toBe('Error al iniciar sesión');
  });
});

describe('registrationErrorMessage', () => {
  it('explains an email that is already registered', () => {
    const error = serverError(400, {
      message: 'Failed to create record.',
      data: { email: { code: 'validation_not_unique', message: 'Value must be unique.' } },
    });
    expect(registrationErrorMessage(error)).toBe('Ya existe una cuenta registrada con este email.');
  });

  it('joins several field errors, using limits the server sends', () => {
    const error = serverError(400, {
      message: 'Failed to create record.',
      data: {
        email: { code: 'validation_is_email', message: 'Must be a valid email address.' },
        name: { code: 'validation_max_text_constraint', message: 'Too long.', params: { max: 255 } },
      },
    });
    expect(registrationErrorMessage(error)).toBe(
      'El email no es válido. El campo Nombre no puede superar 255 caracteres.',
    );
  });

  it('falls back when the creation failed without details', () => {
    const error = serverError(400, { message: 'Failed to create record.', data: {} });
    expect(registrationErrorMessage(error)).toBe('Error al registrar usuario');
  });
});
