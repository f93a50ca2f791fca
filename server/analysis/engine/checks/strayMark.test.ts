import { describe, expect, it } from 'vitest';
import { strayQuestionMark } from './strayMark';

describe('strayQuestionMark', () => {
  it('doubts a value holding a character OCR could not make out', () => {
    expect(strayQuestionMark('Avenida Prat N.? 1290')).toBe(true);
    expect(strayQuestionMark('2? PISO')).toBe(true);
  });

  it('accepts values without one, or with a question of their own', () => {
    expect(strayQuestionMark('Avenida Prat Nº 1290')).toBe(false);
    expect(strayQuestionMark('¿Afecto a utilidad pública? SÍ')).toBe(false);
  });
});
