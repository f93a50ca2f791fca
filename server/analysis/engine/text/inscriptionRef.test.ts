import { describe, expect, it } from 'vitest';

import { normalize } from '../reading/normalize';
import { findInscriptionRef, findInscriptionRefs, readRefs, refParts } from './inscriptionRef';

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
    // Every form of chilean-documents.md §0.4 and issue #9, on made-up numbers.
    ['Embargo Fs 47v Nº 19 del año 1998', 47, true, 19, 1998],
    ['Hipoteca Fs. 120 N° 98/2015 Banco Uno', 120, false, 98, 2015],
    ['inscrita a fs. 455 del Registro de Propiedad del año 2010, con el N° 398', 455, false, 398, 2010],
    ['HIPOTECA: A FOJA 905VTA, NÚMERO 77 DEL AÑO 2011 EN FAVOR DE', 905, true, 77, 2011],
    ['inscrita a fs. 13.402, nro. 61.775, del año 2.019', 13402, false, 61775, 2019],
    [
      'a fojas trescientos cuatro (304) número noventa (90) del año dos mil doce (2012)',
      304,
      false,
      90,
      2012,
    ],
    ['Foja5120 Número 3317 Año 2003', 5120, false, 3317, 2003],
    ['aFs.410Nro.921delAño1962.', 410, false, 921, 1962],
    ['Inscrita a Fojas: 208 vuelta, Número 51, Año 2018', 208, true, 51, 2018],
    ['Inscripción: Fs.2250v Nro 1189 de 2008 Fecha Inscripción: 02/04/2008', 2250, true, 1189, 2008],
    ['a Fs.733 V Nro.402 del Año: 2015', 733, true, 402, 2015],
    ['fojas 1120F número 987 correspondiente al año 2010', 1120, false, 987, 2010],
    ['Prohibición a fs. 2290vta- 1875- 2016.', 2290, true, 1875, 2016],
    [
      'Fojas quinientas cuarenta y una vuelta Número trescientos ocho del Registro de Propiedad del año dos mil diez',
      541,
      true,
      308,
      2010,
    ],
    [
      'inscrito a fojas 88, Nº31 en el Registro de Prohibiciones de Conservador de Bienes Raíces a mi cargo, correspondiente al año 2021',
      88,
      false,
      31,
      2021,
    ],
  ])('%s', (text, fojas, vuelta, numero, ano) => {
    expect(findInscriptionRef(text)).toMatchObject({ fojas, vuelta, numero, ano });
  });
});

describe('readRefs', () => {
  it('takes the year from the inscription date when no año is printed', () => {
    const [ref] = readRefs(
      normalize(
        'Usufructo inscrito a fojas 512 N°48, a favor de Doña Ana Pérez, con fecha 3 de mayo de 2011.',
      ).text,
    );
    expect(ref).toMatchObject({ fojas: 512, numero: 48, ano: 2011, yearFrom: 'date' });
    expect(ref?.confidence).toBeLessThan(0.9);
  });

  it('leaves an unreadable or absent part null, never 0, and marks the reference unsure', () => {
    const [ref] = readRefs(normalize('Hipoteca inscrita a fojas 77 número 12 en favor del Banco Uno.').text);
    expect(ref).toMatchObject({ fojas: 77, numero: 12, ano: null, yearFrom: null });
    expect(ref?.confidence).toBeLessThan(0.5);
    expect(readRefs(normalize('fojas 0 número 12 del año 2020').text)[0]).toMatchObject({ fojas: null });
    expect(readRefs(normalize('fojas 12 número 15 del año 2999').text)[0]).toMatchObject({ ano: null });
  });

  it('does not take a year across another reference or a new sentence', () => {
    const refs = findInscriptionRefs(
      'a fojas 10 número 20 del Registro. Revisados los índices del año 2001 y a fojas 30 número 40 del año 2002',
    );
    expect(refs.map((ref) => [ref.fojas, ref.ano])).toEqual([[30, 2002]]);
  });

  it('locates references in the printed text', () => {
    const text = 'Servidumbre aFs.410Nro.921delAño1962. Hipoteca';
    const [ref] = findInscriptionRefs(text);
    expect(ref?.text).toBe('Fs.410Nro.921delAño1962');
    expect(ref?.index).toBe(text.indexOf('Fs.'));
  });
});

describe('refParts', () => {
  it('places each part of a reference within it, the whole reference when a part is not printed', () => {
    const text = 'el de fojas 412 vuelta número 380 del Registro de Hipotecas del año 1987';
    const parts = refParts({ index: 10, text });
    const printed = (key: keyof typeof parts) =>
      text.slice(parts[key].index - 10, parts[key].index - 10 + parts[key].length);
    expect(printed('fojas')).toBe('412 vuelta');
    expect(printed('numero')).toBe('380');
    expect(printed('ano')).toBe('1987');
    expect(refParts({ index: 0, text: 'fojas 12 del año 2001' }).numero).toEqual({ index: 0, length: 21 });
  });
});
