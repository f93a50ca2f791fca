import { describe, expect, it } from 'vitest';

import { leadingNumberWords, parseNumberWords } from './numberWords';

describe('parseNumberWords', () => {
  it.each([
    ['cincuenta y ocho mil doscientos diez', 58210],
    ['dos mil veintiuno', 2021],
    ['primero', 1],
    ['mil novecientos noventa y seis', 1996],
    ['doce millones trescientos cuarenta y cinco mil seiscientos setenta y ocho', 12345678],
    ['TRES MIL OCHOCIENTAS CINCUENTA', 3850],
    ['trescientos doce millones', 312000000],
    ['dieciséis', 16],
    ['veintitrés', 23],
  ])('%s → %d', (words, value) => {
    expect(parseNumberWords(words)).toBe(value);
  });

  it('parts "y" a worn copy glued to the tens or the units beside it', () => {
    expect(parseNumberWords('novecientos ochentay siete')).toBe(987);
    expect(parseNumberWords('mil doscientos cuarenta ycinco')).toBe(1245);
    expect(leadingNumberWords('novecientos ochentay siete, del Registro')?.value).toBe(987);
    expect(parseNumberWords('ochentay')).toBe(80);
    expect(parseNumberWords('hoy siete')).toBeNull();
    expect(parseNumberWords('yveinte')).toBeNull();
  });

  it('rejects other words', () => {
    expect(parseNumberWords('tres de octubre')).toBeNull();
    expect(parseNumberWords('')).toBeNull();
  });
});

describe('leadingNumberWords', () => {
  it('reads the number at the start and stops at punctuation or other words', () => {
    expect(leadingNumberWords('dos mil diecinueve.- Doña')).toEqual({ value: 2019, length: 18 });
    expect(leadingNumberWords('cuarenta y dos coma quince')).toEqual({ value: 42, length: 14 });
  });
});
