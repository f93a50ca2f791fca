import { describe, expect, it } from 'vitest';

import { emptyReport } from '../../common/report/defaults';
import { canonicalComuna } from '../../common/vocabularies/comunas';
import { gpIssueDatesOfTheirEntries } from '../../server/analysis/engine/checks/otherRegistrationDate';
import { staleGpDates } from '../../server/analysis/engine/checks/staleIssueDate';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMarriageCertificate } from '../../server/analysis/engine/extractors/marriageCertificate';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { findDates } from '../../server/analysis/engine/text/dates';
import { debt, gp, mortgage } from '../factories/findings';
import { cbrDocument, certificateDocument, typedParts } from '../support/engineDocuments';

/*
 * Forms held-out batch ZO exposed (issue #18), each in wordings written for these tests and
 * different from the batch's own: made-up offices, people, numbers.
 */

describe("a comuna's name as its municipality spells it, the official list's spelling an alias", () => {
  it.each([
    ['TREHUACO', 'Trehuaco'],
    ['I. Municipalidad de Trehuaco', 'Trehuaco'],
    ['Comuna de Treguaco', 'Trehuaco'],
    ['TREGUACO', 'Trehuaco'],
  ])('reads %j as %s', (printed, canonical) => {
    expect(canonicalComuna(printed)).toBe(canonical);
  });
});

/** A GP in labelled blocks, its second page headed by the certificate's title and "p. 2". */
const labelledGpFirst = [
  'CONSERVADOR DE BIENES RAÍCES DE LAUTARO',
  'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
  'Fecha de emisión ........ 4 de marzo de 2026',
  'Propiedad ............... pasaje Los Boldos N° 88, lote 12, Lautaro',
  'Inscripción dominio ..... fojas 902 N° 811 del año 2018',
  'Propietarios ............ QUIDEL MILLAPÁN JOSÉ ARMANDO',
  '                          QUIDEL MILLAPÁN ROSA ELENA',
  'GRAVAMEN N° 1',
  '  Tipo .................. HIPOTECA',
  '  Inscripción ........... fojas 310 N° 287 año 2021',
  '  Fecha ................. 19/05/2021',
];
const labelledGpSecond = [
  'Certificado de Gravámenes y Prohibiciones — Lautaro — p. 2',
  '  Acreedor .............. BANCO DEL ESTADO DE CHILE',
  '  Monto ................. $24.300.000',
  'PROHIBICIONES, EMBARGOS E INTERDICCIONES',
  '  No hay anotaciones vigentes.',
  'Código de verificación: LAU-20260304-118',
];

describe('a GP printed as labelled blocks under "GRAVAMEN N° 1", its page 2 headed "… — p. 2"', () => {
  it('keeps the page numbered "p. 2" with the certificate it continues', () => {
    expect(typedParts(labelledGpFirst, labelledGpSecond)).toEqual(['1-2 gp']);
  });

  it("reads the owners without the entry's heading and the entry's creditor and amount", () => {
    const gp = extractGpCertificate(cbrDocument(labelledGpFirst, labelledGpSecond)).value;
    expect(gp.propietarios.map((owner) => owner.nombre)).toEqual([
      'QUIDEL MILLAPÁN JOSÉ ARMANDO',
      'QUIDEL MILLAPÁN ROSA ELENA',
    ]);
    expect(gp.gravamenes).toHaveLength(1);
    expect(gp.gravamenes[0]).toMatchObject({
      fojas: 310,
      numero: 287,
      ano: 2021,
      tipo: 'HIPOTECA',
      acreedor: 'BANCO DEL ESTADO DE CHILE',
      suma_dinero: '$24.300.000',
    });
    expect(gp.prohibiciones).toEqual([]);
  });
});

describe("a copy's later page headed by its office, registry and sheet, mid-sentence", () => {
  it('reads the name the break cut as one', () => {
    const first = [
      'COPIA DE INSCRIPCIÓN DE DOMINIO',
      'Fojas 640 Número 598',
      'En Curacautín, a doce de abril del año dos mil diecinueve, don TOMÁS ANDRÉS',
      'LEVIO ÑANCO, soltero, cédula de identidad número 17.402.118-3, es dueño del sitio',
      'número nueve de la manzana C del pueblo de Curacautín.- Lo adquirió por compra a doña MARGARITA',
    ];
    const second = [
      'Curacautín · Registro de Propiedad 2019 · Fs. 640',
      'LEVIO HUENUL, viuda, cédula de identidad número 6.771.032-1, según escritura',
      'de fecha dos de abril de dos mil diecinueve otorgada en la Notaría de Curacautín de don',
      'Luis Ñancupil Rosas.- El título anterior está a fojas 101 número 95 del año 1988.',
    ];
    const entry = extractInscription(cbrDocument(first, second)).value.entry;
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['MARGARITA LEVIO HUENUL']);
  });
});

describe("a rol's line going on in unlabelled cells: comuna and address", () => {
  it('reads a TGR rol line parted by bullets, and its totals labelled on one line', () => {
    const debt = extractTgrDebt(
      certificateDocument([
        'TESORERÍA GENERAL DE LA REPÚBLICA',
        'Certificado de Deuda                      02-03-2026',
        'Rol 09111-00230-014 · LONCOCHE · PRAT 410',
        'Nombre: HUENCHULLÁN PAINE MARTA',
        'Deuda vencida CLP 0 · Deuda no vencida CLP 0',
        'Folio 001SD202611998877',
      ]),
    ).value.certificate;
    expect(debt).toMatchObject({
      direccion_propiedad: 'PRAT 410',
      comuna_propiedad: 'Loncoche',
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 0,
    });
  });

  it('reads the rol line whose bullets worn OCR lost, the comuna first or last', () => {
    const debt = (line: string) =>
      extractTgrDebt(
        certificateDocument([
          'Certificado de Deuda                      02-03-2026',
          line,
          'Deuda vencida CLP 0',
        ]),
      ).value.certificate;
    expect(debt('Rol 09111-00230-014 LONCOCHE PRAT 410')).toMatchObject({
      direccion_propiedad: 'PRAT 410',
      comuna_propiedad: 'Loncoche',
    });
    expect(debt('Rol 09111-00230-014 PASAJE LOS AROMOS 1102 LOS ANGELES')).toMatchObject({
      direccion_propiedad: 'PASAJE LOS AROMOS 1102',
      comuna_propiedad: 'Los Ángeles',
    });
  });

  it('reads an SII rol line parted by bars, with a labelled cell after them', () => {
    const appraisal = extractSiiAppraisal(
      certificateDocument([
        'SERVICIO DE IMPUESTOS INTERNOS — CERTIFICADO DE AVALÚO FISCAL',
        'Emitido el 2 de marzo de 2026',
        'Rol 230-14 | LONCOCHE | PRAT 410 | Destino: HABITACIONAL',
        'Exento: $21.004.300   Afecto: $0   Total: $21.004.300',
      ]),
    ).value;
    expect(appraisal).toMatchObject({ direccion: 'PRAT 410', comuna: 'Loncoche' });
  });

  it.each([
    [
      'slashes, the comuna after its word',
      'Rol avalúo 230-14 / pasaje Ercilla 1187 / comuna de Loncoche',
      'pasaje Ercilla 1187',
    ],
    [
      'commas, in a sentence',
      'Se certifica que la propiedad rol 230-14, Ercilla 1187, Loncoche, no',
      'Ercilla 1187',
    ],
  ])('reads a SERVIU rol parted by %s', (_, line, address) => {
    const report = extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DE LA ARAUCANÍA',
        'Certificado N° 5508812, emitido el 03-03-2026',
        line,
        'está afecta a expropiación SERVIU.',
      ]),
    ).value;
    expect(report).toMatchObject({ direccion_propiedad: address, comuna_propiedad: 'Loncoche' });
  });
});

describe('a GP table drawn with rules, an empty registry printed with dashes', () => {
  it('reads the row under its registry\'s name wrapped on a line opening with "y"', () => {
    const gp = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE TOCOPILLA',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Inmueble: calle Bolívar N° 1420, comuna de Tocopilla',
        'Inscripción de dominio: Fs. 512 N° 470 Año 2019',
        '+----------------+-------+------+------+------------+------------------------------+',
        '| Registro       | Fojas | N°   | Año  | Fecha      | Detalle                      |',
        '+----------------+-------+------+------+------------+------------------------------+',
        '| Hipotecas y    |  --   |  --  |  --  |    --      | NO TIENE                     |',
        '| Gravámenes     |       |      |      |            |                              |',
        '+----------------+-------+------+------+------------+------------------------------+',
        '| Interdicciones | 640   | 571  | 2024 | 11/09/2024 | EMBARGO. Juzgado de Letras   |',
        '| y Prohibiciones|       |      |      |            | de Tocopilla, causa Rol      |',
        '|                |       |      |      |            | C-410-2024, a favor de BANCO |',
        '|                |       |      |      |            | SANTANDER-CHILE              |',
        '+----------------+-------+------+------+------------+------------------------------+',
        'Tocopilla, 3 de marzo de 2026.',
        'Código de verificación: TOC-G-118230',
      ]),
    ).value;
    expect(gp.gravamenes).toEqual([]);
    expect(gp.prohibiciones).toHaveLength(1);
    expect(gp.prohibiciones[0]).toMatchObject({ fojas: 640, numero: 571, ano: 2024, tipo: 'EMBARGO' });
  });
});

describe('a GP item answering its registry has nothing', () => {
  it('reads "c) Litigios: no hay litigios pendientes" as no entry', () => {
    const gp = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE ILLAPEL',
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES, Y LITIGIOS',
        'Dueño: ARAYA TAPIA LUIS, según inscripción de fojas 77 número 70 del año 2015.',
        'a) Hipoteca a fojas 81 número 75 del año 2015, a favor de BANCO ESTADO.',
        'b) Prohibición a fojas 60 número 58 del año 2015, a favor de BANCO ESTADO.',
        'c) Litigios: no hay litigios pendientes anotados.',
        'Illapel, 2 de marzo de 2026.',
      ]),
    ).value;
    expect(gp.gravamenes).toHaveLength(1);
    expect(gp.prohibiciones.map((entry) => entry.tipo)).toEqual(['PROHIBICIÓN']);
  });
});

describe("a date's day with a letter read for a digit", () => {
  it('reads "1O de febrero de 2026" as the certificate\'s date', () => {
    const entry = extractInscription(
      cbrDocument([
        'CERTIFICADO DE DOMINIO VIGENTE',
        'CERTIFICO: que la propiedad inscrita a fojas 300 número 281 del Registro de Propiedad del',
        'año 2012 se encuentra vigente a nombre de don PEDRO ALFONSO CORTÉS MUÑOZ.',
        'Combarbalá, diez de mayo de dos mil doce.- Don PEDRO ALFONSO CORTÉS MUÑOZ es dueño del',
        'sitio número cuatro de Combarbalá.- Lo adquirió por compra a doña ANA ROJAS PIZARRO.',
        'Combarbalá, 1O de febrero de 2026.-  Derechos $4.100',
      ]),
    ).value.entry;
    expect(entry.fecha_emision).toBe('2026-02-10');
  });
});

describe('worn copies: what OCR loses and the engine still reads', () => {
  it.each([
    ['4 de agosio de 2021', '2021-08-04'],
    ['19 de setiembe del 2020', '2020-09-19'],
    ['2 de novniembie de 2025', '2025-11-02'],
  ])('reads %j, its month misread, as %s', (printed, iso) => {
    expect(findDates(`Temuco, ${printed}.`).map((date) => date.iso)).toEqual([iso]);
  });

  it('reads no date from a word two months are as near to', () => {
    expect(findDates('el 4 de jurio de 2021')).toEqual([]);
  });

  it('reads a spouse\'s name without the "RUN" label OCR glued to it before the number', () => {
    const marriage = extractMarriageCertificate(
      certificateDocument([
        'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
        'CERTIFICADO DE MATRIMONIO',
        'Circunscripción: VICTORIA N° de inscripción: 88 Año: 2009',
        'Marido: CARLOS IVÁN HUAIQUIL NECULRUN 13.455.902-1',
        'Mujer: ELISA ANDREA PORMA LIENLAFRUN 14.012.377-5',
        'Celebrado: 2 Mayo 2009',
      ]),
    ).value.certificate;
    expect(marriage.marido.nombre).toBe('CARLOS IVÁN HUAIQUIL NECUL');
    expect(marriage.mujer.nombre).toBe('ELISA ANDREA PORMA LIENLAF');
  });

  it("doubts a GP's issue date that is one of its own entries' dates", () => {
    const report = {
      ...emptyReport(new Date('2026-03-01T12:00:00Z')),
      gp_certificates: [
        gp({ fecha_emision: '2024-05-14', gravamenes: [mortgage({ fecha_emision: '2024-05-14' })] }),
        gp({ fecha_emision: '2026-02-27', gravamenes: [mortgage({ fecha_emision: '2024-05-14' })] }),
      ],
    };
    expect(gpIssueDatesOfTheirEntries(report)).toEqual(['gp_certificates[0].fecha_emision']);
  });

  it("doubts a GP issued more than a year before the dossier's newest certificate", () => {
    const today = new Date('2026-03-01T12:00:00Z');
    const report = {
      ...emptyReport(today),
      debt_certificates: [debt({ fecha_emision: '2026-02-20' })],
      gp_certificates: [gp({ fecha_emision: '2024-11-04' }), gp({ fecha_emision: '2026-01-30' })],
    };
    expect(staleGpDates(report, today)).toEqual(['gp_certificates[0].fecha_emision']);
  });
});
