import { describe, expect, it } from 'vitest';
import { notADestination } from './destinationWords';

describe('notADestination', () => {
  it('accepts the destinations of SII roll as certificates print them', () => {
    for (const value of ['HABITACIONAL', 'Comercio', 'BODEGA Y ALMACENAJE', 'Agrícola', 'SITIO ERIAZO'])
      expect(notADestination(value)).toBe(false);
  });

  it('doubts a column label or words that name no destination', () => {
    for (const value of [
      'AVALÚO AFECTO',
      'Avalúo Exento',
      'HABITACIONAL AVALUO TOTAL',
      'del bien raíz',
      'P COLLICO',
    ])
      expect(notADestination(value)).toBe(true);
  });
});
