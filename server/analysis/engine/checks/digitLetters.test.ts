import { describe, expect, it } from 'vitest';

import { digitsReadAsLetters } from './digitLetters';

describe('digitsReadAsLetters', () => {
  it('finds a number read with the letters OCR confuses with digits', () => {
    expect(digitsReadAsLetters('sitio l5')).toBe(true);
    expect(digitsReadAsLetters('calle Freire N° 2lO, Penco')).toBe(true);
    expect(digitsReadAsLetters('lote 1O4 del plano')).toBe(true);
    expect(digitsReadAsLetters('pasaje I2, Villa Sur')).toBe(true);
    expect(digitsReadAsLetters('Pasaje Las Dalias N° ll.470, comuna de Lo Espejo')).toBe(true);
    expect(digitsReadAsLetters('avenida Central 1.2O5')).toBe(true);
  });

  it('leaves words, codes and plain numbers alone', () => {
    expect(digitsReadAsLetters('sitio 15')).toBe(false);
    expect(digitsReadAsLetters('Lote B12 de la manzana O')).toBe(false);
    expect(digitsReadAsLetters('Rol C-2291-2025')).toBe(false);
    expect(digitsReadAsLetters('Block IO, departamento 4')).toBe(false);
    expect(digitsReadAsLetters('calle Los Olmos 1.200')).toBe(false);
    expect(digitsReadAsLetters('Villa O. 12, sitio I.')).toBe(false);
  });
});
