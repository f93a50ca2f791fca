import { describe, expect, it } from 'vitest';
import { API_ERRORS, type ApiErrorDefinition } from './errors';

describe('API_ERRORS', () => {
  it('says when to retry with every 429', () => {
    const definitions: [string, ApiErrorDefinition][] = Object.entries(API_ERRORS);
    const limits = definitions.filter(([, definition]) => definition.status === 429);
    expect(limits.map(([code]) => code)).toContain('BACKEND_RATE_LIMITED');
    for (const [code, definition] of limits)
      expect({ code, retryAfterSeconds: definition.retryAfterSeconds }).toEqual({
        code,
        retryAfterSeconds: expect.any(Number),
      });
  });
});
