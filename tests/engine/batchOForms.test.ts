import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../../server/analysis/engine/classify';
import { buildDocument } from '../../server/analysis/engine/document';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription, parseDeslindes } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { verificationCode } from '../../server/analysis/engine/extractors/shared';
import type { PageText } from '../../server/analysis/engine/pdfText';
import { splitIntoParts } from '../../server/analysis/engine/reading/pageParts';
import { SII_PAGE, TGR_PAGE } from '../fixtures/pageParts/pageTexts';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch O exposed (issue #18), each in wordings written for these tests and
 * different from the batch's own: made-up offices, people, numbers.
 */

/** A firm's stamp on every page of a scanned carpeta, numbering the file's pages. */
const stamp = (page: number, of: number) => [
  `ESTUDIO JURÍDICO PEREIRA & LEAL - ANTECEDENTES                     Hoja ${page} de ${of}`,
  'Propiedad: Pasaje Las Lilas 77, Linares      Rol 455-9',
];

const INSCRIPTION_FIRST = [
  '            CONSERVADOR DE BIENES RAÍCES DE LINARES',
  '            COPIA DE INSCRIPCIÓN CON VIGENCIA',
  'Certifico que la inscripción de fojas 812, número 640, del Registro de Propiedad del año',
  '2018 se encuentra vigente. Linares, cuatro de octubre de dos mil veintiséis.',
  'Nº 640          Linares, doce de marzo de dos mil dieciocho.- Doña ELENA PATRICIA',
  'COMPRAVENTA     ROJAS VERA, cédula de identidad número 12.345.678-5, soltera, de este',
  '                domicilio, es dueña de la casa y sitio ubicados en pasaje Las Lilas número',
  '                setenta y siete, comuna de Linares.- Deslinda: NORTE, en ocho metros con',
];
const INSCRIPTION_REST = [
  'Fs. 812         pasaje Las Lilas; SUR, en ocho metros con sitio cuatro.- La adquirió por',
  '                compra a don PEDRO ANTONIO SOTO PINO, según escritura pública de fecha dos',
  '                de marzo de dos mil dieciocho, otorgada en la Notaría de Linares de don',
  '                Julio César Méndez Araya.- Doy fe.',
];
const GP_PAGE = [
  '            CONSERVADOR DE BIENES RAÍCES DE LINARES',
  '  CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
  'Inmueble inscrito a fojas 812 número 640 del Registro de Propiedad del año 2018.',
  'Revisados los registros por treinta años, no hay hipotecas ni gravámenes, ni',
  'interdicciones ni prohibiciones vigentes. Linares, 4 de octubre de 2026.',
];

function pagesOf(pages: string[][]): PageText[] {
  return pages.map((lines, index) => ({ number: index + 1, lines, textLength: lines.join('').length }));
}

describe('a carpeta scanned into one PDF under a running header that numbers the file', () => {
  const pages = [
    [...stamp(1, 6), ...INSCRIPTION_FIRST],
    [...stamp(2, 6), ...INSCRIPTION_REST],
    [...stamp(3, 6), ...GP_PAGE],
    [],
    [...stamp(5, 6), ...TGR_PAGE.split('\n')],
    [...stamp(6, 6), ...SII_PAGE.split('\n')],
  ];
  const parts = splitIntoParts(pagesOf(pages));

  it('splits the documents the file numbering would have bound into one, skipping the blank page', () => {
    expect(
      parts.map(
        ({ first, last, pages: partPages }) =>
          `${first}-${last} ${classifyDocument(buildDocument('carpeta.pdf', partPages)).type}`,
      ),
    ).toEqual(['1-2 dominio_vigente', '3-3 gp', '5-5 deuda_tgr', '6-6 avaluo_fiscal']);
  });

  it('reads each document without the firm’s stamp', () => {
    expect(parts.flatMap((part) => part.pages.flatMap((page) => page.lines))).not.toContain(stamp(1, 6)[1]);
  });

  it('finds the stamp on a scan, where OCR misreads a few of its letters and one page number', () => {
    const firm = [
      'ESTUDIO JURÍDICO PEREIRA & LEAL - ANTECEDENTES',
      'ESTUDIO JURIDICO PEREIRA 8: LEAL - ANTECEDENTES',
      'ESTUD1O JURÍDICO PERElRA & LEAL ANTECEDENTES',
      'ESTUDIO JURÍDICO PEREIRA €: LEAL - ANTECEDENIES',
      'ESTUDIO JURÍDICO PEREIRA LEAL - ANTECEDENTES',
    ];
    const scanned = (page: number, mark: string, lines: string[]) => [
      `${firm[page % firm.length] ?? ''}                     ${mark}`,
      page % 2 === 0
        ? 'Propiedad: Pasaje Las Lilas 77, Linares      Rol 455-9'
        : 'Propiedad: Pasaje Las LiIas 77, Linares   Rol 455-9',
      ...lines,
    ];
    const worn = splitIntoParts(
      pagesOf([
        scanned(1, 'Hoja 1 de 6', INSCRIPTION_FIRST),
        scanned(2, 'Hoja 2 de 6', INSCRIPTION_REST),
        scanned(3, 'Hoja 3 de 6', GP_PAGE),
        [],
        scanned(5, 'Hoja 5 de 6', TGR_PAGE.split('\n')),
        scanned(6, 'Hoja 6 de G', SII_PAGE.split('\n')),
      ]),
    );
    expect(
      worn.map(
        ({ first, last, pages: partPages }) =>
          `${first}-${last} ${classifyDocument(buildDocument('carpeta.pdf', partPages)).type}`,
      ),
    ).toEqual(['1-2 dominio_vigente', '3-3 gp', '5-5 deuda_tgr', '6-6 avaluo_fiscal']);
    expect(worn[1]?.pages[0]?.lines[0]).toBe(GP_PAGE[0]);
  });

  it('keeps numbering that counts a document’s own pages, not the file’s', () => {
    const own = (page: number) => [`Certificado de gravámenes - página ${page} de 2`];
    const numbered = splitIntoParts(
      pagesOf([
        [...own(1), ...GP_PAGE],
        [...own(2), 'Linares, 4 de octubre de 2026.'],
        [...stamp(3, 3), ...TGR_PAGE.split('\n')],
      ]),
    );
    expect(numbered.map(({ first, last }) => `${first}-${last}`)).toEqual(['1-2', '3-3']);
  });
});

describe('a GP table whose detail cell wraps under the row’s registry code and numbers', () => {
  const { gravamenes, prohibiciones } = extractGpCertificate(
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE LINARES',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Inmueble inscrito a fojas 812 número 640 del Registro de Propiedad del año 2018.',
      'Item  DESCRIPCIÓN                                   REGISTRO  FOJAS    NÚM.  AÑO',
      'A     HIPOTECA en favor de COOPERATIVA CAPUAL, por   HIP       455      301   2018',
      '      2.100 UF, inscrita el 13/03/2018.',
      'B     PROHIBICIÓN de enajenar en favor de la         PRH       390 vta  277   2018',
      '      COOPERATIVA CAPUAL, inscrita el 13/03/2018.',
      'Linares, 4 de octubre de 2026.',
    ]),
  ).value;

  it('reads the creditor, amount and date around the cells, and the cells as the reference', () => {
    expect(gravamenes).toHaveLength(1);
    expect(gravamenes[0]).toMatchObject({
      fojas: 455,
      numero: 301,
      ano: 2018,
      tipo: 'HIPOTECA',
      acreedor: 'COOPERATIVA CAPUAL',
      suma_dinero: '2.100,00 UF',
      fecha_emision: '2018-03-13',
    });
    expect(prohibiciones[0]).toMatchObject({
      fojas: 390,
      vuelta: true,
      numero: 277,
      acreedor: 'COOPERATIVA CAPUAL',
      fecha_emision: '2018-03-13',
    });
  });
});

describe('an office key printed in its coded form', () => {
  it.each([
    ['Linares, 4 de octubre de 2026. Certificado Nº GP-LNS-88120.', 'GP-LNS-88120'],
    ['Valide en línea en www.cbrlinares.cl - Código LNS-2610-4471', 'LNS-2610-4471'],
    ['Derechos: $3.100               Carátula LNS-26-000912', 'LNS-26-000912'],
  ])('reads %j', (raw, code) => {
    expect(verificationCode(raw)?.value).toBe(code);
  });

  it.each(['Carátula 771904', 'según el Código Civil', 'Certificado Nº 2207', 'código de barras'])(
    'reads no key from %j',
    (raw) => {
      expect(verificationCode(raw)).toBeNull();
    },
  );
});

describe('an inscription "se inscribe a favor de" its owner, sides abbreviated, price in its own sentence', () => {
  const copy = cbrDocument([
    'CONSERVADOR DE BIENES RAÍCES DE SAN CARLOS            REGISTRO DE PROPIEDAD 2022',
    'FOJAS 1207                                            NÚMERO 955',
    'COMPRAVENTA. - En San Carlos, a catorce de junio de dos mil veintidós, se inscribe a',
    'favor de doña VALENTINA ISIDORA FUENTES LAGOS, soltera, cédula de identidad número',
    '17.222.333-4, enfermera, de este domicilio, el dominio del inmueble ubicado en calle',
    'Independencia número cuatrocientos diez, comuna de San Carlos, que deslinda: N., en',
    '10,20 metros con calle Independencia; S., en 10,20 metros con sitio 8; E., en 25,00',
    'metros con sitio 12; O., en 25,00 metros con sitio 10. Lo adquirió por compra a don',
    'RAÚL ESTEBAN CID MORA, según escritura pública de fecha dos de junio de dos mil',
    'veintidós, otorgada en la Notaría de San Carlos de don Andrés Vidal Mora.- El precio de',
    'la venta fue la suma de TREINTA MILLONES DE PESOS ($30.000.000), que se pagó al contado.',
    'Certifico que la inscripción de fojas 1207 número 955 del año 2022 se encuentra vigente.',
    'San Carlos, 3 de octubre de 2026.',
  ]);
  const { entry } = extractInscription(copy).value;

  it('reads the owner the phrase names and the inscription’s date', () => {
    expect(entry.propietarios.map((owner) => [owner.nombre, owner.rut])).toEqual([
      ['VALENTINA ISIDORA FUENTES LAGOS', '17.222.333-4'],
    ]);
    expect(entry.fecha_registro).toBe('2022-06-14');
    expect(entry.descripcion_propiedad).toBe(
      'inmueble ubicado en calle Independencia número cuatrocientos diez, comuna de San Carlos',
    );
  });

  it('reads N./S./E./O. as the four sides', () => {
    expect(entry.deslindes.map((side) => [side.direccion, side.largo, side.propiedad])).toEqual([
      ['Norte', '10,20 metros', 'calle Independencia'],
      ['Sur', '10,20 metros', 'sitio 8'],
      ['Oriente', '25,00 metros', 'sitio 12'],
      ['Poniente', '25,00 metros', 'sitio 10'],
    ]);
  });

  it('reads the price "El precio de la venta fue la suma de …"', () => {
    expect(entry.precio).toBe('$30.000.000');
  });

  it('reads a price under a "Precio:" label and one in UF "fue la cantidad de"', () => {
    const labelled = (sentence: string) =>
      extractInscription(
        cbrDocument([
          'CONSERVADOR DE BIENES RAÍCES DE PARRAL',
          'Parral, ocho de mayo de dos mil quince.- Don LUIS ALBERTO TAPIA GÓMEZ, cédula de',
          'identidad número 9.876.543-2, casado, es dueño del sitio de calle Aníbal Pinto',
          'número veinte, comuna de Parral.- Lo adquirió por compra a doña ROSA ELVIRA',
          `MELLA SOTO, según escritura de fecha dos de mayo de dos mil quince.- ${sentence}`,
          'Doy fe.',
        ]),
      ).value.entry.precio;
    expect(labelled('Precio: DIEZ MILLONES DE PESOS ($10.000.000), pagados al contado.-')).toBe(
      '$10.000.000',
    );
    expect(
      labelled('El precio fue la cantidad de NOVECIENTAS UNIDADES DE FOMENTO (900,00 UF), que se pagó.-'),
    ).toBe('900,00 UF');
  });
});

describe('deslindes printed as a table after the description, the acquisition right after it', () => {
  const { entry } = extractInscription(
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE VICTORIA',
      'Victoria, tres de abril de dos mil diecinueve.- Don IGNACIO ANDRÉS MELLA ROA,',
      'cédula de identidad número 13.579.246-8, soltero, de este domicilio, es dueño de la',
      'parcela número nueve del proyecto de parcelación El Roble, comuna de Victoria, con',
      'los siguientes deslindes:',
      '   RUMBO        MEDIDA          DESLINDA CON',
      '   Norte        48,5 m          camino vecinal',
      '   Sur          48,5 m          parcela número catorce',
      '   Oriente      110 m           estero Los Sauces',
      '   Poniente     110 m           parcela número ocho',
      'Lo adquirió por compra a doña INÉS DEL PILAR ROA SOTO, según escritura pública de',
      'fecha veinte de marzo de dos mil diecinueve.- Doy fe.',
    ]),
  ).value;

  it('ends the description before the table and reads one deslinde per row', () => {
    expect(entry.descripcion_propiedad).toBe(
      'parcela número nueve del proyecto de parcelación El Roble, comuna de Victoria',
    );
    expect(entry.deslindes.map((side) => [side.direccion, side.propiedad])).toEqual([
      ['Norte', 'camino vecinal'],
      ['Sur', 'parcela número catorce'],
      ['Oriente', 'estero Los Sauces'],
      ['Poniente', 'parcela número ocho'],
    ]);
    expect(entry.deslindes[0]?.largo).toMatch(/^48,50? metros$/);
  });
});

describe('a length a margin column cut where the page turns', () => {
  it('reads the length without the margin’s fojas', () => {
    const { entry } = extractInscription(
      cbrDocument(
        [
          'CONSERVADOR DE BIENES RAÍCES DE LAUTARO',
          'Lautaro, dos de mayo de dos mil veinte.- Doña SARA INÉS PAINE LEMUS, cédula de',
          'identidad número 14.141.141-4, casada, es dueña del sitio de calle Francia número',
          'doce, comuna de Lautaro.- Deslinda: NORTE, en doce coma',
        ],
        [
          'Fs. 301 vta.     treinta metros con calle Francia; SUR, en doce coma treinta metros',
          '                 con sitio dos.- La adquirió por compra a don OMAR RIQUELME SAN',
          '                 MARTÍN, según escritura de fecha uno de abril de dos mil veinte.- Doy fe.',
        ],
      ),
    ).value;
    expect(entry.deslindes.map((side) => side.largo)).toEqual(['12,30 metros', '12,30 metros']);
  });
});

describe('a bundle whose certificates each print their own carátula', () => {
  it('reads a bien familiar certificate after the GP on the same inscription as a certificate of its own', () => {
    const office = ['CONSERVADOR DE BIENES RAÍCES', 'TRAIGUÉN'];
    const parts = splitIntoParts(
      pagesOf([
        [
          ...office,
          'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
          'Carátula TRG-26-1101',
          'Inscripción de dominio a fojas 77 número 70 del Registro de Propiedad del año 2012.',
          'Registro de Hipotecas y Gravámenes: no hay inscripciones vigentes.',
          'Registro de Interdicciones y Prohibiciones: no hay inscripciones vigentes.',
          'Traiguén, 2 de octubre de 2026.',
        ],
        [
          ...office,
          'CERTIFICADO DE BIEN FAMILIAR',
          'Carátula TRG-26-1102',
          'Certifico que al margen de la inscripción de fojas 77 número 70 del Registro de',
          'Propiedad del año 2012 no consta declaración de bien familiar. Traiguén, 2 de octubre de 2026.',
        ],
      ]),
    );
    expect(parts.map(({ first, last }) => `${first}-${last}`)).toEqual(['1-1', '2-2']);
  });
});

describe('SII appraisal forms', () => {
  const appraisal = (lines: string[]) => extractSiiAppraisal(certificateDocument(lines)).value;

  it('reads a one-row table whose comuna is printed before the rol, cells glued by the text layer', () => {
    expect(
      appraisal([
        'SERVICIO DE IMPUESTOS INTERNOS',
        'CERTIFICADO DE AVALÚO FISCAL',
        'COMUNA ROL   DIRECCIÓN   DESTINO   AVALÚO TOTAL EXENTO   AFECTO',
        'LINARES 00455-00009 LAS LILAS 77 P LOS AROMOS HABITACIONAL $70.100.000   $61.000.000 $9.100.000',
      ]),
    ).toMatchObject({
      comuna: 'Linares',
      direccion: 'LAS LILAS 77 P LOS AROMOS',
      destino: 'HABITACIONAL',
      avaluo_total: 70100000,
      avaluo_exento: 61000000,
      avaluo_afecto: 9100000,
    });
  });

  it('reads a one-row table whose every cell stands apart, in the header’s order', () => {
    expect(
      appraisal([
        'SERVICIO DE IMPUESTOS INTERNOS - CERTIFICADO DE AVALÚO FISCAL',
        'ROL        DESTINO        AFECTO         EXENTO         TOTAL          COMUNA',
        '455-9      COMERCIO       $12.000.000    $0             $12.000.000    LINARES',
      ]),
    ).toMatchObject({
      destino: 'COMERCIO',
      avaluo_afecto: 12000000,
      avaluo_exento: 0,
      avaluo_total: 12000000,
    });
  });

  it('reads the exempt and taxed parts a sentence names after their amounts', () => {
    expect(
      appraisal([
        'CERTIFICADO DE AVALÚO FISCAL',
        'El bien raíz rol 455-9 de la comuna de LINARES registra un avalúo total de $50.000.000,',
        'del cual la suma de $45.000.000 corresponde al avalúo exento y la suma de $5.000.000',
        'al avalúo afecto.',
      ]),
    ).toMatchObject({ avaluo_total: 50000000, avaluo_exento: 45000000, avaluo_afecto: 5000000 });
  });
});

describe('expropriation answers', () => {
  it('reads the ticked option of a SERVIU list over the option left blank', () => {
    const { value } = extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DEL MAULE',
        'CERTIFICADO Nº 7001   Talca, 2 de octubre de 2026',
        'Inmueble: Pasaje Las Lilas 77, comuna de Linares, rol 455-9.',
        '[ ] El inmueble está afecto a expropiación',
        '[X] El inmueble no está afecto a expropiación',
      ]),
    );
    expect(value.objeto_expropiacion).toBe(false);
  });

  it('takes a DOM title carrying its number ("Certificado Nº 88/2026 - Afectación a …") for no statement', () => {
    const { value } = extractMunicipalAffectation(
      certificateDocument([
        'MUNICIPALIDAD DE LINARES - DIRECCIÓN DE OBRAS',
        'Certificado Nº 88/2026 - Afectación a Utilidad Pública',
        'Dirección: PASAJE LAS LILAS 77      Rol: 455-9',
        'El predio consultado NO ESTÁ AFECTO a declaratoria de utilidad pública.',
      ]),
    );
    expect(value.objeto_expropiacion).toBe(false);
  });
});

describe('a GP printed as a form with leaders, a lettered heading answering none', () => {
  const gp = extractGpCertificate(
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE LINARES',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'INMUEBLE ........... pasaje Las Lilas 77',
      'Comuna ............. Linares',
      'PROPIETARIO ........ ROJAS VERA ELENA PATRICIA',
      'TÍTULO ............. Fs. 812 Nº 640 del Registro de Propiedad de 2018',
      'A) REGISTRO DE HIPOTECAS Y GRAVÁMENES',
      '   Hipoteca - inscrita a fojas 455 número 301 del año 2018, en favor de COOPERATIVA CAPUAL.',
      'B) REGISTRO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR: no hay.',
      'C) EMBARGOS: no registra.',
      'Linares, cuatro de octubre de dos mil veintiséis.',
    ]),
  ).value;

  it('reads the owner and the comuna after their leaders', () => {
    expect(gp.propietarios.map((owner) => owner.nombre)).toEqual(['ROJAS VERA ELENA PATRICIA']);
    expect(gp.comuna).toBe('Linares');
  });

  it('reads no entry from a heading whose answer is "no registra"', () => {
    expect(gp.gravamenes.map((lien) => lien.tipo)).toEqual(['HIPOTECA']);
    expect(gp.prohibiciones).toEqual([]);
  });
});

describe('a DOM certificate naming the owner in its sentence', () => {
  it('reads "la propiedad de doña …, RUT …"', () => {
    const { value } = extractMunicipalAffectation(
      certificateDocument([
        'MUNICIPALIDAD DE LINARES - DIRECCIÓN DE OBRAS MUNICIPALES',
        'El Director de Obras certifica que la propiedad de doña ELENA PATRICIA ROJAS VERA, RUT',
        '12.345.678-5, ubicada en PASAJE LAS LILAS 77, comuna de Linares, rol 455-9, no está',
        'afecta a declaratoria de utilidad pública.',
      ]),
    );
    expect(value.contribuyente).toEqual({ nombre: 'ELENA PATRICIA ROJAS VERA', rut: '12.345.678-5' });
  });
});

describe('plans named by where they are filed or by their kind', () => {
  it('reads "plano agregado al final del Registro … bajo el número N" in an inscription', () => {
    const { entry } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE ANCUD',
        'Ancud, dos de junio de dos mil diez.- Don PABLO ANDRÉS VERA NAIL, cédula de identidad',
        'número 15.151.151-5, soltero, es dueño del sitio de calle Prat número diez, comuna de',
        'Ancud, según el plano agregado al final del Registro de Propiedad del año dos mil uno',
        'bajo el número 118, que deslinda: NORTE, ocho metros con calle Prat.- Lo adquirió por',
        'compra a doña ANA ROSA NAIL PÉREZ, según escritura de fecha uno de junio de dos mil diez.-',
      ]),
    ).value;
    expect(entry.plano).toBe(118);
  });

  it('reads "Plano de subdivisión Nº …" in a DOM certificate', () => {
    const { value } = extractMunicipalAffectation(
      certificateDocument([
        'MUNICIPALIDAD DE ANCUD - DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE INFORMACIONES PREVIAS',
        'Dirección: CALLE PRAT 10          Rol: 77-3',
        'Plano de subdivisión Nº 2.207',
        'El predio no está afecto a declaratoria de utilidad pública.',
      ]),
    );
    expect(value.plano).toBe(2207);
  });
});

describe('a GP entry dated right after its reference', () => {
  it('reads ", de fecha 02/05/2015" after the reference as the inscription date', () => {
    const { gravamenes } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE ANCUD',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Inscripción de dominio revisada ..... Fs. 90 Nº 81 del año 2015',
        'A nombre de ......................... NAIL PÉREZ ANA ROSA',
        'Hipotecas y Gravámenes (30 años):',
        '  - HIPOTECA inscrita a Fs. 120 Nº 99 del año 2015, de fecha 02/05/2015, a favor de',
        '    BANCO DEL ESTADO DE CHILE.',
        'Interdicciones y Prohibiciones (30 años):',
        '  - No hay.',
        'Ancud, 3 de octubre de 2026.',
      ]),
    ).value;
    expect(gravamenes.map((lien) => [lien.fojas, lien.fecha_emision])).toEqual([[120, '2015-05-02']]);
  });
});

describe('deslindes of a worn copy whose semicolons were read as commas', () => {
  it.each([
    ['NORTE, en ocho metros con calle Prat, SUR, en ocho metros con sitio cuatro'],
    ['N., en ocho metros con calle Prat, S., en ocho metros con sitio cuatro'],
  ])('parts %j into its sides', (sides) => {
    expect(parseDeslindes(sides).map((side) => [side.direccion, side.propiedad])).toEqual([
      ['Norte', 'calle Prat'],
      ['Sur', 'sitio cuatro'],
    ]);
  });
});
