import { describe, expect, it } from 'vitest';

import { extractInscription, parseDeslindes } from '../../server/analysis/engine/extractors/inscription';
import { extractMarriageCertificate } from '../../server/analysis/engine/extractors/marriageCertificate';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batches N, W and ZC exposed, each in wordings written for these tests and
 * different from the batches' own: made-up offices, people, numbers.
 */

describe('a marriage certificate whose side-by-side columns the text layer ran together', () => {
  const marriage = (runRow: string) =>
    extractMarriageCertificate(
      certificateDocument([
        'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
        'CERTIFICADO DE MATRIMONIO',
        'Circunscripción : OSORNO',
        'Nº Inscripción : 884   Registro : M   Año : 2014',
        'ESPOSO   ESPOSA',
        'Nombre GONZALO IVÁN REBOLLEDO SAEZ PAULA ANDREA MUÑOZ TRONCOSO',
        runRow,
        'Fecha de emisión: 9 Enero 2026',
      ]),
    );

  it("gives each spouse the RUN of its column, the label run onto the husband's", () => {
    const { certificate } = marriage('RUN 14.205.337-3   16.880.412-1').value;
    expect(certificate.marido.rut).toBe('14.205.337-3');
    expect(certificate.mujer.rut).toBe('16.880.412-1');
  });

  it('still doubts the one name that holds both cells', () => {
    const { value, provenance } = marriage('R.U.N.: 14.205.337-3   16.880.412-1');
    const read = value.certificate.marido.nombre === '' ? 'mujer' : 'marido';
    expect(value.certificate.mujer.rut).toBe('16.880.412-1');
    expect(provenance[`${read}.nombre`]?.unsure).toContain('name_shape');
  });

  it('leaves a row with a name beside a number to the labels', () => {
    const { value, provenance } = marriage('RUN 14.205.337-3   nacida el 2 Mayo 1990');
    const read = value.certificate.marido.nombre === '' ? 'mujer' : 'marido';
    expect(provenance[`${read}.rut`]?.unsure).toContain('inferred');
  });
});

describe('a certificate of dominio vigente that tells the inscription in a sentence', () => {
  const certificate = (lines: string[]) =>
    extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE PAPUDO',
        'CERTIFICADO DE DOMINIO VIGENTE',
        ...lines,
        'Papudo, 2 de febrero de 2026.',
        'Código de verificación: PD-7731-0202',
      ]),
    ).value.entry;

  it('reads the earlier title a deceased owner "cuyo título rolaba" at', () => {
    const read = certificate([
      'CERTIFICO: Que la parcela número 9 del loteo Las Salinas, comuna de Papudo, se encuentra',
      'inscrita a fojas 310 número 288 del Registro de Propiedad del año 2021, en virtud de la',
      'posesión efectiva quedada al fallecimiento de doña Elena Rosa Quiroz Vidal, cuyo título',
      'rolaba a fojas 52 vuelta número 47 del Registro de Propiedad del año 1987, y se encuentra',
      'vigente a nombre de don TOMÁS IGNACIO QUIROZ MELLA.',
    ]);
    expect([read.fojas, read.numero, read.ano]).toEqual([310, 288, 2021]);
    expect([read.fojas_anterior, read.vuelta_anterior, read.numero_anterior, read.ano_anterior]).toEqual([
      52,
      true,
      47,
      1987,
    ]);
  });

  it('reads the inscription\'s date the sentence gives "con fecha" after its reference', () => {
    const read = certificate([
      'CERTIFICO: Que la parcela número 9 del loteo Las Salinas, comuna de Papudo, se encuentra',
      'inscrita a fojas 310 número 288 del Registro de Propiedad del año 2021, con fecha 7 de',
      'septiembre de 2021, y se encuentra vigente a nombre de don TOMÁS IGNACIO QUIROZ MELLA.',
    ]);
    expect(read.fecha_registro).toBe('2021-09-07');
  });

  it('takes no note\'s date "anotada con fecha" for the inscription\'s', () => {
    const read = certificate([
      'CERTIFICO: Que la parcela número 9 del loteo Las Salinas, comuna de Papudo, se encuentra',
      'inscrita a fojas 310 número 288 del Registro de Propiedad del año 2021, y al margen consta',
      'una subinscripción anotada con fecha 4 de enero de 2024. Vigente a nombre de don TOMÁS',
      'IGNACIO QUIROZ MELLA.',
    ]);
    expect(read.fecha_registro).toBeNull();
  });
});

describe('a side measured in two stretches joined by "y" without "en" nor "tramos"', () => {
  it('parts each stretch with its own length and neighbour', () => {
    expect(
      parseDeslindes(
        'NORTE, dieciocho metros con calle Baquedano; ORIENTE, treinta y cinco metros con Rosa Díaz y Juan Lara y doce coma cinco metros con pasaje Los Aromos.',
      ),
    ).toEqual([
      { direccion: 'Norte', largo: '18,00 metros', propiedad: 'calle Baquedano' },
      { direccion: 'Oriente', largo: '35,00 metros', propiedad: 'Rosa Díaz y Juan Lara' },
      { direccion: 'Oriente', largo: '12,50 metros', propiedad: 'pasaje Los Aromos' },
    ]);
  });

  it('parts stretches measured in digits too, and keeps neighbours joined by "y"', () => {
    expect(parseDeslindes('SUR, 9,40 metros con lotes 7 y 8 y 14 metros con sitio 3.')).toEqual([
      { direccion: 'Sur', largo: '9,40 metros', propiedad: 'lotes 7 y 8' },
      { direccion: 'Sur', largo: '14,00 metros', propiedad: 'sitio 3' },
    ]);
  });
});
