import { describe, expect, it } from 'vitest';

import { textPdf } from '../../scripts/eval/pdfWriter';
import { badCode } from '../../server/analysis/engine/checks/shapes';
import { buildDocument } from '../../server/analysis/engine/document';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractMarriageCertificate } from '../../server/analysis/engine/extractors/marriageCertificate';
import { verificationCode } from '../../server/analysis/engine/extractors/shared';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { readPdfText } from '../../server/analysis/engine/pdfText';
import { issueDate } from '../../server/analysis/engine/reading/assign';
import { extractBundledLien } from '../../server/analysis/engine/reading/bundledLien';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZV exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

const renderedGp = async (lines: string[]) =>
  extractGpCertificate(buildDocument('gp.pdf', await readPdfText(textPdf([lines])))).value;

describe('a GP whose registries are a form’s labels beside entries written as prose', () => {
  const gp = (labels: [string, string, string, string, string], entry: string[]) => [
    '        CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
    '',
    'INMUEBLE         Parcela N° 12 Proyecto Los Maitenes, comuna de Putaendo.',
    'INSCRIPCIÓN      Fs. 640 N° 588 Registro de Propiedad año 2019.',
    'TITULAR          ARAYA SEPÚLVEDA JORGE IVÁN',
    'PERÍODO          Treinta años.',
    '',
    `${labels[0].padEnd(17)}${entry[0]}`,
    `${labels[1].padEnd(17)}${entry[1]}`,
    ...entry.slice(2).map((line) => `${' '.repeat(17)}${line}`),
    `${labels[2].padEnd(17)}No hay.`,
    labels[3],
    `${labels[4].padEnd(17)}No hay.`,
    '',
    'Dado en Los Andes, a tres de mayo de dos mil veintiséis.',
  ];
  const servidumbre = [
    'Servidumbre de tránsito inscrita a fs. 91 N° 83 del Regis-',
    'tro de Hipotecas y Gravámenes del año 2004, de fecha 9 de',
    'agosto de 2004, a favor de AGRÍCOLA LOS ROBLES LIMITADA,',
    'sobre una franja de seis metros en el deslinde oriente.',
  ];
  const hipoteca = [
    'Hipoteca inscrita a fs. 210 N° 199 del Registro de Hipo-',
    'tecas y Gravámenes del año 2019, de fecha 2 de abril de',
    '2019, a favor de BANCO DEL DESARROLLO, en garantía de un',
    'mutuo por la suma de UF 1.450.',
  ];

  it.each([
    [['HIPOTECAS Y', 'GRAVÁMENES', 'INTERDICCIONES', 'Y PROHIBICIONES', 'LITIGIOS'], servidumbre, 91, 83],
    [['HIPOTECAS', 'Y GRAVÁMENES', 'PROHIBICIONES', 'E INTERDICCIONES', 'LITIGIOS'], hipoteca, 210, 199],
    [['GRAVÁMENES', 'E HIPOTECAS', 'EMBARGOS Y', 'PROHIBICIONES', 'LITIGIOS'], servidumbre, 91, 83],
  ] as const)('reads the entry under its own registry (%j)', async (labels, entry, fojas, numero) => {
    const { gravamenes, prohibiciones } = await renderedGp(gp([...labels], [...entry]));
    expect(gravamenes.map((lien) => [lien.fojas, lien.numero])).toEqual([[fojas, numero]]);
    expect(prohibiciones).toEqual([]);
  });
});

describe('a GP listing its owners one per line under a label, the next label in capitals after them', () => {
  it.each([
    ['PERÍODO', 'Treinta años.'],
    ['REVISIÓN', 'Desde el año 1996.'],
    ['OBSERVACIONES', 'Sin otras anotaciones.'],
  ])('parts the owners and leaves "%s" out', async (label, value) => {
    const { propietarios } = await renderedGp([
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      '',
      'PROPIEDAD        Sitio N° 4 Loteo El Quillay, comuna de Llay-Llay.',
      'INSCRIPCIÓN      Fs. 402 vta. N° 377 Registro de Propiedad año 2022.',
      'DUEÑOS           FIGUEROA LAGOS ELSA MARINA',
      '                 VARGAS FIGUEROA RODRIGO ANDRÉS',
      '                 VARGAS FIGUEROA PAULA CECILIA',
      `${label.padEnd(17)}${value}`,
      '',
      'HIPOTECAS        No hay.',
      'PROHIBICIONES    No hay.',
      'LITIGIOS         No hay.',
      '',
      'Dado en San Felipe, a ocho de abril de dos mil veintiséis.',
    ]);
    expect(propietarios.map((owner) => owner.nombre)).toEqual([
      'FIGUEROA LAGOS ELSA MARINA',
      'VARGAS FIGUEROA RODRIGO ANDRÉS',
      'VARGAS FIGUEROA PAULA CECILIA',
    ]);
  });
});

describe('a verification code of an office’s initials, a space, its year and number apart by a slash', () => {
  it.each([
    ['Código de verificación: LA-CBR 2026/118402-7', 'LA-CBR 2026/118402-7'],
    ['Código de verificación: QT-CBR 26/004417-K.', 'QT-CBR 26/004417-K'],
    ['Código de verificación: CH-CBR 2025/99120', 'CH-CBR 2025/99120'],
  ])('reads "%s" whole', (line, code) => {
    expect(verificationCode(`Quillota, 2 de marzo de 2026.\n${line}\n`)?.value).toBe(code);
  });

  it.each(['LA-CBR', 'CBR-QT', 'SF-CBR-GP'])('doubts "%s", an office’s initials without its key', (code) => {
    expect(badCode(code, 'other')).toBe(true);
  });
});

describe('a bundle whose lien certificate is titled by its bare number and a middle dot', () => {
  const bundle = (title: string) =>
    cbrDocument(
      [
        'CONSERVADOR DE BIENES RAÍCES DE QUILLOTA',
        'CERTIFICADO 2026/5531 · COPIA DE INSCRIPCIÓN CON VIGENCIA',
        'Quillota, cuatro de marzo de dos mil veinte.- Doña ELENA MARÍA CORTÉS VIAL, RUT',
        '9.812.004-1, es dueña del Sitio número doce del Loteo Las Palmas, comuna de La Cruz.-',
        'La adquirió por compra a don LUIS PAVEZ ROJAS. Doy fe.',
        'CERTIFICO: que la inscripción se encuentra vigente. Quillota, 3 de mayo de 2026.',
        'Código de verificación: QT-CBR 2026/5531-4',
      ],
      [
        'CONSERVADOR DE BIENES RAÍCES DE QUILLOTA',
        title,
        'Inmueble: Sitio N° 12 del Loteo Las Palmas, comuna de La Cruz, inscrito a fojas 410',
        'número 388 del Registro de Propiedad del año 2020, a nombre de ELENA MARÍA CORTÉS VIAL.',
        'No registra hipotecas, gravámenes, interdicciones, prohibiciones ni litigios.',
        'Quillota, tres de mayo de dos mil veintiséis.',
        'Código de verificación: QT-CBR 2026/5532-2',
      ],
    );

  it.each([
    'CERTIFICADO 2026/5532 · HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'CERTIFICADO 5532/2026 · GRAVÁMENES Y PROHIBICIONES',
    'CERTIFICADO 2026-5532 · HIPOTECAS Y GRAVÁMENES, LITIGIOS',
  ])('reads the certificate’s own code under "%s"', (title) => {
    expect(extractBundledLien(bundle(title)).value.codigo_verificacion).toBe('QT-CBR 2026/5532-2');
  });
});

describe('a TGR certificate whose overdue total carries a note in brackets on what it holds', () => {
  const tgr = (total: string) =>
    certificateDocument([
      'TESORERIA GENERAL DE LA REPUBLICA',
      'CERTIFICADO DE DEUDAS DE CONTRIBUCIONES           Emisión: 12-03-2026',
      'ROL: 1204-17                COMUNA: QUILPUÉ',
      'PROPIETARIO: ESPINOZA PARRA LUCÍA DEL PILAR       RUT: 12.408.331-6',
      'DIRECCIÓN: LOS AROMOS 88',
      '',
      '  # | CUOTA   | VENCIMIENTO | CONDICIÓN   |      MONTO $',
      '  1 | 4/2025  | 30-11-2025  | MOROSA      |      102.310',
      '  2 | 1/2026  | 30-04-2026  | NO VENCIDA  |       98.400',
      `    ${total}`,
      '    TOTAL NO VENCIDA                                            98.400',
      'Código de verificación: E-2026-0312-55120',
    ]);

  it.each([
    'TOTAL MOROSA (incluye reajustes, intereses y multas)        102.310',
    'TOTAL VENCIDO (con recargos legales)                        102.310',
    'TOTAL MOROSA LIQUIDADA (al 12-03-2026)                      102.310',
  ])('reads "%s"', (total) => {
    expect(extractTgrDebt(tgr(total)).value.certificate.total_deuda_vencida_liquidada).toBe(102310);
  });

  it('leaves the overdue total empty, not zero, when its line is lost but an overdue cuota is listed', () => {
    expect(extractTgrDebt(tgr('')).value.certificate.total_deuda_vencida_liquidada).toBeNull();
  });
});

describe('a copy whose margin notes, joined into its body, sign their own place and date', () => {
  it.each([
    'Hipoteca a fs. 3207vta- 2844- 2019. Talca, 14/08/2019',
    'Embargo a fojas 1552 número 1371 del año 2025. Curicó, 02/10/2025',
    'Prohibición a fs. 88 vta. N° 91 2020. Linares, 03-03-2020',
    'mbargoa fs. 1552-1371-2025. Curicó, 02/10/2025',
  ])('takes no issue date from "%s"', (note) => {
    const copy = `Talca, catorce de agosto de dos mil diecinueve.- Don LUIS PÉREZ SOTO es dueño del sitio. ${note} Prohibición anotada.`;
    expect(issueDate(copy)).toBeNull();
  });

  it.each([
    ['Talca, catorce de agosto de dos mil dieci-Hipoteca a fs. 12 N° 9 del año 2019.', null],
    ['Talca, 20 de abril de 2026.- Conservador.', '2026-04-20'],
  ])('reads a year cut by the margin as no date in "%s"', (text, iso) => {
    expect(issueDate(text)?.iso ?? null).toBe(iso);
  });
});

describe('a marriage certificate worn by OCR: spouses’ columns run together, a RUN’s stop read as a comma', () => {
  const marriage = (year: string, runs: string) =>
    extractMarriageCertificate(
      certificateDocument([
        'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
        'CERTIFICADO DE MATRIMONIO',
        `Circunscripción: QUILICURA   Nro. inscripción: 412   Registro: S   Año: ${year}`,
        'MARIDO   MUJER',
        'Nombre   JAVIER ANDRÉS MOLINA ROJAS CAROLINA BEATRIZ SOTO PIZARRO',
        `R.U.N.   ${runs}`,
        'FECHA CELEBRACIÓN : 3 Marzo 2010 A LAS 12:00 HORAS',
        'Fecha Emisión: 14 Febrero 2026, 10:12   Folio: 700411112222',
      ]),
    );

  it.each([
    ['14.236.117-5   15,870.402-1', '14.236.117-5', '15.870.402-1'],
    ['14,236.117-5   15.870.402-1', '14.236.117-5', '15.870.402-1'],
    ['14.236.117-5   15.870,402-1', '14.236.117-5', '15.870.402-1'],
  ])('reads each spouse’s RUN from "%s", doubted', (runs, husband, wife) => {
    const { value, provenance } = marriage('2010', runs);
    expect([value.certificate.marido.rut, value.certificate.mujer.rut]).toEqual([husband, wife]);
    const repaired = runs.indexOf(',') < runs.indexOf('   ') ? 'marido.rut' : 'mujer.rut';
    expect(provenance[repaired]?.unsure).toContain('repaired_reading');
  });

  it.each(['2098', '2061', '2027'])('doubts a register’s year %s after the issue date', (year) => {
    expect(marriage(year, '14.236.117-5   15.870.402-1').provenance.ano?.unsure).toContain('value_shape');
  });

  it('keeps a register’s year before the issue date', () => {
    expect(marriage('2010', '14.236.117-5   15.870.402-1').provenance.ano?.unsure ?? []).not.toContain(
      'value_shape',
    );
  });
});

describe('a certificate signed after the list of its margin notes', () => {
  it.each([
    ['  - Litigio a fs. 9887 N° 14231 año 2025.\n\nSantiago, 23 de febrero de 2026.', '2026-02-23'],
    ['  - Hipoteca a fs. 120 N° 99 año 2019.\nTalca, veinte de enero de dos mil veintiséis.', '2026-01-20'],
  ])('keeps its signed date after "%s"', (notes, iso) => {
    expect(issueDate(`Al margen constan las siguientes anotaciones:\n${notes}\n`)?.iso).toBe(iso);
  });
});
