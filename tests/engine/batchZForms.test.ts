import { describe, expect, it } from 'vitest';

import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { cbrDocument, typedParts } from '../support/engineDocuments';

/*
 * Forms held-out batch Z exposed (issue #18), each in wordings written for these tests and
 * different from the batch's own: made-up offices, people, numbers.
 */

const CURRENT_COPY = [
  'CONSERVADOR DE BIENES RAÍCES DE MULCHÉN',
  'COPIA DE INSCRIPCIÓN CON VIGENCIA',
  'Fojas 733 vta.  Nº 519  Año 2021',
  'Mulchén, doce de mayo de dos mil veintiuno.- Doña ELISA MARGARITA TORO PAVEZ, cédula',
  'nacional de identidad número 14.208.377-1, soltera, es dueña del sitio número ocho de la',
  'Villa El Roble, comuna de Mulchén.- Lo adquirió por compra a don RAMÓN ALBERTO CID',
  'FUENTES, según escritura de fecha tres de mayo de dos mil veintiuno.- El título anterior',
];
const CURRENT_CLOSE_AND_EARLIER = [
  'está a fojas 210 número 188 del año 2012.- Firmado: el Conservador.',
  'Certifico que la inscripción que antecede se encuentra vigente. Mulchén, 3 de octubre de 2026.',
  'Código de verificación MUL-88231-2026',
  '-----------------------------------------------------------------------',
  'COPIA DE INSCRIPCIÓN CANCELADA - TÍTULO ANTERIOR',
  'Fojas 210  Nº 188  Año 2012',
  'Mulchén, cuatro de abril de dos mil doce.- Don RAMÓN ALBERTO CID FUENTES, casado, de este',
  'domicilio, es dueño del sitio número ocho de la Villa El Roble, comuna de Mulchén.- Lo adquirió',
];
const EARLIER_CLOSE = [
  'CONSERVADOR DE BIENES RAÍCES DE MULCHÉN - Fojas 210',
  'por herencia de su padre.- Firmado: el Conservador.',
  'Al margen: Cancelada. Transferida a fojas 733 vta. número 519 del año 2021.',
  'Certifico que la copia que antecede es conforme con su original. Mulchén, 3 de octubre de 2026.',
  'Código de verificación MUL-88232-2026',
];

describe('two copies issued as one run of pages, the second opening mid-page (batch Z)', () => {
  it('cuts the run under the first copy’s code: each copy its own document', () => {
    expect(typedParts(CURRENT_COPY, CURRENT_CLOSE_AND_EARLIER, EARLIER_CLOSE)).toEqual([
      '1-2 dominio_vigente',
      '2-3 titulo_anterior',
    ]);
  });

  it('keeps an earlier inscription annexed under the copy’s certification, coded once with it, in the copy', () => {
    const annexed = [
      'está a fojas 210 número 188 del año 2012.- Firmado: el Conservador.',
      'Certifico que la inscripción que antecede se encuentra vigente. Mulchén, 3 de octubre de 2026.',
      'Código de verificación MUL-88231-2026',
      'ANEXO: se transcribe la inscripción anterior, hoy cancelada.',
      'Fojas 210  Nº 188  Año 2012',
      'Mulchén, cuatro de abril de dos mil doce.- Don RAMÓN ALBERTO CID FUENTES, casado, es dueño',
      'del sitio número ocho de la Villa El Roble.- Lo adquirió por herencia.',
    ];
    expect(typedParts(CURRENT_COPY, annexed)).toEqual(['1-2 dominio_vigente']);
  });

  it('reads the cancelled copy’s own heading reference, not its title’s words, as its inscription', () => {
    const copy = extractInscription(
      cbrDocument(
        [
          'CBR LAUTARO',
          'COPIA DE INSCRIPCIÓN (TÍTULO ANTERIOR)',
          'Inscripción Fojas 95 F  Número 77  Año 2003',
          'Lautaro, nueve de enero de dos mil tres.- Don OSVALDO RENÉ MELLA SAAVEDRA, casado, de este',
          'domicilio, es dueño de la parcela número cuatro del Proyecto de Parcelación Pillanlelbún,',
          'comuna de Lautaro.- La adquirió por compra a doña ROSA ELVIRA SAAVEDRA POBLETE.- El título',
          'anterior está a fojas 12 número 10 del año 1990.',
          'Nota marginal: Cancelada. Transferida a fojas 402 número 318 del año 2016.',
        ],
        ['Certifico que la copia precedente es conforme con su original. Lautaro, 2 de octubre de 2026.'],
      ),
    ).value.entry;
    expect([copy.fojas, copy.numero, copy.ano]).toEqual([95, 77, 2003]);
    expect([copy.fojas_anterior, copy.numero_anterior, copy.ano_anterior]).toEqual([12, 10, 1990]);
  });
});
