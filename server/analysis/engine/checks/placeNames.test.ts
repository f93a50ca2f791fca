import { describe, expect, it } from 'vitest';
import { unknownPlace } from './placeNames';

describe('unknownPlace', () => {
  it('doubts a comuna or registry that OCR misread into no name of the lists', () => {
    expect(unknownPlace('notaria_comuna', 'Osomo')).toBe(true);
    expect(unknownPlace('comuna', 'Chilán')).toBe(true);
    expect(unknownPlace('conservador', 'Temuoo')).toBe(true);
  });

  it('accepts comunas and registries as documents print them, and leaves other keys', () => {
    expect(unknownPlace('notaria_comuna', 'Osorno')).toBe(false);
    expect(unknownPlace('comuna', 'NUÑOA')).toBe(false);
    expect(unknownPlace('comuna', 'Comuna de Viña del Mar')).toBe(false);
    expect(unknownPlace('conservador', 'Puerto Natales')).toBe(false);
    expect(unknownPlace('conservador', 'San Miguel')).toBe(false);
    expect(unknownPlace('destino', 'Osomo')).toBe(false);
  });
});
