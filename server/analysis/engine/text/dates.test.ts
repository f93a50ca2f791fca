import { describe, expect, it } from 'vitest';

import { findDates, parseDate } from './dates';

describe('parseDate', () => {
  it.each([
    ['Santiago, 8 de septiembre de 2025.', '2025-09-08'],
    ['13 de diciembre del 2024', '2024-12-13'],
    ['10 de Marzo de 2025', '2025-03-10'],
    ['26 Marzo de 2024', '2024-03-26'],
    ['FECHA EMISIÓN: 18 Agosto 2025, 16:02.', '2025-08-18'],
    ['Santiago, tres de octubre del año dos mil diecinueve.-', '2019-10-03'],
    ['San Bernardo, primero de diciembre del año dos mil veinte.-', '2020-12-01'],
    ['a veintisiete de marzo de dos mil dieciocho, ante mí', '2018-03-27'],
    ['catorce de agosto del año mil novecientos noventa y seis.-', '1996-08-14'],
    ['Fecha de emisión   19/08/2025', '2025-08-19'],
    ['Fecha de Emisión del Certificado: 20-08-2025', '2025-08-20'],
    ['30-Jun-2026', '2026-06-30'],
    ['fojas 12.604 del año 2.017 el 3 de enero de 2.017', '2017-01-03'],
    ['IQUIQUE, a las 10:15 del 01 de octubre del año 2025', '2025-10-01'],
    ['el 1º de mayo de 2019', '2019-05-01'],
    // Normalised text: "año dos mil veintidós (2022)" has become digits after a day in words.
    ['doce de abril del año 2022', '2022-04-12'],
  ])('%s → %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it('finds several dates in order and ignores impossible ones', () => {
    expect(findDates('00-00-0000 y 31/12/2024 y 5 de mayo de 2020').map((date) => date.iso)).toEqual([
      '2024-12-31',
      '2020-05-05',
    ]);
  });
});
