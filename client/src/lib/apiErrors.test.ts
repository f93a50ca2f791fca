import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { API_ERRORS, FILE_REFUSALS, httpErrorMessage, MESSAGES } from '../../../common/errors';
import { ACCOUNT_FORM_ERRORS, apiErrorMessage, apiErrorOf, faultsField, readApiFailure } from './apiErrors';
import { INVALID_CREDENTIALS } from './pocketbaseMessages';

const fallback = 'Error de la pantalla';
const describe_ = (status: number, response: Record<string, unknown>) =>
  apiErrorMessage(new ClientResponseError({ url: 'http://localhost/api', status, response }), {
    fallback,
  });

describe('apiErrorMessage of PocketBase’s answers', () => {
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
    expect(describe_(500, { message: 'Falla interna del servidor.', data: {} })).toBe(fallback);
    expect(apiErrorMessage(new ClientResponseError({ isAbort: true }), { fallback })).toBe(fallback);
    expect(apiErrorMessage(new Error('boom'), { fallback })).toBe(fallback);
  });
});

const answer = (status: number, body: unknown) =>
  new Response(body === undefined ? 'Bad Gateway' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': body === undefined ? 'text/plain' : 'application/json' },
  });

describe('apiErrorOf and apiErrorMessage of the gateway’s answers', () => {
  it('reads the catalogue code and shows the server’s Spanish wording of it', async () => {
    const notPdf = `${FILE_REFUSALS.NOT_PDF('notas.txt')}. Solo se aceptan archivos PDF con contenido.`;
    const error = await apiErrorOf(answer(415, { code: 'NOT_PDF', message: notPdf }));
    expect(readApiFailure(error)).toMatchObject({ status: 415, code: 'NOT_PDF', aborted: false });
    expect(apiErrorMessage(error, { fallback })).toBe(notPdf);
  });

  it('shows the catalogue’s message for a code whose answer brings no message', async () => {
    for (const code of ['FILE_TOO_LARGE', 'NOTHING_READABLE', 'ANALYSIS_UNAVAILABLE'] as const) {
      const error = await apiErrorOf(answer(API_ERRORS[code].status, { code }));
      expect(apiErrorMessage(error, { fallback })).toBe(API_ERRORS[code].message);
    }
  });

  it('gives each code of an upload refusal its own message, not the screen’s', async () => {
    const messages = await Promise.all(
      (['NOT_PDF', 'EMPTY_FILE', 'FILE_TOO_LARGE', 'NOTHING_READABLE'] as const).map(async (code) =>
        apiErrorMessage(await apiErrorOf(answer(API_ERRORS[code].status, { code })), { fallback }),
      ),
    );
    expect(new Set([...messages, fallback]).size).toBe(5);
  });

  it('ignores a code that is not in the catalogue and says what the status means', async () => {
    const error = await apiErrorOf(answer(501, { code: 'MADE_UP', message: 'Not here' }));
    expect(readApiFailure(error)).toMatchObject({ code: null, message: '' });
    expect(apiErrorMessage(error, { fallback })).toBe(fallback);
    expect(apiErrorMessage(new Error('boom'), { fallback })).toBe(fallback);
    expect(apiErrorMessage(await apiErrorOf(answer(429, {})), { fallback })).toBe(
      API_ERRORS.BACKEND_RATE_LIMITED.message,
    );
  });

  it('uses the screen’s text for an answer that explains nothing, e.g. a proxy’s page', async () => {
    const error = await apiErrorOf(answer(502, undefined));
    expect(readApiFailure(error)).toMatchObject({ status: 502, code: null, message: '' });
    expect(apiErrorMessage(error, { fallback })).toBe(fallback);
    expect(apiErrorMessage(error, { fallback, unexplained: httpErrorMessage })).toBe(
      'HTTP error! status: 502',
    );
  });

  it('tells a call that got no answer from one that was cancelled', () => {
    const offline = 'Sin conexión';
    expect(apiErrorMessage(new TypeError('Failed to fetch'), { fallback, offline })).toBe(offline);
    expect(apiErrorMessage(new DOMException('late', 'TimeoutError'), { fallback, offline })).toBe(offline);
    expect(apiErrorMessage(new DOMException('stop', 'AbortError'), { fallback, offline })).toBe(fallback);
    expect(readApiFailure(new DOMException('stop', 'AbortError'))?.aborted).toBe(true);
    expect(apiErrorMessage(new ClientResponseError({ status: 0 }), { fallback, offline })).toBe(offline);
  });

  it('names the fields an answer found fault with', () => {
    const error = new ClientResponseError({
      status: 400,
      response: {
        message: 'Failed to authenticate.',
        data: { token: { code: 'validation_invalid_token', message: 'x' } },
      },
    });
    expect(faultsField(error, 'token')).toBe(true);
    expect(faultsField(error, 'password')).toBe(false);
    expect(faultsField(new Error('boom'), 'token')).toBe(false);
  });
});

function serverError(status: number, response: Record<string, unknown>): ClientResponseError {
  return new ClientResponseError({ url: 'http://localhost/api', status, response });
}
const login = (error: unknown) => apiErrorMessage(error, ACCOUNT_FORM_ERRORS.login);
const registration = (error: unknown) => apiErrorMessage(error, ACCOUNT_FORM_ERRORS.registration);

describe('the login form’s messages', () => {
  it('translates PocketBase failed authentication', () => {
    const error = serverError(400, { status: 400, message: 'Failed to authenticate.', data: {} });
    expect(login(error)).toBe(INVALID_CREDENTIALS);
  });

  it('shows a message written by our own server as it is', () => {
    const error = serverError(503, {
      code: 'BACKEND_UNAVAILABLE',
      message: 'El servicio no está disponible.',
    });
    expect(login(error)).toBe('El servicio no está disponible.');
  });

  it('describes field errors in Spanish', () => {
    const error = serverError(400, {
      message: 'An error occurred while validating the submitted data.',
      data: { identity: { code: 'validation_required', message: 'Cannot be blank.' } },
    });
    expect(login(error)).toBe('El campo Email es obligatorio.');
  });

  it('falls back when there is no server message', () => {
    expect(login(serverError(0, {}))).toBe('Error al iniciar sesión');
    expect(login(new ClientResponseError({ isAbort: true }))).toBe('Error al iniciar sesión');
    expect(login(new TypeError('Failed to fetch'))).toBe('Error al iniciar sesión');
  });

  it('falls back on generic PocketBase messages', () => {
    const error = serverError(500, {
      message: 'Something went wrong while processing your request.',
      data: {},
    });
    expect(login(error)).toBe('Error al iniciar sesión');
  });
});

describe('the registration form’s messages', () => {
  it('explains an email that is already registered', () => {
    const error = serverError(400, {
      message: 'Failed to create record.',
      data: { email: { code: 'validation_not_unique', message: 'Value must be unique.' } },
    });
    expect(registration(error)).toBe('Ya existe una cuenta registrada con este email.');
  });

  it('joins several field errors, using limits the server sends', () => {
    const error = serverError(400, {
      message: 'Failed to create record.',
      data: {
        email: { code: 'validation_is_email', message: 'Must be a valid email address.' },
        name: { code: 'validation_max_text_constraint', message: 'Too long.', params: { max: 255 } },
      },
    });
    expect(registration(error)).toBe(
      'El email no es válido. El campo Nombre no puede superar 255 caracteres.',
    );
  });

  it('falls back when the creation failed without details', () => {
    const error = serverError(400, { message: 'Failed to create record.', data: {} });
    expect(registration(error)).toBe('Error al registrar usuario');
  });
});

describe('the password forms’ messages', () => {
  it('says a reset link is no longer valid when the answer faults its token', () => {
    const error = serverError(400, {
      message: 'Failed to authenticate.',
      data: { token: { code: 'validation_invalid_token', message: 'Invalid or expired token.' } },
    });
    expect(apiErrorMessage(error, ACCOUNT_FORM_ERRORS.setPassword)).toBe(MESSAGES.passwordResetLinkInvalid);
    expect(apiErrorMessage(error, ACCOUNT_FORM_ERRORS.changePassword)).not.toBe(
      MESSAGES.passwordResetLinkInvalid,
    );
  });

  it('says the current password is wrong when the answer faults it', () => {
    const error = serverError(400, {
      message: 'Failed to update record.',
      data: { oldPassword: { code: 'validation_invalid_old_password', message: 'Missing or invalid.' } },
    });
    expect(apiErrorMessage(error, ACCOUNT_FORM_ERRORS.changePassword)).toBe(MESSAGES.oldPasswordWrong);
  });

  it('names the new password’s fields and falls back on each form’s message', () => {
    const error = serverError(400, {
      message: 'Failed to update record.',
      data: { password: { code: 'validation_required', message: 'Cannot be blank.' } },
    });
    expect(apiErrorMessage(error, ACCOUNT_FORM_ERRORS.setPassword)).toBe(
      'El campo Nueva contraseña es obligatorio.',
    );
    expect(apiErrorMessage(serverError(0, {}), ACCOUNT_FORM_ERRORS.setPassword)).toBe(
      MESSAGES.passwordResetFailed,
    );
    expect(apiErrorMessage(serverError(0, {}), ACCOUNT_FORM_ERRORS.changePassword)).toBe(
      MESSAGES.passwordChangeFailed,
    );
  });
});
