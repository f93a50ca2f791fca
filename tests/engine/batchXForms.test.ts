import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../../server/analysis/engine/classify';
import { buildDocument } from '../../server/analysis/engine/document';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import type { PageText } from '../../server/analysis/engine/pdfText';
import { splitIntoParts } from '../../server/analysis/engine/reading/pageParts';
import { SII_PAGE, TGR_PAGE } from '../fixtures/pageParts/pageTexts';
import { cbrDocument } from '../support/engineDocuments';

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
