import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../../server/analysis/engine/classify';
import { buildDocument } from '../../server/analysis/engine/document';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMarriageCertificate } from '../../server/analysis/engine/extractors/marriageCertificate';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { holdsColumnRule } from '../../server/analysis/engine/checks/columnRule';
import { creditorsReadTwoWays } from '../../server/analysis/engine/checks/creditorReadings';
import { registrationYearDoubts } from '../../server/analysis/engine/checks/registrationYear';
import { badCode, badName, comunaAfterAddress } from '../../server/analysis/engine/checks/shapes';
import { yesMarked } from '../../server/analysis/engine/checks/yesNoWords';
import type { PageText } from '../../server/analysis/engine/pdfText';
import { splitIntoParts } from '../../server/analysis/engine/reading/pageParts';
import { SII_PAGE, TGR_PAGE } from '../fixtures/pageParts/pageTexts';
import { provenance, undatedStudy } from '../factories/reports';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch X exposed (issue #18), each in wordings written for these tests and
 * different from the batch's own: made-up offices, people, numbers.
 */

function pagesOf(pages: string[][]): PageText[] {
  return pages.map((lines, index) => ({ number: index + 1, lines, textLength: lines.join('').length }));
}

const typedParts = (pages: string[][]) =>
  splitIntoParts(pagesOf(pages)).map(
    ({ first, last, pages: partPages }) =>
      `${first}-${last} ${classifyDocument(buildDocument('carpeta.pdf', partPages)).type}`,
  );

const COPY_PAGE = [
  'CONSERVADOR DE BIENES RAÍCES DE PARRAL',
  'Registro de Propiedad',
  'INSCRIPCIÓN Nº 902                         FOJAS 1.233 - AÑO 2020',
  'Parral, cinco de marzo de dos mil veinte.- Don HUGO ANDRÉS LEIVA MORA, cédula de identidad',
  'número 13.222.444-5, soltero, es dueño del sitio número doce de la Villa Los Aromos, comuna',
  'de Parral.- Lo adquirió por compra a doña ANA ROSA PINO SOTO, según escritura de fecha dos',
  'de marzo de dos mil veinte.- Certifico que la inscripción se encuentra vigente. Parral, 9 de',
  'octubre de 2026.',
];
const GP_FIRST = [
  'CONSERVADOR DE BIENES RAÍCES DE PARRAL',
  'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
  'Inscrito a fojas 1.233 Nº 902 del Registro de Propiedad del año 2020',
  'H 1  HIPOTECA - Fojas 300 Nº 210 del año 2020 - Acreedor: BANCO ITAÚ CHILE',
];
const GP_NEXT = (heading: string) => [
  'CONSERVADOR DE BIENES RAÍCES DE PARRAL',
  heading,
  'P 1  PROHIBICIÓN - Fojas 180 Nº 151 del año 2020 - A favor de: BANCO ITAÚ CHILE',
  'Parral, 9 de octubre de 2026.   Código de verificación: PAR-GP-26-0071',
];

describe('a carpeta whose cover prints the firm’s stamp in its own longer form', () => {
  const stamp = (page: number) => [`Expediente PRL-2026-48                          Pág. ${page} de 6`];
  const cover = [
    'GONZÁLEZ & ULLOA ASESORÍA LEGAL                              Pág. 1 de 6',
    'Expediente de títulos Nº PRL-2026-48',
    'ÍNDICE DE DOCUMENTOS                                          PÁG.',
    '  1. Copia de inscripción de dominio con vigencia .............. 2',
    '  2. Certificado de hipotecas, gravámenes y prohibiciones ...... 3-4',
    '  3. Certificado de deuda de contribuciones ..................... 5',
    '  4. Certificado de avalúo fiscal ............................... 6',
    'Título anterior (fs. 77 Nº 61 del año 2009) en archivo aparte.',
  ];
  const pages = [
    cover,
    [...stamp(2), ...COPY_PAGE],
    [...stamp(3), ...GP_FIRST],
    [...stamp(4), ...GP_NEXT('Certificado de hipotecas y prohibiciones (continuación)')],
    [...stamp(5), ...TGR_PAGE.split('\n')],
    [...stamp(6), ...SII_PAGE.split('\n')],
  ];

  it('splits the documents under the stamp, the cover an index of none of them', () => {
    expect(typedParts(pages)).toEqual([
      '1-1 unknown',
      '2-2 dominio_vigente',
      '3-4 gp',
      '5-5 deuda_tgr',
      '6-6 avaluo_fiscal',
    ]);
  });

  it('reads each document without the stamp nor the cover’s numbering line', () => {
    const lines = splitIntoParts(pagesOf(pages)).flatMap((part) => part.pages.flatMap((page) => page.lines));
    expect(lines.some((line) => /Pág\. \d de 6/.test(line))).toBe(false);
  });
});

describe('a certificate’s page whose heading calls it a continuation', () => {
  it.each([
    'Certificado de hipotecas y prohibiciones (continuación)',
    'CERTIFICADO DE GRAVÁMENES (CONT.)',
    'Continuación del certificado de hipotecas y gravámenes',
  ])('keeps "%s" with the certificate before it', (heading) => {
    expect(typedParts([COPY_PAGE, GP_FIRST, GP_NEXT(heading)])).toEqual(['1-1 dominio_vigente', '2-3 gp']);
  });

  it('still starts a new certificate at a page with its own title', () => {
    expect(
      typedParts([GP_FIRST, GP_NEXT('CERTIFICADO DE HIPOTECAS Y GRAVÁMENES'), TGR_PAGE.split('\n')]).map(
        (part) => part.split(' ')[1],
      ),
    ).toContain('deuda_tgr');
  });
});

const gp = (lines: string[]) => extractGpCertificate(cbrDocument(lines)).value;

describe('GP rows opened by their registry letter and number, their fields on the lines under them', () => {
  const certificate = gp([
    'CONSERVADOR DE BIENES RAÍCES DE SAN JAVIER',
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
    'Inscrito : fojas 2.004 Nº 1.650 del Registro de Propiedad del año 2022',
    '',
    'REG.  ANOT.  DETALLE',
    'H     1      HIPOTECA - Fojas 410 Nº 377 del año 2022 (inscrita el 14/02/2022)',
    '             Acreedor: BANCO BICE',
    '             Monto: 2.310,50 UF',
    'P     1      PROHIBICIÓN - Fojas 290 Nº 260 del año 2022 (inscrita el 14/02/2022)',
    '             A favor de: BANCO BICE',
    '             De no enajenar ni gravar sin acuerdo del banco',
    'P     2      PROHIBICIÓN - Fojas 291 Nº 261 del año 2022 (inscrita el 14/02/2022)',
    '             A favor de: SERVIU REGIÓN DEL MAULE',
    '             De enajenar el inmueble por cinco años, sin autorización previa del SERVIU',
    '             (D.S. Nº 49, de 2011)',
    '',
    'San Javier, 2 de septiembre de 2026.',
  ]);

  it('gives each row its own creditor and amount, not the next row’s', () => {
    expect(certificate.gravamenes.map((lien) => [lien.fojas, lien.acreedor, lien.suma_dinero])).toEqual([
      [410, 'BANCO BICE', '2.310,50 UF'],
    ]);
    expect(certificate.prohibiciones.map((lien) => [lien.fojas, lien.acreedor, lien.suma_dinero])).toEqual([
      [290, 'BANCO BICE', null],
      [291, 'SERVIU REGIÓN DEL MAULE', null],
    ]);
  });

  it('reads the acts printed on their own line after the creditor, with their consent clause', () => {
    expect(certificate.prohibiciones.map((lien) => lien.accion)).toEqual([
      'De no enajenar ni gravar sin acuerdo del banco',
      'De enajenar el inmueble por cinco años, sin autorización previa del SERVIU',
    ]);
  });
});

describe('GP owners under a label of a form', () => {
  const page = (label: string, owners: string[]) => [
    'CONSERVADOR DE BIENES RAÍCES DE YUNGAY',
    'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
    'Inscripción de dominio: Fojas 318 Nº 290 Registro de Propiedad año 2019.',
    label,
    ...owners,
    '',
    'Revisados los registros por treinta años, no se registran hipotecas ni prohibiciones.',
    'Yungay, 1 de octubre de 2026.',
  ];

  it.each([
    ['Dueños según inscripción:', ['     - PAREDES SOTO LUIS ALBERTO', '     - PAREDES SOTO ANA MARÍA']],
    ['Dueña según registro:', ['   • PAREDES SOTO ANA MARÍA']],
    ['A nombre : PAREDES SOTO LUIS ALBERTO', []],
  ])('reads the owners after "%s"', (label, owners) => {
    const names = gp(page(label, owners)).propietarios.map((owner) => owner.nombre);
    expect(names[0]).toMatch(/^PAREDES SOTO/);
    expect(names).toHaveLength(Math.max(1, owners.length));
  });
});

describe('an inheritance inscribed for the heirs a posesión efectiva names', () => {
  const entry = (marginNotes: string[]) =>
    extractInscription(
      cbrDocument(
        [
          'CONSERVADOR DE BIENES RAÍCES DE CURACAUTÍN',
          'INSCRIPCIÓN DE HERENCIA                                Fojas 402 - Nº 377 - Año 2023',
          'Curacautín, tres de mayo de dos mil veintitrés.- Por resolución exenta número 9.114,',
          'de fecha diez de enero de dos mil veintitrés, del Director Regional del Registro Civil,',
          'se concedió la posesión efectiva de la herencia testada quedada al fallecimiento de',
          'doña ELCIRA DEL CARMEN MELLA ROA, cédula nacional de identidad número 5.431.228-7,',
          'fallecida en Victoria el dos de agosto de dos mil veintidós, a sus herederos: don',
          'OSVALDO RENÉ SANDOVAL MELLA, cédula de identidad número 12.804.331-5, casado; y',
          'doña MARTA INÉS SANDOVAL MELLA, cédula de identidad número 13.911.402-8, soltera;',
          'ambos domiciliados en calle Yungay Nº 455, Curacautín.- En consecuencia, se inscribe',
          'a nombre de los herederos singularizados',
          ...marginNotes,
          'el dominio del sitio número cuatro de la manzana once de la ciudad de Curacautín,',
          'comuna de Curacautín, que deslinda: NORTE, calle Yungay, en diez metros; SUR, sitio',
          'seis, en diez metros.- Rol de avalúo número 77-4.-',
        ],
        [
          'Certifico que la inscripción de fojas 402 número 377 del Registro de Propiedad del año',
          '2023 se encuentra vigente. Curacautín, 8 de octubre de 2026.',
        ],
      ),
    ).value.entry;

  it.each([[[]], [['| NOTAS: Resolución inscrita a fs. 400 Nº 375.', 'Fojas 402 - Nº 377 - Año 2023']]])(
    'reads the heirs as owners, the causante as the one they hold from (notes between: %j)',
    (notes) => {
      const read = entry(notes);
      expect(read.propietarios.map((owner) => [owner.nombre, owner.rut, owner.estado_civil])).toEqual([
        ['OSVALDO RENÉ SANDOVAL MELLA', '12.804.331-5', 'casado'],
        ['MARTA INÉS SANDOVAL MELLA', '13.911.402-8', 'soltero'],
      ]);
      expect(read.vendedores.map((seller) => [seller.nombre, seller.rut])).toEqual([
        ['ELCIRA DEL CARMEN MELLA ROA', '5.431.228-7'],
      ]);
      expect(read.descripcion_propiedad).toMatch(/^sitio número cuatro de la manzana once/);
      expect(read.precio).toBeNull();
    },
  );

  it('dates the inscription by its signed opening, not the resolution or the death before the owners', () => {
    expect(entry([]).fecha_registro).toBe('2023-05-03');
  });
});

describe('a copy whose margin notes are drawn in a column of rules beside the body', () => {
  it('reads a body line that runs up to the rule without it', () => {
    // As the layout gives the page: the body column first, then the notes' column with its rules.
    const document = cbrDocument([
      'Angol, dos de abril de dos mil veinte.- Don LUIS',
      'ALBERTO PARRA SOTO, cédula 9.876.543-3, soltero, es |',
      'dueño del sitio seis, comuna de Angol, que deslinda:|',
      'NORTE, calle Lautaro, en diez metros; SUR, sitio',
      'cinco, en diez metros.- Lo adquirió por compra a doña',
      '| NOTAS',
      '| Hipoteca a',
      '| fs. 80.',
      '|',
    ]);
    expect(document.text).toContain('soltero, es dueño del sitio seis, comuna de Angol, que deslinda: NORTE');
  });
});

const tgr = (...lines: string[]) => extractTgrDebt(certificateDocument(lines)).value.certificate;
const sii = (...lines: string[]) => extractSiiAppraisal(certificateDocument(lines)).value;
const serviu = (...lines: string[]) => extractServiuReport(certificateDocument(lines)).value;
const marriage = (...lines: string[]) =>
  extractMarriageCertificate(certificateDocument(lines)).value.certificate;
const dom = (...lines: string[]) => extractMunicipalAffectation(certificateDocument(lines)).value;

describe('certificate forms of batch X', () => {
  it('reads an SII row under "COMUNA  ROL DE AVALÚO  DIRECCIÓN  DESTINO", the rol’s dash spaced', () => {
    expect(
      sii(
        'SERVICIO DE IMPUESTOS INTERNOS',
        'CERTIFICADO DE AVALÚO FISCAL              Fecha de Emisión: 3 de Octubre de 2026',
        'COMUNA ROL DE AVALÚO DIRECCIÓN   DESTINO',
        'CURACAUTIN 00077 - 00004   YUNGAY 455   HABITACIONAL',
        'AVALÚO TOTAL   AVALÚO EXENTO   AVALÚO AFECTO',
        '41.220.100   38.000.000   3.220.100',
      ),
    ).toMatchObject({
      rol_avaluo: '77-4',
      comuna: 'Curacautín',
      direccion: 'YUNGAY 455',
      destino: 'HABITACIONAL',
    });
  });

  it('pairs a TGR header parted by rules with its row, a blank column kept', () => {
    expect(
      tgr(
        'TESORERÍA GENERAL DE LA REPÚBLICA',
        'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
        'ROL: 220-00077-004   COMUNA: CURACAUTIN',
        'NOMBRE: SANDOVAL MELLA OSVALDO',
        'Total Deuda Liquidada Morosa   | Total Deuda No Vencida Liquidada   | Convenios vigentes',
        'CLP 12,480   | CLP 6,240   |',
        'Fecha de Emisión del Certificado: 02-10-2026',
      ),
    ).toMatchObject({ total_deuda_vencida_liquidada: 12480, total_deuda_no_vencida_liquidada: 6240 });
  });

  it('takes no SERVIU answer from the list of what the office reviewed', () => {
    expect(
      serviu(
        'SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN DE ÑUBLE',
        'CERTIFICADO Nº 3.118            CHILLÁN, 4 de octubre de 2026',
        'Consultados los registros de proyectos y decretos de expropiación vigentes, el inmueble',
        'de calle Libertad Nº 980, comuna de Chillán, Rol 412-7, no se encuentra afecto a',
        'expropiación por parte de este Servicio.',
      ).objeto_expropiacion,
    ).toBe(false);
  });

  it('reads an address a line break cut after the abbreviation of its villa', () => {
    expect(
      sii(
        'SERVICIO DE IMPUESTOS INTERNOS - CERTIFICADO DE AVALÚO FISCAL',
        'El Servicio certifica que el bien raíz Rol de Avalúo 00412-00007 de la comuna de CHILLAN, ubicado en CALLE LIBERTAD 980 V',
        'LOS ROBLES, con destino HABITACIONAL, registra un avalúo total de $31.400.000.',
        'Fecha de emisión: 2 de Octubre de 2026.',
      ).direccion,
    ).toBe('CALLE LIBERTAD 980 V LOS ROBLES');
  });

  it('reads a DOM value whose sentence ends alone on the next line', () => {
    const read = dom(
      'ILUSTRE MUNICIPALIDAD DE PUCÓN',
      'DIRECCIÓN DE OBRAS MUNICIPALES',
      'CERTIFICADO Nº 88 - AFECTACIÓN A UTILIDAD PÚBLICA',
      'Dirección del predio .......... AVENIDA O’HIGGINS Nº 510',
      ' 1. Afectación por vialidad ..................... SÍ (X)   NO ( )',
      '       Vía: avenida O’Higgins, ensanche a 30 metros entre líneas',
      '       oficiales.',
      ' 2. Afectación por parque o área verde ........... SÍ ( )   NO (X)',
      'Pucón, 3 de octubre de 2026',
    );
    expect(read.vias_expropiacion_vial).toBe(
      'avenida O’Higgins, ensanche a 30 metros entre líneas oficiales',
    );
  });

  it('dates a letterhead by the date printed under its place', () => {
    expect(
      dom(
        'ILUSTRE MUNICIPALIDAD DE PUCÓN',
        'DIRECCIÓN DE OBRAS MUNICIPALES                           Pucón',
        'Avenida Bernardo O’Higgins Nº 483                    6 de octubre de 2026',
        'CERTIFICADO Nº 91 - AFECTACIÓN A UTILIDAD PÚBLICA',
        'Dirección del predio .......... CALLE FRESIA Nº 220',
        'Predio afecto a declaratoria de utilidad pública ...... SÍ ( )   NO (X)',
      ).fecha_emision,
    ).toBe('2026-10-06');
  });

  it.each([
    ['Circunscripción:   CHILLÁN   Nro. inscripción: 311   Año: 2012', 'Registro:   -'],
    ['Circunscripción   CHILLÁN   Nro. inscripción   311', 'Registro   -   Año   2012'],
  ])('reads a circunscripción printed beside its label, not the line below (%s)', (first, second) => {
    const read = marriage(
      'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
      'CERTIFICADO DE MATRIMONIO',
      first,
      second,
      'Nombre del Marido   JORGE ANDRÉS PINO LAGOS',
      'Nombre de la Mujer   ANA MARÍA SOTO ROJAS',
      'Fecha emisión: 3 Octubre 2026',
    );
    expect(read.circunscripcion).toBe('Chillán');
    expect(read.numero_de_inscripcion).toBe(311);
  });

  it('doubts an address whose cell goes on with its comuna before the next label', () => {
    expect(
      comunaAfterAddress('Yungay 455', 'Dirección del inmueble ..... Yungay 455, Curacautín Comuna ......'),
    ).toBe(true);
    expect(
      comunaAfterAddress('Yungay 455', 'Dirección ..... Yungay 455, Villa Los Aromos Comuna ......'),
    ).toBe(false);
  });
});

describe('copy furniture of batch X', () => {
  it('keeps a copy whose pages are numbered "- 1 -", "- 2 -" whole', () => {
    const page = (mark: string, lines: string[]) => [
      'CONSERVADOR DE BIENES RAÍCES DE PUCÓN',
      'COPIA DE INSCRIPCIÓN',
      mark,
      ...lines,
    ];
    expect(
      typedParts([
        page('- 1 -', [
          'Pucón, dos de mayo de dos mil diez.- Don JUAN PÉREZ SOTO, cédula 9.111.222-3, es dueño del',
          'sitio doce, comuna de Pucón.- Lo adquirió por compra a doña ANA LAGOS PAZ.-',
        ]),
        page('- 2 -', ['Certifico que esta copia es fiel a su original. Pucón, 4 de octubre de 2026.']),
      ]),
    ).toEqual(['1-2 titulo_anterior']);
  });

  it('drops a stamp framed by asterisks inside the deslindes', () => {
    const document = cbrDocument([
      'que deslinda: NORTE, en diez metros con calle Fresia; SUR, en diez metros con lote 4;',
      '      *****  COPIA SIN VIGENCIA - SOLO INFORMATIVA  *****',
      'PONIENTE, en veinte metros con lote 6.-',
    ]);
    expect(document.text).toContain('lote 4; PONIENTE');
  });
});

describe('a GP table row whose cells wrap onto the line under it', () => {
  const certificate = gp([
    'CONSERVADOR DE BIENES RAÍCES DE TALCAHUANO',
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
    'Dominio .......... fs. 880 Nº 701 Registro de Propiedad 2021',
    'I. REGISTRO DE HIPOTECAS Y GRAVÁMENES',
    'Nº Clase   Fs. Nº Año F. Inscr.   Acreedor   Monto   Estado',
    '1 HIPOTECA 455 390 2021 10-06-2021 BANCO DE CRÉDITO E UF 2.100,00 VIGENTE',
    'INVERSIONES',
    'II. REGISTRO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
    'Nº Clase   Fs.   Nº Año F. Inscr.   Beneficiario   Estado',
    '1 PROHIBICIÓN 301   288 2021 10-06-2021 BANCO DE CRÉDITO E VIGENTE',
    'INVERSIONES',
    '     Objeto: de no gravar ni enajenar sin consentimiento del banco.',
    'Talcahuano, 5 de octubre de 2026.',
  ]);

  it('joins the creditor’s rest to the creditor cut on an open phrase', () => {
    expect([...certificate.gravamenes, ...certificate.prohibiciones].map((lien) => lien.acreedor)).toEqual([
      'BANCO DE CRÉDITO E INVERSIONES',
      'BANCO DE CRÉDITO E INVERSIONES',
    ]);
  });

  it('reads the acts labelled under the row', () => {
    expect(certificate.prohibiciones[0]?.accion).toBe(
      'de no gravar ni enajenar sin consentimiento del banco',
    );
  });
});

describe('an inscription whose property lies "de esta ciudad"', () => {
  it('gives the office’s city as its comuna', () => {
    const entry = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE TALCAHUANO',
        'Talcahuano, dos de marzo de dos mil once.- Don PEDRO PABLO ROA LUNA, cédula 8.444.555-6,',
        'soltero, es dueño de la casa ubicada en calle Colón Nº 1.220 de esta ciudad, sitio cuatro',
        'de la manzana B.- Lo adquirió por compra a doña ANA PAZ SOTO, según escritura de fecha uno',
        'de marzo de dos mil once.-',
      ]),
    ).value.entry;
    expect(entry.comuna).toBe('Talcahuano');
  });
});

describe('doubt checks against batch X worn’s silent errors', () => {
  it('doubts a person’s name that is a date in words a worn line cut', () => {
    expect(badName('VEINTIOCHO DE AGOS')).toBe(true);
    expect(badName('TRES DE DICIEMBRE')).toBe(true);
    expect(badName('MARÍA DE LOS ÁNGELES DOS SANTOS')).toBe(false);
  });

  it('doubts a verification code left without any digit', () => {
    expect(badCode('PUC-C', 'other')).toBe(true);
    expect(badCode('PUC-CV-2026-0412', 'other')).toBe(false);
  });

  it('doubts a value that runs up to a column rule', () => {
    expect(holdsColumnRule('calle Colón,|')).toBe(true);
    expect(holdsColumnRule('calle Colón')).toBe(false);
  });

  it('finds no yes mark in a table row’s label alone', () => {
    expect(yesMarked('Vialidad - apertura de vía Área verde / parque')).toBe(false);
    expect(yesMarked('Vialidad - apertura de vía   X')).toBe(true);
    expect(yesMarked('el predio se encuentra afecto a ensanche')).toBe(true);
  });

  it('doubts a reference of an earlier year than its registration where no earlier title was read', () => {
    const study = undatedStudy();
    const [current] = study.property_registry_history;
    if (!current) throw new Error('the study has a dominio entry');
    const entry = {
      ...current,
      fojas: 98,
      numero: 77,
      ano: 2009,
      fecha_registro: '2012-03-20',
      fojas_anterior: null,
      numero_anterior: null,
      ano_anterior: null,
    };
    const onOnePage = Object.fromEntries(
      ['fojas', 'numero', 'ano', 'fecha_registro'].map((key) => [
        `property_registry_history[0].${key}`,
        provenance({ file: 'copia.pdf' }),
      ]),
    );
    const doubts = registrationYearDoubts({ ...study, property_registry_history: [entry] }, onOnePage);
    expect(doubts).toContainEqual(['property_registry_history[0].fojas', 'reference_role']);
    // With its earlier title read, the date is the doubtful reading, as before.
    const withTitle = { ...entry, fojas_anterior: 40, numero_anterior: 31, ano_anterior: 2001 };
    expect(registrationYearDoubts({ ...study, property_registry_history: [withTitle] }, onOnePage)).toEqual([
      ['property_registry_history[0].fecha_registro', 'date_role'],
    ]);
  });

  it('doubts a GP table row whose state cell was lost where the other rows print theirs', () => {
    const read = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE TALCAHUANO',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
        'Dominio .......... fs. 880 Nº 701 Registro de Propiedad 2021',
        'I. REGISTRO DE HIPOTECAS Y GRAVÁMENES',
        'Nº Clase   Fs. Nº Año F. Inscr.   Acreedor   Monto   Estado',
        '1 HIPOTECA 455 390 2021 10-06-2021 BANCO BICE UF 2.100,00 VIGENTE',
        'II. REGISTRO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        'Nº Clase   Fs.   Nº Año F. Inscr.   Beneficiario   Estado',
        '1 PROHIBICIÓN 301   288 2011 10-06-2011 BANCO ESTADO',
        'Talcahuano, 5 de octubre de 2026.',
      ]),
    );
    expect(read.provenance['prohibiciones[0]']?.unsure).toContain('value_shape');
    expect(read.provenance['gravamenes[0]']?.unsure ?? []).not.toContain('value_shape');
  });

  it('doubts a creditor read with a space OCR lost beside its spaced reading', () => {
    const study = undatedStudy();
    const [gp] = study.gp_certificates ?? [];
    if (!gp) throw new Error('the study has a GP');
    const lien = (fojas: number, acreedor: string) => ({
      fecha_emision: null,
      conservador: 'Talcahuano',
      fojas,
      vuelta: false,
      numero: fojas + 1,
      ano: 2021,
      codigo_verificacion: null,
      tipo: 'HIPOTECA',
      acreedor,
      suma_dinero: null,
    });
    const report = {
      ...study,
      gp_certificates: [
        {
          ...gp,
          gravamenes: [lien(455, 'BANCO DE CRÉDITO E INVERSIONES')],
          prohibiciones: [
            { ...lien(301, 'BANCO DECRÉDITO E INVERSIONES'), tipo: 'PROHIBICIÓN', accion: null },
          ],
        },
      ],
    };
    const read = {
      'gp_certificates[0].gravamenes[0].acreedor': provenance({ file: 'gp.pdf' }),
      'gp_certificates[0].prohibiciones[0].acreedor': provenance({ file: 'gp.pdf' }),
    };
    expect(creditorsReadTwoWays(report, read, new Set(['gp.pdf']))).toEqual([
      'gp_certificates[0].prohibiciones[0].acreedor',
    ]);
  });

  it('doubts a certificate’s code ending its line on a dash, its rest lost', () => {
    const read = extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DE LOS RÍOS',
        'CERTIFICADO Nº 2210',
        'Dirección: Calle Picarte 1450',
        'No se encuentra afecto a expropiación.',
        'Código de verificación: LR-2210-',
        'Valdivia, 2 de octubre de 2026',
      ]),
    );
    expect(read.value.codigo_verificacion).toBe('LR-2210');
    expect(read.provenance['codigo_verificacion']?.unsure).toContain('repaired_reading');
  });
});
