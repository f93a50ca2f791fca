import { describe, expect, it } from 'vitest';

import { emptyReport, newRegistryEntry } from '../../common/report/defaults';
import type { Report } from '../../common/report/schema';
import { unreadEarlierTitles } from '../../server/analysis/engine/checks/unreadEarlierTitle';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { verificationCode } from '../../server/analysis/engine/extractors/shared';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMarriageCertificate } from '../../server/analysis/engine/extractors/marriageCertificate';
import { leadingNumberWords } from '../../server/analysis/engine/text/numberWords';
import { bundledParts } from '../../server/analysis/engine/reading/bundle';
import { joinWrappedLabelCells } from '../../server/analysis/engine/text/wrappedLabelCell';
import { cbrDocument, certificateDocument, typedParts } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZB exposed once scored blind, each in wordings written for these tests and
 * different from the batch's own: made-up offices, people, numbers.
 */

describe("a carpeta's contents page, however its entries are marked", () => {
  const copy = [
    'CONSERVADOR DE BIENES RAÍCES DE COMBARBALÁ',
    'CERTIFICADO DE DOMINIO VIGENTE',
    'La inscripción de fojas 388 número 301 del Registro de Propiedad del año 2.016 se encuentra',
    'vigente. Se acompaña copia de la inscripción.',
    'Combarbalá, dos de marzo de dos mil dieciséis.- Don ALONSO ESTEBAN TAPIA PIZARRO, cédula',
    'nacional de identidad número 13.402.118-5, soltero, es dueño de la parcela número ocho del',
    'proyecto de parcelación El Sauce, comuna de Combarbalá.- La adquirió por compra a doña',
    'ROSA ELVIRA PIZARRO CORTÉS según escritura de fecha veinte de febrero de dos mil dieciséis.',
    'Código de verificación: CMB-2026-1140',
  ];
  const gp = [
    'CONSERVADOR DE BIENES RAÍCES DE COMBARBALÁ',
    'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
    'Inscripción: fojas 388 número 301 del año 2016, a nombre de ALONSO ESTEBAN TAPIA PIZARRO.',
    'Hipotecas y gravámenes: no hay. Interdicciones y prohibiciones: no hay.',
    'Combarbalá, 4 de mayo de 2026. Código de verificación: CMB-2026-1141',
  ];

  it.each([
    [
      'lettered entries, a title wrapped onto the line closing it',
      [
        'CONSERVADOR DE BIENES RAÍCES DE COMBARBALÁ',
        'Carpeta N° 26-118 · Requirente: Alonso Tapia',
        'CONTENIDO DE LA CARPETA',
        '  A) Certificado de dominio vigente con copia de la inscripción de',
        '     fojas 388 N° 301 del año 2.016 ................................ 2',
        '  B) Certificado de hipotecas y gravámenes, interdicciones y',
        '     prohibiciones de enajenar .................................... 3',
        'Combarbalá · carpeta 26-118 · 1/3',
      ],
    ],
    [
      'numbered documents after a bare heading',
      [
        'CARPETA DE TÍTULOS',
        'ÍNDICE',
        '  Documento 1 .. Copia de inscripción con vigencia, fs. 388 N° 301',
        '                 del año 2016 ...................................... págs. 2',
        '  Documento 2 .. Certificado de gravámenes y prohibiciones .. pág. 3',
      ],
    ],
    [
      'lower-case letters in parentheses and pages after the count',
      [
        'Contenido:',
        '(a) Copia de la inscripción de fojas 388 número 301, con vigencia ...... 1 pág.',
        '(b) Certificado de hipotecas, gravámenes y prohibiciones ............... 1 pág.',
      ],
    ],
    [
      'a table of numbered rows and their pages, a note citing the earlier title',
      [
        'ESTUDIO JURÍDICO PIZARRO Y ASOCIADOS         Carpeta 44/2026',
        'CARPETA DE ANTECEDENTES',
        '   N°   Documento                                              Páginas',
        '   1    Copia de inscripción con vigencia (CBR Combarbalá)      2',
        '   2    Certificado de hipotecas, gravámenes y prohibiciones    3',
        '   3    Certificado de deuda de contribuciones (TGR)            4',
        '   El título anterior (fs. 12 N° 10 año 2001) se entrega aparte.',
      ],
    ],
    [
      'entries without marks, each closed by its page',
      [
        'CONTENIDO',
        'Copia de inscripción de dominio vigente, fojas 388 N° 301 año 2016 ........ 2',
        'Certificado de hipotecas, gravámenes y prohibiciones .................... 3',
      ],
    ],
  ])('reads a contents page of %s as no certificate', (_, index) => {
    expect(typedParts(index, copy, gp)).toEqual(['1-1 unknown', '2-2 dominio_vigente', '3-3 gp']);
  });

  it('still reads a certificate headed by a letter, its body running on under it, as itself', () => {
    const lettered = [
      'A) CERTIFICADO DE DOMINIO VIGENTE',
      'Se certifica que la inscripción de fojas 388 número 301 del Registro de Propiedad del año',
      '2016 se encuentra vigente. Se acompaña copia de la inscripción, cuyo tenor es el siguiente:',
      'COPIA DE INSCRIPCIÓN - Fs. 388 - N° 301 - Año 2016',
      ...copy.slice(4),
    ];
    expect(typedParts(lettered, gp)).toEqual(['1-1 dominio_vigente', '2-2 gp']);
  });

  it.each([
    [
      'its bare heading and numbered documents',
      [
        'CONTENIDO',
        'Documento 1 .. Copia de inscripción con vigencia',
        'Documento 2 .. Certificado de gravámenes',
      ],
    ],
    [
      'its heading and lettered entries',
      [
        'ÍNDICE DE LA CARPETA',
        'A) Copia de inscripción con vigencia ........ 1',
        'B) Certificado de hipotecas y gravámenes ..... 2',
      ],
    ],
  ])('reads no lien certificate from a copy printing above it a contents list with %s', (_, contents) => {
    // The copy's margin notes a mortgage: a lien certificate, were the list's title taken for one.
    const noted = [...copy, 'Al margen: Hipoteca inscrita a fojas 120 número 98 del año 2016.'];
    const document = cbrDocument([...contents, ...noted]);
    expect(bundledParts('dominio_vigente', document)).toEqual([]);
  });
});

describe("a GP registry's name wrapped with a hyphen beside its entry", () => {
  const gp = (label: string, rest: string) =>
    extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE ILLAPEL',
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        'Inscripción: fojas 77 número 61 del Registro de Propiedad del año 2019',
        'Hipotecas y Gravámenes   No registra.',
        `${label} 1.- EMBARGO de los derechos del deman-`,
        `${rest}   dado sobre el inmueble, a fojas 90, N° 81,`,
        '   año 2.025, decretado por el Juzgado de Letras de Illapel, a favor de',
        '   BANCO DEL NORTE.',
        'Illapel, 3 de junio de 2026. Código: ILL-0603-26-G',
      ]),
    ).value;

  it.each([
    ['Interdicciones y Prohibicio-', 'nes de Enajenar'],
    ['Interdicciones y Prohi-', 'biciones'],
    ['Registro de Prohibicio-', 'nes e Interdicciones'],
  ])('reads the entry after "%s" / "%s" without the name’s rest', (label, rest) => {
    const [entry] = gp(label, rest).prohibiciones;
    expect(entry?.tipo).toBe('EMBARGO');
    expect(entry?.accion ?? '').not.toMatch(/enajenar|biciones|interdicciones/i);
    expect([entry?.fojas, entry?.numero, entry?.ano]).toEqual([90, 81, 2025]);
  });

  it('joins a label in capitals, its rest in capitals too', () => {
    expect(
      joinWrappedLabelCells([
        'REGISTRO DE INTERDIC-     1) EMBARGO a fs. 90 N° 81 del año',
        'CIONES Y PROHIBICIONES       2025, decretado por el Juzgado',
      ]),
    ).toEqual([
      'REGISTRO DE INTERDICCIONES Y PROHIBICIONES   1) EMBARGO a fs. 90 N° 81 del año',
      '   2025, decretado por el Juzgado',
    ]);
  });

  it('joins the rest to its label and leaves the value its own words', () => {
    expect(
      joinWrappedLabelCells([
        'Interdicciones y Prohibicio- 1.- EMBARGO de los',
        'nes de Enajenar   derechos',
      ]),
    ).toEqual(['Interdicciones y Prohibiciones de Enajenar   1.- EMBARGO de los', '   derechos']);
  });

  it.each([
    ['a cut word at the line’s end', ['dueño del inmueble ubicado en la pobla-', 'ción   Los Aromos']],
    ['a rest holding a number', ['Hipotecas y Gravá- 1.- HIPOTECA a favor', 'menes 2   del banco']],
    [
      'a rest in another case than its start',
      ['Registro de Prohibicio- 1.- EMBARGO de', 'NES DE ENAJENAR   los'],
    ],
    [
      'a rest running long',
      ['Títu- lo de la escritura otorgada', 'lo anterior inscrito en el registro del año   x'],
    ],
  ])('leaves %s alone', (_, lines) => {
    expect(joinWrappedLabelCells(lines)).toEqual(lines);
  });
});

describe("an office's code of capitals, a space, then its year and number apart by a slash", () => {
  it.each([
    ['Código: CMB 2026/1140-7 · Documento firmado electrónicamente', 'CMB 2026/1140-7'],
    ['Derechos $ 4.100.-            Código: ILL 2025/00412-K', 'ILL 2025/00412-K'],
    ['CÓDIGO: PAN 26/0931', 'PAN 26/0931'],
  ])('reads "%s" whole', (line, code) => {
    expect(verificationCode(`Illapel, 3 de junio de 2026.\n${line}`)?.value).toBe(code);
  });

  it('still reads a bare code after the label as before', () => {
    expect(verificationCode('Código: ILL-2026-0412 · firma electrónica')?.value).toBe('ILL-2026-0412');
  });
});

describe('a ten glued by a worn copy to the "y" before its unit', () => {
  it.each([
    ['novecientos ochentay siete, del Registro', 987],
    ['mil doscientos cuarenta ysiete metros', 1247],
    ['treintay dos', 32],
  ])('reads "%s" as %d', (text, value) => {
    expect(leadingNumberWords(text)?.value).toBe(value);
  });

  it("reads a certification's número in words so glued", () => {
    const { entry } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE QUEILÉN',
        'La presente copia es fiel a la inscripción de fojas trescientas doce, número cuatrocientos',
        'sesentay ocho, del Registro de Propiedad del año dos mil diecinueve, vigente a esta fecha.',
        'Queilén, 3 de marzo de 2026.',
      ]),
    ).value;
    expect([entry.fojas, entry.numero, entry.ano]).toEqual([312, 468, 2019]);
  });

  it('reads no number from a word that only starts with "y"', () => {
    expect(leadingNumberWords('ya inscrita')).toBeNull();
  });
});

describe('a worn marriage certificate whose circunscripción OCR read after a speck', () => {
  it.each(['¿CAMIÑA', '¡CAMIÑA', '¿Camiña'])('reads "%s" as the place', (place) => {
    const { value } = extractMarriageCertificate(
      certificateDocument([
        'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
        'CERTIFICADO DE MATRIMONIO',
        `Circunscripción ${place}      Nro. inscripción 12      Año 2011`,
      ]),
    );
    expect(value.certificate.circunscripcion).toBe('Camiña');
  });
});

describe("an earlier title's sentence whose numbers a worn copy lost, a margin note's lien after it", () => {
  const copy = (clause: string) =>
    extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE TOCOPILLA',
        'Fojas 310 N° 276 Registro de Propiedad 2021',
        'Tocopilla, cuatro de marzo de dos mil veintiuno.- Doña ANA LUISA PIZARRO ROJAS, cédula',
        'nacional de identidad número 12.345.678-5, soltera, es dueña del sitio número tres de la',
        'manzana B, calle Serrano 120, comuna de Tocopilla.- Lo adquirió por compra a don LUIS',
        `ALBERTO CORTÉS DÍAZ según escritura de fecha uno de marzo de dos mil veintiuno.- ${clause}`,
        'Rol de avalúo 33-5, comuna de Tocopilla.- Al margen: Hipoteca fs. 190 N° 170 / 2021 y',
        'Prohibición fs. 205 N° 181 / 2021, Banco del Pacífico.-',
      ]),
    ).value.entry;

  it('reads no earlier title from the lien', () => {
    const entry = copy('El título anterior rola a fojas vuelta número 51 del año.-');
    expect([entry.fojas_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual([null, null, null]);
  });

  it.each(['El título anterior rola a fojas vuelta número 51 del año', 'Título anterior: fs. vta. N° 51'])(
    'doubts the side stated by default where "%s" cites it unread',
    (snippet) => {
      const report: Report = {
        ...emptyReport(new Date('2026-03-01T12:00:00Z')),
        property_registry_history: [newRegistryEntry(new Date('2026-03-01T12:00:00Z'))],
      };
      const source = { file: 'copia.pdf', page: 1, snippet, confidence: 0.9 };
      expect(unreadEarlierTitles(report, { 'property_registry_history[0].vuelta_anterior': source })).toEqual(
        ['property_registry_history[0].vuelta_anterior'],
      );
    },
  );

  it('still reads the earlier title its sentence gives', () => {
    const entry = copy('El título anterior rola a fojas 61 vuelta número 51 del año 2009.-');
    expect([entry.fojas_anterior, entry.vuelta_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual([
      61,
      true,
      51,
      2009,
    ]);
  });
});
