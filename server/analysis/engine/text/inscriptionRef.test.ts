import { describe, expect, it } from 'vitest';

import { findInscriptionRef } from './inscriptionRef';

describe('findInscriptionRef', () => {
  it.each([
    [
      'la inscripción de fojas 61234 número 88901 correspondiente al Registro de Propiedad del año 2019',
      61234,
      false,
      88901,
      2019,
    ],
    ['que rola a fojas 4267 vta., nº 3712, año 2018, de este registro', 4267, true, 3712, 2018],
    ['1) REGLAMENTO : a Fs. 5521 Nro. 6032 del Año 2012.', 5521, false, 6032, 2012],
    ['inscrito a Fojas 812 Vta., Número 655 del Año 1979', 812, true, 655, 1979],
    ['rola a fojas 2210 vuelta número 1644 del año 2019', 2210, true, 1644, 2019],
    [
      'A FOJAS 4267 VTA. N° 3712 DEL REGISTRO DE PROPIEDAD, CORRESPONDIENTE AL AÑO 2018',
      4267,
      true,
      3712,
      2018,
    ],
    ['Hipoteca a fs. 3911vta- 3041-2018.', 3911, true, 3041, 2018],
    ['Fs.3951v Nro 3877 de 2016 y del año 2016', 3951, true, 3877, 2016],
    ['a Fs.5921 F Nro.2847 del Año 2016', 5921, false, 2847, 2016],
    ['fojas 12.604, Nº 5.918 del año 2.017', 12604, false, 5918, 2017],
    ['fojas 6l2O número 1O48 del año 2O19', 6120, false, 1048, 2019],
  ])('%s', (text, fojas, vuelta, numero, ano) => {
    expect(findInscriptionRef(text)).toMatchObject({ fojas, vuelta, numero, ano });
  });
});
