import { describe, expect, it } from 'vitest';

import { normalizeRol, rolesIn } from './rol';

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

describe('rolesIn', () => {
  it('lists every rol of a text once, normalised', () => {
    expect(rolesIn('Rol de avalúo número 4521-87, 4521-120 y 04521 − 00087')).toEqual([
      '4521-87',
      '4521-120',
    ]);
    expect(rolesIn('ROL 332-01208-311')).toEqual(['1208-311']);
    expect(rolesIn('')).toEqual([]);
  });
});
