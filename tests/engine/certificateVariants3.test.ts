import { describe, expect, it } from 'vitest';

import { UNSURE_CONFIDENCE } from '../../common/record/provenance';
import { classifyDocument } from '../../server/analysis/engine/classify';
import { buildDocument } from '../../server/analysis/engine/document';
import { extractAseoCertificate } from '../../server/analysis/engine/extractors/aseoCertificate';
import { extractCompanyCertificate } from '../../server/analysis/engine/extractors/companyCertificate';
import { extractMarriageCertificate } from '../../server/analysis/engine/extractors/marriageCertificate';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractNoMarriage } from '../../server/analysis/engine/extractors/noMarriage';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { certificateDocument, drawnPage } from '../support/engineDocuments';

/*
 * Round three of the non-CBR certificates (issue #18): forms the engine had not met, written for
 * these tests before any fix — made-up offices, people, numbers and layouts. Yes/no lists whose
 * spacing the text layer loses, label-over-value marriage forms and their subinscriptions, TGR
 * tables by year and semester, SII labels, company names over two lines, DOM and SERVIU numbers
 * and details.
 */

const typeOf = (lines: string[]) => classifyDocument(certificateDocument(lines)).type;
const sure = (confidence: number | undefined) => (confidence ?? 0) >= UNSURE_CONFIDENCE;

const municipal = (...lines: string[]) => extractMunicipalAffectation(certificateDocument(lines));
const serviu = (...lines: string[]) => extractServiuReport(certificateDocument(lines));

const DOM = [
  'ILUSTRE MUNICIPALIDAD DE CERRO NAVIA',
  'DIRECCIÓN DE OBRAS MUNICIPALES',
  'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
  'Rol de avalúo: 2301-18',
];
const SERVIU = ['SERVIU REGIÓN DE LOS LAGOS', 'CERTIFICADO DE EXPROPIACIÓN N° 2.207', 'Rol: 310-44'];

describe('yes/no lists whose spacing the text layer lost', () => {
  it.each([
    ['Afectación vial [ ] SÍ [X] NO', false],
    ['Afectación vial [X] SÍ [ ] NO', true],
    ['Afectación vial ☐ Sí ☒ No', false],
    ['Afectación vial ☒ Sí ☐ No', true],
    ['Afectación vial SI( ) NO(X)', false],
    ['Afectación vial SI(X) NO( )', true],
    ['Afectación vial: SÍ[ ]NO[X]', false],
    ['Afectación vial: SÍ ( X ) NO (   )', true],
    ['AFECTACIÓN VIAL.......SI: __ NO: X', false],
    ['Afectación vial: NO', false],
  ])('reads "%s" as %s for the road', (line, answer) => {
    const { value, provenance } = municipal(...DOM, line, 'Afectación por parque: NO');
    expect(value.expropiacion_vial).toBe(answer);
    expect(value.expropiacion_por_parque).toBe(false);
    expect(sure(provenance.expropiacion_vial?.confidence)).toBe(true);
  });

  it.each([
    ['Afecto a expropiación: NO', false],
    ['Afecto a expropiación: SÍ', true],
    ['Afecto a expropiación SI( ) NO(X)', false],
    ['Afecto a expropiación  ☐ Sí  ☒ No', false],
    ['Afecto a expropiación [X] SÍ [ ] NO', true],
    ['¿Afecto a expropiación? NO', false],
  ])('SERVIU: reads "%s" as %s', (line, answer) => {
    const { value } = serviu(...SERVIU, line);
    expect(value.objeto_expropiacion).toBe(answer);
  });

  it('reads a check mark drawn under NO when the text layer glued the row into one line', () => {
    const printed = [
      'MUNICIPALIDAD DE LO PRADO - DIRECCIÓN DE OBRAS',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 318',
      'Materia                        SÍ     NO',
      'Ensanche o apertura de vías           ✓',
      'Parques y áreas verdes         ✓',
    ];
    const lines = [
      'MUNICIPALIDAD DE LO PRADO - DIRECCIÓN DE OBRAS',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 318',
      'Materia SÍ NO',
      'Ensanche o apertura de vías ✓',
      'Parques y áreas verdes ✓',
    ];
    const { value } = extractMunicipalAffectation(buildDocument('dom.pdf', [drawnPage(lines, printed)]));
    expect(value).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: false,
      expropiacion_por_parque: true,
    });
  });

  it('leaves a mark whose column is lost (no drawing, one space apart) without a sure "sí"', () => {
    const { value, provenance } = municipal(
      ...DOM,
      'Materia SÍ NO',
      'Vialidad X',
      'Parques y áreas verdes X',
    );
    expect(value.expropiacion_vial).toBe(false);
    expect(sure(provenance.expropiacion_vial?.confidence)).toBe(false);
    expect(sure(provenance.expropiacion_por_parque?.confidence)).toBe(false);
  });

  it('does not take a row label alone (no mark next to it) for a "sí"', () => {
    const { value, provenance } = municipal(
      ...DOM,
      'Afectación                  SÍ       NO',
      'Vialidad',
      'Parques                              X',
    );
    expect(value.expropiacion_vial).toBe(false);
    expect(sure(provenance.expropiacion_vial?.confidence)).toBe(false);
    expect(value.expropiacion_por_parque).toBe(false);
  });

  it('reads X marks glued to the SÍ/NO words of a SERVIU row: "SÍ X NO" is no answer, "NO X" is', () => {
    expect(
      serviu(...SERVIU, 'Afecto a expropiación SERVIU:   SÍ ___   NO _X_').value.objeto_expropiacion,
    ).toBe(false);
  });
});

describe('DOM certificates: their own number, vía, faja and kind of affectation', () => {
  it('reads "Tipo de afectación", "Vía afectada" and "Faja afecta" lines after a labelled yes', () => {
    const lines = [
      'I. MUNICIPALIDAD DE VILLA ALEMANA',
      'DIRECCIÓN DE OBRAS MUNICIPALES',
      'CERTIFICADO N° 0452/2025',
      'AFECTACIÓN A UTILIDAD PÚBLICA',
      'Villa Alemana, 3 de septiembre de 2025',
      'Dirección: Avenida Valparaíso 1840',
      'Rol de avalúo: 118-22',
      'Afecto a declaratoria de utilidad pública: SÍ',
      'Tipo de afectación: Ensanche',
      'Vía afectada: Avenida Valparaíso',
      'Faja afecta: 4,50 m; afecta sólo terreno',
      'Afectación por parques o áreas verdes: NO',
    ];
    expect(typeOf(lines)).toBe('afectacion_utilidad_publica');
    expect(municipal(...lines).value).toMatchObject({
      fecha_emision: '2025-09-03',
      comuna_propiedad: 'Villa Alemana',
      rol_avaluo: '118-22',
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      vias_expropiacion_vial: 'Avenida Valparaíso',
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
      expropiacion_por_parque: false,
    });
  });

  it.each([
    'No se encuentra afecto a declaratoria de utilidad pública.',
    'El inmueble no está afecto a declaratoria de utilidad pública de ninguna clase.',
    'A la propiedad no le afecta declaratoria de utilidad pública alguna.',
    'La propiedad no presenta afectaciones a utilidad pública según el Plan Regulador Comunal.',
    'Declaratoria de utilidad pública: no tiene.',
    'Informo a usted que el predio no está declarado de utilidad pública.',
  ])('reads "%s" as no affectation of any kind', (sentence) => {
    expect(municipal(...DOM, sentence).value).toMatchObject({
      objeto_expropiacion: false,
      expropiacion_vial: false,
      expropiacion_por_parque: false,
    });
  });

  it('reads an apertura named in a labelled detail with the road after it', () => {
    expect(
      municipal(
        ...DOM,
        'Declaratoria de utilidad pública:   SÍ',
        'Detalle: apertura de calle Las Violetas, faja de 12 m, involucra construcciones.',
        'Parques: no.',
      ).value,
    ).toMatchObject({
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Apertura',
      vias_expropiacion_vial: 'calle Las Violetas',
      tipo_afectacion_vial: 'Afectación involucra edificios',
      expropiacion_por_parque: false,
    });
  });
});

describe('DOM and SERVIU certificate numbers', () => {
  it.each([
    ['Certificado N°: 1.420', 1420],
    ['CERT. N° 0142-2025', 142],
    ['N° de Certificado   5521', 5521],
    ['Folio N° 3307', 3307],
    ['CERTIFICADO Nro. 77 / 2025', 77],
  ])('SERVIU: reads "%s" as %s', (line, number) => {
    expect(
      serviu(
        'SERVIU REGIÓN DEL BIOBÍO',
        'CERTIFICADO DE NO EXPROPIACIÓN',
        line,
        'La propiedad no se encuentra afecta a expropiación.',
      ).value.numero_certificado,
    ).toBe(number);
  });
});

const tgr = (...lines: string[]) => extractTgrDebt(certificateDocument(lines)).value.certificate;

describe('TGR: rol in new formats, the comuna after it', () => {
  it.each([
    ['Rol 123-45', '123-45'],
    ['ROL: 00123-00045', '123-45'],
    ['Rol de Avalúo N° 123 - 45', '123-45'],
    ['ROL AVALÚO: 13-00123-00045', '123-45'],
    ['Rol N° 0123-045', '123-45'],
  ])('reads "%s" as %s', (line, rol) => {
    expect(tgr('CERTIFICADO DE DEUDA DE CONTRIBUCIONES', line, 'No registra deuda.').rol_avaluo).toBe(rol);
  });

  it.each([
    ['Rol 123-45 Comuna Maipú', 'Maipú'],
    ['Rol: 2210-14, comuna de San Bernardo', 'San Bernardo'],
    ['ROL 88-01120-004 / PEÑALOLÉN', 'Peñalolén'],
  ])('reads the comuna after the rol in "%s"', (line, comuna) => {
    expect(tgr('CERTIFICADO DE DEUDA DE CONTRIBUCIONES', line, 'No registra deuda.').comuna_propiedad).toBe(
      comuna,
    );
  });
});

describe('TGR: overdue and not-yet-due amounts in new layouts', () => {
  it('reads a two-column summary whose last row is "Total a pagar"', () => {
    expect(
      tgr(
        'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
        'Rol 512-7   Comuna Osorno',
        'Concepto                     Monto',
        'Deuda vencida                $ 22.480',
        'Deuda no vencida             $ 44.960',
        'Total a pagar                $ 67.440',
      ),
    ).toMatchObject({ total_deuda_vencida_liquidada: 22480, total_deuda_no_vencida_liquidada: 44960 });
  });

  it('reads "Deuda Vencida" and "Deuda No Vencida" whose labels end in colons with amounts on the next line', () => {
    expect(
      tgr(
        'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
        'Rol: 702-15',
        'Deuda Vencida:',
        '$ 31.500',
        'Deuda No Vencida:',
        '$ 0',
      ),
    ).toMatchObject({ total_deuda_vencida_liquidada: 31500, total_deuda_no_vencida_liquidada: 0 });
  });

  it('adds up cuotas by year and semester, each with its state', () => {
    const { value, provenance } = extractTgrDebt(
      certificateDocument([
        'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
        'Rol: 340-12   Comuna: CASTRO',
        'Año    Semestre   Cuota   Estado        Monto',
        '2025   1          1       VENCIDA       $ 12.100',
        '2025   1          2       VENCIDA       $ 12.100',
        '2025   2          3       POR VENCER    $ 12.400',
        '2025   2          4       POR VENCER    $ 12.400',
      ]),
    );
    expect(value.certificate).toMatchObject({
      total_deuda_vencida_liquidada: 24200,
      total_deuda_no_vencida_liquidada: 24800,
    });
    // A sum the certificate does not print is derived: it says so.
    expect(provenance.total_deuda_vencida_liquidada?.unsure).toContain('inferred');
  });

  it('reads a totals row under a header whose column names wrap onto two lines', () => {
    expect(
      tgr(
        'CERTIFICADO DE DEUDA',
        'ROL 15-00722-010',
        'Cuota      Deuda          Deuda',
        '           vencida        no vencida',
        '1-2025     9.800          0',
        '3-2025     0              10.100',
        'TOTAL      9.800          10.100',
      ),
    ).toMatchObject({ total_deuda_vencida_liquidada: 9800, total_deuda_no_vencida_liquidada: 10100 });
  });

  it('reads "Deuda vencida" alone with a "Total a pagar" as no not-yet-due debt', () => {
    expect(
      tgr(
        'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
        'Rol 1104-3',
        'Deuda vencida: $ 5.400',
        'Total a pagar: $ 5.400',
      ),
    ).toMatchObject({ total_deuda_vencida_liquidada: 5400, total_deuda_no_vencida_liquidada: 0 });
  });

  it.each([
    'El rol consultado no mantiene deuda a la fecha.',
    'No posee deudas pendientes de contribuciones.',
    'No registra deudas vencidas ni por vencer.',
    'Estado de la cuenta: SIN DEUDA',
    'El rol se encuentra al día en el pago de sus contribuciones.',
  ])('reads "%s" as no debt of either kind', (sentence) => {
    expect(tgr('CERTIFICADO DE DEUDA DE CONTRIBUCIONES', 'Rol 77-4', sentence)).toMatchObject({
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 0,
    });
  });
});

const sii = (...lines: string[]) => extractSiiAppraisal(certificateDocument(lines)).value;

describe('SII: labels and layouts', () => {
  it('reads "Avalúo Fiscal Total ($)" and "Avalúo Exento ($)" cells with amounts without "$"', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'ROL 1203-44   COMUNA PROVIDENCIA',
        'Avalúo Fiscal Total ($)      Avalúo Exento ($)      Avalúo Afecto ($)',
        '88.412.300                   59.143.557             29.268.743',
      ),
    ).toMatchObject({
      rol_avaluo: '1203-44',
      comuna: 'Providencia',
      avaluo_total: 88412300,
      avaluo_exento: 59143557,
      avaluo_afecto: 29268743,
    });
  });

  it('reads "Monto avalúo exento" and "Avalúo afecto a contribuciones" with the comuna after the rol in brackets', () => {
    expect(
      sii(
        'SERVICIO DE IMPUESTOS INTERNOS - CERTIFICADO DE AVALÚO FISCAL',
        'Rol: 4402-9 (LA REINA)',
        'Avalúo total: 120.400.000',
        'Monto avalúo exento: 59.143.557',
        'Avalúo afecto a contribuciones: 61.256.443',
      ),
    ).toMatchObject({
      rol_avaluo: '4402-9',
      comuna: 'La Reina',
      avaluo_total: 120400000,
      avaluo_exento: 59143557,
      avaluo_afecto: 61256443,
    });
  });

  it('reads each label above its amount, "Avalúo Exento" before "Avalúo Total"', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'Comuna',
        'LO ESPEJO',
        'Rol',
        '03310-00021',
        'Avalúo Exento',
        '$ 20.100.000',
        'Avalúo Total',
        '$ 20.100.000',
      ),
    ).toMatchObject({
      rol_avaluo: '3310-21',
      comuna: 'Lo Espejo',
      avaluo_exento: 20100000,
      avaluo_total: 20100000,
    });
  });

  it('reads destination and surface labels without taking the surface for an amount', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'Rol de avalúo: 88-31   Comuna: ARICA',
        'Destino: COMERCIO',
        'Superficie terreno: 420 m2',
        'Superficie construida: 310 m2',
        'Avalúo total: $ 154.000.200',
        'Avalúo exento: $ 0',
      ),
    ).toMatchObject({
      destino: 'COMERCIO',
      avaluo_total: 154000200,
      avaluo_exento: 0,
      avaluo_afecto: 154000200,
    });
  });

  it('reads "Monto exento" beside "Monto afecto" on one line and the total in words of the heading', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'Rol 1540-2 comuna de Curicó',
        'Avalúo fiscal: $ 70.000.000',
        'Monto exento: $ 59.143.557     Monto afecto: $ 10.856.443',
      ),
    ).toMatchObject({
      comuna: 'Curicó',
      avaluo_total: 70000000,
      avaluo_exento: 59143557,
      avaluo_afecto: 10856443,
    });
  });

  it('derives the exempt part from the total and the taxed part, and says it was derived', () => {
    const { value, provenance } = extractSiiAppraisal(
      certificateDocument([
        'CERTIFICADO DE AVALÚO FISCAL',
        'Avalúo total: $ 30.000.000',
        'Avalúo afecto: $ 0',
      ]),
    );
    expect(value.avaluo_exento).toBe(30000000);
    expect(provenance.avaluo_exento?.unsure).toContain('inferred');
  });
});

const marriage = (...lines: string[]) => extractMarriageCertificate(certificateDocument(lines)).value;

describe('marriage certificates: label over value, two columns, wrapped names', () => {
  it('reads each label on its own line with its value on the next', () => {
    const value = marriage(
      'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
      'CERTIFICADO DE MATRIMONIO',
      'Circunscripción',
      'PUENTE ALTO',
      'Número de inscripción',
      '1.877',
      'Año de inscripción',
      '2013',
      'Nombre del marido',
      'ESTEBAN ANDRÉS QUIROGA LEAL',
      'RUN del marido',
      '16.553.201-9',
      'Nombre de la mujer',
      'DANIELA PAZ OSSANDÓN VERA',
      'RUN de la mujer',
      '17.118.440-2',
      'Fecha de celebración',
      '14 de diciembre de 2013',
      'Fecha de emisión',
      '2 de junio de 2025',
    );
    expect(value.certificate).toMatchObject({
      circunscripcion: 'Puente Alto',
      numero_de_inscripcion: 1877,
      ano: 2013,
      marido: { nombre: 'ESTEBAN ANDRÉS QUIROGA LEAL', rut: '16.553.201-9' },
      mujer: { nombre: 'DANIELA PAZ OSSANDÓN VERA', rut: '17.118.440-2' },
      fecha_emision: '2025-06-02',
    });
    expect(value.celebrada).toBe('2013-12-14');
  });

  it('reads the spouses in two columns under "DATOS DEL MARIDO   DATOS DE LA MUJER"', () => {
    expect(
      marriage(
        'CERTIFICADO DE MATRIMONIO',
        'Circunscripción: COQUIMBO   Nro. inscripción: 402   Año: 2017',
        'DATOS DEL MARIDO                          DATOS DE LA MUJER',
        'Nombre: RAÚL ERNESTO GODOY PIZARRO        Nombre: ANA MARÍA TAPIA ROJAS',
        'RUN: 15.904.221-7                         RUN: 16.220.187-4',
        'Fecha de emisión: 9 de abril de 2025',
      ).certificate,
    ).toMatchObject({
      marido: { nombre: 'RAÚL ERNESTO GODOY PIZARRO', rut: '15.904.221-7' },
      mujer: { nombre: 'ANA MARÍA TAPIA ROJAS', rut: '16.220.187-4' },
    });
  });

  it('reads a spouse’s name that the fixed-width form wraps onto the next line', () => {
    expect(
      marriage(
        'CERTIFICADO DE MATRIMONIO',
        'Circunscripción   :   ÑUÑOA',
        'Nro. inscripción  :   1204      Año : 2001',
        'Nombre del Marido :   JUAN CARLOS DE LA FUENTE',
        '                      VALENZUELA',
        'R.U.N.            :   11.442.908-1',
        'Nombre de la Mujer:   MARÍA JOSÉ IRARRÁZAVAL',
        '                      DEL SOLAR',
        'R.U.N.            :   12.330.118-5',
        'FECHA EMISIÓN: 5 Marzo 2025',
      ).certificate,
    ).toMatchObject({
      marido: { nombre: 'JUAN CARLOS DE LA FUENTE VALENZUELA', rut: '11.442.908-1' },
      mujer: { nombre: 'MARÍA JOSÉ IRARRÁZAVAL DEL SOLAR', rut: '12.330.118-5' },
    });
  });

  it('reads "Contrayentes:" followed by both names on their own lines with their RUN', () => {
    expect(
      marriage(
        'CERTIFICADO DE MATRIMONIO',
        'Circunscripción: CALAMA   Inscripción N° 311   Año 2010',
        'Contrayentes:',
        'Marido  PABLO ANDRÉS CASTRO MOLINA  RUN 14.551.009-4',
        'Mujer   LORENA BEATRIZ VEGA ARAYA  RUN 15.020.774-1',
        'Emitido el 7 de enero de 2025',
      ).certificate,
    ).toMatchObject({
      marido: { nombre: 'PABLO ANDRÉS CASTRO MOLINA', rut: '14.551.009-4' },
      mujer: { nombre: 'LORENA BEATRIZ VEGA ARAYA', rut: '15.020.774-1' },
    });
  });
});

describe('marriage certificates: subinscriptions', () => {
  it.each([
    [
      'Al margen: Por escritura de capitulaciones matrimoniales de fecha 2 de agosto de 2012, los cónyuges pactaron separación total de bienes.',
      'con_separacion_de_bienes',
      '2012-08-02',
    ],
    [
      'SUBINSCRIPCIÓN: Pacto de participación en los gananciales, escritura de 17 de mayo de 2019, Notaría de Talca.',
      'con_separacion_de_bienes',
      '2019-05-17',
    ],
    [
      'Subinscripción N° 1: con fecha 30 de enero de 2020 los cónyuges se separaron totalmente de bienes (art. 1723 C.C.).',
      'con_separacion_de_bienes',
      '2020-01-30',
    ],
    [
      'Observaciones: Separación judicial de bienes decretada por sentencia de 11 de octubre de 2016.',
      'con_separacion_de_bienes',
      '2016-10-11',
    ],
  ])('reads "%s"', (note, regime, date) => {
    const value = marriage(
      'CERTIFICADO DE MATRIMONIO CON SUBINSCRIPCIONES',
      'Circunscripción: LINARES   Nro. inscripción: 230   Año: 2008',
      'Nombre del Marido: MARIO ALEJANDRO PARRA SOTO',
      'Nombre de la Mujer: CECILIA ANDREA LAGOS MORA',
      note,
      'Fecha de emisión: 3 de febrero de 2025',
    );
    expect(value.certificate.tipo_de_sociedad_conyugal).toBe(regime);
    expect(value.separation?.date).toBe(date);
  });

  it('reads capitulaciones made before the wedding as separation from the wedding date', () => {
    const value = marriage(
      'CERTIFICADO DE MATRIMONIO',
      'Circunscripción: VIÑA DEL MAR   Nro. inscripción: 915   Año: 2015',
      'Fecha de celebración: 21 de marzo de 2015',
      'Los contrayentes celebraron capitulaciones matrimoniales pactando separación total de bienes.',
      'Fecha de emisión: 8 de enero de 2025',
    );
    expect(value.certificate.tipo_de_sociedad_conyugal).toBe('con_separacion_de_bienes');
  });

  it.each([
    [
      'Subinscripción: Divorcio decretado por sentencia ejecutoriada de fecha 4 de julio de 2021, Juzgado de Familia de Linares.',
      '2021-07-04',
    ],
    ['DIVORCIO: sentencia de 12/03/2018, causa RIT C-455-2017.', '2018-03-12'],
  ])('reads a divorce "%s" with its date', (note, date) => {
    expect(
      marriage(
        'CERTIFICADO DE MATRIMONIO',
        'Circunscripción: LINARES   Nro. inscripción: 230   Año: 2008',
        note,
        'Fecha de emisión: 3 de febrero de 2025',
      ).divorce?.date,
    ).toBe(date);
  });

  it('reads an annulment and does not take "no registra divorcio" for a divorce', () => {
    const value = marriage(
      'CERTIFICADO DE MATRIMONIO',
      'Circunscripción: LINARES   Nro. inscripción: 230   Año: 2008',
      'Al margen: se declaró la nulidad del matrimonio por sentencia de 2 de diciembre de 2014.',
      'No registra divorcio.',
      'Fecha de emisión: 3 de febrero de 2025',
    );
    expect(value.annulment?.date).toBe('2014-12-02');
    expect(value.divorce).toBeNull();
  });

  it('does not take a notice that separation would need a subinscription for a pact', () => {
    expect(
      marriage(
        'CERTIFICADO DE MATRIMONIO',
        'Circunscripción: LINARES   Nro. inscripción: 230   Año: 2008',
        'Subinscripciones: no tiene.',
        'Régimen patrimonial: sociedad conyugal.',
        'Fecha de emisión: 3 de febrero de 2025',
      ).certificate.tipo_de_sociedad_conyugal,
    ).toBe('con_sociedad_conyugal');
  });
});

describe('no-marriage certificates', () => {
  it.each([
    'RESULTADO: NO REGISTRA MATRIMONIO',
    'Revisados los índices, no figura inscripción de matrimonio a nombre de la persona consultada.',
    'No se encontró inscripción de matrimonio vigente.',
  ])('reads "%s" as single', (sentence) => {
    const lines = [
      'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
      'CERTIFICADO DE NO MATRIMONIO',
      'Nombre consultado: PATRICIO ANDRÉS LILLO MEZA',
      'RUN consultado: 13.882.417-6',
      sentence,
      'Fecha de emisión: 4 de abril de 2025',
    ];
    expect(typeOf(lines)).toBe('no_matrimonio');
    expect(extractNoMarriage(certificateDocument(lines)).value).toMatchObject({
      person: { nombre: 'PATRICIO ANDRÉS LILLO MEZA', rut: '13.882.417-6' },
      single: true,
      fecha_emision: '2025-04-04',
    });
  });

  it('reads a match found as not single', () => {
    expect(
      extractNoMarriage(
        certificateDocument([
          'INFORME DE NO MATRIMONIO',
          'Nombre: PATRICIO ANDRÉS LILLO MEZA   RUN: 13.882.417-6',
          'Resultado: REGISTRA MATRIMONIO (Circunscripción La Cisterna, N° 455 del año 2004).',
        ]),
      ).value.single,
    ).toBe(false);
  });
});

const aseo = (...lines: string[]) => extractAseoCertificate(certificateDocument(lines)).value;

describe('aseo debt certificates', () => {
  it.each([
    ['Deuda por derechos de aseo: $ 0', false],
    ['Derechos de aseo adeudados: $ 0.-', false],
    ['Estado de cuenta: AL DÍA', false],
    ['No registra deuda por concepto de derechos de aseo domiciliario.', false],
    ['Mantiene una deuda de $ 45.600 por derechos de aseo.', true],
    ['Deuda por derechos de aseo: $ 38.100', true],
  ])('reads "%s" as debt: %s', (line, debt) => {
    const value = aseo(
      'ILUSTRE MUNICIPALIDAD DE QUINTA NORMAL',
      'DEPARTAMENTO DE RENTAS - CERTIFICADO DE DERECHOS DE ASEO',
      'Rol de avalúo: 1402-33',
      line,
      'Quinta Normal, 12 de mayo de 2025',
    );
    expect(value).toMatchObject({ debt, rol_avaluo: '1402-33', fecha_emision: '2025-05-12' });
  });
});

const company = (...lines: string[]) => extractCompanyCertificate(certificateDocument(lines)).value;

describe('company registry certificates', () => {
  it('reads a company name printed over two lines under its label', () => {
    expect(
      company(
        'CONSERVADOR DE BIENES RAÍCES DE PUERTO MONTT',
        'REGISTRO DE COMERCIO - CERTIFICADO DE VIGENCIA',
        'Razón social: INMOBILIARIA E INVERSIONES LOS ALERCES',
        '              DEL SUR LIMITADA',
        'RUT: 76.402.118-3',
        'La sociedad se encuentra vigente.',
        'Puerto Montt, 14 de marzo de 2025.',
      ),
    ).toEqual({
      name: 'INMOBILIARIA E INVERSIONES LOS ALERCES DEL SUR LIMITADA',
      rut: '76.402.118-3',
      vigente: true,
      fecha_emision: '2025-03-14',
    });
  });

  it.each([
    'Rol Único Tributario N° 76.402.118-3',
    'RUT de la sociedad: 76.402.118-3',
    'R.U.T. N° 76.402.118-3',
    'Rut empresa   76.402.118-3',
  ])('reads the RUT labelled "%s"', (line) => {
    expect(
      company(
        'REGISTRO DE COMERCIO - CERTIFICADO DE VIGENCIA',
        'Razón social: ALERCES DEL SUR LIMITADA',
        line,
        'Se encuentra vigente.',
      ).rut,
    ).toBe('76.402.118-3');
  });

  it.each([
    'Al margen de la inscripción social no consta su disolución.',
    'No aparece anotación de disolución ni de cancelación al margen de su inscripción.',
    'La sociedad se encuentra plenamente vigente a la fecha del presente certificado.',
    'Vigencia: VIGENTE',
  ])('reads "%s" as in force', (sentence) => {
    expect(
      company(
        'REGISTRO DE COMERCIO DE SANTIAGO',
        'CERTIFICADO DE VIGENCIA DE SOCIEDAD',
        'Razón social: COMERCIAL LOS PEUMOS LIMITADA   RUT: 77.201.554-1',
        sentence,
      ).vigente,
    ).toBe(true);
  });

  it('reads "Vigencia: NO VIGENTE (disuelta)" as not in force', () => {
    expect(
      company(
        'REGISTRO DE COMERCIO DE SANTIAGO',
        'CERTIFICADO DE VIGENCIA DE SOCIEDAD',
        'Razón social: COMERCIAL LOS PEUMOS LIMITADA   RUT: 77.201.554-1',
        'Vigencia: NO VIGENTE (disuelta por escritura de 2 de mayo de 2022)',
      ).vigente,
    ).toBe(false);
  });

  it.each([
    ['Santiago, a quince de marzo de dos mil veinticinco.', '2025-03-15'],
    [
      'Se extiende el presente certificado con fecha diez de abril del año dos mil veinticinco.',
      '2025-04-10',
    ],
    ['Dado en Valdivia, el veintiuno de enero de dos mil veinticinco.', '2025-01-21'],
  ])('reads the issue date in words: "%s"', (line, date) => {
    expect(
      company(
        'REGISTRO DE COMERCIO',
        'CERTIFICADO DE VIGENCIA DE SOCIEDAD',
        'Razón social: COMERCIAL LOS PEUMOS LIMITADA   RUT: 77.201.554-1',
        'La sociedad se encuentra vigente.',
        line,
      ).fecha_emision,
    ).toBe(date);
  });
});

describe('round three, second batch: more wordings', () => {
  it.each([
    ['Afecto a utilidad pública:   (  ) Sí   ( X ) No', false],
    ['Afecto a utilidad pública:   SI ☐   NO ☑', false],
    ['Afecto a utilidad pública:   SI ☑   NO ☐', true],
  ])('DOM: reads "%s" as %s for the certificate', (line, answer) => {
    expect(municipal(...DOM, line).value.objeto_expropiacion).toBe(answer);
  });

  it.each([
    ['El inmueble no se encuentra afecto a proceso expropiatorio alguno.', false],
    ['La propiedad no forma parte de ningún proyecto expropiatorio de este Servicio.', false],
    ['El predio se ubica fuera de las áreas sujetas a expropiación.', false],
    ['El inmueble está incluido en el decreto expropiatorio del proyecto Vía Costanera.', true],
    ['La propiedad se encuentra afecta a expropiación parcial por el proyecto Eje Pedro Montt.', true],
  ])('SERVIU: reads "%s" as %s', (sentence, answer) => {
    expect(serviu(...SERVIU, sentence).value.objeto_expropiacion).toBe(answer);
  });

  it('TGR: reads a header naming each debt with its unit over a row of amounts', () => {
    expect(
      tgr(
        'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
        'Rol: 450-2   Comuna: COPIAPÓ',
        'Deuda Vencida ($)      Deuda No Vencida ($)      Total ($)',
        '12.300                 25.000                    37.300',
      ),
    ).toMatchObject({ total_deuda_vencida_liquidada: 12300, total_deuda_no_vencida_liquidada: 25000 });
  });

  it('TGR: reads "Propietario(s):" and an issue date with its hour', () => {
    expect(
      tgr(
        'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
        'Propietario(s): VERGARA TOLEDO SILVIA',
        'Rol: 450-2',
        'Fecha emisión certificado: 12/03/2026 10:22',
        'No registra deuda.',
      ),
    ).toMatchObject({ contribuyente: { nombre: 'VERGARA TOLEDO SILVIA' }, fecha_emision: '2026-03-12' });
  });

  it('TGR: adds up cuotas under "Cuotas vencidas" and "Cuotas por vencer" headings without totals', () => {
    expect(
      tgr(
        'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
        'Rol: 450-2',
        'Cuotas vencidas',
        'Año   Cuota   Vencimiento   Monto',
        '2025  2       30-06-2025    $ 14.000',
        'Subtotal vencido            $ 14.000',
        'Cuotas por vencer',
        'Año   Cuota   Vencimiento   Monto',
        '2026  1       30-04-2026    $ 14.500',
        '2026  2       30-06-2026    $ 14.500',
        'Subtotal por vencer         $ 29.000',
      ),
    ).toMatchObject({ total_deuda_vencida_liquidada: 14000, total_deuda_no_vencida_liquidada: 29000 });
  });

  it.each([
    ['Avalúo total del predio: $ 45.000.000', 'avaluo_total', 45000000],
    ['Avalúo exento de contribuciones: $ 45.000.000', 'avaluo_exento', 45000000],
    ['Avalúo Fiscal Vigente ($): 45.000.000', 'avaluo_total', 45000000],
    ['Total avalúo fiscal: 45.000.000', 'avaluo_total', 45000000],
  ] as const)('SII: reads "%s"', (line, field, amount) => {
    expect(sii('CERTIFICADO DE AVALÚO FISCAL', 'Rol: 330-18', line)[field]).toBe(amount);
  });

  it('SII: reads a destination with its code in brackets after it', () => {
    expect(sii('CERTIFICADO DE AVALÚO FISCAL', 'Destino: HABITACIONAL (H)').destino).toBe('HABITACIONAL');
  });

  it('marriage: reads "Nombre del contrayente" and "Nombre de la contrayente"', () => {
    expect(
      marriage(
        'CERTIFICADO DE MATRIMONIO',
        'Circunscripción: TALAGANTE   N° inscripción: 218   Año: 2019',
        'Nombre del contrayente: CRISTIÁN ANDRÉS MUÑOZ LARA   RUN: 17.332.409-6',
        'Nombre de la contrayente: JAVIERA IGNACIA POBLETE SOTO   RUN: 18.004.775-2',
        'Fecha de emisión: 5 de mayo de 2025',
      ).certificate,
    ).toMatchObject({
      marido: { nombre: 'CRISTIÁN ANDRÉS MUÑOZ LARA', rut: '17.332.409-6' },
      mujer: { nombre: 'JAVIERA IGNACIA POBLETE SOTO', rut: '18.004.775-2' },
    });
  });

  it('marriage: a cese de convivencia is no divorce and no separation', () => {
    const value = marriage(
      'CERTIFICADO DE MATRIMONIO',
      'Circunscripción: TALAGANTE   N° inscripción: 218   Año: 2019',
      'Subinscripción: cese de convivencia declarado el 3 de marzo de 2023.',
      'Fecha de emisión: 5 de mayo de 2025',
    );
    expect(value.divorce).toBeNull();
    expect(value.certificate.tipo_de_sociedad_conyugal).toBe('con_sociedad_conyugal');
  });

  it('marriage: reads the inscription as "Inscripción N° 455 Registro M Año 2014"', () => {
    expect(
      marriage(
        'CERTIFICADO DE MATRIMONIO',
        'Circunscripción: QUILLOTA',
        'Inscripción N° 455   Registro M   Año 2014',
        'Fecha de emisión: 5 de mayo de 2025',
      ).certificate,
    ).toMatchObject({ numero_de_inscripcion: 455, ano: 2014, circunscripcion: 'Quillota' });
  });

  it('company: reads the razón social on the line under its label and "mantiene su vigencia"', () => {
    expect(
      company(
        'REGISTRO DE COMERCIO - CERTIFICADO DE VIGENCIA',
        'RAZÓN SOCIAL',
        'AGRÍCOLA Y FORESTAL LAS TRANCAS SpA',
        'RUT N°: 76.990.321-K',
        'La sociedad individualizada mantiene su vigencia a la fecha.',
        'Chillán, 2 de junio de 2025.',
      ),
    ).toEqual({
      name: 'AGRÍCOLA Y FORESTAL LAS TRANCAS SpA',
      rut: '76.990.321-K',
      vigente: true,
      fecha_emision: '2025-06-02',
    });
  });

  it('company: reads "se encuentra disuelta" as not in force', () => {
    expect(
      company(
        'REGISTRO DE COMERCIO - CERTIFICADO DE VIGENCIA',
        'Razón social: AGRÍCOLA LAS TRANCAS LIMITADA',
        'La sociedad se encuentra disuelta según consta al margen de su inscripción.',
      ).vigente,
    ).toBe(false);
  });

  it.each([
    'Sin registro de matrimonio.',
    'NO SE ENCONTRARON REGISTROS DE MATRIMONIO.',
    'Resultado de la búsqueda de matrimonio: NEGATIVO',
  ])('no-marriage: reads "%s" as single', (sentence) => {
    expect(
      extractNoMarriage(
        certificateDocument([
          'CERTIFICADO DE NO MATRIMONIO',
          'Nombre: PATRICIO ANDRÉS LILLO MEZA',
          'RUN: 13.882.417-6',
          sentence,
        ]),
      ).value.single,
    ).toBe(true);
  });

  it.each([
    ['Derechos de aseo: AL DÍA', false],
    ['Situación: SIN DEUDA', false],
    ['Deuda vencida por aseo domiciliario: $ 12.300', true],
    ['El inmueble se encuentra exento del pago de derechos de aseo.', false],
  ])('aseo: reads "%s" as debt: %s', (line, debt) => {
    expect(
      aseo('MUNICIPALIDAD DE LA GRANJA', 'CERTIFICADO DE DERECHOS DE ASEO', 'Rol: 2201-14', line).debt,
    ).toBe(debt);
  });
});

describe('round three, third batch', () => {
  it('TGR: an address with its comuna after a comma', () => {
    expect(
      tgr(
        'Certificado de Deuda',
        'NOMBRE RIVAS PAREDES TERESA',
        'DIRECCION PJE LOS CANELOS 0871, TEMUCO',
        'ROL 210-04417-022',
        'No registra deuda.',
      ),
    ).toMatchObject({ direccion_propiedad: 'PJE LOS CANELOS 0871', comuna_propiedad: 'Temuco' });
  });

  it('TGR: "Cuotas morosas" and "Cuotas vigentes" as the two debts', () => {
    expect(
      tgr('CERTIFICADO DE DEUDA', 'Rol 33-5', 'Cuotas morosas: $ 10.000', 'Cuotas vigentes: $ 20.000'),
    ).toMatchObject({ total_deuda_vencida_liquidada: 10000, total_deuda_no_vencida_liquidada: 20000 });
  });

  it('TGR: "Total deuda exigible" is the overdue debt', () => {
    expect(
      tgr('CERTIFICADO DE DEUDA', 'Rol 33-5', 'Total deuda exigible: $ 8.200', 'Deuda no vencida: $ 0'),
    ).toMatchObject({ total_deuda_vencida_liquidada: 8200, total_deuda_no_vencida_liquidada: 0 });
  });

  it('TGR: an issue date "a las 10:22 horas" and in ISO form', () => {
    expect(
      tgr(
        'CERTIFICADO DE DEUDA',
        'Rol 33-5',
        'Fecha de emisión: 12 de marzo de 2026 a las 10:22 horas',
        'Sin deuda.',
      ).fecha_emision,
    ).toBe('2026-03-12');
    expect(
      tgr('CERTIFICADO DE DEUDA', 'Rol 33-5', 'Fecha de emisión: 2026-03-12', 'Sin deuda.').fecha_emision,
    ).toBe('2026-03-12');
  });

  it('SII: "Nº Rol" and a comuna written "SANTIAGO CENTRO"', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'Nº Rol: 123-45',
        'Comuna: SANTIAGO CENTRO',
        'Avalúo total: $ 1.000.000',
      ),
    ).toMatchObject({ rol_avaluo: '123-45', comuna: 'Santiago' });
  });

  it.each([
    ['Vialidad:   SÍ ✔   NO', true],
    ['Vialidad:   SÍ   NO ✔', false],
  ])('DOM: reads "%s" as %s', (line, answer) => {
    expect(municipal(...DOM, line, 'Áreas verdes:   SÍ   NO ✔').value.expropiacion_vial).toBe(answer);
  });

  it('DOM: reads a table whose answer column is "Afecta" with its affected surface beside', () => {
    expect(
      municipal(
        ...DOM,
        'Tipo                 Afecta     Superficie afecta',
        'Vialidad             NO         -',
        'Área verde           SÍ         120 m²',
      ).value,
    ).toMatchObject({ objeto_expropiacion: true, expropiacion_vial: false, expropiacion_por_parque: true });
  });

  it('DOM: "NO AFECTO A EXPROPIACIÓN POR PLAN REGULADOR" in capitals', () => {
    expect(municipal(...DOM, 'SITUACIÓN: NO AFECTO A EXPROPIACIÓN POR PLAN REGULADOR').value).toMatchObject({
      objeto_expropiacion: false,
      expropiacion_vial: false,
      expropiacion_por_parque: false,
    });
  });

  it('DOM: the street the lot faces described without affecting it, under "Afectación: NO"', () => {
    expect(
      municipal(
        ...DOM,
        'AFECTACIÓN A UTILIDAD PÚBLICA (Art. 59 LGUC): NO',
        'Vialidad estructurante que enfrenta: Av. Mapocho, ancho entre líneas oficiales 30 m.',
      ).value,
    ).toMatchObject({ objeto_expropiacion: false, expropiacion_vial: false, expropiacion_por_parque: false });
  });

  it.each([
    ['Certificado Electrónico N° 000123456', 123456],
    ['Número: 4455', 4455],
  ])('SERVIU: reads "%s" as %s', (line, number) => {
    expect(
      serviu('SERVIU METROPOLITANO', 'CERTIFICADO DE NO EXPROPIACIÓN', line).value.numero_certificado,
    ).toBe(number);
  });

  it('SERVIU: an issue date in ISO form', () => {
    expect(serviu(...SERVIU, 'Fecha de emisión: 2025-06-03', 'Sin afectación.').value.fecha_emision).toBe(
      '2025-06-03',
    );
  });

  it('marriage: "Inscripción: 455 del año 2014"', () => {
    expect(
      marriage(
        'CERTIFICADO DE MATRIMONIO',
        'Circunscripción: MAIPÚ',
        'Inscripción: 455 del año 2014',
        'Fecha de emisión: 5 de mayo de 2025',
      ).certificate,
    ).toMatchObject({ numero_de_inscripcion: 455, ano: 2014 });
  });

  it('marriage: "divorciados por sentencia de …" and "se declaró nulo el matrimonio"', () => {
    expect(
      marriage(
        'CERTIFICADO DE MATRIMONIO',
        'Circunscripción: MAIPÚ   Nro. inscripción: 455   Año: 2014',
        'Nota marginal: los cónyuges fueron declarados divorciados por sentencia de 3 de agosto de 2022.',
      ).divorce?.date,
    ).toBe('2022-08-03');
    expect(
      marriage(
        'CERTIFICADO DE MATRIMONIO',
        'Circunscripción: MAIPÚ   Nro. inscripción: 455   Año: 2014',
        'Nota marginal: por sentencia de 9 de mayo de 2017 se declaró nulo el matrimonio.',
      ).annulment?.date,
    ).toBe('2017-05-09');
  });

  it('marriage: the online form with "Nombre Marido" and "Nombre Mujer" and a separation in the act', () => {
    const value = marriage(
      'CERTIFICADO DE MATRIMONIO',
      'Circunscripción : RENCA',
      'Nro. inscripción : 312    Año : 2009',
      'Nombre Marido : LUIS HERNÁN PEÑA SOTO',
      'Nombre Mujer : MARCELA ROSA ILLANES DÍAZ',
      'Fecha celebración : 4 Abril 2009',
      'Al momento de contraer matrimonio pactaron separación total de bienes.',
    );
    expect(value.certificate).toMatchObject({
      marido: { nombre: 'LUIS HERNÁN PEÑA SOTO' },
      mujer: { nombre: 'MARCELA ROSA ILLANES DÍAZ' },
      tipo_de_sociedad_conyugal: 'con_separacion_de_bienes',
    });
    expect(value.separation?.date).toBe('2009-04-04');
  });

  it('company: a header row "Razón Social   RUT   Estado" over the company’s row', () => {
    expect(
      company(
        'REGISTRO DE EMPRESAS Y SOCIEDADES - CERTIFICADO DE VIGENCIA',
        'Razón Social                        RUT              Estado',
        'CONSTRUCTORA PIEDRA AZUL SpA        76.554.018-2     VIGENTE',
        'Fecha de emisión: 03/03/2025',
      ),
    ).toEqual({
      name: 'CONSTRUCTORA PIEDRA AZUL SpA',
      rut: '76.554.018-2',
      vigente: true,
      fecha_emision: '2025-03-03',
    });
  });

  it('company: a RUT ending in a lower-case k', () => {
    expect(
      company('CERTIFICADO DE VIGENCIA', 'Razón social: LAS TRANCAS SpA', 'RUT: 76.990.321-k', 'Vigente.')
        .rut,
    ).toMatch(/^76\.990\.321-[kK]$/);
  });

  it('no-marriage: "Estado civil: SOLTERO"', () => {
    expect(
      extractNoMarriage(
        certificateDocument([
          'CERTIFICADO DE NO MATRIMONIO',
          'Nombre: ANA LUISA ROJAS PINO',
          'Estado civil: SOLTERA',
        ]),
      ).value.single,
    ).toBe(true);
  });

  it.each([
    ['Saldo adeudado: $ 0', false],
    ['Monto adeudado: $ 21.000', true],
  ])('aseo: reads "%s" as debt: %s', (line, debt) => {
    expect(aseo('MUNICIPALIDAD DE LA GRANJA', 'CERTIFICADO DE DERECHOS DE ASEO', line).debt).toBe(debt);
  });
});

describe('round three, fourth batch: both answers printed, labels over values', () => {
  it.each(['Vialidad:   SÍ   NO', 'Vialidad: SI NO', 'Vialidad   SÍ / NO'])(
    'DOM: "%s" (both options, no mark) is no "sí" and is doubtful',
    (line) => {
      const { value, provenance } = municipal(...DOM, line, 'Áreas verdes: NO');
      expect(value.expropiacion_vial).toBe(false);
      expect(sure(provenance.expropiacion_vial?.confidence)).toBe(false);
    },
  );

  it('SERVIU: "Afecto a expropiación:  SÍ   NO" (no mark) is no "sí" and is doubtful', () => {
    const { value, provenance } = serviu(...SERVIU, 'Afecto a expropiación:   SÍ   NO');
    expect(value.objeto_expropiacion).toBe(false);
    expect(sure(provenance.objeto_expropiacion?.confidence)).toBe(false);
  });

  it('marriage: each spouse’s label over its value, the two spouses side by side', () => {
    expect(
      marriage(
        'CERTIFICADO DE MATRIMONIO',
        'Circunscripción: PROVIDENCIA   Nro. inscripción: 1.204   Año: 2016',
        'Nombre del marido                      Nombre de la mujer',
        'GONZALO ANDRÉS RIQUELME SAN MARTÍN     VALENTINA PAZ HERRERA OSSA',
        'RUN                                    RUN',
        '16.881.402-5                           17.220.934-8',
        'Fecha de emisión: 2 de abril de 2025',
      ).certificate,
    ).toMatchObject({
      marido: { nombre: 'GONZALO ANDRÉS RIQUELME SAN MARTÍN', rut: '16.881.402-5' },
      mujer: { nombre: 'VALENTINA PAZ HERRERA OSSA', rut: '17.220.934-8' },
    });
  });

  it('marriage: label and value pairs side by side on each line', () => {
    expect(
      marriage(
        'CERTIFICADO DE MATRIMONIO',
        'Circunscripción: PROVIDENCIA          Nro. inscripción: 1.204          Año: 2016',
        'Nombre del Marido: GONZALO ANDRÉS RIQUELME SAN MARTÍN          RUN: 16.881.402-5',
        'Nombre de la Mujer: VALENTINA PAZ HERRERA OSSA          RUN: 17.220.934-8',
      ).certificate,
    ).toMatchObject({
      circunscripcion: 'Providencia',
      numero_de_inscripcion: 1204,
      ano: 2016,
      marido: { nombre: 'GONZALO ANDRÉS RIQUELME SAN MARTÍN', rut: '16.881.402-5' },
      mujer: { nombre: 'VALENTINA PAZ HERRERA OSSA', rut: '17.220.934-8' },
    });
  });

  it('SII: the three amounts on one line, one space apart', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'AVALÚO TOTAL $ 92.418.006 AVALÚO EXENTO $ 59.143.557 AVALÚO AFECTO $ 33.274.449',
      ),
    ).toMatchObject({ avaluo_total: 92418006, avaluo_exento: 59143557, avaluo_afecto: 33274449 });
  });

  it('TGR: both debts on one line, one space apart', () => {
    expect(
      tgr(
        'CERTIFICADO DE DEUDA',
        'Rol 33-5',
        'Deuda vencida $ 4.100 Deuda no vencida $ 8.200 Total $ 12.300',
      ),
    ).toMatchObject({ total_deuda_vencida_liquidada: 4100, total_deuda_no_vencida_liquidada: 8200 });
  });

  it('DOM: a drawn table whose NO column holds the mark for the road and the SÍ column for the park', () => {
    const printed = [
      'MUNICIPALIDAD DE LAMPA - DIRECCIÓN DE OBRAS',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 77',
      '                                   AFECTA    NO AFECTA',
      'Ensanche de vías                               X',
      'Apertura de vías                               X',
      'Parques                              X',
    ];
    const lines = [
      'MUNICIPALIDAD DE LAMPA - DIRECCIÓN DE OBRAS',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 77',
      'AFECTA NO AFECTA',
      'Ensanche de vías X',
      'Apertura de vías X',
      'Parques X',
    ];
    const { value } = extractMunicipalAffectation(buildDocument('dom.pdf', [drawnPage(lines, printed)]));
    expect(value).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: false,
      expropiacion_por_parque: true,
    });
  });
});

describe('round three, fifth batch', () => {
  it.each([
    ['Vialidad: SÍ      Parque/Área Verde: NO', true, false],
    ['Vialidad: NO      Parque/Área Verde: SÍ', false, true],
  ])('DOM: two labelled answers on one line "%s"', (line, road, park) => {
    expect(
      municipal(
        ...DOM,
        '5.- AFECTACIÓN A UTILIDAD PÚBLICA (Art. 59° L.G.U.C.)',
        road || park ? 'SI [X]   NO [ ]' : 'SI [ ]   NO [X]',
        line,
      ).value,
    ).toMatchObject({
      objeto_expropiacion: road || park,
      expropiacion_vial: road,
      expropiacion_por_parque: park,
    });
  });

  it('marriage: "Nombre Contrayente 1" / "Nombre Contrayente 2" (the form since equal marriage)', () => {
    expect(
      marriage(
        'CERTIFICADO DE MATRIMONIO',
        'Circunscripción : ÑUÑOA',
        'Nro. inscripción : 1.002    Año : 2023',
        'Nombre Contrayente 1 : CAMILA ANDREA SOTO REYES',
        'R.U.N. : 19.220.118-4',
        'Nombre Contrayente 2 : FRANCISCA BELÉN ARAYA LUCO',
        'R.U.N. : 19.884.301-7',
      ).certificate,
    ).toMatchObject({
      marido: { nombre: 'CAMILA ANDREA SOTO REYES', rut: '19.220.118-4' },
      mujer: { nombre: 'FRANCISCA BELÉN ARAYA LUCO', rut: '19.884.301-7' },
    });
  });

  it('company: a name with "&" and "CÍA."', () => {
    expect(
      company(
        'REGISTRO DE COMERCIO - CERTIFICADO DE VIGENCIA',
        'Razón social: ROJAS & CÍA. LIMITADA',
        'RUT: 78.120.440-3',
        'Se encuentra vigente.',
      ).name,
    ).toBe('ROJAS & CÍA. LIMITADA');
  });

  it.each([
    ['ROL: 123-45 LA FLORIDA', 'La Florida'],
    ['Rol 123-45 (Puente Alto)', 'Puente Alto'],
  ])('SII: the comuna right after the rol in "%s"', (line, comuna) => {
    expect(sii('CERTIFICADO DE AVALÚO FISCAL', line, 'Avalúo total: $ 1.000.000').comuna).toBe(comuna);
  });

  it('TGR: a rol with spaces around the dash and "N°" glued', () => {
    expect(tgr('CERTIFICADO DE DEUDA', 'ROL N°1234 - 056', 'Sin deuda.').rol_avaluo).toBe('1234-56');
  });

  it('SERVIU: a number with the year first and "SERVIU" inside the label', () => {
    expect(
      serviu(
        'SERVIU METROPOLITANO',
        'Certificado SERVIU N° 2025-0001234',
        'No se encuentra afecto a expropiación.',
      ).value.numero_certificado,
    ).toBe(1234);
  });

  it('aseo: "Total adeudado: $ 0" is no debt', () => {
    expect(
      aseo('MUNICIPALIDAD DE LA GRANJA', 'CERTIFICADO DE DERECHOS DE ASEO', 'Total adeudado: $ 0').debt,
    ).toBe(false);
  });

  it('TGR: the Jasper sections with a cuota whose due date is "00-00-0000" (a fine)', () => {
    expect(
      tgr(
        'Certificado de Deuda',
        'ROL 51-00620-031',
        'Deuda :Morosa (CLP)',
        'FORMULARIO TIPO FOLIO FECHA VCTO. DEUDA NETA REAJUSTE INTERES MULTA TOTAL',
        '30 30 3302119801 00-00-0000 12,000 0 0 0 12,000',
        'Total Deuda Morosa (CLP) 12,000 0 0 0 12,000',
        'Fecha de Emisión del Certificado: 03-02-2026',
      ),
    ).toMatchObject({
      total_deuda_vencida_liquidada: 12000,
      total_deuda_no_vencida_liquidada: 0,
      fecha_emision: '2026-02-03',
    });
  });
});

describe('round three: titles the classifier must know', () => {
  it.each([
    [
      [
        'TESORERÍA GENERAL DE LA REPÚBLICA',
        'CERTIFICADO DE DEUDA DE CONTRIBUCIONES DE BIENES RAÍCES',
        'Rol: 450-2',
        'No registra deuda.',
      ],
      'deuda_tgr',
    ],
    [
      [
        'SERVICIO DE IMPUESTOS INTERNOS',
        'CERTIFICADO DE AVALÚO FISCAL SIMPLE',
        'Rol: 450-2',
        'Avalúo total: $ 10.000.000',
      ],
      'avaluo_fiscal',
    ],
    [
      [
        'I. MUNICIPALIDAD DE PUDAHUEL',
        'DIRECCIÓN DE OBRAS',
        'CERTIFICADO DE AFECTACIÓN VIAL',
        'Rol: 450-2',
        'El predio no está afecto a ensanche ni apertura de vías.',
      ],
      'afectacion_utilidad_publica',
    ],
    [
      [
        'SERVIU METROPOLITANO',
        'CERTIFICADO DE NO AFECTACIÓN SERVIU',
        'Rol: 450-2',
        'La propiedad no está afecta a expropiación.',
      ],
      'serviu_no_expropiacion',
    ],
    [
      [
        'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
        'CERTIFICADO DE MATRIMONIO PARA TODO TRÁMITE CON SUBINSCRIPCIONES',
        'Circunscripción: MAIPÚ',
        'Nro. inscripción: 455   Año: 2014',
      ],
      'matrimonio',
    ],
    [
      [
        'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
        'INFORME DE NO MATRIMONIO',
        'Nombre: ANA LUISA ROJAS PINO',
        'RUN: 13.882.417-6',
        'NO REGISTRA MATRIMONIO',
      ],
      'no_matrimonio',
    ],
    [
      [
        'I. MUNICIPALIDAD DE MAIPÚ',
        'DEPARTAMENTO DE RENTAS',
        'CERTIFICADO DE NO DEUDA DE ASEO DOMICILIARIO',
        'Rol: 450-2',
        'No registra deuda.',
      ],
      'no_deuda_aseo',
    ],
    [
      [
        'REGISTRO DE EMPRESAS Y SOCIEDADES',
        'CERTIFICADO DE VIGENCIA DE PERSONA JURÍDICA',
        'Razón social: LAS TRANCAS SpA',
        'RUT: 76.990.321-K',
        'Estado: VIGENTE',
      ],
      'sociedad',
    ],
    [
      [
        'CONSERVADOR DE BIENES RAÍCES DE TALCA',
        'REGISTRO DE COMERCIO',
        'CERTIFICADO DE VIGENCIA',
        'Certifico que la sociedad AGRÍCOLA MAULE LIMITADA, inscrita a fojas 120 número 88 del año 2011, se encuentra vigente.',
      ],
      'sociedad',
    ],
  ])('classifies %j as %s', (lines, type) => {
    expect(typeOf(lines)).toBe(type);
  });
});

describe('round three: marriage régimen in tables and answers', () => {
  const head = [
    'CERTIFICADO DE MATRIMONIO CON SUBINSCRIPCIONES',
    'Circunscripción: LA CISTERNA   Nro. inscripción: 640   Año: 2005',
    'Nombre del Marido: JORGE ANDRÉS VILLALOBOS PIZARRO',
    'Nombre de la Mujer: PAMELA SOLEDAD GUZMÁN ROA',
  ];

  it('reads a table of subinscriptions with its kind and date', () => {
    const value = marriage(
      ...head,
      'SUBINSCRIPCIONES',
      'Tipo                                   Fecha',
      'Separación total de bienes             12/05/2015',
    );
    expect(value.certificate.tipo_de_sociedad_conyugal).toBe('con_separacion_de_bienes');
    expect(value.separation?.date).toBe('2015-05-12');
  });

  it.each([
    'Pacto de separación de bienes: NO',
    'Separación de bienes: No registra',
    'Capitulaciones matrimoniales: no hay',
  ])('reads "%s" as sociedad conyugal', (line) => {
    expect(marriage(...head, line).certificate.tipo_de_sociedad_conyugal).toBe('con_sociedad_conyugal');
  });

  it('reads "Pacto de separación de bienes: SÍ, de fecha 3 de marzo de 2011"', () => {
    const value = marriage(...head, 'Pacto de separación de bienes: SÍ, de fecha 3 de marzo de 2011');
    expect(value.certificate.tipo_de_sociedad_conyugal).toBe('con_separacion_de_bienes');
    expect(value.separation?.date).toBe('2011-03-03');
  });
});

describe('round three: TGR columns without a totals row', () => {
  it('adds up the overdue and not-yet-due columns of the cuotas, saying the sums are derived', () => {
    const { value, provenance } = extractTgrDebt(
      certificateDocument([
        'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
        'Rol: 402-00118-031   Comuna: CHILLÁN',
        'Cuota     Vencimiento     Vencida      No vencida',
        '3/2025    30-09-2025      45.210       0',
        '4/2025    30-11-2025      0            45.210',
        '1/2026    30-04-2026      0            46.020',
        'Fecha de emisión: 10/10/2025',
      ]),
    );
    expect(value.certificate).toMatchObject({
      total_deuda_vencida_liquidada: 45210,
      total_deuda_no_vencida_liquidada: 91230,
    });
    expect(provenance.total_deuda_no_vencida_liquidada?.unsure).toContain('inferred');
  });
});

describe('round three: rows whose boxes a copy lost', () => {
  it('reads an unmarked row by a sentence elsewhere stating the affectation, and leaves it doubtful', () => {
    const { value, provenance } = municipal(
      ...DOM,
      'Afectación por ensanche de vías SÍ NO',
      'Afectación por área verde SÍ NO',
      'Observación: faja de 8 m al fondo del predio destinada a área verde del Plan Regulador.',
    );
    expect(value).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: false,
      expropiacion_por_parque: true,
    });
    expect(sure(provenance.expropiacion_por_parque?.confidence)).toBe(false);
    expect(sure(provenance.expropiacion_vial?.confidence)).toBe(false);
  });

  it('leaves both unmarked rows "no" when nothing else speaks of them', () => {
    const { value, provenance } = municipal(
      ...DOM,
      'Afectación por ensanche de vías SÍ NO',
      'Afectación por área verde SÍ NO',
    );
    expect(value).toMatchObject({ expropiacion_vial: false, expropiacion_por_parque: false });
    expect(sure(provenance.expropiacion_por_parque?.confidence)).toBe(false);
  });
});
