import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './attachmentDisposition';

describe('attachmentDisposition', () => {
  it('gives a slug as both the plain and the UTF-8 name', () => {
    expect(attachmentDisposition('estudio-la-cisterna.pdf')).toBe(
      `attachment; filename="estudio-la-cisterna.pdf"; filename*=UTF-8''estudio-la-cisterna.pdf`,
    );
  });

  it('keeps any other name inside the header: non-ASCII, quotes and line breaks never reach the plain form', () => {
    expect(attachmentDisposition('ñu"ñoa\r\nX: 1.pdf')).toBe(
      `attachment; filename="_u__oa__X: 1.pdf"; filename*=UTF-8''%C3%B1u%22%C3%B1oa%0D%0AX%3A%201.pdf`,
    );
  });
});
