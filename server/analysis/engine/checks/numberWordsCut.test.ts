import { describe, expect, it } from 'vitest';

import { numberWordsCut } from './numberWordsCut';

describe('numberWordsCut', () => {
  it('names the field whose number in words ends on a "y" with no units after it', () => {
    expect(
      numberWordsCut('a fojas noventa y seis número ochenta y de Propiedad del año dos mil nueve'),
    ).toEqual(['numero']);
    expect(numberWordsCut('a fs. ciento cuarenta y del Registro de Propiedad')).toEqual(['fojas']);
    expect(numberWordsCut('N° 212 del año mil novecientos noventa y, de Purén')).toEqual(['ano']);
  });

  it('leaves whole numbers in words and numbers in digits', () => {
    expect(numberWordsCut('a fojas noventa y seis número ochenta y uno del año dos mil nueve')).toEqual([]);
    expect(numberWordsCut('a fojas 96 número 81 y de Propiedad del año 2009')).toEqual([]);
    expect(numberWordsCut('a fojas treinta número doce y del año dos mil')).toEqual([]);
    expect(
      numberWordsCut(
        'a fojas setenta y cuatro, número ochenta y uno, del año mil novecientos noventa y ocho',
      ),
    ).toEqual([]);
  });
});
