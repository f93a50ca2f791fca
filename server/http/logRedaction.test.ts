import { describe, expect, it } from 'vitest';
import { redactRequest, redactUrl } from './logRedaction';

describe('log redaction', () => {
  it('hides file tokens and list filters in URLs and keeps the rest', () => {
    expect(redactUrl('/api/files/new_reports/abc/gp_x1.pdf?token=eyJhbGciOi.secret&download=1')).toBe(
      '/api/files/new_reports/abc/gp_x1.pdf?token=[redacted]&download=1',
    );
    expect(
      redactUrl(
        "/api/collections/new_reports/records?page=1&filter=(name~'P%C3%A9rez%2012.345.678-5')&sort=-updated",
      ),
    ).toBe('/api/collections/new_reports/records?page=1&filter=[redacted]&sort=-updated');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('hides them in the parsed query without touching the request', () => {
    const query = { filter: "name~'Pérez'", page: '1' };
    const serialized = redactRequest({ url: "/x?filter=name~'Pérez'&page=1", query });
    expect(serialized).toEqual({
      url: '/x?filter=[redacted]&page=1',
      query: { filter: '[redacted]', page: '1' },
    });
    expect(query.filter).toBe("name~'Pérez'");
  });
});
