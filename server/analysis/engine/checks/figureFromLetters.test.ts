import { describe, expect, it } from 'vitest';

import { figureFromLetters } from './figureFromLetters';

describe('figureFromLetters', () => {
  it('finds a length printed with letters among its digits', () => {
    expect(figureFromLetters('31,20 metros', 'ORIENTE, en 3l,2O metros con calle Gamero')).toBe(true);
    expect(figureFromLetters('300,00 metros', 'Norte, camino en 3OO metros; Sur, estero')).toBe(true);
  });

  it('leaves a length printed in digits, or letters that are no length', () => {
    expect(figureFromLetters('9,00 metros', 'NORTE, en 9 metros con lote diecisiete')).toBe(false);
    expect(figureFromLetters('12,00 metros', 'Lote l2 de la manzana, 12 metros')).toBe(false);
  });
});
