import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { pocketBaseError } from './pocketbaseErrors';

const failure = (status: number, data: Record<string, unknown> = {}) =>
  new ClientResponseError({ status, response: { status, message: 'x', data } });

describe('pocketBaseError', () => {
  it('keeps the meaning of PocketBase’s answer instead of calling everything unavailable', () => {
    expect(pocketBaseError(failure(404)).code).toBe('REPORT_NOT_FOUND');
    expect(pocketBaseError(failure(403)).code).toBe('REPORT_NOT_FOUND');
    expect(pocketBaseError(failure(401)).code).toBe('UNAUTHENTICATED');
    expect(pocketBaseError(failure(413)).status).toBe(413);
    expect(pocketBaseError(failure(429)).status).toBe(429);
    const refused = pocketBaseError(failure(400, { source_pdfs: { code: 'validation_invalid' } }));
    expect(refused.status).toBe(422);
    expect(refused.userMessage).toContain('«source_pdfs»');
  });

  it('calls the backend unavailable only when it is down or failing', () => {
    expect(pocketBaseError(failure(0)).code).toBe('BACKEND_UNAVAILABLE');
    expect(pocketBaseError(failure(502)).code).toBe('BACKEND_UNAVAILABLE');
    expect(pocketBaseError(new TypeError('fetch failed')).code).toBe('BACKEND_UNAVAILABLE');
  });
});
