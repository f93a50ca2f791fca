import { describe, expect, it } from 'vitest';

import { normalizeRol } from './rol';

describe('normalizeRol', () => {
  it.each([
    ['04521 − 00087', '4521-87'],
    ['06924-00011', '6924-11'],
    ['117-03412-017', '3412-17'],
    ['ROL LA CISTERNA 117-03412-017', '3412-17'],
    ['N°3412-17.-', '3412-17'],
    ['1208-311', '1208-311'],
  ])('%s → %s', (text, rol) => {
    expect(normalizeRol(text)).toBe(rol);
  });

  it('returns null without a rol', () => {
    expect(normalizeRol('sin rol')).toBeNull();
  });
});
