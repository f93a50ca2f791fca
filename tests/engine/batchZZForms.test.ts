import { describe, expect, it } from 'vitest';

import { textPdf } from '../../scripts/eval/pdfWriter';
import { buildDocument } from '../../server/analysis/engine/document';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMarriageCertificate } from '../../server/analysis/engine/extractors/marriageCertificate';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { readPdfText, type PageText } from '../../server/analysis/engine/pdfText';
import { issueDate } from '../../server/analysis/engine/reading/assign';
import { splitIntoParts } from '../../server/analysis/engine/reading/pageParts';
import { joinWrappedRowCells } from '../../server/analysis/engine/text/wrappedRowCells';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZ exposed once scored blind (issues #17, #18), each in wordings written for
 * these tests: made-up offices, people, numbers.
 */

/** One file's pages, numbered from 1, as the text layer reads them. */
const pagesOf = (texts: string[][]): PageText[] =>
  texts.map((lines, index) => ({ number: index + 1, lines, textLength: lines.join('').length }));

/** The pages of a certificate as the eval's text PDFs render them, read back by the text layer. */
const textPages = (lines: string[]): Promise<PageText[]> => readPdfText(textPdf([lines]));

describe('a dominio vigente certificate announcing the copy of its inscription on the next page', () => {
  const certificate = (announcement: string) => [
    'CONSERVADOR DE BIENES RAÍCES DE CURACAUTÍN',
    'CERTIFICADO DE DOMINIO VIGENTE',
    'Folio 2026-CRT-00412',
    '1° Inmueble: pasaje Los Maitenes N° 44, comuna de Curacautín.',
    '2° Inscripción: fojas 518, número 433, Registro de Propiedad del año 2023.',
    '3° Titulares: ELSA MARINA CONTRERAS LEAL y JORGE LUIS FIERRO CONTRERAS.',
    `4° Estado: VIGENTE a esta fecha. ${announcement}`,
    'Curacautín, tres de febrero de dos mil veintiséis.',
    'Código de verificación: CRT-DV-0203-26-17',
  ];
  const transcription = [
    'FOJAS 518 · N° 433 · 2023 · INSCRIPCIÓN ESPECIAL DE HERENCIA',
    'CONTRERAS LEAL ELSA MARINA Y OTRO · Rep. 1.120',
    'Curacautín, once de mayo de dos mil veintitrés.- Por resolución exenta número',
    'cuatro mil doce del Servicio de Registro Civil e Identificación se concedió la',
    'posesión efectiva de la herencia quedada al fallecimiento de don RAÚL FIERRO SOTO',
    'a doña ELSA MARINA CONTRERAS LEAL y a don JORGE LUIS FIERRO CONTRERAS.- En',
    'consecuencia, se inscribe a su nombre el dominio del inmueble ubicado en pasaje',
    'Los Maitenes número cuarenta y cuatro.- El causante lo adquirió por compra según',
    'inscripción de fojas 201 número 188 del Registro de Propiedad del año 1999.-',
  ];

  it.each([
    'Se acompaña copia íntegra de la inscripción.',
    'Se adjunta copia de la inscripción.',
    'Se agrega la copia de la inscripción vigente.',
  ])('keeps the transcription with the certificate: "%s"', (announcement) => {
    const parts = splitIntoParts(pagesOf([certificate(announcement), transcription]));
    expect(parts.map(({ first, last }) => `${first}-${last}`)).toEqual(['1-2']);
  });

  it('still splits a page of another certificate after one announcing nothing attached', () => {
    const gp = [
      'CONSERVADOR DE BIENES RAÍCES DE CURACAUTÍN',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Revisado el Registro de Hipotecas y Gravámenes, respecto de la inscripción de fojas 518',
      'número 433 del Registro de Propiedad del año 2023, no hay inscripciones vigentes.',
      'Curacautín, tres de febrero de dos mil veintiséis.',
      'Código de verificación: CRT-GP-0203-26-18',
    ];
    const parts = splitIntoParts(pagesOf([certificate(''), gp]));
    expect(parts.map(({ first, last }) => `${first}-${last}`)).toEqual(['1-1', '2-2']);
  });
});

describe('an inscription copy whose margin names the later inscription the property passed to', () => {
  const copy = (note: string) => [
    'CONSERVADOR DE BIENES RAICES DE COLLIPULLI',
    'REGISTRO DE PROPIEDAD  -  AÑO 2009',
    'Fojas 733                                         Numero 640',
    'Collipulli, catorce de abril de dos mil nueve.- Doña NORMA BEATRIZ',
    'ULLOA PAINEMAL, casada, cédula nacional de identidad número 9.112.334-7,',
    'domiciliada en Collipulli, es dueña del sitio número cuatro de la manzana',
    'C de la Villa Los Robles, comuna de Collipulli.- Lo adquirió por compra a',
    'don PEDRO ANTONIO GALLARDO RIVAS, según escritura de fecha dos de abril de',
    'dos mil nueve.- El título anterior está a fojas 120 número 98 del año 1994.-',
    '',
    note,
    'CERTIFICO: que la copia que antecede, de la inscripción de fojas 733',
    'número 640 del Registro de Propiedad del año 2009, es fiel a su original.-',
    'Collipulli, 2 de marzo de 2026.',
  ];

  it.each([
    'AL MARGEN: Herencia inscrita a fs. 1410 N° 1288 del año 2024 a nombre de Luis Ulloa y otros.',
    'Nota marginal: Transferencia inscrita a fojas 1410 número 1288 del año 2024, a nombre de LUIS ULLOA.',
    'Anotación marginal: la posesión efectiva se inscribió a fs. 1410 N° 1288 del año 2024.',
  ])('takes the certified reference as the copy’s own, not the note’s: "%s"', (note) => {
    const { entry } = extractInscription(cbrDocument(copy(note))).value;
    expect([entry.fojas, entry.numero, entry.ano]).toEqual([733, 640, 2009]);
    expect([entry.fojas_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual([120, 98, 1994]);
  });
});

describe('the date an inheritance inscription opens with, on a page of its own', () => {
  it.each([
    'Angol, doce de enero de dos mil veinticuatro.- Por resolución exenta número 55.120 del Servicio',
    'Angol, doce de enero de dos mil veinticuatro.- Con el mérito de la resolución exenta número 55.120',
    'Angol, doce de enero de dos mil veinticuatro.- En virtud de la sentencia de fecha tres de enero',
  ])('is no issue date: "%s"', (opening) => {
    expect(issueDate(`FOJAS 88 · N° 71 · 2024 · HERENCIA ${opening} se inscribe el dominio.`)).toBeNull();
  });

  it('leaves the certificate’s own signed date its issue date', () => {
    const text =
      'Angol, doce de enero de dos mil veinticuatro.- Por resolución exenta se concedió la posesión efectiva. Certifico que la inscripción se encuentra vigente. Angol, 5 de marzo de 2026.';
    expect(issueDate(text)?.iso).toBe('2026-03-05');
  });
});

describe('a GP table row whose registry, type and creditor cells wrap onto the next line', () => {
  const gp = (rows: string[]) => [
    'CONSERVADOR DE BIENES RAÍCES DE LOS ÁNGELES',
    'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'Inscripción de dominio: fojas 4120 N° 3377 del Registro de Propiedad del año 2019,',
    'a nombre de SEPÚLVEDA TORO MARTA ELENA.',
    'N° Registro   Inscripción   Fojas   N°   Año A favor de / Monto / Objeto',
    ...rows,
    'Los Ángeles, 4 de mayo de 2026.',
  ];

  it('joins each wrapped rest to its own cell of words', () => {
    expect(
      joinWrappedRowCells([
        '1 Hipotecas y   USUFRUCTO 310   288   2001 ASOCIACIÓN DE CANALISTAS DEL',
        'Gravámenes   VITALICIO   LAJA',
      ]),
    ).toEqual([
      '1   Hipotecas y Gravámenes   USUFRUCTO VITALICIO   310   288   2001   ASOCIACIÓN DE CANALISTAS DEL LAJA',
    ]);
  });

  it('reads the type and the creditor whole', () => {
    const { gravamenes } = extractGpCertificate(
      cbrDocument(
        gp([
          '1 Hipotecas y   SERVIDUMBRE 140   122   1987 SOCIEDAD AGRÍCOLA EL',
          'Gravámenes   DE TRÁNSITO   ROBLE LIMITADA',
          '2 Hipotecas y   HIPOTECA   4122 vta 3380 2019 BANCO DEL ESTADO DE CHILE',
          'Gravámenes   U.F. 1.450,00',
        ]),
      ),
    ).value;
    expect(gravamenes.map((item) => [item.tipo, item.acreedor, item.fojas, item.numero, item.ano])).toEqual([
      ['SERVIDUMBRE DE TRÁNSITO', 'SOCIEDAD AGRÍCOLA EL ROBLE LIMITADA', 140, 122, 1987],
      ['HIPOTECA', 'BANCO DEL ESTADO DE CHILE', 4122, 3380, 2019],
    ]);
  });

  it('leaves a row whose wrapped cells are fewer than its cells of words as it was', () => {
    const lines = ['1 Hipotecas y   HIPOTECA   88   97   2010 BANCO BICE', 'Gravámenes   U.F. 900'];
    expect(joinWrappedRowCells(lines)).toEqual(lines);
  });
});

describe('a DOM SÍ/NO table drawn with rules, its X marks in columns the text layer reads apart', () => {
  const dom = (parks: [string, string]) => [
    'I. MUNICIPALIDAD DE PAINE — DIRECCIÓN DE OBRAS',
    'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA           N° 1204',
    'Fecha emisión: 12/03/2026',
    'Dirección : PASAJE LOS OLMOS N° 77',
    '',
    '| CONSULTA                                              | SÍ | NO |',
    '|-------------------------------------------------------|----|----|',
    '| ¿Afecto a declaratoria de utilidad pública?           | X  |    |',
    '| ¿Afecto por vialidad – ensanche de vía existente?     | X  |    |',
    '| ¿Afecto por vialidad – apertura de vía proyectada?    |    | X  |',
    '| ¿La afectación vial involucra edificaciones?          |    | X  |',
    `| ¿Afecto por parques o áreas verdes?                   | ${parks[0]}  | ${parks[1]}  |`,
    '',
    'Vía afectada: avenida Los Héroes, ensanche a 25 metros entre líneas oficiales (PRC).',
  ];

  it('reads each row by the column its mark stands in', async () => {
    const value = extractMunicipalAffectation(
      buildDocument('dom.pdf', await textPages(dom([' ', 'X']))),
    ).value;
    expect([value.objeto_expropiacion, value.expropiacion_vial, value.expropiacion_por_parque]).toEqual([
      true,
      true,
      false,
    ]);
    expect(value.tipo_expropiacion_vial).toBe('Ensanche');
  });

  it('reads a park row marked SÍ as affected', async () => {
    const value = extractMunicipalAffectation(
      buildDocument('dom.pdf', await textPages(dom(['X', ' ']))),
    ).value;
    expect(value.expropiacion_por_parque).toBe(true);
  });

  it('leaves the plan the road is cited from out of the road', async () => {
    const value = extractMunicipalAffectation(
      buildDocument('dom.pdf', await textPages(dom([' ', 'X']))),
    ).value;
    expect(value.vias_expropiacion_vial).toBe(
      'avenida Los Héroes, ensanche a 25 metros entre líneas oficiales',
    );
  });
});

describe('DOM questions answered "SÍ." or "NO;" with their detail after the answer', () => {
  const dom = (road: string, opening: string) => [
    'MUNICIPALIDAD DE CARTAGENA',
    'DIRECCIÓN DE OBRAS MUNICIPALES',
    'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 0220',
    'Fecha: 9 de febrero de 2026',
    'Dirección: LOS ALELÍES N° 310',
    '',
    'I.   ¿Está el predio afecto a declaratoria de utilidad pública?  SÍ.',
    `II.  ¿Por vialidad?  ${road}`,
    '     entre líneas oficiales.',
    `III. ¿Por apertura de nueva vía?  ${opening}`,
    'IV.  ¿La afectación alcanza edificaciones?  NO; involucra sólo',
    '     terreno.',
    'V.   ¿Por parques o áreas verdes?  NO.',
  ];

  it('reads the road question’s "SÍ." though the opening question answers "NO."', async () => {
    const pages = await textPages(dom('SÍ. Ensanche de calle Los Alelíes a 12 metros', 'NO.'));
    const value = extractMunicipalAffectation(buildDocument('dom.pdf', pages)).value;
    expect(value.expropiacion_vial).toBe(true);
    expect(value.tipo_expropiacion_vial).toBe('Ensanche');
    expect(value.vias_expropiacion_vial).toBe(
      'Ensanche de calle Los Alelíes a 12 metros entre líneas oficiales',
    );
    expect(value.expropiacion_por_parque).toBe(false);
  });

  it('reads the answer a narrow gap glues to its question, as a worn copy’s OCR reads it', async () => {
    const lines = dom('SÍ. Ensanche de calle Los Alelíes a 12 metros', 'NO.').map((line) =>
      line.replace(/\?\s+(?=SÍ\.)/u, '? '),
    );
    const value = extractMunicipalAffectation(buildDocument('dom.pdf', await textPages(lines))).value;
    expect(value.expropiacion_vial).toBe(true);
    expect(value.expropiacion_por_parque).toBe(false);
  });

  it('reads "NO;" with its detail as a no', () => {
    const value = extractMunicipalAffectation(
      certificateDocument(dom('NO; no hay ensanches proyectados', 'NO; no hay vías proyectadas')),
    ).value;
    expect(value.expropiacion_vial).toBe(false);
  });
});

describe('a GP table row whose registry cell and creditor cell wrap, its type not', () => {
  it('joins the registry’s rest to its cell and the acts to the last cell', () => {
    expect(
      joinWrappedRowCells([
        '3 Interdicc. y   PROHIBICIÓN 877   790 2021 COOPERATIVA CAPUAL',
        'Prohibiciones   de enajenar y gravar',
      ]),
    ).toEqual([
      '3   Interdicc. y Prohibiciones   PROHIBICIÓN   877   790 2021   COOPERATIVA CAPUAL de enajenar y gravar',
    ]);
  });

  it('reads the prohibition’s acts from the wrapped cell', () => {
    const { prohibiciones } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE LOS ÁNGELES',
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Inscripción de dominio: fojas 4120 N° 3377 del Registro de Propiedad del año 2019.',
        'N° Registro   Inscripción   Fojas   N°   Año A favor de / Monto / Objeto',
        '1 Hipotecas y   HIPOTECA   877 vta 789 2021 COOPERATIVA CAPUAL',
        'Gravámenes   U.F. 800,00',
        '2 Interdicc. y   PROHIBICIÓN 877   790 2021 COOPERATIVA CAPUAL',
        'Prohibiciones   de enajenar y gravar',
        'Los Ángeles, 4 de mayo de 2026.',
      ]),
    ).value;
    expect(prohibiciones.map((item) => [item.tipo, item.acreedor, item.accion])).toEqual([
      ['PROHIBICIÓN', 'COOPERATIVA CAPUAL', 'de enajenar y gravar'],
    ]);
  });
});

describe('verification codes a CBR prints with the registry’s initials or only beside the page numbering', () => {
  const gp = (footer: string[]) =>
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE VILLARRICA',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Respecto de la inscripción de fojas 1200 número 980 del Registro de Propiedad del año 2015,',
      'no hay hipotecas ni gravámenes vigentes.',
      'Villarrica, 2 de febrero de 2026.',
      ...footer,
    ]);

  it.each([
    [['Código verificación GP: VLL-2602-00131'], 'VLL-2602-00131'],
    [['Código de verificación HG: VLL-2602-00131'], 'VLL-2602-00131'],
    [['                VLL-GP-26-0202-7K · página 1 de 1'], 'VLL-GP-26-0202-7K'],
    [['VLL-GP-26-0202-7K · pág. 1 de 1'], 'VLL-GP-26-0202-7K'],
  ])('reads %j', (footer, code) => {
    expect(extractGpCertificate(gp(footer)).value.codigo_verificacion).toBe(code);
  });

  it('reads no code from a page numbering alone', () => {
    expect(extractGpCertificate(gp(['Rep. 3.306 · página 1 de 1'])).value.codigo_verificacion).toBeNull();
  });
});

describe('GP entries in prose and sub-numbered items', () => {
  it('reads an amount after "U.F." whose stops end no sentence', () => {
    const { gravamenes } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE MELIPILLA',
        'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
        'CERTIFICO: que revisado el Registro de Hipotecas y Gravámenes, respecto del inmueble inscrito',
        'a fojas 812 número 700 del Registro de Propiedad del año 2021, aparece:',
        '   — HIPOTECA inscrita a fojas 1.004 número 911 del año 2021, a favor del',
        '     BANCO ITAÚ CHILE, por U.F. 3.250,50.-',
        'Melipilla, 3 de marzo de 2026.',
      ]),
    ).value;
    expect(gravamenes.map((item) => [item.acreedor, item.suma_dinero])).toEqual([
      ['BANCO ITAÚ CHILE', '3.250,50 UF'],
    ]);
  });

  it.each([
    '2.1 EMBARGO. Fojas 90 vta., número 81, año 2025.',
    '2.1 EMBARGO: fojas 90 vta., número 81, año 2025.',
  ])('reads the type of a sub-numbered item printed as a sentence of its own: "%s"', (item) => {
    const { prohibiciones } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE CASABLANCA',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Inmueble inscrito a fojas 300 número 288 del Registro de Propiedad del año 2020.',
        '1. HIPOTECAS Y GRAVÁMENES',
        '   1.1 No se registran inscripciones vigentes.',
        '2. INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        `   ${item} Trabado sobre el inmueble,`,
        '       decretado por el Juzgado de Letras de Casablanca en causa Rol C-55-2025.',
        'Casablanca, 10 de abril de 2026.',
      ]),
    ).value;
    expect(prohibiciones.map((entry) => [entry.tipo, entry.fojas, entry.vuelta, entry.numero])).toEqual([
      ['EMBARGO', 90, true, 81],
    ]);
  });
});

describe('a DOM form naming the owner as "Titular"', () => {
  it('reads the holder as the owner', () => {
    const value = extractMunicipalAffectation(
      certificateDocument([
        'I. MUNICIPALIDAD DE BUIN — DIRECCIÓN DE OBRAS',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA           N° 77',
        'Fecha emisión: 02/02/2026',
        'Titular   : AGRÍCOLA SANTA ELENA SPA, RUT 76.123.456-0',
        'Dirección : CAMINO PADRE HURTADO N° 1200',
        'El inmueble no está afecto a declaratoria de utilidad pública.',
      ]),
    ).value;
    expect(value.contribuyente?.nombre).toBe('AGRÍCOLA SANTA ELENA SPA');
  });
});

describe('a copy whose opening date a worn copy garbled with stray marks', () => {
  it('reads the owner after the garbled date, not the office’s heading', () => {
    const { entry } = extractInscription(
      cbrDocument([
        'NOTARIA Y CONSERVADOR DE BIENES RAICES DE LOS VILOS',
        'Fojas 310 vta.                   N° 288                   Año 2006',
        'Los Vilos, d~ce de ma~o de dos mil seis.- Don ARTURO IGNACIO',
        'PEÑA ROJAS, soltero, cédula de identidad número 9.112.334-7, de este',
        'domicilio, es dueño del sitio número ocho del Loteo Pichidangui, comuna de',
        'Los Vilos.- Lo adquirió por compra a doña MARTA ELENA SOTO VEGA, según',
        'escritura de fecha dos de mayo de dos mil seis.- Conste.-',
        'Certifico que la presente fotocopia es fiel a su original. Los Vilos, 3 de marzo de 2026.',
      ]),
    ).value;
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['ARTURO IGNACIO PEÑA ROJAS']);
  });
});

describe('a carpeta whose certificates each close on a bare "Código" and their office’s key', () => {
  const page = (number: number, title: string, body: string[]) => [
    'NOTARÍA Y CONSERVADOR DE BIENES RAÍCES DE PAPUDO',
    `Solicitud web N° 40.221 — Documento ${number} de 2`,
    title,
    ...body,
    'Papudo, 2 de marzo de 2026.',
    `Código PPD-40221-${number}`,
  ];

  it('keeps the bien familiar certificate apart from the GP on the same inscription', () => {
    const parts = splitIntoParts(
      pagesOf([
        page(1, 'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES', [
          'Inmueble inscrito a fojas 512 N° 430 del Registro de Propiedad del año 2019.',
          'HIPOTECAS Y GRAVÁMENES: NO registra. INTERDICCIONES Y PROHIBICIONES: NO registra.',
        ]),
        page(2, 'CERTIFICADO DE BIEN FAMILIAR', [
          'Revisado el Registro de Interdicciones y Prohibiciones de Enajenar, NO CONSTA que el',
          'inmueble inscrito a fojas 512 número 430 del año 2019 haya sido declarado bien familiar.',
        ]),
      ]),
    );
    expect(parts.map(({ first, last }) => `${first}-${last}`)).toEqual(['1-1', '2-2']);
  });
});

describe('a GP owner’s label over a lettered section heading', () => {
  it.each(['A. HIPOTECAS Y GRAVÁMENES', 'B) PROHIBICIONES'])(
    'leaves the letter of "%s" out of the name',
    (heading) => {
      const value = extractGpCertificate(
        cbrDocument([
          'CONSERVADOR DE BIENES RAÍCES DE COLINA',
          'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
          'Dirección   : PASAJE LOS ESPINOS 220',
          'Inscripción : Fs. 4410 Nro. 3902 del Año 2018',
          'Propietario : ROJAS PINTO MARÍA JOSÉ',
          '',
          `${heading} (revisados treinta años)`,
          '   No hay anotaciones.',
          'Colina, 3 de marzo de 2026.',
        ]),
      ).value;
      expect(value.propietarios.map((owner) => owner.nombre)).toEqual(['ROJAS PINTO MARÍA JOSÉ']);
    },
  );
});

describe('marriage certificates naming the spouse in the label’s parenthesis, the year as the register’s', () => {
  it.each([
    ['Contrayente (marido): ', 'Contrayente (mujer):  '],
    ['Contrayente (esposo): ', 'Contrayente (esposa): '],
  ])('reads "%s" and "%s"', (husband, wife) => {
    const { certificate } = extractMarriageCertificate(
      certificateDocument([
        'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
        'CERTIFICADO DE MATRIMONIO',
        'Inscripción N° 212 del Registro de Matrimonios del año 2009, Circunscripción LIMACHE.',
        `${husband}JUAN PABLO ORTIZ MENA, RUN 9.112.334-7`,
        `${wife}ANA MARÍA LEIVA ROJAS, RUN 76.123.456-0`,
        'Emitido el 3 Marzo 2026',
      ]),
    ).value;
    expect([certificate.marido.nombre, certificate.mujer.nombre]).toEqual([
      'JUAN PABLO ORTIZ MENA',
      'ANA MARÍA LEIVA ROJAS',
    ]);
  });

  it('reads the year from "Año de registro"', () => {
    const { certificate } = extractMarriageCertificate(
      certificateDocument([
        'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
        'CERTIFICADO DE MATRIMONIO',
        '| Circunscripción      | LIMACHE                  |',
        '| N° de inscripción    | 212                      |',
        '| Año de registro      | 2009                     |',
        '| Nombre del marido    | JUAN PABLO ORTIZ MENA    |',
        '| Nombre de la mujer   | ANA MARÍA LEIVA ROJAS    |',
        'Fecha de emisión: 03 Marzo 2026',
      ]),
    ).value;
    expect(certificate.ano).toBe(2009);
  });
});

describe('a SERVIU report answering after a leader of one dot', () => {
  const report = (answer: string) => [
    'SERVIU REGIÓN DE VALPARAÍSO',
    'INFORME DE AFECTACIÓN N° 4.120          Fecha: 02/03/2026',
    'Inmueble ............ Los Pescadores 88, Villa Mar',
    'Comuna .............. Algarrobo',
    'Rol ................. 77-12',
    `Expropiación SERVIU . ${answer}`,
  ];

  it.each([
    ['NO AFECTO', false],
    ['NO', false],
    ['AFECTO', true],
  ] as const)('reads "%s"', async (answer, affected) => {
    const value = extractServiuReport(buildDocument('serviu.pdf', await textPages(report(answer)))).value;
    expect(value.objeto_expropiacion).toBe(affected);
  });
});

describe('an SII table drawn with rules whose parts say what tax they are exempt from or subject to', () => {
  const sii = (header: string, amounts: string) =>
    extractSiiAppraisal(
      certificateDocument([
        'Servicio de Impuestos Internos',
        'CERTIFICADO DE AVALÚO FISCAL — PRIMER SEMESTRE 2026',
        'Fecha de Emisión: 3 de Marzo de 2026',
        '| Comuna | Rol de Avalúo | Dirección               | Destino      |',
        '| BUIN   | 00412-00031   | PJE LOS OLMOS 77        | HABITACIONAL |',
        '',
        header,
        amounts,
      ]),
    ).value;

  it('reads an exempt property', () => {
    const value = sii(
      '| Avalúo Total | Avalúo Exento de Impuesto | Avalúo Afecto a Impuesto |',
      '| $23.410.500  | $23.410.500               | $0                       |',
    );
    expect([value.avaluo_total, value.avaluo_exento, value.avaluo_afecto]).toEqual([
      23_410_500, 23_410_500, 0,
    ]);
  });

  it('reads a taxed property, its parts in the other order', () => {
    const value = sii(
      '| AVALÚO TOTAL | AVALÚO AFECTO A CONTRIBUCIONES | AVALÚO EXENTO DE CONTRIBUCIONES |',
      '| $88.120.000  | $66.120.000                    | $22.000.000                     |',
    );
    expect([value.avaluo_total, value.avaluo_afecto, value.avaluo_exento]).toEqual([
      88_120_000, 66_120_000, 22_000_000,
    ]);
  });
});
