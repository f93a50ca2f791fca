import { describe, expect, it } from 'vitest';

import { textPdf } from '../../scripts/eval/pdfWriter';
import { buildDocument } from '../../server/analysis/engine/document';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { readPdfText } from '../../server/analysis/engine/pdfText';
import { cbrDocument, certificateDocument, typedParts } from '../support/engineDocuments';

/*
 * Forms held-out batch V exposed, each in wordings written for these tests and different from the
 * batch's own: made-up offices, people, numbers.
 */

const copy = (...pages: string[][]) => extractInscription(cbrDocument(...pages)).value.entry;

describe('a carpeta whose firm numbers the file’s pages at their foot, after an index page', () => {
  const index = [
    'GONZÁLEZ & RIQUELME ABOGADOS',
    'ANTECEDENTES PARA EL ESTUDIO DE TÍTULOS',
    'Índice de esta carpeta (según el orden en que se acompañan):',
    '  1. Copia de inscripción de dominio con vigencia',
    '  2. Certificado de hipotecas y gravámenes, interdicciones y prohibiciones',
    '  3. Certificado de deuda de contribuciones',
    '  4. Certificado de avalúo fiscal',
  ];
  const inscription = [
    'CONSERVADOR DE BIENES RAÍCES DE LINARES',
    'Registro de Propiedad año 2020   Fojas 733   Número 512',
    'En Linares, a dos de julio de dos mil veinte, doña MARTA INÉS BRAVO LEIVA, soltera,',
    'cédula de identidad número 11.222.333-9, de este domicilio, es dueña del sitio ubicado',
    'en calle Independencia número cuatrocientos diez, comuna de Linares.- Lo adquirió por',
    'compra a don Luis Soto Páez, según escritura de fecha uno de junio de dos mil veinte.-',
  ];
  const certification = [
    'CONSERVADOR DE BIENES RAÍCES DE LINARES',
    'Certifico que la inscripción de fojas 733 número 512 del Registro de Propiedad del año',
    '2020 se encuentra vigente. Linares, 4 de noviembre de 2026.',
  ];
  const gp = [
    'CONSERVADOR DE BIENES RAÍCES DE LINARES',
    'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'Inmueble inscrito a fojas 733 número 512 del año 2020.',
    'HIPOTECAS Y GRAVÁMENES: no hay.   PROHIBICIONES: no hay.',
    'Linares, 5 de noviembre de 2026.',
  ];
  const tgr = [
    'TESORERÍA GENERAL DE LA REPÚBLICA',
    'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
    'Rol 221-7   Comuna LINARES',
    'Total Deuda Morosa ....... $ 0',
  ];
  const foot = (page: string[], number: number, of: number, style: string) => [
    ...page,
    '',
    style.replace('N', String(number)).replace('M', String(of)),
  ];
  const carpeta = (style: string) =>
    [index, inscription, certification, gp, tgr].map((page, at) => foot(page, at + 1, 5, style));

  it.each(['Página N de M', 'Hoja N/M', 'pág. N de M'])(
    'reads "%s" at every foot as the file’s numbering, not the index announcing one long document',
    (style) => {
      expect(typedParts(...carpeta(style))).toEqual([
        '1-1 unknown',
        '2-3 dominio_vigente',
        '4-4 gp',
        '5-5 deuda_tgr',
      ]);
    },
  );

  it('still reads the foot numbering as the file’s where a worn copy lost it on one page', () => {
    const pages = carpeta('Hoja N de M');
    const tgrPage = pages[4] ?? [];
    pages[4] = [...tgrPage.slice(0, -1), 'de'];
    expect(typedParts(...pages)).toEqual(['1-1 unknown', '2-3 dominio_vigente', '4-4 gp', '5-5 deuda_tgr']);
  });

  it('keeps the index apart from the inscription after it, without any page numbering', () => {
    expect(typedParts(index, inscription, certification)).toEqual(['1-1 unknown', '2-3 dominio_vigente']);
  });

  it('still keeps one office’s copy whole when its own footer numbers every page of the file', () => {
    const certificate = [
      'CVE: 511-2026100409124410',
      'CONSERVADOR DE BIENES RAÍCES DE LINARES',
      'Certifico que la inscripción de fojas 733 número 512 del Registro de Propiedad del año',
      '2020, que se transcribe a continuación junto con la anterior, se encuentra vigente.',
      'Linares, 4 de noviembre de 2026.',
    ];
    const earlier = [
      'Fojas 120                                              Nº 98',
      'COMPRAVENTA',
      'En Linares, a tres de mayo de dos mil diez, don LUIS SOTO PÁEZ, casado, de este domicilio,',
      'es dueño del sitio ubicado en calle Independencia número cuatrocientos diez.- Lo adquirió',
      'por compra a doña Rosa Páez, según escritura de fecha dos de abril de dos mil diez.-',
    ];
    const pages = [certificate, earlier, inscription].map((page, at) => [
      ...page,
      `Pág. ${at + 1} de 3`,
      'Oficina: Independencia 500, Linares - Teléfono 73 221 0000 - contacto@cbr-linares.cl',
    ]);
    expect(typedParts(...pages).map((part) => part.split(' ')[0])).toEqual(['1-3']);
  });
});

describe('a copy’s later page headed as the continuation of its inscription', () => {
  const first = [
    'CONSERVADOR DE BIENES RAÍCES DE PARRAL',
    'Registro de Propiedad 2019 - Fojas 455 - Número 390',
    'En Parral, a cinco de marzo de dos mil diecinueve, don ÓSCAR IVÁN PEÑA ROJAS, casado,',
    'cédula de identidad número 9.876.543-3, de este domicilio, es dueño del predio ubicado en',
    'calle Dieciocho número ciento veinte, comuna de Parral.- Lo adquirió por compra a doña',
    'Elsa Mora Tapia, según escritura de fecha dos de febrero de dos mil diecinueve.- El título',
    'anterior rola a fojas 120 vuelta,',
  ];
  const rest = (header: string) => [
    'CONSERVADOR DE BIENES RAÍCES DE PARRAL',
    header,
    'número 101 del Registro de Propiedad del año 2011.- Rol de avalúo 77-5.',
    'Certifico que la inscripción de fojas 455 número 390 del año 2019 se encuentra vigente.',
    'Parral, 8 de noviembre de 2026.',
  ];

  it.each([
    'Registro de Propiedad 2019 - Fojas 455 - Número 390 (continuación)',
    'Inscripción Fs. 455 Nº 390 año 2019 (cont.)',
    'Copia de inscripción de fojas 455 - continuación',
  ])('reads the earlier title across the break, not the header "%s"', (header) => {
    const entry = copy(first, rest(header));
    expect([entry.fojas_anterior, entry.vuelta_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual([
      120,
      true,
      101,
      2011,
    ]);
  });
});

describe('a copy giving its inscription in a small table, its margin notes citing liens', () => {
  const copyPages = (registry: string) => [
    [
      'CONSERVADOR DE BIENES RAÍCES DE CONSTITUCIÓN            Servicio en línea',
      '              CERTIFICADO DE INSCRIPCIÓN CON VIGENCIA',
      'Pedido Nº  L-55120            Emisión  03/10/2026 16:02',
      registry,
      'El Conservador certifica que la inscripción singularizada, transcrita a continuación,',
      'es copia fiel de su original y se encuentra vigente a la fecha de este certificado.',
    ],
    [
      'TEXTO DE LA INSCRIPCIÓN',
      'Constitución, cuatro de abril de dos mil veintidós.- Doña CAMILA PAZ ORTEGA RUIZ, soltera,',
      'cédula de identidad número 17.654.321-3, de este domicilio, es dueña del sitio número tres',
      'de la manzana D de la Población Mirador, comuna de Constitución.- Lo adquirió por compra a',
      'don Elías Vera Díaz, según escritura de fecha dos de marzo de dos mil veintidós.- El título',
      'anterior rola a fojas 310 número 276 del año 2009.- Rol de avalúo número 402-19.',
      'Anotaciones al margen: Hipoteca a Fs. 822 Nº 640 año 2022; Prohibición a Fs. 515 Nº 433 año 2022.',
    ],
  ];

  it.each([
    ['Registro      Foja     Número    Año\nPROPIEDAD     1877     1402      2022'],
    ['REGISTRO      FOJAS    Nº        AÑO\nPropiedad     1877     1402      2022'],
  ])('reads the table row as the property’s inscription, not a lien in the margin', (table) => {
    const [first, second] = copyPages(table);
    const entry = copy(first?.flatMap((line) => line.split('\n')) ?? [], second ?? []);
    expect([entry.fojas, entry.numero, entry.ano]).toEqual([1877, 1402, 2022]);
  });
});

describe('an earlier title dated by a bare "Emisión", its transcription opening on a date with its day in digits, owned by a company', () => {
  const title = [
    'CONSERVADOR DE BIENES RAÍCES DE LICANTÉN',
    '           COPIA DE INSCRIPCIÓN (no acredita vigencia)',
    'Emisión 20/10/2026',
    'Registro   Foja   Número   Año',
    'PROPIEDAD  640    588      2013',
    'Licantén, 14 de mayo de 2013.- AGRÍCOLA LOS MAITENES LIMITADA, rol único tributario número',
    '77.456.120-K, de este domicilio, representada por don Ramón Ibarra Cid, es dueña de la Hijuela',
    'Norte del fundo El Peñón, comuna de Licantén, según plano archivado bajo el número 77 del año',
    '2012.- La adquirió por compra a don Pedro Salas Mora, según escritura de fecha 2 de mayo de',
    '2013.- Título anterior: fojas 12 número 10 del año 1990.- Rol de avalúo matriz número 35-2.',
  ];

  it('reads the company as the owner, the issue and inscription dates, and the matrix rol', () => {
    const entry = copy(title);
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['AGRÍCOLA LOS MAITENES LIMITADA']);
    expect([entry.fecha_emision, entry.fecha_registro, entry.rol_avaluo]).toEqual([
      '2026-10-20',
      '2013-05-14',
      '35-2',
    ]);
  });
});

describe('an inscription copy whose margin is ruled off by a bar, with no box around it', () => {
  const lines = [
    'CONSERVADOR DE BIENES RAÍCES DE YUMBEL',
    '              REGISTRO DE PROPIEDAD DEL AÑO 2012',
    'Nº 204          |  Yumbel, nueve de agosto de dos mil doce.- Doña',
    'COMPRAVENTA     |  ELENA ROSA FUENTES PARRA, profesora, casada y separada',
    'SANHUEZA TORO L.|  totalmente de bienes, cédula nacional de identidad',
    'Luis Alberto    |  número 10.987.654-2, domiciliada en calle Colón',
    '    A           |  número 55, Yumbel, es dueña del sitio ubicado en calle',
    'FUENTES PARRA   |  Colón número cincuenta y cinco, comuna de Yumbel,',
    'Elena Rosa      |  que deslinda: NORTE, en diez metros con calle Colón;',
    'Rep. 981        |  SUR, en diez metros con sitio número nueve; ORIENTE, en',
    '                |  treinta metros con sitio número cuatro; y PONIENTE, en',
    '                |  treinta metros con sitio número dos.- Lo adquirió por',
    '                |  compra a don LUIS ALBERTO SANHUEZA TORO, según escritura',
    '                |  de fecha dos de agosto de dos mil doce, por el precio de',
    '                |  $12.000.000.- Rol de avalúo número 118-4, comuna de',
    '                |  Yumbel.- Firmado: R. Soto, Conservador.',
  ];

  it('reads the margin column first, then the body whole, without the bars', async () => {
    const pages = await readPdfText(textPdf([lines]));
    const read = pages.flatMap((page) => page.lines);
    expect(read.filter((line) => line.includes('|'))).toEqual([]);
    expect(read.slice(2, 10)).toEqual([
      'Nº 204',
      'COMPRAVENTA',
      'SANHUEZA TORO L.',
      'Luis Alberto',
      'A',
      'FUENTES PARRA',
      'Elena Rosa',
      'Rep. 981',
    ]);
    const entry = extractInscription(buildDocument('copia.pdf', pages)).value.entry;
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['ELENA ROSA FUENTES PARRA']);
    expect(entry.deslindes.map((side) => side.propiedad)).toEqual([
      'calle Colón',
      'sitio número nueve',
      'sitio número cuatro',
      'sitio número dos',
    ]);
  });
});

describe('a certification-only copy naming the owner with an abbreviated "R.U.T."', () => {
  it.each(['R.U.T. 7.123.456-8', 'R.U.N. 7.123.456-8', 'C.I. 7.123.456-8'])(
    'reads the owner’s RUT after "%s"',
    (rut) => {
      const entry = copy([
        'CONSERVADOR DE BIENES RAÍCES DE MULCHÉN',
        'CERTIFICADO DE DOMINIO VIGENTE',
        'Certifica que la inscripción de dominio que rola a fojas 88 número 71 del Registro de',
        `Propiedad del año 2005 se encuentra vigente a nombre de don HUGO ARIEL PAREDES SAN MARTÍN, casado, ${rut}.`,
        'Mulchén, 2 de octubre de 2026.',
      ]);
      expect(entry.propietarios).toEqual([
        {
          nombre: 'HUGO ARIEL PAREDES SAN MARTÍN',
          rut: '7.123.456-8',
          estado_civil: 'casado',
          domicilio: null,
        },
      ]);
    },
  );
});

describe('an old inscription in capitals: the plan’s number in words, a rural domicile', () => {
  it('reads "PLANO ARCHIVADO BAJO EL NUMERO TREINTA Y DOS" as plan 32', () => {
    const entry = copy([
      'FOJAS CIENTO DOCE NUMERO NOVENTA.-',
      'EN CURACAVÍ, A DOS DE ENERO DE MIL NOVECIENTOS OCHENTA Y DOS.- DON JUAN PABLO ARAYA',
      'LEIVA, AGRICULTOR, DE ESTE DOMICILIO, ES DUEÑO DE LA PARCELA NUMERO SEIS DEL PROYECTO LAS',
      'MERCEDES, SEGUN PLANO ARCHIVADO BAJO EL NUMERO TREINTA Y DOS EN EL REGISTRO DE PROPIEDAD',
      'DEL AÑO MIL NOVECIENTOS SETENTA.- LA ADQUIRIO POR COMPRA A DON LUIS ARAYA, SEGUN ESCRITURA',
      'DE FECHA UNO DE DICIEMBRE DE MIL NOVECIENTOS OCHENTA Y UNO.-',
    ]);
    expect(entry.plano).toBe(32);
  });

  it.each([
    ['domiciliado en el lugar Los Quillayes, comuna de Curacaví', 'lugar Los Quillayes, comuna de Curacaví'],
    ['domiciliado en el sector Santa Inés, comuna de Curacaví', 'sector Santa Inés, comuna de Curacaví'],
  ])('reads "%s" without the sentence’s article', (domicile, expected) => {
    const entry = copy([
      'CONSERVADOR DE BIENES RAÍCES DE CASABLANCA',
      `Casablanca, tres de junio de dos mil uno.- Don RAÚL ESTEBAN PIZARRO GÓMEZ, casado, ${domicile},`,
      'es dueño de la parcela número ocho del Proyecto Lo Ovalle, comuna de Curacaví.- La adquirió',
      'por compra a don Julio Mena, según escritura de fecha dos de mayo de dos mil uno.-',
    ]);
    expect(entry.propietarios[0]?.domicilio).toBe(expected);
  });
});

const gpOf = async (lines: string[]) =>
  extractGpCertificate(buildDocument('gp.pdf', await readPdfText(textPdf([lines])))).value;

describe('a GP table whose last column "A favor de" wraps the creditor over several lines', () => {
  const certificate = (row: string[]) => [
    'CONSERVADOR DE BIENES RAÍCES DE SAN FERNANDO',
    '   CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'Inmueble inscrito a fojas 2210 número 1874 del Registro de Propiedad del año 2021.',
    'I.  REGISTRO DE HIPOTECAS Y GRAVÁMENES',
    '',
    ...row,
    '',
    'II. REGISTRO DE INTERDICCIONES Y PROHIBICIONES ...... NO HAY',
    'San Fernando, 6 de octubre de 2026.',
  ];

  it.each([
    [
      'Nº  Tipo       Inscripción              Monto          A favor de',
      '1   HIPOTECA   Fs. 930 Nº: 775 / 2021   UF 2.400,00    CAJA DE COMPENSACIÓN DE',
      '                                                       ASIGNACIÓN FAMILIAR LOS',
      '                                                       ANDES',
    ],
    [
      'N°  Clase      Inscripción              Monto          En favor de',
      '1   HIPOTECA   Fs. 930 N° 775 / 2021    2.400 UF       CAJA DE COMPENSACIÓN DE',
      '                                                       ASIGNACIÓN FAMILIAR LOS',
      '                                                       ANDES',
    ],
  ])('reads the creditor from its cell and the amount, not the reference’s year', async (...row) => {
    const [entry] = (await gpOf(certificate(row))).gravamenes;
    expect(entry).toMatchObject({
      fojas: 930,
      numero: 775,
      ano: 2021,
      tipo: 'HIPOTECA',
      acreedor: 'CAJA DE COMPENSACIÓN DE ASIGNACIÓN FAMILIAR LOS ANDES',
    });
    expect(entry?.suma_dinero).toMatch(/^2\.400(?:,00)? UF$/);
  });
});

describe('GP entries numbered in brackets, as blocks of fields with dotted leaders', () => {
  const certificate = [
    'CONSERVADOR DE BIENES RAÍCES DE CURICÓ                Atención en línea',
    '   CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'INMUEBLE',
    '  Dominio ........... Foja 3301 Nº 2790 Año 2019',
    'HIPOTECAS Y GRAVÁMENES',
    '  [1] HIPOTECA',
    '      Inscripción ...... Foja 1440 Nº 1212 Año 2019',
    '      Acreedor ......... BANCO DEL SUR AUSTRAL S.A.',
    '      Monto ............ 1.780 UF',
    '  [2] SERVIDUMBRE',
    '      Inscripción ...... Foja 1502 Nº 1260 Año 2021',
    '      A favor de ....... EMPRESA ELÉCTRICA DEL MAULE S.A.',
    'INTERDICCIONES Y PROHIBICIONES',
    '  [1] PROHIBICIÓN',
    '      Inscripción ...... Foja 1441 Nº 1213 Año 2019',
    '      Beneficiario ..... BANCO DEL SUR AUSTRAL S.A.',
    '      Objeto ........... de gravar y enajenar',
    'Curicó, 7 de octubre de 2026.',
  ];

  it('reads each entry’s printed type after its bracket and the amount its block labels', async () => {
    const gp = await gpOf(certificate);
    expect(
      gp.gravamenes.map((entry) => [entry.tipo, entry.fojas, entry.acreedor, entry.suma_dinero]),
    ).toEqual([
      ['HIPOTECA', 1440, 'BANCO DEL SUR AUSTRAL S.A.', '1.780,00 UF'],
      ['SERVIDUMBRE', 1502, 'EMPRESA ELÉCTRICA DEL MAULE S.A.', null],
    ]);
    expect(gp.prohibiciones.map((entry) => [entry.tipo, entry.fojas, entry.acreedor])).toEqual([
      ['PROHIBICIÓN', 1441, 'BANCO DEL SUR AUSTRAL S.A.'],
    ]);
  });
});

describe('an SII one-row table without a comuna column, its row glued with single spaces', () => {
  it.each([
    [
      'Rol          Dirección        Destino      Avalúo Total   Av. Exento    Av. Afecto',
      { avaluo_total: 88120400, avaluo_exento: 51003200, avaluo_afecto: 37117200 },
      '03310-00045 LOS CARRERA 880 COMERCIO $88.120.400 $51.003.200 $37.117.200',
    ],
    [
      'ROL   DIRECCIÓN   DESTINO   AV. AFECTO   AV. EXENTO   AVALÚO TOTAL',
      { avaluo_afecto: 88120400, avaluo_exento: 51003200, avaluo_total: 37117200 },
      '03310-00045 LOS CARRERA 880 COMERCIO $88.120.400 $51.003.200 $37.117.200',
    ],
  ])('reads the rol, the address, the destination and each amount under "%s"', (header, amounts, row) => {
    const value = extractSiiAppraisal(
      certificateDocument([
        'SERVICIO DE IMPUESTOS INTERNOS             Fecha de emisión: 09/10/2026',
        'Certificado de Avalúo Fiscal - Primer Semestre 2026 - Comuna: QUILLOTA',
        header,
        row,
        'Por orden del Director',
      ]),
    ).value;
    expect(value).toMatchObject({
      rol_avaluo: '3310-45',
      direccion: 'LOS CARRERA 880',
      destino: 'COMERCIO',
      comuna: 'Quillota',
      ...amounts,
    });
  });
});

describe('a SERVIU certificate signed by a "Sección Catastro y Expropiaciones"', () => {
  const serviu = (office: string, dateLine: string) =>
    extractServiuReport(
      certificateDocument([
        'SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN DEL MAULE',
        office,
        dateLine,
        'Se certifica que el inmueble de calle Membrillar Nº 77, comuna de Molina, rol 150-3, no se',
        'encuentra incluido en proyecto alguno de este Servicio y no está afecto a expropiación.',
        'MARCO ANTONIO REYES PAVEZ',
        `Jefe ${office.replace(/^.*? - /, '')}`,
      ]),
    ).value;

  it.each([
    'Departamento Técnico - Sección Catastro y Expropiaciones',
    'Subdirección Jurídica - Unidad de Catastro y Expropiaciones',
  ])('reads the office "%s" as a name, the sentence as the answer', (office) => {
    expect(serviu(office, 'Talca, 8 de octubre de 2026').objeto_expropiacion).toBe(false);
  });

  it.each(['Certificado Nº 4.220 - 08/10/2026', 'Informe Nº 4.220 - 08/10/2026'])(
    'dates it by "%s" alone on its line',
    (dateLine) => {
      const value = serviu('Sección Expropiaciones', dateLine);
      expect([value.numero_certificado, value.fecha_emision]).toEqual([4220, '2026-10-08']);
    },
  );
});

describe('a DOM certificate naming the plan’s kind in its cell', () => {
  it.each(['Plano : Subdivisión Nº 318', 'Plano ........ Loteo Nº 318 (2001)', 'Plano:   Fusión N° 318'])(
    'reads the plan from "%s"',
    (line) => {
      const value = extractMunicipalAffectation(
        certificateDocument([
          'ILUSTRE MUNICIPALIDAD DE MOLINA - DIRECCIÓN DE OBRAS MUNICIPALES',
          'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA Nº 512',
          'Ubicación : Membrillar Nº 77          Rol : 150-3',
          line,
          'El predio no se encuentra afecto a utilidad pública.',
          'Molina, 9 de octubre de 2026.',
        ]),
      ).value;
      expect(value.plano).toBe(318);
    },
  );
});

describe('a DOM yes/no table whose "SÍ  NO" headings and marks a worn copy lost', () => {
  const certificate = (rows: string[]) =>
    extractMunicipalAffectation(
      certificateDocument([
        'ILUSTRE MUNICIPALIDAD DE PAREDONES - DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA Nº 77',
        'Ubicación : Los Aromos Nº 12          Rol : 40-8',
        'Conforme al Plan Regulador vigente, el predio presenta la siguiente situación:',
        ...rows,
        'Observaciones: no hay.',
        'Paredones, 2 de octubre de 2026.',
      ]),
    );

  it('marks the answers it could not read as unmarked, whatever the row labels read as', () => {
    const read = certificate([
      'AFECTACIÓN',
      'Declaratoria de utilidad pública',
      'Vialidad: ensanche de calle existente',
      'Vialidad: apertura de calle nueva',
      'Parques y áreas verdes',
    ]);
    for (const path of ['objeto_expropiacion', 'expropiacion_vial', 'expropiacion_por_parque'])
      expect(read.provenance[path]?.unsure).toContain('yes_no_unmarked');
  });

  it('reads the same rows with their marks as they are, unmarked', () => {
    const read = certificate([
      'AFECTACIÓN                                   SÍ     NO',
      'Declaratoria de utilidad pública                     X',
      'Vialidad: ensanche de calle existente                X',
      'Vialidad: apertura de calle nueva                    X',
      'Parques y áreas verdes                               X',
    ]);
    expect(read.value).toMatchObject({
      objeto_expropiacion: false,
      expropiacion_vial: false,
      expropiacion_por_parque: false,
    });
    expect(read.provenance.expropiacion_vial?.unsure ?? []).not.toContain('yes_no_unmarked');
  });
});

describe('worn copies: table marks and peso signs OCR garbled', () => {
  it('reads a SERVIU conclusion, not the rows whose marks OCR garbled into "Xx"', () => {
    const value = extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DE ÑUBLE',
        'CERTIFICADO N° 1.118   Fecha: 05-10-2026',
        'Inmueble: Libertad 402   Rol de avalúo: 77-14',
        'PROGRAMA SERVIU   AFECTA NO AFECTA',
        'Expropiaciones por obras de vialidad   X1',
        'Expropiaciones por programas habitacionales   Xx',
        'En consecuencia, el inmueble no está afecto a expropiación SERVIU.',
      ]),
    ).value;
    expect(value.objeto_expropiacion).toBe(false);
  });

  it('reads an SII row whose last "$" OCR took for a digit, the sum check left to doubt it', () => {
    const read = extractSiiAppraisal(
      certificateDocument([
        'SERVICIO DE IMPUESTOS INTERNOS             Fecha de emisión: 09/10/2026',
        'Certificado de Avalúo Fiscal - Comuna: QUILLOTA',
        'Rol   Dirección   Destino   Avalúo Total   Av. Exento   Av. Afecto',
        '03310-00045 LOS CARRERA 880 COMERCIO $88.120.400 $51.003.200 537.117.200',
      ]),
    ).value;
    expect(read).toMatchObject({
      rol_avaluo: '3310-45',
      direccion: 'LOS CARRERA 880',
      destino: 'COMERCIO',
      avaluo_total: 88120400,
      avaluo_exento: 51003200,
    });
  });
});
