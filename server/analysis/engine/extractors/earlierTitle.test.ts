import { describe, expect, it } from 'vitest';

import { documentFromPages } from '../../../../tests/support/engineDocuments';
import { extractInscription } from './inscription';

/*
 * The earlier title of an inscription in the phrasings offices use (issue #18 item 7). Made-up
 * inscriptions written for these tests.
 */

const inscriptionSaying = (earlierTitle: string) =>
  [
    'CERTIFICADO DE DOMINIO VIGENTE',
    'El Conservador de Bienes Raíces de Talca certifica que la inscripción de fojas 2210 número 1905 del',
    'Registro de Propiedad del año 2020 se encuentra vigente.',
    'Talca, doce de marzo de dos mil veinte.- Don MANUEL IGNACIO FUENTES ORTIZ, C.I. 12.345.678-5,',
    'soltero, de este domicilio, es dueño del sitio número 14 de la población Las Rosas, comuna de Talca,',
    'que deslinda: NORTE, con sitio 13; SUR, con calle Uno.- Lo adquirió por compra a doña ANA MARÍA',
    'CÁCERES LEIVA, según escritura de fecha 3 de marzo de 2020, otorgada en la notaría de esta ciudad',
    `de don Jorge Ruiz.- ${earlierTitle} Rol de avalúo número 512-33, Comuna de Talca.- Requirente: Banco Central Sur.`,
    'Talca, 5 de septiembre de 2025.',
  ].join('\n');

const earlier = (earlierTitle: string) => {
  const { entry } = extractInscription(documentFromPages('dv.pdf', [inscriptionSaying(earlierTitle)])).value;
  return {
    fojas: entry.fojas_anterior,
    vuelta: entry.vuelta_anterior,
    numero: entry.numero_anterior,
    ano: entry.ano_anterior,
  };
};

describe('the earlier title in its phrasings', () => {
  it.each([
    ['El título anterior rola a fs. 1234 vta. N° 567 del año 1999.-', 1234, true, 567, 1999],
    ['Título anterior: Fojas 1234 Número 567 Año 1999.-', 1234, false, 567, 1999],
    ['Inscripción anterior de fojas 88 número 77 del año 1990.-', 88, false, 77, 1990],
    ['Sus títulos anteriores rolan a fojas 301 número 299 del año 2008.-', 301, false, 299, 2008],
    ['Anterior: fs. 1200 N° 980 - 2001.-', 1200, false, 980, 2001],
    [
      'El título anterior se encuentra inscrito a fojas mil doscientos número novecientos ochenta del año dos mil uno.-',
      1200,
      false,
      980,
      2001,
    ],
    [
      'La vendedora lo adquirió por compra a don Luis Soto, según inscripción a fojas 900 número 800 del Registro de Propiedad del año 2005.-',
      900,
      false,
      800,
      2005,
    ],
    ['Inscrito anteriormente a fojas 4410 vuelta número 3999 del año 2015.-', 4410, true, 3999, 2015],
    [
      'La vendedora, quien a su vez lo adquirió según inscripción a fojas 77 número 64 del año 2001.-',
      77,
      false,
      64,
      2001,
    ],
    ['Dominio anterior: Fs. 33 N° 20 año 1995.-', 33, false, 20, 1995],
    ['El dominio anterior corre a fojas 610 vta. número 512 del año 2003.-', 610, true, 512, 2003],
    ['El título de la vendedora rola a fojas 145 número 130 del año 2010.-', 145, false, 130, 2010],
    ['Su título anterior corre inscrito a fs. 2.014 N° 1.777 de 2011.-', 2014, false, 1777, 2011],
  ])('reads "%s"', (phrase, fojas, vuelta, numero, ano) => {
    expect(earlier(phrase)).toEqual({ fojas, vuelta, numero, ano });
  });

  it('keeps the property’s own inscription apart from the earlier title', () => {
    const { entry } = extractInscription(
      documentFromPages('dv.pdf', [inscriptionSaying('Título anterior: Fojas 1234 Número 567 Año 1999.-')]),
    ).value;
    expect(entry).toMatchObject({ fojas: 2210, numero: 1905, ano: 2020 });
  });
});
