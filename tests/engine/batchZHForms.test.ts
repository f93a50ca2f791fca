import { describe, expect, it } from 'vitest';

import { textPdf } from '../../scripts/eval/pdfWriter';
import { buildDocument } from '../../server/analysis/engine/document';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { readPdfText } from '../../server/analysis/engine/pdfText';
import { doubtValues } from '../../server/analysis/engine/checks/doubtValues';
import { newGpCertificate, newProhibition } from '../../common/documents/types/gp';
import { emptyReport } from '../../common/report/defaults';
import type { ProvenanceMap } from '../../common/record/provenance';
import { certificateDocument, cbrDocument, partRanges } from '../support/engineDocuments';

/*
 * Forms held-out batch ZH exposed once scored blind (issues #18, #17), each in wordings written
 * for these tests: made-up offices, people, numbers.
 */

describe('a GP table whose column names the text layer glued in capitals', () => {
  const gp = (header: string, row: string) =>
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE SAN JAVIER',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Propiedad inscrita a fojas 812 número 733 del Registro de Propiedad del año 2015.',
      'HIPOTECAS Y GRAVÁMENES',
      header,
      row,
      'PROHIBICIONES: no hay.',
      'San Javier, 9 de marzo de 2026.',
    ]);
  it.each([
    [
      '"NÚMEROAÑO"',
      'ITEM TIPO FOJAS NÚMEROAÑO INSCRIPCIÓN',
      '1 HIPOTECA 1377 1102 2016 04-05-2016 A favor de BANCO ITAÚ CHILE',
    ],
    [
      '"FOJASNÚMERO"',
      'ITEM TIPO FOJASNÚMERO AÑO INSCRIPCIÓN',
      '1 HIPOTECA 1377 1102 2016 04-05-2016 A favor de BANCO ITAÚ CHILE',
    ],
    ['all three glued', 'ITEM TIPO FOJASNÚMEROAÑO', '1 HIPOTECA 1377 1102 2016 A favor de BANCO ITAÚ CHILE'],
    [
      'year first, "AÑOFOJAS"',
      'ITEM TIPO AÑOFOJAS NÚMERO',
      '1 HIPOTECA 2016 1377 1102 A favor de BANCO ITAÚ CHILE',
    ],
  ])('reads the row under a header with %s', (_, header, row) => {
    const { value } = extractGpCertificate(gp(header, row));
    expect(value.gravamenes).toHaveLength(1);
    expect(value.gravamenes[0]).toMatchObject({ fojas: 1377, numero: 1102, ano: 2016, tipo: 'HIPOTECA' });
  });
});

describe('a SERVIU answer after the registers it consulted, named with a possessive', () => {
  it.each([
    'consultados sus registros y los programas de expropiación en curso,',
    'revisadas sus bases de datos de expropiaciones,',
    'examinados nuestros catastros y decretos de expropiación,',
  ])('reads "no" after "%s"', (reviewed) => {
    const document = certificateDocument([
      'SERVIU REGIÓN DEL MAULE',
      'CERTIFICADO Nº 2277',
      `Este Servicio certifica que, ${reviewed} el inmueble de calle Las Acacias 90, comuna`,
      'de Molina, Rol de avalúo 412-8, no se encuentra afecto a expropiación.',
      'Talca, 2 de febrero de 2026',
    ]);
    expect(extractServiuReport(document).value.objeto_expropiacion).toBe(false);
  });
});

describe('a DOM yes/no table drawn with rules whose labels name the affectation', () => {
  const table = (marks: [string, string][]) => [
    'MUNICIPALIDAD DE PAREDONES',
    'DIRECCIÓN DE OBRAS',
    'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA Nº 318',
    'Dirección : Avenida Bucalemu 77',
    'Según el Plan Regulador vigente, la propiedad:',
    '| CONCEPTO                                      | SÍ | NO |',
    '|-----------------------------------------------|----|----|',
    `| Declarada de utilidad pública por vialidad    | ${marks[0]?.[0]}  | ${marks[0]?.[1]}  |`,
    `| Afecta a utilidad pública por áreas verdes    | ${marks[1]?.[0]}  | ${marks[1]?.[1]}  |`,
    'Paredones, 3 de abril de 2026',
  ];
  const read = async (lines: string[]) =>
    extractMunicipalAffectation(buildDocument('dom.pdf', await readPdfText(textPdf([lines])))).value;

  it('reads "no" when every row is marked in the NO column', async () => {
    const value = await read(
      table([
        [' ', 'X'],
        [' ', 'X'],
      ]),
    );
    expect([value.objeto_expropiacion, value.expropiacion_vial, value.expropiacion_por_parque]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('still reads the road row marked in the SÍ column', async () => {
    const value = await read(
      table([
        ['X', ' '],
        [' ', 'X'],
      ]),
    );
    expect([value.objeto_expropiacion, value.expropiacion_vial, value.expropiacion_por_parque]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('a vigencia certification whose copy "se acompaña" on the pages after it', () => {
  const certification = (announce: string) => [
    'CERTIFICADO DE DOMINIO VIGENTE',
    'CERTIFICO: Que la inscripción de dominio de fojas 1.904, número 1.577, del Registro de',
    `Propiedad del año 2018, ${announce}, se encuentra vigente a nombre de doña LIDIA`,
    'ROSA TAPIA GUAJARDO.- San Vicente, doce de agosto de dos mil veintiséis.',
    'Código de verificación: SVT-DV-2026-7731',
  ];
  const copy = [
    'COPIA DE INSCRIPCIÓN                                   fs. 1.904',
    'Número mil quinientos setenta y siete. COMPRAVENTA. San Vicente, dos de mayo de dos mil',
    'dieciocho. Doña LIDIA ROSA TAPIA GUAJARDO, cédula de identidad número 11.204.339-2, es dueña',
    'de la parcela número ocho del loteo Las Pataguas, comuna de San Vicente; la adquirió por',
    'compra a don RAÚL ANDRÉS SOTO MENA, según escritura otorgada ante el Notario de San Vicente.',
  ];
  const rest = [
    'COPIA DE INSCRIPCIÓN                                   fs. 1.905',
    'ante el Notario de San Vicente don Hernán Ulloa Vera, por el precio de $40.000.000. Título',
    'anterior: fojas 77 número 61 del Registro de Propiedad del año 2009. Rol de avalúo 118-4.',
    'Es copia fiel de su original. San Vicente, 12.08.2026',
  ];
  it("keeps the copy's last page, headed by the next foja and certified as a true copy", () => {
    expect(partRanges(certification('cuya copia se acompaña'), copy, rest)).toEqual([[1, 3]]);
  });
  it.each(['cuya copia se acompaña', 'cuya copia se adjunta', 'de la que se acompaña copia'])(
    'keeps the copy with its certification when it says "%s"',
    (announce) => {
      expect(partRanges(certification(announce), copy)).toEqual([[1, 2]]);
    },
  );
});

describe('a GP item whose cells are parted by dashes, its detail on the lines under it', () => {
  const gp = (dash: string) =>
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE ANCUD',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Propiedad inscrita a fojas 455 número 390 del Registro de Propiedad del año 2019.',
      'GRAVÁMENES: no hay.',
      'PROHIBICIONES:',
      `  1) EMBARGO ${dash} fojas 212 ${dash} número 187 ${dash} año 2025 ${dash} fecha 17/03/2025`,
      '     2° Juzgado Civil de Puerto Montt, causa Rol C-3318-2024, caratulada "FINANCIERA',
      '     AUSTRAL S.A. con PÉREZ", a solicitud de FINANCIERA AUSTRAL S.A.',
      'Ancud, 2 de junio de 2026.',
    ]);
  it.each(['—', '–', '-'])('reads the type and date of an item parted by "%s"', (dash) => {
    const { value } = extractGpCertificate(gp(dash));
    expect(value.prohibiciones).toHaveLength(1);
    expect(value.prohibiciones[0]).toMatchObject({
      tipo: 'EMBARGO',
      fojas: 212,
      numero: 187,
      ano: 2025,
      fecha_emision: '2025-03-17',
    });
  });
});

describe('a deed granted before an office that is notary and conservador at once', () => {
  it.each([
    ['ante el Notario y Conservador de Hualañé don', 'Hualañé'],
    ['ante la Notaria Pública y Conservadora de Bienes Raíces de Pichidegua doña', 'Pichidegua'],
    ['en la Notaría y Conservador de Hualañé de don', 'Hualañé'],
  ])('reads the notary after "%s"', (office, comuna) => {
    const document = cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE HUALAÑÉ',
      'FOJAS 233 NÚMERO 201 Hualañé, tres de marzo de dos mil diecinueve. Don PEDRO',
      'ANÍBAL ROJAS FARÍAS, cédula de identidad número 10.552.318-K, soltero, es dueño del sitio',
      'número cuatro de la calle Los Boldos, comuna de Hualañé. Lo adquirió por compra a doña',
      'ELENA SOFÍA CORNEJO PAVEZ, según escritura de fecha veinte de febrero de dos mil diecinueve,',
      `otorgada ${office} Tomás Ignacio Reyes Ulloa, por el precio de $21.000.000.`,
      'Título anterior: fojas 90 número 77 del año 2004.',
    ]);
    const { entry } = extractInscription(document).value;
    expect([entry.notaria, entry.notaria_comuna]).toEqual(['Tomás Ignacio Reyes Ulloa', comuna]);
  });
});

describe("a GP entry read from the reviewed inscription's own words", () => {
  const today = new Date('2026-05-04T12:00:00Z');
  const property = { fojas: 2290, numero: 1874, ano: 2019 };
  const report = (entry: { fojas: number; numero: number; ano: number }) => ({
    ...emptyReport(today),
    gp_certificates: [
      {
        ...newGpCertificate(),
        ...property,
        conservador: 'Quellón',
        prohibiciones: [{ ...newProhibition(), ...entry, conservador: 'Quellón', tipo: 'LITIGIO' }],
      },
    ],
  });
  const entry = 'gp_certificates[0].prohibiciones[0]';
  const provenance: ProvenanceMap = Object.fromEntries(
    ['fojas', 'numero', 'ano', 'conservador', 'tipo'].map((key) => [
      `${entry}.${key}`,
      { file: 'gp.pdf', page: 2, snippet: 'Fojas 2290 Número 1874 Año 2019', confidence: 0.9 },
    ]),
  );

  it('doubts every value of the entry, its kind and office too', () => {
    const checked = doubtValues(report(property), provenance, today);
    for (const key of ['tipo', 'conservador', 'fojas'])
      expect(checked[`${entry}.${key}`]?.unsure).toContain('lien_is_property');
  });

  it('leaves an entry with its own reference unmarked', () => {
    const checked = doubtValues(report({ fojas: 771, numero: 640, ano: 2024 }), provenance, today);
    expect(checked[`${entry}.tipo`]?.unsure).toBeUndefined();
  });
});

describe('a worn DOM table whose marks OCR lost, sub-rows under its "Afecto a …" rows', () => {
  it('answers no road affectation, doubtful, from "Ensanche" and "Apertura" rows without marks', () => {
    const document = certificateDocument([
      'MUNICIPALIDAD DE MOSTAZAL',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA Nº 77',
      'Dirección: Avenida Los Sauces 1440',
      'Conforme al Plan Regulador vigente, la propiedad:',
      'CONCEPTO   5lNO;',
      'Afecto a declaratoria por vialidad',
      'Ensanche de calzada',
      'Apertura de calle',
      'Afecto a declaratoria por áreas verdes',
      'Mostazal, 4 de mayo de 2026',
    ]);
    const { value, provenance } = extractMunicipalAffectation(document);
    expect(value.expropiacion_vial).toBe(false);
    expect(value.tipo_expropiacion_vial).toBeNull();
    expect(provenance.expropiacion_vial?.unsure).toContain('yes_no_unmarked');
  });
});

describe('a GP form naming the owner after "Propietario(a)" and a dotted leader', () => {
  it.each(['Propietario(a) ..........:', 'Propietaria ........:', 'Propietarios(as) :'])(
    'reads the owner after "%s"',
    (label) => {
      const document = cbrDocument([
        'Conservador de Bienes Raíces de Curepto',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        `${label} MARÍA JOSÉ LEIVA ORELLANA`,
        'RUT ......................: 17.440.219-1',
        'Inscripción de dominio ...: Fojas 88, Número 71, Registro de Propiedad año 2020',
        'Registro de Hipotecas y Gravámenes ......: NO REGISTRA',
        'Registro de Interdicciones y Prohibiciones ..: NO REGISTRA',
        'Curepto, 3 de julio de 2026.',
      ]);
      expect(extractGpCertificate(document).value.propietarios).toEqual([
        { nombre: 'MARÍA JOSÉ LEIVA ORELLANA', rut: '17.440.219-1' },
      ]);
    },
  );
});
