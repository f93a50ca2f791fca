import PocketBase, { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { saveErrorMessage } from './saveErrorMessage';

// Refusals other than a session's are told without asking the server anything more.
const pb = new PocketBase('http://127.0.0.1:9');

describe('saveErrorMessage', () => {
  it('says which field is over the report limits when PocketBase refuses the save', async () => {
    const message =
      'El reporte es demasiado grande para guardarlo: «notes.1» admite hasta 20.000 caracteres.';
    const error = new ClientResponseError({
      status: 400,
      response: { message, data: { output: { code: 'validation_report_limit', message } } },
    });
    expect(await saveErrorMessage(pb, error)).toBe(message);
  });

  it('tells the rate limit in Spanish', async () => {
    const error = new ClientResponseError({
      status: 429,
      response: { code: 'BACKEND_RATE_LIMITED', message: 'Demasiadas solicitudes en poco tiempo.' },
    });
    expect(await saveErrorMessage(pb, error)).toBe('Demasiadas solicitudes en poco tiempo.');
  });
});
