import { describe, expect, it } from 'vitest';
import { wordGluedToDigits } from './wordDigitGlue';

describe('wordGluedToDigits', () => {
  it('doubts a word run into the number after it', () => {
    expect(wordGluedToDigits('según plano agregado con el número412 del año 1998')).toBe(true);
    expect(wordGluedToDigits('sitio signado como lote5 de la manzana B')).toBe(true);
  });
  it('keeps numbers apart from words, codes and signs', () => {
    expect(wordGluedToDigits('según plano agregado con el número 412 del año 1998')).toBe(false);
    expect(wordGluedToDigits('pasaje Los Aromos N°18, manzana A2')).toBe(false);
    expect(wordGluedToDigits('lote A-3 del plano')).toBe(false);
  });
});
