import { describe, expect, it } from 'vitest';

import { extractInscription, parseDeslindes } from '../../server/analysis/engine/extractors/inscription';
import { splitIntoParts } from '../../server/analysis/engine/reading/pageParts';
import { cbrDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch S exposed, each in wordings written for these tests and different from
 * the batch's own: made-up offices, people, numbers.
 */

const inscription = (...pages: string[][]) => extractInscription(cbrDocument(...pages)).value;

const pageTexts = (...pages: string[][]) =>
  pages.map((lines, index) => ({ number: index + 1, lines, textLength: lines.join('').length }));
const ranges = (...pages: string[][]) =>
  splitIntoParts(pageTexts(...pages)).map((part) => [part.first, part.last]);

describe("a copy's certification on a page of its own, under the office's heading again", () => {
  const body = (header: string[]) => [
    ...header,
    'La Ligua, cuatro de mayo de mil novecientos noventa y nueve.- Doña INÉS DEL PILAR ROCO',
    'VARGAS, soltera, de este domicilio, es dueña del sitio número cuatro de la población El',
    'Molino, comuna de La Ligua.- Lo adquirió por compra a don LUIS OSVALDO ROCO ARAYA, según',
    'escritura de fecha veinte de abril de mil novecientos noventa y nueve.- Título anterior a',
    'fojas 61 número 58 del año 1990.-',
  ];

  it('keeps a certification of a plain copy (no vigencia) with the copy it certifies', () => {
    const heading = 'CONSERVADOR DE BIENES RAÍCES DE LA LIGUA           Copia de inscripción - Folio LL-5512';
    expect(
      ranges(body([heading, 'FOJAS 233 V - Nº 219 - REGISTRO DE PROPIEDAD AÑO 1999']), [
        heading,
        'CERTIFICO: que la presente fotocopia es testimonio fiel de la inscripción de fojas 233 V',
        'número 219 del Registro de Propiedad del año 1999. La Ligua, 3 de marzo de 2026.- Sin',
        'certificación de vigencia.',
      ]),
    ).toEqual([[1, 2]]);
  });

  it('keeps a vigencia certification naming the fojas a dotted header box gave the copy', () => {
    expect(
      ranges(
        body([
          'CONSERVADOR DE BIENES RAÍCES DE LA LIGUA',
          'REGISTRO ....... PROPIEDAD            FOJAS ....... 233 vta.',
          'NÚMERO ......... 219                  AÑO ......... 1999',
        ]),
        [
          'CONSERVADOR DE BIENES RAÍCES DE LA LIGUA - segunda hoja',
          'CERTIFICADO: Copia fiel de la inscripción de fojas 233 vta., número 219, del Registro de',
          'Propiedad del año 1999, vigente al día de hoy. La Ligua, 3 de marzo de 2026.',
        ],
      ),
    ).toEqual([[1, 2]]);
  });
});

describe('a deslinde whose length is written in words and again in digits', () => {
  it('reads the digits between parentheses, before or after "metros"', () => {
    expect(
      parseDeslindes(
        'al Norte, quince metros (15,00 m) con pasaje Los Olmos; al Sur, ocho coma cinco (8,50) metros con sitio tres; y al Oriente, treinta y dos metros (32,00 metros) con sitio once',
      ),
    ).toEqual([
      { direccion: 'Norte', largo: '15,00 metros', propiedad: 'pasaje Los Olmos' },
      { direccion: 'Sur', largo: '8,50 metros', propiedad: 'sitio tres' },
      { direccion: 'Oriente', largo: '32,00 metros', propiedad: 'sitio once' },
    ]);
  });

  it('reads them in a whole inscription', () => {
    const { entry } = inscription([
      'CONSERVADOR DE BIENES RAÍCES DE PURRANQUE',
      'Fojas 77 Número 70 del Registro de Propiedad del año 2018',
      'Purranque, a nueve de marzo de dos mil dieciocho.- Doña ANA MARÍA LEPE OJEDA, soltera, de',
      'este domicilio, es dueña del sitio número cinco de la manzana ocho, comuna de Purranque, y que',
      'deslinda: al Norte, veinte metros (20,00 m) con calle Bulnes; al Sur, veinte metros (20,00',
      'm) con sitio seis; al Oriente, cincuenta metros (50,00 m) con sitio cuatro; y al Poniente,',
      'cincuenta metros (50,00 m) con sitio doce.- La adquirió por compra a don JOSÉ LUIS OJEDA',
      'MUÑOZ, según escritura de fecha dos de marzo de dos mil dieciocho.-',
    ]);
    expect(entry.deslindes.map((side) => [side.direccion, side.largo, side.propiedad])).toEqual([
      ['Norte', '20,00 metros', 'calle Bulnes'],
      ['Sur', '20,00 metros', 'sitio seis'],
      ['Oriente', '50,00 metros', 'sitio cuatro'],
      ['Poniente', '50,00 metros', 'sitio doce'],
    ]);
  });
});
