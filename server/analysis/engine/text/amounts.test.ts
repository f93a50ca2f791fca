import { describe, expect, it } from 'vitest';

import { formatMeters, parseInteger, parsePrice } from './amounts';

describe('parseInteger', () => {
  it.each([
    ['$78.500.000', 78500000],
    ['CLP 1,874,215', 1874215],
    ['1.140', 1140],
    ['204,654', 204654],
    ['1O4,166', 104166],
    ['6l2O', 6120],
  ])('%s → %d', (text, value) => {
    expect(parseInteger(text)).toBe(value);
  });

  it('rejects text that is not a number', () => {
    expect(parseInteger('doce')).toBeNull();
    expect(parseInteger('12.34')).toBeNull();
  });
});

describe('parsePrice', () => {
  it.each([
    ['TRES MIL OCHOCIENTAS CINCUENTA UNIDADES DE FOMENTO', '3.850,00 UF'],
    ['3.850,00 Unidades de Fomento', '3.850,00 UF'],
    ['la suma de setenta y ocho millones quinientos mil pesos ($78.500.000)', '$78.500.000'],
    ['(U.F.2658,4)', '2.658,40 UF'],
    ['UF.2.954,1200.-(dos mil novecientas…)', '2.954,12 UF'],
    ['$ 52.000.000', '$52.000.000'],
    ['SESENTA Y SIETE MILLONES DE PESOS', '$67.000.000'],
    ['dos mil ochocientas cuarenta y una coma dieciséis unidades de fomento', '2.841,16 UF'],
    ['la cantidad de ciento diez millones de pesos', '$110.000.000'],
  ])('%s → %s', (text, price) => {
    expect(parsePrice(text)).toBe(price);
  });

  it('gives no price rather than the tail of an amount OCR damaged', () => {
    expect(parsePrice('DOS MIL NOVECIENTA5 OCHENTA COMA CINCUENTA UNIDADES DE FOMENTO')).toBeNull();
  });
});

describe('formatMeters', () => {
  it.each([
    ['cuarenta y dos coma quince', '42,15 metros'],
    ['nueve', '9,00 metros'],
    ['veinte coma cinco', '20,50 metros'],
    ['20,50', '20,50 metros'],
  ])('%s → %s', (text, meters) => {
    expect(formatMeters(text)).toBe(meters);
  });
});
