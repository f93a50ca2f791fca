import { describe, expect, it } from 'vitest';

import { foldKeepingLength, ocrLetters } from './folded';

describe('ocrLetters', () => {
  it.each([
    ['CERTIFICAD0 DE N0 EXPR0PIACI0N', 'CERTIFICADO DE NO EXPROPIACION'],
    ['Fecha de emisi6n', 'Fecha de emision'],
    ['5ERVIU', 'SERVIU'],
    // Numbers, codes with other digits and "N0" before a number stay as printed.
    ['N0 15.882', 'N0 15.882'],
    ['Avenida Angamos 0610', 'Avenida Angamos 0610'],
    ['HO7ZPLX2 y cpv54d0dd-0', 'HO7ZPLX2 y cpv54d0dd-0'],
  ])('%j → %j', (text, expected) => {
    expect(ocrLetters(text)).toBe(expected);
  });

  it('keeps offsets: the folded text has the length of the original', () => {
    const text = 'Direcci6n: Av. Alemania 0945, N0 afecta';
    expect(foldKeepingLength(text)).toHaveLength(text.length);
    expect(foldKeepingLength(text)).toBe('Direccion: Av. Alemania 0945, NO afecta');
  });
});
