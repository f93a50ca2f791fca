import { describe, expect, it } from 'vitest';

import { splitIntoParts } from '../../server/analysis/engine/reading/pageParts';

/*
 * Forms held-out batch S exposed, each in wordings written for these tests and different from
 * the batch's own: made-up offices, people, numbers.
 */

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
