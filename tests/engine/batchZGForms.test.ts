import { describe, expect, it } from 'vitest';

import { analyzeDossier } from '../../server/analysis/engine/analyzeDossier';
import { stampAcrossCode } from '../../server/analysis/engine/checks/codeRunsOn';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { buildDocument } from '../../server/analysis/engine/document';
import { readPdfText, type PageText } from '../../server/analysis/engine/pdfText';
import { splitIntoParts } from '../../server/analysis/engine/reading/pageParts';
import { textPdf } from '../../scripts/eval/pdfWriter';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZG exposed once scored blind (issue #18, #17), each in wordings written for
 * these tests: made-up offices, people, numbers.
 */

describe('a numbered lien table under a registry heading, its last cell wrapped onto lines of its own', () => {
  const certificate = (rows: string[]) => [
    'CONSERVADOR DE BIENES RAICES DE QUILLOTA',
    'CERTIFICADO DE HIPOTECAS, GRAVAMENES, INTERDICCIONES Y PROHIBICIONES',
    'Propiedad inscrita a fojas 2210 número 1874 del Registro de Propiedad del año 2015.',
    'Propietario: PINTO LEIVA MARCELA ANDREA',
    '',
    'REGISTRO DE HIPOTECAS Y GRAVAMENES: no registra inscripciones vigentes.',
    '',
    'REGISTRO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
    ...rows,
    'Inscripciones vigentes en este registro: las indicadas.-',
    '',
    'Quillota, 9 de marzo de 2026',
  ];
  const rows = [
    ' Nº  Tipo            Fojas    Número   Año    Observaciones',
    ' 1   PROHIBICION     1502     1233     2015   de enajenar y gravar, en favor de',
    '                                              COOPERATIVA DE AHORRO LOS ANDES',
    ' 2   EMBARGO         388      402      2024   ordenado por el 2º Juzgado Civil de',
    '                                              Quillota, causa Rol C-915-2024, a',
    '                                              solicitud de INVERSIONES PIEDRA',
    '                                              AZUL LIMITADA',
  ];

  it('reads each row with its own wrapped detail, not the right-hand cells as a side column', async () => {
    const pages = await readPdfText(textPdf([certificate(rows)]));
    const read = extractGpCertificate(buildDocument('gp.pdf', pages)).value;
    expect(
      read.prohibiciones.map((entry) => [entry.tipo, entry.fojas, entry.numero, entry.ano, entry.acreedor]),
    ).toEqual([
      ['PROHIBICION', 1502, 1233, 2015, 'COOPERATIVA DE AHORRO LOS ANDES'],
      ['EMBARGO', 388, 402, 2024, 'INVERSIONES PIEDRA AZUL LIMITADA'],
    ]);
  });
});

/** A certificate transcribing the inscription in force, then the one it cancelled, numbered. */
const TWO_TRANSCRIPTIONS = [
  [
    'CONSERVADOR DE BIENES RAÍCES DE COMBARBALÁ',
    'CERTIFICADO DE DOMINIO VIGENTE',
    'El Conservador que suscribe certifica que las copias que siguen son fieles a las inscripciones de',
    'fojas 51 número 47 del Registro de Propiedad del año 2019, vigente a nombre de don TOMÁS ELÍAS',
    'ROJAS PIZARRO, y de fojas 12 número 9 del Registro de Propiedad del año 2004, cancelada por',
    'aquella.- Combarbalá, catorce de abril de dos mil veintiséis.-',
    'TRANSCRIPCIÓN Nº 1',
    'Fojas 51   Nº 47   Año 2019',
    'Combarbalá, tres de junio de dos mil diecinueve.- Don TOMÁS ELÍAS ROJAS PIZARRO, cédula',
    'nacional de identidad número 13.207.554-6, soltero, comerciante, domiciliado en calle Maipú',
    'número 88, comuna de Combarbalá, es dueño del sitio número cuatro de la manzana B de la',
    'población Los Aromos, comuna de Combarbalá; que deslinda: NORTE, en quince metros con calle',
    'Maipú; SUR, en quince metros con sitio número nueve; ORIENTE, en treinta metros con',
    'Pie de página: CBR Combarbalá   Hoja',
  ],
  [
    'sitio número cinco; PONIENTE, en treinta metros con sitio número tres.- Lo adquirió por compra a',
    'doña LUISA ANDREA VEGA CASTRO, cédula nacional de identidad número 9.884.120-3, viuda, según',
    'escritura de veinte de mayo de dos mil diecinueve, Notaría de Combarbalá, en el precio de',
    '$21.000.000.- Título anterior: fojas 12 número 9 del año 2004.- P. SOTO M., Conservador.',
    'TRANSCRIPCIÓN Nº 2',
    'Fojas 12   Nº 9   Año 2004',
    'Al margen: Cancelada. Transferida a fs. 51 Nº 47 del año 2019.',
    'COMPRAVENTA',
    'Combarbalá, ocho de marzo de dos mil cuatro.- Doña LUISA ANDREA VEGA CASTRO, cédula nacional',
    'de identidad número 9.884.120-3, casada, domiciliada en Combarbalá, es dueña del sitio número',
    'cuatro de la manzana B de la población Los Aromos, comuna de Combarbalá.- Lo adquirió por',
    'compra a don HUGO RENÉ CASTRO LEIVA, según escritura de fecha dos de febrero de dos mil',
    'cuatro, otorgada en la Notaría de Ovalle, en el precio de $4.500.000.- El título anterior está',
    'a fojas 301 número 288 del año 1990 del Conservador de Ovalle.- Rol de avalúo 77-4.',
    'Código de verificación: CBC-2026-0414-71',
    'Pie de página: CBR Combarbalá   Hoja',
  ],
];

const pagesOf = (pages: string[][]): PageText[] =>
  pages.map((lines, index) => ({ number: index + 1, lines, textLength: lines.join('').length }));

describe('a page opening in the middle of the sentence the page before left open', () => {
  it('continues that document, whatever headings it prints further down', () => {
    expect(splitIntoParts(pagesOf(TWO_TRANSCRIPTIONS)).map((part) => [part.first, part.last])).toEqual([
      [1, 2],
    ]);
  });

  it('still starts a document on a page after one ending its sentence', () => {
    const closed = [
      [...(TWO_TRANSCRIPTIONS[0] ?? []).slice(0, -2), 'Maipú.- Lo adquirió por compra.-'],
      ['CERTIFICADO DE AVALÚO FISCAL', 'Servicio de Impuestos Internos', 'Rol de avalúo: 77-4'],
    ];
    expect(splitIntoParts(pagesOf(closed)).map((part) => [part.first, part.last])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});

describe('a certificate numbering its transcriptions, the second the cancelled earlier inscription', () => {
  it('reads the inscription in force from the first and the certified earlier one from the second', async () => {
    const analysis = await analyzeDossier([{ name: 'dominio.pdf', bytes: textPdf(TWO_TRANSCRIPTIONS) }], {
      referenceDate: new Date('2026-04-20T12:00:00Z'),
    });
    const entries = analysis.output.property_registry_history.map((entry) => ({
      fojas: entry.fojas,
      owner: entry.propietarios[0]?.nombre,
      seller: entry.vendedores[0]?.nombre,
      earlier: [entry.fojas_anterior, entry.numero_anterior, entry.ano_anterior],
    }));
    expect(entries).toEqual([
      {
        fojas: 51,
        owner: 'TOMÁS ELÍAS ROJAS PIZARRO',
        seller: 'LUISA ANDREA VEGA CASTRO',
        earlier: [12, 9, 2004],
      },
      {
        fojas: 12,
        owner: 'LUISA ANDREA VEGA CASTRO',
        seller: 'HUGO RENÉ CASTRO LEIVA',
        earlier: [301, 288, 1990],
      },
    ]);
  });
});

describe("a lien certificate's owners listed one per line under a dotted label", () => {
  const certificate = (owners: string[]) => [
    'CONSERVADOR DE BIENES RAÍCES DE TOCOPILLA',
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'Propiedad .........: pasaje Los Cóndores N° 77, comuna de Tocopilla',
    'Inscripción .......: Fs. 612 N° 540 Año 2021',
    `Propietarios ......: ${owners[0] ?? ''}`,
    ...owners.slice(1).map((owner) => `                     ${owner}`),
    'Período revisado ..: 30 años',
    'Tipo ..............: HIPOTECA',
    'Inscripción .......: Fs. 300 N° 266 Año 2021',
    'Acreedor ..........: BANCO SANTANDER-CHILE',
    'Tocopilla, 3 de abril de 2026.',
  ];

  it.each([
    [['ARAYA TAPIA LUIS HERNÁN', 'MOLINA SOTO CAROLINA ANDREA']],
    [['ARAYA TAPIA LUIS', 'MOLINA SOTO CAROLINA', 'ARAYA MOLINA PEDRO JOSÉ']],
  ])('reads each line as an owner: %j', (owners) => {
    const read = extractGpCertificate(cbrDocument(certificate(owners))).value;
    expect(read.propietarios.map((owner) => owner.nombre)).toEqual(owners);
  });

  it('keeps one long name wrapped onto a second line whole', () => {
    const read = extractGpCertificate(
      cbrDocument(certificate(['SOCIEDAD AGRÍCOLA Y GANADERA', 'LOS TAMARUGOS LIMITADA'])),
    ).value;
    expect(read.propietarios.map((owner) => owner.nombre)).toEqual([
      'SOCIEDAD AGRÍCOLA Y GANADERA LOS TAMARUGOS LIMITADA',
    ]);
  });
});

describe("an owner's separation of goods with a margin's date glued between its words", () => {
  it.each(['14/02/2019.', '3.118', '2.044/2019'])('reads the regime through "%s"', (glued) => {
    const copy = cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE CASABLANCA',
      'Fojas 210   N° 188   Año 2015',
      'Casablanca, nueve de marzo de dos mil quince.- Don ESTEBAN ANDRÉS FAÚNDEZ LILLO, cédula',
      `de identidad número 11.402.887-5, casado y separado totalmente ${glued}`,
      'de bienes, domiciliado en Casablanca, es dueño del sitio número seis del loteo Las Dichas,',
      'comuna de Casablanca.- Lo adquirió por compra a don PABLO RUIZ MENA.',
    ]);
    const { entry } = extractInscription(copy).value;
    expect(entry.propietarios[0]?.estado_civil).toBe('casado_con_separacion_de_bienes');
  });
});

describe('a vigencia page certifying the copy "se acompaña", the copy numbering its own pages from 1', () => {
  const header = (page: number) => `CBR PAPUDO - Fs. 318 - Nº 290 - 2020          Página ${page}`;
  const pages = [
    [
      'CONSERVADOR DE BIENES RAÍCES DE PAPUDO',
      'CERTIFICADO DE INSCRIPCIÓN Y VIGENCIA',
      'Certifico que la inscripción de dominio de fojas 318, número 290, del Registro de Propiedad del',
      'año 2020, cuya copia se acompaña, se encuentra vigente al 2 de febrero de 2026.',
      'Papudo, 2 de febrero de 2026.',
      'Código de verificación: PAP-0202-26-1150',
    ],
    [
      header(1),
      'Papudo, cuatro de mayo de dos mil veinte.- Doña IRMA LUCÍA GUERRA POBLETE, cédula nacional de',
      'identidad número 10.552.318-2, soltera, domiciliada en Papudo, es dueña del sitio número nueve',
      'de la manzana C del loteo Punta Pite, comuna de Papudo.- Lo adquirió por compra a don RENATO',
    ],
    [
      header(2),
      'MEZA ORTIZ, según escritura de fecha veinte de abril de dos mil veinte, en el precio de',
      '$33.000.000.- Título anterior: fojas 144 número 131 del año 2011.- Rol de avalúo 57-9.',
    ],
  ];

  it('reads the copy with its certification as one document', () => {
    expect(splitIntoParts(pagesOf(pages)).map((part) => [part.first, part.last])).toEqual([[1, 3]]);
  });
});

describe("an appraisal's sentence giving each part's amount before its name", () => {
  it.each([
    ['corresponde a avalúo exento y', 'a avalúo afecto a impuesto territorial'],
    ['corresponde al avalúo exento y', 'corresponde al avalúo afecto'],
    ['a la parte exenta, y', 'a la parte afecta'],
  ])('reads "$X %s $Y %s"', (exemptWords, taxedWords) => {
    const document = certificateDocument([
      'SERVICIO DE IMPUESTOS INTERNOS - CERTIFICADO DE AVALÚO FISCAL',
      'Fecha de emisión: 2 de marzo de 2026',
      'El Servicio de Impuestos Internos certifica que el bien raíz Rol 00310-00007 de la comuna de',
      'SIERRA GORDA, ubicado en BAQUEDANO 145, con destino HABITACIONAL, tiene para el PRIMER',
      `SEMESTRE 2026 un avalúo total de $48.120.500, del cual $31.004.250 ${exemptWords}`,
      `$17.116.250 ${taxedWords}.`,
    ]);
    const read = extractSiiAppraisal(document).value;
    expect([read.avaluo_exento, read.avaluo_afecto, read.avaluo_total]).toEqual([
      31004250, 17116250, 48120500,
    ]);
  });
});

describe("a SÍ/NO table answering the affectation's reach in rows of their own", () => {
  const certificate = (reach: string[]) => [
    'ILUSTRE MUNICIPALIDAD DE PAPUDO',
    'DIRECCIÓN DE OBRAS MUNICIPALES',
    'CERTIFICADO DE INFORMACIONES PREVIAS Y AFECTACIÓN N° 12/2026',
    'Propietario : IRMA LUCÍA GUERRA POBLETE            RUT: 10.552.318-2',
    'Rol         : 57-9                   Zona: URBANA',
    '',
    '  MATERIA                                      SÍ    NO',
    '  Afectación por vialidad                      X',
    '    - Ensanche                                       X',
    '    - Apertura de vía                          X',
    '  Afectación por áreas verdes o parques              X',
    ...reach,
    '',
    'Vía afectada: pasaje Los Pescadores, apertura de 12 metros.',
    'Papudo, 4 de febrero de 2026.',
  ];

  it.each([
    [
      [
        '  Afectación compromete construcciones              X',
        '  Afectación sólo al terreno                   X',
      ],
      'Afectación involucra sólo terreno',
    ],
    [
      [
        '  Afectación compromete construcciones        X',
        '  Afectación sólo al terreno                         X',
      ],
      'Afectación involucra edificios',
    ],
  ])('reads the reach the rows mark: %j', async (reach, expected) => {
    const pages = await readPdfText(textPdf([certificate(reach)]));
    const read = extractMunicipalAffectation(buildDocument('dom.pdf', pages)).value;
    expect([read.tipo_expropiacion_vial, read.tipo_afectacion_vial]).toEqual(['Apertura', expected]);
  });
});

describe('a verification code a stamp printed across, its rest after the stamp on the line', () => {
  it.each([
    ['PAP-DOM-4', 'Folio: PAP-DOM-4 DIRECCIÓN DE OBRAS PAPUDO 1/2026 D.O.M.'],
    ['CBR-77', 'Código CBR-77 I. MUNICIPALIDAD 31-A9'],
    ['LVS-DOM-2O25-14', 'Código: LVS-DOM-2O25-14 [timbre]'],
    ['LVS-DOM-2025-14', 'Código: LVS-DOM-2025-14▓7 [timbre]'],
  ])('doubts "%s"', (code, snippet) => {
    expect(stampAcrossCode(code, snippet)).toBe(true);
  });

  it.each([
    ['PAP-DOM-2026-0041', 'Folio: PAP-DOM-2026-0041 DIRECCIÓN DE OBRAS 2026'],
    ['PAP-DOM-4', 'Folio: PAP-DOM-4 DIRECTORA DE OBRAS'],
    ['PAP-DOM-4', 'Folio: PAP-DOM-4 emitido el 12/01/2026'],
    ['GPS-5512-0K8T-3321', 'Código de verificación: GPS-5512-0K8T-3321.'],
    ['LVS-DOM-2025-14', 'Código: LVS-DOM-2025-14 (verificar en línea)'],
  ])('keeps "%s" whole when no stamp splits it', (code, snippet) => {
    expect(stampAcrossCode(code, snippet)).toBe(false);
  });
});

describe("a rol's second number with a letter a typed copy's OCR read for a digit", () => {
  it.each([
    ['Rol de avalúo número 233-l4', '233-14'],
    ['Rol de avalúo N° 233-O7', '233-7'],
    ['ROL 233-1I', '233-11'],
  ])('reads "%s" as %s, doubtful', (printed, rol) => {
    const copy = cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE ILLAPEL',
      'Fojas 77   N° 70   Año 2012',
      'Illapel, cuatro de junio de dos mil doce.- Don ARIEL TOMÁS CERDA VIDAL, cédula de identidad',
      'número 12.331.904-5, soltero, es dueño del sitio número dos del loteo El Peral, comuna de',
      `Illapel.- Lo adquirió por compra a doña ROSA PAZ VIDAL.- ${printed}, comuna de Illapel.-`,
    ]);
    const read = extractInscription(copy);
    expect(read.value.entry.rol_avaluo).toBe(rol);
    expect(read.provenance.rol_avaluo?.unsure).toContain('repaired_reading');
  });
});

describe("a copy's margin columns glued to the body by the text layer, the notes stopping partway", () => {
  // Parties' margin, body, lien notes: each row padded to its column, as the copy prints them.
  const MARGIN = [
    'N° 1187',
    'COMPRAVENTA',
    'SAAVEDRA MUÑOZ',
    'Jorge Andrés',
    'A',
    'MANSILLA',
    'TAPIA Rosa',
    'Rep. 3.304',
  ];
  const BODY = [
    'Los Andes, catorce de marzo de dos mil',
    'veintiuno.- Doña ROSA ELVIRA MANSILLA',
    'TAPIA, cédula nacional de identidad número',
    '12.441.908-3, comerciante, soltera, domi-',
    'ciliada en pasaje Los Aromos número 77,',
    'comuna de Calle Larga, es dueña del sitio',
    'y casa ubicados en pasaje Los Aromos número',
    'setenta y siete, que corresponde al lote catorce del',
    'plano archivado con el número 118 del año 2003; que deslin-',
    'da: NORTE, en doce metros con pasaje Los Aromos; SUR, en',
    'doce metros con lote quince; ORIENTE, en treinta metros',
    'con lote trece; PONIENTE, en treinta metros con canal.-',
    'La adquirió por compra a don JORGE ANDRÉS SAAVEDRA MUÑOZ,',
    'según escritura de fecha dos de marzo de dos mil veintiuno.',
  ];
  const NOTES = ['Hipoteca fs.', '915 N° 702', 'año 2021.', 'Prohibición fs.', '1020 N° 811', 'año 2021.'];
  const copy = (margin: boolean, notes: boolean) => [
    'CONSERVADOR DE BIENES RAICES DE LOS ANDES',
    'COPIA DE INSCRIPCION - REGISTRO DE PROPIEDAD',
    ...BODY.map((line, row) => {
      const left = margin ? (MARGIN[row] ?? '').padEnd(15) : '';
      const right = notes && NOTES[row] ? `${line.padEnd(47)}${NOTES[row]}` : line;
      return `${left}${right}`.trimEnd();
    }),
    'CBR Los Andes - Esmeralda 350                                  Pág. 1/1',
  ];

  it.each([
    ['both margins', true, true],
    ['the parties only', true, false],
    ['the liens only', false, true],
  ])('reads the body whole with %s beside it', async (_, margin, notes) => {
    const [page] = await readPdfText(textPdf([copy(margin, notes)]));
    const lines = page?.lines ?? [];
    const first = lines.indexOf(BODY[0] ?? '');
    expect(lines.slice(first, first + BODY.length)).toEqual(BODY);
    if (margin) expect(lines).toEqual(expect.arrayContaining(MARGIN));
    if (notes) expect(lines).toEqual(expect.arrayContaining(NOTES));
    const entry = extractInscription(buildDocument('copia.pdf', page ? [page] : [])).value.entry;
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['ROSA ELVIRA MANSILLA TAPIA']);
  });
});
