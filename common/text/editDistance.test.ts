import { describe, expect, it } from 'vitest';

import { editDistance } from './editDistance';

describe('editDistance', () => {
  it('counts the letters inserted, dropped or changed', () => {
    expect(editDistance('propietario', 'propietario')).toBe(0);
    expect(editDistance('propietano', 'propietario')).toBe(2);
    expect(editDistance('comuna', 'cornuna')).toBe(2);
    expect(editDistance('', 'rol')).toBe(3);
  });

  it('stops at one past its limit', () => {
    expect(editDistance('direccion', 'dirbocion', 2)).toBe(2);
    expect(editDistance('direccion', 'superficie', 2)).toBe(3);
    expect(editDistance('rol', 'propietario', 1)).toBe(2);
  });
});
