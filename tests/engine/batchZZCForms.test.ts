import { describe, expect, it } from 'vitest';

import { kindFromTwoKindRegistry } from '../../server/analysis/engine/checks/kindFromRegistryName';
import { badCreditor, badDescription } from '../../server/analysis/engine/checks/shapes';
import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { verificationCode } from '../../server/analysis/engine/extractors/shared';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { leadersAsColons } from '../../server/analysis/engine/text/dotLeaders';
import { readRefs } from '../../server/analysis/engine/text/inscriptionRef';
import { cbrDocument, certificateDocument, documentFromPages, typedParts } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZC exposed once scored blind, each in wordings written for these tests and
 * different from the batch's own: made-up offices, people, numbers.
 */

describe('a copy of an earlier title whose margin names the act, certified as cancelled', () => {
  const body = (act: string, certification: string[]) => [
    'FOJAS 215 vta.                                   N° 190',
    '                REGISTRO DE PROPIEDAD · 2004',
    `        ${act}: INVERSIONES EL ROBLE LIMITADA`,
    '        a PINTO SALAZAR Jorge Andrés',
    'Parral, catorce de mayo de dos mil cuatro.- Don JORGE ANDRÉS PINTO SALAZAR, cédula nacional',
    'de identidad número 9.441.208-3, soltero, domiciliado en Parral, es dueño del lote número',
    'cuatro del loteo Las Acacias, comuna de Parral, que deslinda: NORTE, en treinta metros con',
    'lote tres; SUR, en treinta metros con calle Uno.- Lo adquirió por compra a INVERSIONES EL',
    'ROBLE LIMITADA, según escritura de fecha dos de mayo de dos mil cuatro, otorgada en la',
    'Notaría de Parral de don Tomás Ibáñez Rojas, por el precio de cuatro millones de pesos.-',
    'El título anterior está a fojas 88 número 77 del año 1995.- Doy fe.',
    ...certification,
  ];

  it.each([
    [
      'COMPRAVENTA',
      [
        '  [margen] Vendido a Comercial Sur Ltda., fs. 402 N° 330 del año 2018.',
        'Es copia fiel de la inscripción de fojas 215 vuelta, número 190, del Registro de Propiedad',
        'del año 2004, cancelada por la transferencia anotada al margen. Parral, 3 de marzo de 2026.',
      ],
    ],
    [
      'DONACIÓN',
      [
        'Es copia autorizada de la inscripción de fojas 215 vuelta número 190 del año 2004,',
        'cancelada por la venta que consta al margen. Parral, 3 de marzo de 2026.',
      ],
    ],
    [
      'PERMUTA',
      [
        'Es copia conforme de la inscripción de fs. 215 vta. N° 190 del año 2004, cancelada por',
        'una compraventa inscrita al margen. Parral, 3 de marzo de 2026.',
      ],
    ],
  ])('reads a copy whose margin names %s as an earlier title, not a deed', (act, certification) => {
    expect(classifyDocument(cbrDocument(body(act, certification))).type).toBe('titulo_anterior');
  });

  it('keeps a copy in force whose clauses run on to its certification page as one document', () => {
    const parts = typedParts(
      [
        'CONSERVADOR DE BIENES RAÍCES DE PUERTO NATALES',
        '                        COPIA CON VIGENCIA',
        '                 Registro de Propiedad · Año 2019',
        '  Fojas cuarenta (40) · Número treinta y uno (31)',
        'Natales, dos de mayo de dos mil diecinueve.-',
        'PRIMERO. COMPRADORA: Doña ELISA ANDREA ROJAS PAREDES, cédula nacional de identidad número',
        '11.208.334-6, soltera, domiciliada en calle Baquedano número 120, comuna de Natales.-',
        'SEGUNDO. INMUEBLE: Es dueña del sitio número tres de la manzana ocho del plano archivado bajo',
        'el número 12 del año 1980.-',
        'TERCERO. DESLINDES: Norte, en diez metros con calle Baquedano; Sur, en diez metros con sitio',
      ],
      [
        'cuatro.-',
        'CUARTO. TÍTULO: La adquirió por compra a don PEDRO SOTO VERA, según escritura pública de',
        'fecha veinte de abril de dos mil diecinueve, otorgada en la Notaría de Natales.-',
        'QUINTO. PRECIO: VEINTE MILLONES DE PESOS ($20.000.000).- Doy fe.-',
        'CERTIFICO que la presente es copia fiel de la inscripción de fojas 40 número 31 del Registro',
        'de Propiedad del año 2019 y que ésta se encuentra vigente. Natales, 9 de marzo de 2026.',
      ],
    );
    expect(parts).toEqual(['1-2 dominio_vigente']);
  });

  it('still reads a deed of sale that cites its inscription as a deed', () => {
    const deed = cbrDocument([
      'COMPRAVENTA',
      'INVERSIONES EL ROBLE LIMITADA',
      'A',
      'JORGE ANDRÉS PINTO SALAZAR',
      'REPERTORIO N° 1.204-2004',
      'En Parral, a dos de mayo de dos mil cuatro, ante mí, TOMÁS IBÁÑEZ ROJAS, Notario Público,',
      'comparecen: don Jorge Andrés Pinto Salazar, cédula nacional de identidad número 9.441.208-3,',
      'mayor de edad, quien acredita su identidad; PRIMERO: la sociedad es dueña del lote cuatro,',
      'inscrito a fojas 88 número 77 del Registro de Propiedad del año 1995. SEGUNDO: vende, cede',
      'y transfiere. En comprobante y previa lectura firman.',
    ]);
    expect(classifyDocument(deed).type).toBe('escritura');
  });
});

describe('a GP whose entries print the reference first and the type in the next sentence', () => {
  const gp = (...entries: string[]) =>
    extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE SAN JAVIER',
        'CERTIFICADO DE GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
        'Inmueble ......: pasaje Los Nogales N° 44',
        'Dominio .......: Fs. 731 N° 602 del año 2017',
        'Propietario ...: ROJAS VERA MANUEL ANTONIO, RUT 11.208.334-6',
        ...entries,
        'San Javier, 9 de febrero de 2026.',
      ]),
    ).value;

  it.each([
    [
      'Roman sections and stops after the references',
      [
        'I.   HIPOTECAS Y GRAVÁMENES',
        '     Fs. 340 N° 281 año 2017. HIPOTECA de fecha 02/10/2017 a favor',
        '     de BANCO DEL ESTADO DE CHILE, en garantía de la suma de 950,00',
        '     Unidades de Fomento.',
        'II.  INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        '     Fs. 411 N° 377 año 2017. PROHIBICIÓN de gravar y enajenar de',
        '     fecha 02/10/2017 a favor de BANCO DEL ESTADO DE CHILE.',
        'III. LITIGIOS',
        '     No registra.',
      ],
    ],
    [
      'lettered sections whose answers follow their headings on the same line',
      [
        'a) HIPOTECAS Y GRAVÁMENES',
        'fojas 340 número 281 del año 2017. HIPOTECA de fecha 02/10/2017 a favor de BANCO DEL',
        'ESTADO DE CHILE, en garantía de la suma de 950,00 UF.',
        'b) INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        'fojas 411 número 377 del año 2017. PROHIBICIÓN de gravar y enajenar de fecha 02/10/2017 a',
        'favor de BANCO DEL ESTADO DE CHILE.',
        'c) LITIGIOS No hay.',
        'd) BIEN FAMILIAR Sin anotaciones.',
      ],
    ],
  ])('reads each entry whole: %s', (_, entries) => {
    const value = gp(...entries);
    expect(value.gravamenes).toHaveLength(1);
    expect(value.gravamenes[0]).toMatchObject({
      fecha_emision: '2017-10-02',
      fojas: 340,
      numero: 281,
      tipo: 'HIPOTECA',
      acreedor: 'BANCO DEL ESTADO DE CHILE',
      suma_dinero: '950,00 UF',
    });
    expect(value.prohibiciones).toHaveLength(1);
    expect(value.prohibiciones[0]).toMatchObject({
      fecha_emision: '2017-10-02',
      fojas: 411,
      numero: 377,
      tipo: 'PROHIBICIÓN',
      acreedor: 'BANCO DEL ESTADO DE CHILE',
      accion: 'de gravar y enajenar',
    });
  });

  it('keeps the date of a deed an entry cites out of its inscription date', () => {
    const value = gp(
      'HIPOTECAS Y GRAVÁMENES:',
      'Fs. 340 N° 281 año 2017. HIPOTECA constituida por escritura de 21-09-2017 a favor de BANCO',
      'DEL ESTADO DE CHILE.',
      'PROHIBICIONES: no hay.',
    );
    expect(value.gravamenes[0]?.fecha_emision).toBeNull();
  });
});

describe('a GP table drawn with rules whose registry cell wraps beside a long detail', () => {
  const gp = (rows: string[]) =>
    extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE QUIRIHUE',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
        'Dominio  : Fs. 120 N° 98 año 2019',
        'A nombre : SOTO PAREDES LUISA ANDREA',
        '+-----------------+---------------------+------------------------------------------+',
        '| Registro        | Inscripción         | Detalle                                  |',
        '+-----------------+---------------------+------------------------------------------+',
        ...rows,
        '+-----------------+---------------------+------------------------------------------+',
        'Quirihue, 4 de mayo de 2026.',
      ]),
    ).value;

  it.each([
    [
      'a hyphen cutting the creditor, the registry wrapped on "y"',
      [
        '| Hipotecas y     | Fs. 61 N° 50 / 2019 | HIPOTECA de 18-03-2019 a favor de COOPE- |',
        '| Gravámenes      |                     | RATIVA DE AHORRO Y CRÉDITO ORIENTE, por  |',
        '|                 |                     | $ 12.000.000.                            |',
        '+-----------------+---------------------+------------------------------------------+',
        '| Interdicciones  | Fs. 80 N° 71 / 2019 | PROHIBICIÓN de enajenar y gravar de      |',
        '| y Prohibiciones |                     | 18-03-2019 a favor de COOPERATIVA DE AHO-|',
        '|                 |                     | RRO Y CRÉDITO ORIENTE.                   |',
      ],
    ],
    [
      'the registry wrapped after "de"',
      [
        '| Registro de     | Fs. 61 N° 50 / 2019 | HIPOTECA de 18-03-2019 a favor de        |',
        '| Hipotecas       |                     | COOPERATIVA DE AHORRO Y CRÉDITO ORIENTE, |',
        '|                 |                     | por $ 12.000.000.                        |',
        '+-----------------+---------------------+------------------------------------------+',
        '| Registro de     | Fs. 80 N° 71 / 2019 | PROHIBICIÓN de enajenar y gravar de      |',
        '| Prohibiciones   |                     | 18-03-2019 a favor de COOPERATIVA DE     |',
        '|                 |                     | AHORRO Y CRÉDITO ORIENTE.                |',
      ],
    ],
  ])('reads each row whole: %s', (_, rows) => {
    const value = gp(rows);
    expect(value.gravamenes.map((item) => [item.fecha_emision, item.acreedor, item.suma_dinero])).toEqual([
      ['2019-03-18', 'COOPERATIVA DE AHORRO Y CRÉDITO ORIENTE', '$12.000.000'],
    ]);
    expect(value.prohibiciones.map((item) => [item.fecha_emision, item.acreedor, item.accion])).toEqual([
      ['2019-03-18', 'COOPERATIVA DE AHORRO Y CRÉDITO ORIENTE', 'de enajenar y gravar'],
    ]);
  });
});

const tgr = (...lines: string[]) =>
  extractTgrDebt(documentFromPages('tgr.pdf', [lines.join('\n')])).value.certificate;

describe('a TGR summary naming a section twice, its other name in brackets after it', () => {
  it.each([
    ['Deuda vencida liquidada (morosa)', 'Deuda no vencida liquidada (vigente)'],
    ['Deuda morosa liquidada (vencida)', 'Deuda no vencida liquidada (por vencer)'],
  ])('reads "%s" and "%s"', (overdue, notDue) => {
    const certificate = tgr(
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'CERTIFICADO DE DEUDA - CONTRIBUCIONES BIENES RAÍCES',
      'ROL ............ 411-00088-002',
      'CONTRIBUYENTE .. ROJAS VERA MANUEL ANTONIO',
      'RESUMEN',
      `${overdue} ........ CLP 33,410`,
      `${notDue} .............. CLP 31,900`,
      'TOTAL ................................... CLP 65,310',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 33410,
      total_deuda_no_vencida_liquidada: 31900,
    });
  });
});

describe('a DOM certificate placing the property outside the urban limit', () => {
  const area = (...lines: string[]) =>
    extractMunicipalAffectation(
      documentFromPages('dom.pdf', [
        [
          'ILUSTRE MUNICIPALIDAD DE SAN CLEMENTE',
          'DIRECCIÓN DE OBRAS MUNICIPALES',
          ...lines,
          'San Clemente, 2 de abril de 2026.',
        ].join('\n'),
      ]),
    ).value.tipo_vivienda;

  it.each([
    [
      'hyphenated across lines, then "en área rural" after a comma',
      [
        'La Dirección de Obras certifica que el predio Hijuela N° 4, Rol 208-14, se ubica fuera del límite urba-',
        'no fijado por el Plan Regulador Comunal, en área rural, por lo que no le afectan',
        'declaratorias de utilidad pública.',
      ],
    ],
    [
      'the urban radius, on one line',
      [
        'Se certifica que el inmueble Rol 208-14 está fuera del radio urbano de la comuna y no está',
        'afecto a declaratoria de utilidad pública.',
      ],
    ],
  ])('reads it rural: %s', (_, lines) => {
    expect(area(...lines)).toBe('Rural');
  });

  it('keeps a property inside the urban limit urban', () => {
    expect(
      area(
        'Se certifica que el inmueble de calle Prat N° 310, Rol 12-4, se ubica dentro del límite',
        'urbano y no está afecto a declaratoria de utilidad pública.',
      ),
    ).toBe('Urbano');
  });
});

describe("a registry system's signature notice printed at every page's foot", () => {
  it.each([
    'Emito con firma electrónica avanzada (ley N°19.799, de 2002) AA de 13/10/2006 de la Excma. Corte Suprema.-',
    'Emito el presente certificado con firma electrónica avanzada (Ley 19.799) conforme al AA de la Excma. Corte Suprema.',
  ])('keeps it out of a lien cut at the break: "%s"', (notice) => {
    const { value } = extractGpCertificate(
      documentFromPages('gp.pdf', [
        [
          'CONSERVADOR DE BIENES RAICES DE TUCAPEL',
          'CERTIFICADO DE HIPOTECAS, GRAVAMENES Y PROHIBICIONES',
          'Propiedad    : Fs.88v Nro 71 de 2020',
          '   Fs.102 Nro 95 de 2020      Fecha Inscripción: 02/06/2020',
          '   PROHIBICIÓN de enajenar sin autorización del acree-',
          notice,
          'Certificado Nro 5521130 Verifique validez en www.fojas.cl   Pág. 1/2',
        ].join('\n'),
        [
          '   dor, a favor de BANCO SECURITY.',
          '---------------------------------- INTERDICCIONES Y PROHIBICIONES (1)',
          'Tucapel, 4 de mayo de 2026.',
          notice,
          'Certificado Nro 5521130 Verifique validez en www.fojas.cl   Pág. 2/2',
        ].join('\n'),
      ]),
    );
    expect(value.prohibiciones.map((item) => [item.acreedor, item.accion])).toEqual([
      ['BANCO SECURITY', 'de enajenar sin autorización del acreedor'],
    ]);
  });
});

describe("a copy whose book's page marker stands between dashes mid-sentence", () => {
  it.each(['- Fs. 58 -', '— Fojas 58 vta. —', '-Fs. 58-'])('reads the earlier title past "%s"', (marker) => {
    const { entry } = extractInscription(
      documentFromPages('copia.pdf', [
        [
          'Fojas 57 vta.                                        Número 49',
          'Registro de Propiedad                                 Año 2023',
          'Mulchén, diecinueve de enero de dos mil veintitrés.- Doña ROSA LUZ PARRA VEGA, soltera,',
          'es dueña del sitio número dos de la manzana C, comuna de Mulchén.- La adquirió por compra',
          'a don JUAN PARRA SOTO según escritura de fecha cinco de enero de dos mil veintitrés.- El',
          'título anterior está inscrito a fojas',
          `                                                   ${marker}`,
          '803 número 611 del Registro de Propiedad del año 2013.- Doy fe.',
        ].join('\n'),
      ]),
    ).value;
    expect([entry.fojas_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual([803, 611, 2013]);
  });
});

describe('a reference whose digits a text layer printed as look-alike letters', () => {
  it.each([
    ['fojas 2ll vuelta número l9O del año l996', [211, true, 190, 1996]],
    ['fojas 4O vuelta número 3l del año 2OO1', [40, true, 31, 2001]],
  ])('reads "%s"', (printed, expected) => {
    const { entry } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE NACIMIENTO',
        'Fojas 8O3                    N° 6ll                  Año 2Ol3',
        'Nacimiento, dos de octubre de dos mil trece.- Don PEDRO LUIS SOTO ROA, casado, es dueño del',
        'sitio número cinco de la manzana F, comuna de Nacimiento.- Lo adquirió por compra a doña',
        `ANA ROA PÉREZ según escritura de fecha uno de octubre de dos mil trece.- El título anterior está a ${printed}.- Doy fe.`,
      ]),
    ).value;
    expect([entry.fojas_anterior, entry.vuelta_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual(
      expected,
    );
  });

  it('leaves a word of two letters and a digit alone where no reference word stands before it', () => {
    const { entry } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE NACIMIENTO',
        'Fojas 803                    N° 611                  Año 2013',
        'Nacimiento, dos de octubre de dos mil trece.- Don PEDRO LUIS SOTO ROA, casado, es dueño del',
        'departamento 2lO del edificio Sol, comuna de Nacimiento.- El título anterior está a fojas 40 número',
        '31 del año 2001.- Doy fe.',
      ]),
    ).value;
    expect(entry.descripcion_propiedad).toContain('2lO');
  });

  it.each(['número 1▒8', 'número ▒▒', 'número 4█'])(
    'reads no número from "%s", its blot lost a digit',
    (numero) => {
      const [ref] = readRefs(`a fojas 203 vuelta ${numero} del año 1984`);
      expect([ref?.fojas, ref?.numero, ref?.ano]).toEqual([203, null, 1984]);
    },
  );
});

describe('a verification code of an office whose series and number stand apart by slashes', () => {
  it.each([
    ['   Código .............. MU/CV/2026/00412', 'MU/CV/2026/00412'],
    ['Copia de inscripción · Fecha de emisión 09-11-2026 · Código MU/CT/2026/00413', 'MU/CT/2026/00413'],
    ['Código: PTV/2026/00918            Derechos $ 4.100', 'PTV/2026/00918'],
  ])('reads "%s"', (line, code) => {
    expect(verificationCode(`Se certifica.\n${line}\n`)?.value).toBe(code);
  });

  it('reads no date as a code', () => {
    expect(verificationCode('Código de fecha 12/03/2026 emitido')?.value).not.toBe('12/03/2026');
  });
});

describe("a SERVIU certificate's number and code", () => {
  it.each([
    ['1. Número ......................... 2.417', 2417],
    ['1.- Número ........ 2417', 2417],
  ])('reads the number of a numbered form "%s"', (line, number) => {
    const { value } = extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DEL BIOBÍO',
        'CERTIFICADO DE NO EXPROPIACIÓN',
        line,
        '2. Fecha .......................... 24/04/2026',
        '3. Rol de avalúo .................. 211-4',
        '4. Situación ...................... NO AFECTO a expropiación SERVIU',
      ]),
    );
    expect(value.numero_certificado).toBe(number);
  });

  it.each(['SÑ-3310-2026', 'DÑB-2026-0412'])('reads a code holding an Ñ: "%s"', (code) => {
    const { value } = extractServiuReport(
      certificateDocument([
        'SERVIU ÑUBLE',
        'CERTIFICADO N° 3.310 · Chillán, 30 de junio de 2026',
        'Rol 41-9 · Prat N° 120, Bulnes · Comuna de Bulnes',
        'El inmueble NO está afecto a expropiación por este Servicio.',
        `Código ${code}`,
      ]),
    );
    expect(value.codigo_verificacion).toBe(code);
  });
});

describe("a GP naming the property's lot after its inscription", () => {
  it.each([
    [
      'correspondiente a la Parcela N° 8 del Proyecto de Parcelación El Carmen, comuna de Retiro.',
      'Parcela N° 8 del Proyecto de Parcelación El Carmen',
    ],
    [
      'correspondiente a la Hijuela N° 3 del Fundo Las Rosas, comuna de Retiro.',
      'Hijuela N° 3 del Fundo Las Rosas',
    ],
  ])('reads "%s"', (clause, domicilio) => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE PARRAL',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
        'Propiedad inscrita a nombre de AGRÍCOLA EL CARMEN LIMITADA a fojas 120 número 98 del',
        `Registro de Propiedad del año 2018, ${clause}`,
        'a) HIPOTECAS Y GRAVÁMENES: no hay.',
        'b) PROHIBICIONES E INTERDICCIONES: no hay.',
        'Parral, 3 de marzo de 2026.',
      ]),
    );
    expect(value.domicilio).toBe(domicilio);
  });
});

describe('a TGR form printing each value before its capitalised label', () => {
  // The text layer may keep one space only between the address and its label.
  it('reads the address and the comuna', () => {
    const certificate = tgr(
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
      '  16-09-2026                Fecha de emisión',
      '  8305-00118-004            Rol',
      '  TUCAPEL                   Comuna',
      '  ORTIZ MUÑOZ JAVIER ANDRÉS                       Contribuyente',
      '  LOS CANELOS 820 V EL BOSQUE HUEPIL Dirección',
      'Deuda morosa ..................................... CLP 0',
      'Deuda no vencida',
      '  Cuota 3/2026   Vence 30-Sep-2026   CLP 41,320',
      'Total deuda no vencida ........................... CLP 41,320',
      'Código de barras 001SD202609160611208 · www.tgr.cl',
    );
    expect([certificate.direccion_propiedad, certificate.comuna_propiedad, certificate.rol_avaluo]).toEqual([
      'LOS CANELOS 820 V EL BOSQUE HUEPIL',
      'Tucapel',
      '118-4',
    ]);
  });
});

describe('a form leader a worn copy broke into groups of dots before its colon', () => {
  it.each([
    'Inmueble .. ..: calle Prat N° 12',
    'Inmueble ... ...: calle Prat N° 12',
    'Inmueble .. .. ..: calle Prat N° 12',
  ])('reads "%s" as the label and its colon', (line) => {
    expect(leadersAsColons(line).replace(/\s+/g, ' ')).toBe('Inmueble : calle Prat N° 12');
  });

  it("leaves an abbreviation's stops alone", () => {
    expect(leadersAsColons('Soc. Agrícola Ltda.: fojas 12')).toBe('Soc. Agrícola Ltda.: fojas 12');
  });
});

describe("a GP creditor holding another cell's words", () => {
  it.each([
    'CAJA Gravámenes DE COMPENSACIÓN LOS ANDES',
    'BANCO DEL ESTADO DE CHILE pbr.$ 9.500.000',
    'COOPERATIVA ¡ORIENTE LIMITADA',
    'BANCO SECURITY Hipotecas',
  ])('doubts "%s"', (name) => {
    expect(badCreditor(name)).toBe(true);
  });

  it.each(['BANCO HIPOTECARIO DE FOMENTO', 'CAJA DE COMPENSACIÓN LOS ANDES'])('keeps "%s"', (name) => {
    expect(badCreditor(name)).toBe(false);
  });
});

describe("a lien's kind taken from a registry cell naming two kinds", () => {
  it.each([
    [
      'INTERDICCIÓN',
      'Interdicciones Fs. 77 N° 69 / 2012 PROHIBIC A jenar y gravar de y Prohibiciones 04-07-2012',
    ],
    ['HIPOTECA', 'Hipotecas y Gravámenes Fs. 58 N° 41 / 2012 HIPOTEC de 04-07-2012 a favor de CAJA'],
  ])('doubts %s', (kind, snippet) => {
    expect(kindFromTwoKindRegistry(kind, snippet)).toBe(true);
  });

  it.each([
    ['PROHIBICIÓN', 'Interdicciones y Prohibiciones Fs. 77 N° 69 / 2012 PROHIBICIÓN de enajenar'],
    ['HIPOTECA', 'HIPOTECAS: Fs. 58 N° 41 / 2012 a favor de CAJA LOS ANDES'],
  ])('keeps %s printed in its entry or under a one-kind heading', (kind, snippet) => {
    expect(kindFromTwoKindRegistry(kind, snippet)).toBe(false);
  });
});

describe("a description with a worn page's running header spliced in", () => {
  it.each([
    'casa y sitio ubicados en calle Prat CBR TOMÉ Carpeta 2026-0412 pág. Y5 trescientos diez, comuna de Tomé',
    'sitio número cuatro de la manzana B CONSERVADOR DE TOMÉ página 2de3 de la Población Bellavista',
  ])('doubts "%s"', (description) => {
    expect(badDescription(description)).toBe(true);
  });

  it('keeps a description naming a plan by its number', () => {
    expect(
      badDescription(
        'sitio número cuatro de la manzana B, según plano archivado bajo el número 31 del año 1979',
      ),
    ).toBe(false);
  });
});

describe("a worn SERVIU certificate's labels", () => {
  it.each([
    [['Numero        2417', 'Fecha         24/04/2026', 'Rot de avaluo 211-4'], 2417, '211-4'],
    [
      ['CERTIFICADO N° 2.417', 'Certifica que el inmueble Ro! 211-4, ubicado en calle Prat N° 120.'],
      2417,
      '211-4',
    ],
    [
      ['CERTIFICADO N° 2.417', 'Certifica que el inmueble Ro1 211-4, ubicado en calle Prat N° 120.'],
      2417,
      '211-4',
    ],
  ])('reads %j', (lines, number, rol) => {
    const { value } = extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DEL BIOBÍO',
        'CERTIFICADO DE NO EXPROPIACIÓN',
        ...lines,
        'El inmueble NO está afecto a expropiación por este Servicio.',
      ]),
    );
    expect([value.numero_certificado, value.rol_avaluo]).toEqual([number, rol]);
  });
});
