import { describe, expect, it } from 'vitest';

import type { Provenance, ProvenanceMap } from '../../common/record/provenance';
import { codesOfAnotherYear } from '../../server/analysis/engine/checks/siblingCodes';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { normalize } from '../../server/analysis/engine/reading/normalize';
import { gp, report } from '../factories/findings';
import { cbrDocument, certificateDocument, typedParts } from '../support/engineDocuments';

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

describe("a carpeta's index of two documents, each entry closed by a leader to its page", () => {
  const index = [
    'CBR PAIHUANO  |  Expediente 2025-118',
    '                  ÍNDICE DE LA CARPETA',
    '  1. Copia de inscripción con vigencia, fs. 77 vta. Nº 64 año 2.012 ........ pág. 2',
    '  2. Certificado de hipotecas, gravámenes y prohibiciones, con litigios',
    '     y bien familiar ..................................................... pág. 3',
  ];
  const copy = [
    'CONSERVADOR DE BIENES RAÍCES DE PAIHUANO',
    'Inscripción a fojas 77 vuelta, Nº 64, Registro de Propiedad año 2.012',
    'Paihuano, cuatro de marzo del año dos mil doce.- Don JORGE ALEXIS RIVERA CASTILLO,',
    'agricultor, cédula nacional de identidad número 12.004.311-7, soltero, es dueño de la',
    'parcela número tres del proyecto de parcelación Quebrada Pinto, comuna de Paihuano.- La',
    'adquirió por compra a doña MARTA ROJAS VEGA según escritura de fecha primero de marzo de',
    'dos mil doce.- El Conservador certifica que la inscripción se encuentra vigente.',
    'Código de verificación: PAI-2025-0331',
  ];
  const gp = [
    'CONSERVADOR DE BIENES RAÍCES DE PAIHUANO',
    'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR Y LITIGIOS',
    'Inscripción: fojas 77 vta. número 64 del año 2012, a nombre de JORGE ALEXIS RIVERA CASTILLO.',
    'Hipotecas y gravámenes: no hay. Prohibiciones: no hay. Litigios: no hay.',
    'Paihuano, 2 de junio de 2025. Código de verificación: PAI-2025-0332',
  ];

  it('reads the index as no certificate, even citing the inscription', () => {
    expect(typedParts(index, copy, gp)).toEqual(['1-1 unknown', '2-2 dominio_vigente', '3-3 gp']);
  });

  it('reads a worn copy of the index, its leaders lost and its first number read "l."', () => {
    const worn = [
      'CBR PAIHUANO Expediente 2025-118',
      'INDICE DE LA CARPETA',
      'l. Copia de inscripcion con vigencia, fs. 77 vta. N°64 año 2.012 pag. 2',
      '2. Certificado de hipotecas, gravamenes y prohibiciones, con litigios',
      'y bien familiar   pag. %',
    ];
    expect(typedParts(worn, copy, gp)).toEqual(['1-1 unknown', '2-2 dominio_vigente', '3-3 gp']);
  });

  it('still reads a lien certificate enumerating its entries as one', () => {
    const liens = [
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Contenido:',
      '1. Inscripción de hipoteca a fojas 410 número 388 del año 2019 a favor del Banco Sur.',
      '2. Inscripción de servidumbre a fojas 92 número 80 del año 2003.',
    ];
    expect(typedParts(liens)[0]).not.toMatch(/unknown/);
  });
});

describe('a yes/no table whose row is followed by an indented note line', () => {
  const certificate = [
    'ILUSTRE MUNICIPALIDAD DE NINHUE - DIRECCIÓN DE OBRAS',
    'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA Nº 41',
    'Fecha: 03/02/2026',
    'Rol     : 12-4',
    'MATERIA                                 SÍ      NO',
    'Apertura o ensanche de vías             X',
    '    Detalle: ensanche de avenida Prat, faja de 3 m sobre el frente del predio',
    'Parques y áreas verdes                          X',
    'Otros equipamientos                             X',
  ];

  it('reads the rows after the note by the same columns', () => {
    const { value } = extractMunicipalAffectation(certificateDocument(certificate));
    expect([value.expropiacion_vial, value.expropiacion_por_parque]).toEqual([true, false]);
  });

  it('still closes the table at a line of prose at its own margin', () => {
    const closed = [...certificate.slice(0, 6), 'Observaciones: ninguna.', ...certificate.slice(7)];
    const { value } = extractMunicipalAffectation(certificateDocument(closed));
    expect(value.expropiacion_vial).toBe(true);
  });
});

describe('check boxes opening lines whose option runs long', () => {
  it('reads a blank box before a long option as no statement, the ticked one as the answer', () => {
    const { value } = extractMunicipalAffectation(
      certificateDocument([
        'MUNICIPALIDAD DE PUNITAQUI - DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA Nº 77 / 2026',
        'Dirección: PASAJE EL SAUCE 45          Rol: 230-11',
        '[ ] Inmueble afecto a declaratoria de utilidad pública por vialidad (ensanche o apertura de calles)',
        '[ ] Inmueble afecto a declaratoria de utilidad pública por parques, plazas o áreas verdes',
        '[X] Inmueble no afecto a declaratoria de utilidad pública',
      ]),
    );
    expect([
      value.objeto_expropiacion,
      value.expropiacion_vial,
      value.tipo_expropiacion_vial,
      value.expropiacion_por_parque,
    ]).toEqual([false, false, null, false]);
  });
});

describe('a plan cited only in the margin notes of an earlier title', () => {
  const copy = (margin: string) => [
    'CONSERVADOR DE BIENES RAÍCES DE CURACAUTÍN',
    'Fojas 301 · Número 266 · Registro de Propiedad · Año 2004',
    'Curacautín, nueve de julio del año dos mil cuatro.- Don ELÍAS RAMÓN MELLA PARRA, cédula',
    'nacional de identidad número 6.550.118-3, es dueño del predio rural denominado Hijuela',
    'El Roble, comuna de Curacautín, que deslinda: NORTE, con camino vecinal; SUR, con estero',
    'Dillo.- Lo adquirió por herencia de doña CARMEN PARRA SOTO.- Título anterior: fojas 44',
    'número 40 del año 1975.',
    margin,
  ];

  it('is not the plan the inscription describes the property by', () => {
    const { entry } = extractInscription(
      cbrDocument(copy('Anotaciones al margen: Subdividida conforme al plano Nº 2.207 del año 2012.')),
    ).value;
    expect(entry.plano).toBeNull();
  });
});

describe("a fojas' side spelt out in brackets after its mark", () => {
  it('reads "233 F (frente)" and "88 v. (vuelta)" as one side each', () => {
    const { text } = normalize(
      'la inscripción de fojas 5.410 F (frente) número 3.902 del año 2018 y la de fojas 61 v. (vuelta) número 50',
    );
    expect(text).toContain('fojas 5410 frente número 3902');
    expect(text).toContain('fojas 61 vuelta número 50');
  });

  it('reads the side in brackets alone', () => {
    expect(normalize('a fojas 12 (vuelta) número 9 del año 2001').text).toContain('fojas 12 vuelta número 9');
  });
});

describe("a worn copy whose opening date OCR garbled, the deed's date read", () => {
  const copy = [
    'CONSERVADOR DE BIENES RAÍCES DE COMBARBALÁ',
    'REGISTRO DE PROPIEDAD 2010   FOJAS 45   NÚMERO 41',
    'COPIA AUTORIZADA',
    'Combarbalá, onse de marso del ano dos mel dies.- Doña ROSA ELENA TAPIA VEGA, cédula',
    'nacional de identidad número 9.871.220-4, soltera, domiciliada en calle Comercio número',
    '12, comuna de Combarbalá, es dueña del sitio número cuatro de la manzana B de la Población',
    'El Sauce, comuna de Combarbalá, que deslinda: NORTE, con calle Los Aromos; SUR, con sitio',
    'número cinco.- Lo adquirió por compra a don PEDRO JUAN ARAYA LEIVA, según escritura de',
    'fecha dos de marzo de dos mil diez, otorgada en la Notaría de Ovalle.- Rol 88-4.',
    'Certifico que la copia es conforme con su original. Combarbalá, 5 de enero de 2026.',
  ];

  it('reads the owners after the unread opening, no heading as an owner', () => {
    const { entry } = extractInscription(cbrDocument(copy)).value;
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['ROSA ELENA TAPIA VEGA']);
    expect(entry.fecha_registro).not.toBe('2010-03-02');
  });
});

describe("SII's one-row table with the comuna closing the row", () => {
  it('reads the address without the comuna, and the comuna', () => {
    const { value } = extractSiiAppraisal(
      certificateDocument([
        'SERVICIO DE IMPUESTOS INTERNOS',
        'Certificado de Avalúo Fiscal                 Fecha de emisión: 3 de Marzo de 2026',
        '   ROL                  DIRECCIÓN                     COMUNA',
        '   00310-00022          PASAJE LOS BOLDOS 1475         SAN PEDRO DE LA PAZ',
        '   AVALÚO TOTAL                        $   48.100.200',
      ]),
    );
    expect([value.direccion, value.comuna]).toEqual(['PASAJE LOS BOLDOS 1475', 'San Pedro de la Paz']);
  });

  it('reads the comuna between the address and the destination, the row glued by single spaces', () => {
    const { value } = extractSiiAppraisal(
      certificateDocument([
        'SERVICIO DE IMPUESTOS INTERNOS CERTIFICADO DE AVALÚO FISCAL',
        'Fecha de emisión: 9 de Abril de 2026',
        'Rol Dirección Comuna Destino',
        '00512-00031 AV LOS CARRERA 980 DP 12 QUILPUE HABITACIONAL',
        'Avalúo Total: $ 39.400.100',
      ]),
    );
    expect([value.direccion, value.comuna, value.destino]).toEqual([
      'AV LOS CARRERA 980 DP 12',
      'Quilpué',
      'HABITACIONAL',
    ]);
  });
});

describe("a lien certificate's enumerated sections closed by a stop alone (a worn copy's '.-')", () => {
  it('reads "c) BIEN FAMILIAR. Sin declaración." and "d) LITIGIOS. …" as sections, not entries', () => {
    const { prohibiciones } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE TOMÉ',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
        'Propiedad: calle Sotomayor 890, comuna de Tomé, inscrita a nombre de LUIS ÁVILA SEPÚLVEDA',
        'a fojas 730 número 611 del Registro de Propiedad del año 2016.',
        'a) REGISTRO DE HIPOTECAS Y GRAVÁMENES Revisados treinta años, no hay inscripciones.',
        'b) REGISTRO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR Figura la siguiente:',
        'EMBARGO inscrito a fojas 55 número 49 del año 2024, a favor de Banco Austral.-',
        'c) BIEN FAMILIAR. Sin declaración.',
        'd) LITIGIOS. Fuera del embargo indicado, no hay.',
        'Tomé, 4 de mayo de 2026. Código de verificación: TME-40211-8',
      ]),
    ).value;
    expect(prohibiciones.map((item) => [item.tipo, item.fojas])).toEqual([['EMBARGO', 55]]);
  });
});

describe('a worn code giving another year than its office’s sibling codes', () => {
  const path = (index: number) => `gp_certificates[${index}].codigo_verificacion`;
  const source = (file: string): Provenance => ({ file, page: 1, snippet: '', confidence: 0.9 });
  const codes = (...values: string[]) =>
    report({ gp_certificates: values.map((value) => gp({ codigo_verificacion: value })) });
  const provenance: ProvenanceMap = {
    [path(0)]: source('a.pdf'),
    [path(1)]: source('b.pdf'),
    [path(2)]: source('c.pdf'),
  };
  const ocr = new Set(['a.pdf', 'b.pdf', 'c.pdf']);

  it('doubts the one year two siblings numbered with it disagree with', () => {
    expect(
      codesOfAnotherYear(codes('LBR-4410-2023', 'LBR-4409-2025', 'LBR-4411-2025'), provenance, ocr),
    ).toEqual([path(0)]);
  });

  it('doubts a code cut short after a year its one sibling does not print', () => {
    expect(codesOfAnotherYear(codes('VLL-2028-', 'VLL-2025-3310'), provenance, ocr)).toEqual([path(0)]);
  });

  it('leaves years of codes numbered apart, codes of other offices, and codes printed as text', () => {
    expect(
      codesOfAnotherYear(codes('LBR-4410-2023', 'LBR-9409-2025', 'LBR-9411-2025'), provenance, ocr),
    ).toEqual([]);
    expect(
      codesOfAnotherYear(codes('LBR-4410-2023', 'QTA-4409-2025', 'QTA-4411-2025'), provenance, ocr),
    ).toEqual([]);
    expect(
      codesOfAnotherYear(codes('LBR-4410-2023', 'LBR-4409-2025', 'LBR-4411-2025'), provenance, new Set()),
    ).toEqual([]);
  });
});

describe("a TGR rol's line going on with the comuna, then the taxpayer, cells apart", () => {
  it('reads the comuna apart from the name', () => {
    const { certificate } = extractTgrDebt(
      certificateDocument([
        'TESORERÍA GENERAL DE LA REPÚBLICA',
        'CERTIFICADO DE DEUDA - BIENES RAÍCES   02-03-2026',
        'ROL 4106-00071-002   VICUÑA   ARAYA CORTES MARIA ELENA',
        'CALLE BALMACEDA 210 PERALILLO',
        '0   Total deuda vencida liquidada',
        'Código verificación: 001SD202603020551999',
      ]),
    ).value;
    expect([certificate.contribuyente.nombre, certificate.comuna_propiedad]).toEqual([
      'ARAYA CORTES MARIA ELENA',
      'Vicuña',
    ]);
  });
});

describe("a GP's header opening 'Propiedad de <OWNER>, <address>'", () => {
  const certificate = (opening: string) => [
    'CONSERVADOR DE BIENES RAÍCES DE CHILE CHICO',
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES, PROHIBICIONES Y LITIGIOS',
    `${opening} calle Bernardo O'Higgins Nº 52, comuna de Chile Chico,`,
    'inscrita a fs. 140 Nº 122 del Registro de Propiedad del año 2019.',
    'Registro de Hipotecas y Gravámenes ........... NO REGISTRA',
    'Registro de Interdicciones y Prohibiciones ... no registra',
    'Chile Chico, 2 de febrero de 2026.  Código de verificación: CHC-2201-7XQ',
  ];

  it('reads the owner in capitals after it', () => {
    const { propietarios } = extractGpCertificate(
      cbrDocument(certificate('Propiedad de MARTA ISABEL CÁRDENAS OYARZO,')),
    ).value;
    expect(propietarios.map((owner) => owner.nombre)).toEqual(['MARTA ISABEL CÁRDENAS OYARZO']);
  });
});
