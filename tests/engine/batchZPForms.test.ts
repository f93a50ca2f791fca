import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { cbrDocument, typedParts } from '../support/engineDocuments';

/*
 * Forms held-out batch ZP exposed, each in wordings written for these tests and different from
 * the batch's own: made-up offices, people, numbers.
 */

describe("an earlier title's copy numbered on with the certified one, headed by its own certificate number", () => {
  const certification = [
    'Certificado N° 51870-2025                                       1/4',
    'El Conservador que suscribe certifica que la inscripción de fojas 1.140, número 998,',
    'del Registro de Propiedad del año 2015, cuya copia sigue, está vigente. Villarrica,',
    'tres de abril de dos mil veinticinco.',
    'Código de verificación: VRR-51870-QX',
  ];
  const current = [
    'N° 998.- Villarrica, dieciocho de agosto de dos mil quince.- Doña MARÍA INÉS',
    'HUENCHUL CATRILAF, cédula nacional de identidad número 14.220.871-5, soltera,',
    'domiciliada en camino a Pucón kilómetro 6, es dueña de la parcela número doce del',
    'loteo Los Arrayanes, comuna de Villarrica.- La adquirió por compra a don HÉCTOR',
    'RAÚL PAINEMAL SOTO, según escritura de fecha diez de agosto de dos mil quince otorgada',
    'en la Notaría de Villarrica de don Jaime Ortúzar Lillo, por el precio de $15.000.000.-',
    'Título anterior a fojas 402 vuelta número 371 del año 2001.- Doy fe.',
    '                                                                 2/4',
  ];
  const earlier = [
    'Certificado N° 51871-2025                                       3/4',
    'Transcripción de la inscripción anterior: fojas 402 vta. número 371 año 2001.',
    'N° 371.- Villarrica, cinco de junio de dos mil uno.- Don HÉCTOR RAÚL PAINEMAL SOTO,',
    'agricultor, cédula nacional de identidad número 8.301.556-2, casado, domiciliado en',
    'Villarrica, es dueño de la parcela número doce del loteo Los Arrayanes, comuna de',
    'Villarrica.- La adquirió por herencia de doña ROSA PAINEMAL ANCAN.- Título anterior a',
    'fojas 88 número 80 del año 1979.',
    'Copia fiel de su original. Villarrica, 3 de abril de 2025. VRR-51871-ZK    4/4',
  ];

  it('splits the two copies where the second heads its page with a number of its own', () => {
    expect(typedParts(certification, current, earlier)).toEqual([
      '1-2 dominio_vigente',
      '3-3 titulo_anterior',
    ]);
  });

  it('keeps a later page repeating the copy’s own number with it', () => {
    const further = [
      'Certificado N° 51870-2025                                       3/4',
      'Al margen: Don HÉCTOR RAÚL PAINEMAL SOTO adquirió la servidumbre de tránsito inscrita a',
      'fojas 1.141 número 999 del año 2015.',
      '                                                                 4/4',
    ];
    expect(typedParts(certification, current, further)).toEqual(['1-3 dominio_vigente']);
  });

  it('keeps a later page with no number heading it with the copy', () => {
    const unheaded = earlier.slice(1);
    expect(typedParts(certification, current, unheaded)).toHaveLength(1);
  });
});

describe("a lien certificate's later sections headed like its registries, closed by '.-'", () => {
  const certificate = [
    'CONSERVADOR DE BIENES RAÍCES DE LOS VILOS',
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
    'Propiedad: sitio 9 de la manzana C, calle Caupolicán 77, comuna de Los Vilos, inscrita a',
    'nombre de RENATO IVÁN ARAYA OLIVARES a fojas 512 número 470 del Registro de Propiedad del año 2019.',
    'a) REGISTRO DE HIPOTECAS Y GRAVÁMENES.- Revisado por treinta años, no hay inscripciones.',
    'b) REGISTRO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR.- Figura la siguiente:',
    'PROHIBICIÓN de enajenar inscrita a fojas 88 número 61 del año 2023, a favor de la',
    'Cooperativa de Ahorro y Crédito Limarí.-',
    'c) BIEN FAMILIAR.- No se ha declarado.',
    'd) LITIGIOS.- No constan.',
    'Los Vilos, 4 de marzo de 2026. Código de verificación: LVS-20931-4',
  ];

  it('reads the prohibition alone, the bien familiar and litigios sections as sections, not entries', () => {
    const { prohibiciones } = extractGpCertificate(cbrDocument(certificate)).value;
    expect(prohibiciones.map((item) => [item.fojas, item.numero, item.ano])).toEqual([[88, 61, 2023]]);
  });

  it('keeps a singular "LITIGIO.-" item inside the prohibiciones section as one of its entries', () => {
    const item = [
      ...certificate.slice(0, 6),
      '1) LITIGIO.- Demanda de precario inscrita a fojas 90 número 63 del año 2024.',
      '2) PROHIBICIÓN de enajenar inscrita a fojas 88 número 61 del año 2023.',
      ...certificate.slice(-1),
    ];
    const { prohibiciones } = extractGpCertificate(cbrDocument(item)).value;
    expect(prohibiciones.map((entry) => entry.fojas)).toEqual([90, 88]);
  });
});
