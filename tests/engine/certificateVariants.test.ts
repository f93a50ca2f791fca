import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractCompanyCertificate } from '../../server/analysis/engine/extractors/companyCertificate';
import { extractMarriageCertificate } from '../../server/analysis/engine/extractors/marriageCertificate';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { buildDocument } from '../../server/analysis/engine/document';
import { certificateDocument, drawnPage } from '../support/engineDocuments';

/*
 * The non-CBR certificates in the wordings and layouts offices print them (issue #18 item 6 and
 * the forms around it): TGR, SII, SERVIU, DOM, Registro Civil and Registro de Comercio, each in
 * variants written for these tests — made-up offices, people, numbers and layouts, none taken
 * from a corpus. Each snippet is also classified, since a misread type loses every field.
 */

const typeOf = (lines: string[]) => classifyDocument(certificateDocument(lines)).type;

const tgr = (...lines: string[]) => extractTgrDebt(certificateDocument(lines)).value.certificate;

describe('TGR certificado de deuda', () => {
  it('reads the Jasper form with both sections, several cuotas each, and their totals', () => {
    const lines = [
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'Certificado de Deuda',
      'NOMBRE FUENTES ARAYA CLAUDIO ANDRÉS',
      'DIRECCION PJE LOS CANELOS 0871 COMUNA TEMUCO',
      'ROL 210-04417-022',
      'Total Deuda Liquidada Morosa   Total Deuda No Vencida Liquidada   Acogidos ART 196 y 197 DEL C.T.',
      'CLP 96,310   CLP 62,004',
      'Deuda :Morosa (CLP)',
      'FORMULARIO TIPO FOLIO FECHA VCTO. DEUDA NETA REAJUSTE INTERES MULTA TOTAL',
      '30 30 3302119874 30-Sep-2024 30,100 1,204 2,709 0 34,013',
      '30 30 3302119875 30-Nov-2024 30,100 903 1,806 0 32,809',
      '30 30 3302119876 28-Feb-2025 28,000 560 928 0 29,488',
      'Total Deuda Morosa (CLP) 88,200 2,667 5,443 0 96,310',
      'Deuda :No Vencida (CLP)',
      'FORMULARIO TIPO FOLIO FECHA VCTO. DEUDA NETA REAJUSTE INTERES MULTA TOTAL',
      '30 30 3302119877 30-Abr-2026 31,002 0 0 0 31,002',
      '30 30 3302119878 30-Jun-2026 31,002 0 0 0 31,002',
      'Total Deuda No Vencida (CLP) 62,004 0 0 0 62,004',
      '(Liquidada al: 12-03-2026)',
      'Fecha de Emisión del Certificado: 12-03-2026',
      '001SD202607112233445',
    ];
    expect(typeOf(lines)).toBe('deuda_tgr');
    expect(tgr(...lines)).toEqual({
      fecha_emision: '2026-03-12',
      rol_avaluo: '4417-22',
      contribuyente: { nombre: 'FUENTES ARAYA CLAUDIO ANDRÉS', rut: null },
      direccion_propiedad: 'PJE LOS CANELOS 0871',
      comuna_propiedad: 'Temuco',
      total_deuda_vencida_liquidada: 96310,
      total_deuda_no_vencida_liquidada: 62004,
      codigo_verificacion: '001SD202607112233445',
    });
  });

  it('reads a certificate that states no debt in a sentence as zero debt', () => {
    const lines = [
      'Servicio de Tesorerías',
      'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
      'Fecha de emisión: 4 de agosto de 2025',
      'La Tesorería General de la República certifica que el Rol de Avalúo N° 1502-17 de la comuna de',
      'Rancagua, a nombre de MUÑOZ TAPIA ELENA, no registra deuda de contribuciones a esta fecha.',
      'Código de verificación: 001SD202521904455601',
    ];
    expect(typeOf(lines)).toBe('deuda_tgr');
    expect(tgr(...lines)).toMatchObject({
      fecha_emision: '2025-08-04',
      rol_avaluo: '1502-17',
      comuna_propiedad: 'Rancagua',
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 0,
      codigo_verificacion: '001SD202521904455601',
    });
  });

  it('reads a summary of amounts with $ and thousands dots', () => {
    expect(
      tgr(
        'TESORERÍA GENERAL DE LA REPÚBLICA - CERTIFICADO DE DEUDA',
        'Rol: 88-00731-004     Comuna: LA SERENA',
        'Contribuyente: ARAYA CASTILLO JUAN PABLO',
        'Deuda morosa:          $ 1.204.310',
        'Deuda no vencida:      $ 98.700',
        'Emitido el 10/02/2025',
      ),
    ).toMatchObject({
      rol_avaluo: '731-4',
      comuna_propiedad: 'La Serena',
      contribuyente: { nombre: 'ARAYA CASTILLO JUAN PABLO' },
      total_deuda_vencida_liquidada: 1204310,
      total_deuda_no_vencida_liquidada: 98700,
      fecha_emision: '2025-02-10',
    });
  });

  it('reads amounts printed without a currency sign nor thousands separators', () => {
    expect(
      tgr(
        'CERTIFICADO DE DEUDA',
        'ROL 57-01240-006',
        'Total Deuda Morosa (CLP) 41200 0 1730 0 42930',
        'Total Deuda No Vencida (CLP) 43150 0 0 0 43150',
      ),
    ).toMatchObject({ total_deuda_vencida_liquidada: 42930, total_deuda_no_vencida_liquidada: 43150 });
  });

  it('reads a table of cuotas whose last row totals the overdue and the not-yet-due columns', () => {
    expect(
      tgr(
        'TESORERÍA GENERAL DE LA REPÚBLICA',
        'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
        'Rol: 402-00118-031   Comuna: CHILLÁN',
        'Cuota     Vencimiento     Monto vencido     Monto no vencido',
        '3/2025    30-09-2025      $ 45.210          $ 0',
        '4/2025    30-11-2025      $ 0               $ 45.210',
        '1/2026    30-04-2026      $ 0               $ 46.020',
        'Totales                   $ 45.210          $ 91.230',
      ),
    ).toMatchObject({ total_deuda_vencida_liquidada: 45210, total_deuda_no_vencida_liquidada: 91230 });
  });

  it('reads "no registra deuda morosa" beside a not-yet-due total as a zero overdue debt', () => {
    expect(
      tgr(
        'CERTIFICADO DE DEUDA',
        'ROL 105-02210-008   COMUNA PUERTO MONTT',
        'El rol no registra deuda morosa.',
        'Total Deuda No Vencida (CLP) 38,400 0 0 0 38,400',
      ),
    ).toMatchObject({ total_deuda_vencida_liquidada: 0, total_deuda_no_vencida_liquidada: 38400 });
  });

  it('reads the rol printed as comuna code, manzana and predio with spaces around the dashes', () => {
    expect(tgr('CERTIFICADO DE DEUDA', 'ROL: 71 - 00312 - 045', 'Sin deuda.').rol_avaluo).toBe('312-45');
  });

  it('reads the barcode number printed apart from any label, after the validation note', () => {
    expect(
      tgr(
        'CERTIFICADO DE DEUDA',
        'ROL 330-00845-011',
        'Valide este certificado en www.tgr.cl ingresando el número bajo el código de barras.',
        '001SD202533100845011',
      ).codigo_verificacion,
    ).toBe('001SD202533100845011');
  });
});

describe('TGR certificado de deuda, more layouts', () => {
  it('reads the amounts from a row under a header that names the two debts', () => {
    expect(
      tgr(
        'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
        'Rol   Comuna   Contribuyente',
        '1120-44   VALDIVIA   SOTO MENA GLORIA',
        'Deuda Morosa      Deuda No Vencida      Total',
        '$ 0               $ 84.300              $ 84.300',
      ),
    ).toMatchObject({
      rol_avaluo: '1120-44',
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 84300,
    });
  });

  it('reads "NO PRESENTA DEUDA" in capitals and amounts ending in ".-"', () => {
    expect(
      tgr('CERTIFICADO DE DEUDA', 'ROL 66-01010-002', 'EL ROL CONSULTADO NO PRESENTA DEUDA VENCIDA.'),
    ).toMatchObject({ total_deuda_vencida_liquidada: 0, total_deuda_no_vencida_liquidada: 0 });
    expect(
      tgr('CERTIFICADO DE DEUDA', 'ROL 66-01010-002', 'Deuda vencida: $0.-', 'Deuda por vencer: $ 123.456.-'),
    ).toMatchObject({ total_deuda_vencida_liquidada: 0, total_deuda_no_vencida_liquidada: 123456 });
  });

  it('reads "saldo moroso" and "cuotas por vencer" as the two debts', () => {
    expect(
      tgr(
        'CERTIFICADO DE DEUDA',
        'Rol de avalúo: 3310-5',
        'Saldo moroso:            $ 17.220',
        'Cuotas por vencer:       $ 34.440',
      ),
    ).toMatchObject({ total_deuda_vencida_liquidada: 17220, total_deuda_no_vencida_liquidada: 34440 });
  });

  it('reads the comuna written "Comuna de …" after the address', () => {
    expect(
      tgr(
        'CERTIFICADO DE DEUDA',
        'Dirección: Avenida Alemania 0940, Comuna de Valdivia',
        'ROL 120-00940-003',
        'Sin deuda.',
      ),
    ).toMatchObject({ direccion_propiedad: 'Avenida Alemania 0940', comuna_propiedad: 'Valdivia' });
  });
});

describe('TGR certificado de deuda, tables of cuotas', () => {
  it('reads the totals row under columns printed not-yet-due first', () => {
    expect(
      tgr(
        'CERTIFICADO DE DEUDA',
        'ROL 15-00120-004',
        'Año   Cuota   Vence        Por vencer     Vencida',
        '2025  4       28-11-2025   18.300         0',
        '2025  2       30-06-2025   0              18.100',
        'Total                      18.300         18.100',
      ),
    ).toMatchObject({ total_deuda_vencida_liquidada: 18100, total_deuda_no_vencida_liquidada: 18300 });
  });

  it('reads a certificate without debt printed as empty sections with zero totals', () => {
    expect(
      tgr(
        'Certificado de Deuda',
        'NOMBRE SEPÚLVEDA ORTIZ RAQUEL',
        'ROL 93-01102-017',
        'Total Deuda Morosa (CLP) 0 0 0 0 0',
        'Total Deuda No Vencida (CLP) 0 0 0 0 0',
        'Fecha de Emisión del Certificado: 01-09-2025',
      ),
    ).toMatchObject({
      contribuyente: { nombre: 'SEPÚLVEDA ORTIZ RAQUEL' },
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 0,
      fecha_emision: '2025-09-01',
    });
  });
});

const sii = (...lines: string[]) => extractSiiAppraisal(certificateDocument(lines)).value;

describe('SII certificado de avalúo fiscal', () => {
  it('reads the 2025 layout: labels with colons, zero-padded rol, amounts with $', () => {
    const lines = [
      'Página 1 de 1',
      'SERVICIO DE IMPUESTOS INTERNOS',
      'Fecha de emisión: 3 de Febrero de 2026',
      'CERTIFICADO DE AVALÚO FISCAL',
      'Avalúos en pesos del PRIMER SEMESTRE DE 2026',
      'Comuna: NUNOA',
      'Número de ROL de Avalúo: 03318-00412',
      'Dirección: IRARRAZAVAL 3120 DP 604',
      'Destino: HABITACIONAL',
      'AVALÚO TOTAL: $ 92.418.006',
      'AVALÚO EXENTO DE IMPUESTO: $ 59.143.557',
      'AVALÚO AFECTO A IMPUESTO: $ 33.274.449',
    ];
    expect(typeOf(lines)).toBe('avaluo_fiscal');
    expect(sii(...lines)).toEqual({
      fecha_emision: '2026-02-03',
      rol_avaluo: '3318-412',
      direccion: 'IRARRAZAVAL 3120 DP 604',
      comuna: 'Ñuñoa',
      destino: 'HABITACIONAL',
      avaluo_afecto: 33274449,
      avaluo_exento: 59143557,
      avaluo_total: 92418006,
    });
  });

  it('reads a header row over a row of values', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'Emitido el 12/01/2026',
        'Rol          Comuna          Destino',
        '00412-00023  CONCEPCION      COMERCIO',
        'Avalúo Total      Avalúo Exento      Avalúo Afecto',
        '$ 145.300.200     $ 0                $ 145.300.200',
      ),
    ).toMatchObject({
      rol_avaluo: '412-23',
      comuna: 'Concepción',
      destino: 'COMERCIO',
      avaluo_total: 145300200,
      avaluo_exento: 0,
      avaluo_afecto: 145300200,
    });
  });

  it('reads amounts without a currency sign, the labels on one line and the values on the next', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'Comuna: CHILLAN    Rol: 1200-18',
        'AVALÚO TOTAL   AVALÚO EXENTO   AVALÚO AFECTO',
        '41.200.500     41.200.500      0',
      ),
    ).toMatchObject({ avaluo_total: 41200500, avaluo_exento: 41200500, avaluo_afecto: 0 });
  });

  it('reads a narrative certificate naming the rol, the comuna and the avalúo', () => {
    expect(
      sii(
        'SERVICIO DE IMPUESTOS INTERNOS',
        'CERTIFICADO DE AVALÚO FISCAL',
        'El Servicio de Impuestos Internos certifica que el bien raíz Rol N° 845-31 de la comuna de',
        'Quilpué, ubicado en Los Carrera 1440, destino HABITACIONAL, tiene un avalúo fiscal de',
        '$ 38.900.100 para el segundo semestre de 2025, del cual $ 38.900.100 corresponde a la parte exenta.',
        'Quilpué, 14 de agosto de 2025.',
      ),
    ).toMatchObject({
      rol_avaluo: '845-31',
      comuna: 'Quilpué',
      avaluo_total: 38900100,
      avaluo_exento: 38900100,
      avaluo_afecto: 0,
      fecha_emision: '2025-08-14',
    });
  });

  it('reads "Nombre del bien raíz" for the address and a destination of two words', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'Comuna: SAN PEDRO DE LA PAZ',
        'Número de Rol de Avalúo: 00980 − 00011',
        'Dirección o Nombre del bien raíz: PARCELA 11 LOS BATROS',
        'Destino del bien raíz: AGRICOLA',
        'AVALÚO TOTAL: $ 22.100.000',
        'AVALÚO EXENTO DE IMPUESTO: $ 0',
        'AVALÚO AFECTO A IMPUESTO: $ 22.100.000',
      ),
    ).toMatchObject({
      rol_avaluo: '980-11',
      comuna: 'San Pedro de la Paz',
      direccion: 'PARCELA 11 LOS BATROS',
      destino: 'AGRICOLA',
    });
    expect(sii('CERTIFICADO DE AVALÚO FISCAL', 'Destino: BODEGA Y ALMACENAJE').destino).toBe(
      'BODEGA Y ALMACENAJE',
    );
  });

  it('reads a table whose rows label each amount, with the semester in the heading', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL - SEGUNDO SEMESTRE 2025',
        'Rol de Avalúo      4410-2',
        'Comuna             LOS ÁNGELES',
        'Ubicación          COLO COLO 455',
        'Avalúo fiscal      $ 61.020.330',
        'Parte exenta       $ 59.143.557',
        'Parte afecta       $ 1.876.773',
      ),
    ).toMatchObject({
      rol_avaluo: '4410-2',
      comuna: 'Los Ángeles',
      direccion: 'COLO COLO 455',
      avaluo_total: 61020330,
      avaluo_exento: 59143557,
      avaluo_afecto: 1876773,
    });
  });
});

describe('SII certificado de avalúo fiscal, more layouts', () => {
  it('reads each value on the line under its label, the taxed part printed first', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'ROL DE AVALÚO',
        '00221-00047',
        'COMUNA',
        'VIÑA DEL MAR',
        'AVALÚO AFECTO',
        '$ 12.300.450',
        'AVALÚO EXENTO',
        '$ 59.143.557',
        'AVALÚO TOTAL',
        '$ 71.444.007',
      ),
    ).toMatchObject({
      rol_avaluo: '221-47',
      comuna: 'Viña del Mar',
      avaluo_afecto: 12300450,
      avaluo_exento: 59143557,
      avaluo_total: 71444007,
    });
  });

  it('reads "Avalúo fiscal total" and "Monto exento" with amounts ending in ".-", and derives the taxed part', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'Rol de avalúo N° 77-301, comuna de Puerto Varas',
        'Destino: Habitacional',
        'Avalúo fiscal total: $ 48.010.900.-',
        'Monto exento: $ 48.010.900.-',
      ),
    ).toMatchObject({
      rol_avaluo: '77-301',
      comuna: 'Puerto Varas',
      destino: 'Habitacional',
      avaluo_total: 48010900,
      avaluo_exento: 48010900,
      avaluo_afecto: 0,
    });
  });
});

const serviu = (...lines: string[]) => extractServiuReport(certificateDocument(lines)).value;

describe('SERVIU certificado de expropiación', () => {
  it('reads a SÍ/NO table whose NO column carries the mark, with number, date, address and rol', () => {
    const lines = [
      'SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN DEL BIOBÍO',
      'CERTIFICADO DE NO EXPROPIACIÓN N° 4.518',
      'Concepción, 21 de mayo de 2025',
      'Dirección: Pasaje Los Aromos 233',
      'Comuna: Talcahuano',
      'Rol de avalúo: 3021-14',
      'Materia                                   SÍ      NO',
      'Afecto a expropiación por SERVIU                   X',
      'Código de verificación: BB7Q-22XM',
    ];
    expect(typeOf(lines)).toBe('serviu_no_expropiacion');
    expect(serviu(...lines)).toEqual({
      fecha_emision: '2025-05-21',
      numero_certificado: 4518,
      rol_avaluo: '3021-14',
      direccion_propiedad: 'Pasaje Los Aromos 233',
      comuna_propiedad: 'Talcahuano',
      codigo_verificacion: 'BB7Q-22XM',
      objeto_expropiacion: false,
    });
  });

  it('reads a mark in the SÍ column', () => {
    expect(
      serviu(
        'SERVIU REGIÓN DE VALPARAÍSO',
        'CERTIFICADO DE EXPROPIACIÓN',
        'Materia                                   SÍ      NO',
        'Afecto a expropiación por SERVIU          X',
      ).objeto_expropiacion,
    ).toBe(true);
  });

  it('reads options in brackets: the ticked one decides', () => {
    expect(
      serviu(
        'SERVIU METROPOLITANO',
        'CERTIFICADO DE AFECTACIÓN A EXPROPIACIÓN',
        'La propiedad consultada:   (X) NO se encuentra afecta a expropiación',
        '                           ( ) SÍ se encuentra afecta a expropiación',
      ).objeto_expropiacion,
    ).toBe(false);
    expect(
      serviu(
        'SERVIU METROPOLITANO',
        'CERTIFICADO DE AFECTACIÓN A EXPROPIACIÓN',
        'La propiedad consultada:   ( ) NO se encuentra afecta a expropiación',
        '                           (X) SÍ se encuentra afecta a expropiación',
      ).objeto_expropiacion,
    ).toBe(true);
  });

  it('reads "afecta" / "no afecta" answers and the number written "N° 2025-00871"', () => {
    const value = serviu(
      'SERVIU REGIÓN DE LA ARAUCANÍA',
      'CERTIFICADO N° 2025-00871',
      'Fecha: 03.06.2025',
      'Situación respecto de expropiaciones SERVIU:   NO AFECTA',
    );
    expect(value).toMatchObject({ objeto_expropiacion: false, fecha_emision: '2025-06-03' });
  });

  it('reads a narrative affirmative with the project that affects the property', () => {
    expect(
      serviu(
        'SERVIU REGIÓN DE ÑUBLE',
        'INFORME DE SITUACIÓN DE EXPROPIACIÓN N° 771',
        'Chillán, 2 de julio de 2025',
        'Se informa que el inmueble de calle Libertad 1120, comuna de Chillán, rol 140-9, se encuentra',
        'afecto a expropiación por el proyecto "Mejoramiento Eje Libertad", en una faja de 4,5 metros.',
      ),
    ).toMatchObject({
      numero_certificado: 771,
      rol_avaluo: '140-9',
      objeto_expropiacion: true,
      fecha_emision: '2025-07-02',
    });
  });

  it('reads a labelled answer "Afecta a expropiación: NO" after a row of data cells', () => {
    expect(
      serviu(
        'SERVIU REGIÓN DE LOS LAGOS',
        'CERTIFICADO DE EXPROPIACIÓN',
        'N° Certificado: 9904    Fecha: 11/04/2025',
        'Afecta a expropiación: NO',
      ),
    ).toMatchObject({ numero_certificado: 9904, fecha_emision: '2025-04-11', objeto_expropiacion: false });
  });
});

const municipal = (...lines: string[]) => extractMunicipalAffectation(certificateDocument(lines)).value;

const DOM_HEAD = [
  'ILUSTRE MUNICIPALIDAD DE PEÑALOLÉN',
  'DIRECCIÓN DE OBRAS MUNICIPALES',
  'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 1.204',
  'Fecha: 14/05/2025',
  'Dirección: Avenida Grecia 8820',
  'Rol de avalúo: 4410-77',
];

describe('DOM certificado de afectación a utilidad pública', () => {
  it('reads ticked options "terreno ( ) edificaciones (X)" for the road affectation', () => {
    const lines = [
      ...DOM_HEAD,
      'AFECTACIÓN VIAL:        SÍ (X)   NO ( )',
      'Tipo:                   Ensanche (X)   Apertura ( )',
      'Vía:                    Avenida Grecia',
      'Afecta a:               terreno ( )   edificaciones (X)',
      'AFECTACIÓN POR PARQUE:  SÍ ( )   NO (X)',
    ];
    expect(typeOf(lines)).toBe('afectacion_utilidad_publica');
    expect(municipal(...lines)).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      vias_expropiacion_vial: 'Avenida Grecia',
      tipo_afectacion_vial: 'Afectación involucra edificios',
      expropiacion_por_parque: false,
      tipo_afectacion_por_parque: null,
    });
  });

  it('reads ticked options with the mark before the word: "(X) terreno ( ) edificaciones"', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'AFECTACIÓN VIAL:        (X) SÍ   ( ) NO',
        'Tipo:                   ( ) Ensanche   (X) Apertura',
        'Afecta a:               (X) terreno   ( ) edificaciones',
      ),
    ).toMatchObject({
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Apertura',
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
    });
  });

  it('reads the affectation type in the detail cell of a park row', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Afectación                     SÍ     NO     Detalle',
        'Vialidad                              X',
        'Parque / área verde            X             Afecta sólo terreno, faja de 12 m',
      ),
    ).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: false,
      expropiacion_por_parque: true,
      tipo_afectacion_por_parque: 'Afectación involucra sólo terreno',
    });
    expect(
      municipal(
        ...DOM_HEAD,
        'Afectación                     SÍ     NO     Detalle',
        'Ensanche vial                  X             Calle Los Presidentes, faja de 5 m, sólo terreno',
        'Parque / área verde            X             Involucra edificaciones',
      ),
    ).toMatchObject({
      expropiacion_vial: true,
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
      expropiacion_por_parque: true,
      tipo_afectacion_por_parque: 'Afectación involucra edificios',
    });
  });

  it('reads the road, its faja and ancho from the detail cell of the road row', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Concepto                    SÍ    NO    Vía / faja',
        'Ensanche                    X           Av. Tobalaba, faja de 6 m, ancho futuro 40 m',
        'Apertura                          X',
        'Área verde                        X',
      ),
    ).toMatchObject({
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      vias_expropiacion_vial: 'Av. Tobalaba, faja de 6 m, ancho futuro 40 m',
      expropiacion_por_parque: false,
    });
  });

  it('reads "X" under NO for every row as no affectation', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Tipo de afectación            SÍ       NO',
        'Ensanche de vía                        X',
        'Apertura de vía                        X',
        'Parques y áreas verdes                 X',
        'Otras (equipamiento)                   X',
      ),
    ).toMatchObject({ objeto_expropiacion: false, expropiacion_vial: false, expropiacion_por_parque: false });
  });

  it('reads the opening row marked while the widening row is not', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Tipo de afectación            SÍ       NO       Observaciones',
        'Ensanche de vía                        X',
        'Apertura de vía               X                 Calle Nueva Uno, 15 m entre líneas oficiales',
        'Parques y áreas verdes                 X',
      ),
    ).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Apertura',
      vias_expropiacion_vial: 'Calle Nueva Uno, 15 m entre líneas oficiales',
      expropiacion_por_parque: false,
    });
  });

  it('reads "afecta" / "no afecta" beside each row and the type of the one that affects', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Vialidad (ensanche)          AFECTA         Av. Grecia, faja 3,5 m, solo terreno',
        'Parques                      NO AFECTA',
      ),
    ).toMatchObject({
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
      expropiacion_por_parque: false,
    });
  });

  it('reads prose stating no affectation of any kind', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Revisado el Plan Regulador Comunal vigente, se certifica que la propiedad individualizada NO se',
        'encuentra afecta a declaratoria de utilidad pública por ensanche o apertura de vías, ni por',
        'parques o áreas verdes.',
      ),
    ).toMatchObject({ objeto_expropiacion: false, expropiacion_vial: false, expropiacion_por_parque: false });
  });

  it('reads prose stating a park affectation that involves buildings, and no road affectation', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Se certifica que la propiedad individualizada se encuentra afecta a utilidad pública por',
        'destinarse a parque comunal según el Plan Regulador, afectación que involucra las edificaciones',
        'existentes. No está afecta a ensanche ni apertura de vías.',
      ),
    ).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: false,
      expropiacion_por_parque: true,
      tipo_afectacion_por_parque: 'Afectación involucra edificios',
    });
  });

  it('reads the certificate’s own fields: date in words, comuna from the municipality, owner', () => {
    expect(
      municipal(
        'I. MUNICIPALIDAD DE SAN FELIPE',
        'Dirección de Obras',
        'CERTIFICADO N° 88 / 2025',
        'AFECTACIÓN A UTILIDAD PÚBLICA',
        'Propietario: CONTRERAS LILLO MARCO ANTONIO',
        'Ubicación: Calle Merced 1044',
        'Rol: 210-5',
        'Vialidad    NO',
        'Parque      NO',
        'San Felipe, 9 de junio de 2025',
      ),
    ).toMatchObject({
      fecha_emision: '2025-06-09',
      comuna_propiedad: 'San Felipe',
      contribuyente: { nombre: 'CONTRERAS LILLO MARCO ANTONIO' },
      direccion_propiedad: 'Calle Merced 1044',
      rol_avaluo: '210-5',
      objeto_expropiacion: false,
    });
  });
});

describe('DOM certificado de afectación, options with their box after them', () => {
  it('reads the opening ticked after its word, and the area ticked after URBANA', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Área: URBANA (X)   RURAL ( )',
        'Afectación por vialidad:   SÍ [X]   NO [ ]',
        'Clase:   Ensanche [ ]   Apertura [X]',
        'Afectación por áreas verdes:   SÍ [ ]   NO [X]',
      ),
    ).toMatchObject({
      tipo_vivienda: 'Urbano',
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Apertura',
      expropiacion_por_parque: false,
    });
  });

  it('reads a rural area and a park that takes buildings, each option ticked after its word', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Área: URBANA ( )   RURAL (X)',
        'Vialidad:   SÍ ( )   NO (X)',
        'Parque:   SÍ (X)   NO ( )',
        'Compromete:   sólo terreno ( )   terreno y edificaciones (X)',
      ),
    ).toMatchObject({
      tipo_vivienda: 'Rural',
      expropiacion_vial: false,
      expropiacion_por_parque: true,
      tipo_afectacion_por_parque: 'Afectación involucra edificios',
    });
  });

  it('reads the certificate’s "no" from a table whose every row is marked "no", without doubt', () => {
    const lines = [
      ...DOM_HEAD,
      'Vialidad (ensanche):        [ ] Afecta    [X] No afecta',
      'Vialidad (apertura):        [ ] Afecta    [X] No afecta',
      'Parques y áreas verdes:     [ ] Afecta    [X] No afecta',
    ];
    const { value, provenance } = extractMunicipalAffectation(certificateDocument(lines));
    expect(value).toMatchObject({
      objeto_expropiacion: false,
      expropiacion_vial: false,
      expropiacion_por_parque: false,
    });
    expect(provenance.objeto_expropiacion?.confidence).toBeGreaterThanOrEqual(0.5);
  });

  it('leaves the certificate’s "no" doubtful when a row of its table has no readable mark', () => {
    const { value, provenance } = extractMunicipalAffectation(
      certificateDocument([
        ...DOM_HEAD,
        'Vialidad:                   [ ] Afecta    [X] No afecta',
        'Parques y áreas verdes:     [ ] Afecta    [ ] No afecta',
      ]),
    );
    expect(value.objeto_expropiacion).toBe(false);
    expect(provenance.objeto_expropiacion?.confidence).toBeLessThan(0.5);
  });
});

const marriage = (...lines: string[]) => extractMarriageCertificate(certificateDocument(lines)).value;

describe('Registro Civil certificado de matrimonio', () => {
  it('reads the online form: circunscripción, number, year, spouses with RUN, wedding date; no subinscription is sociedad conyugal', () => {
    const lines = [
      'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
      'CERTIFICADO DE MATRIMONIO',
      'Para: TODO TRÁMITE',
      'Circunscripción   :   LA FLORIDA',
      'Nro. inscripción  :   842      Registro :        Año : 2011',
      'Nombre del Marido :   RODRIGO ESTEBAN MORALES PINO',
      'R.U.N.            :   14.220.318-3',
      'Nombre de la Mujer:   CAROLINA ANDREA VIDAL SOTO',
      'R.U.N.            :   15.660.102-4',
      'FECHA CELEBRACIÓN :   19 Noviembre 2011 A LAS 12:30 HORAS',
      'FECHA EMISIÓN: 2 Mayo 2025, 11:02.',
      'Código Verificación: 5009 2284 1123',
    ];
    expect(typeOf(lines)).toBe('matrimonio');
    const value = marriage(...lines);
    expect(value.certificate).toEqual({
      fecha_emision: '2025-05-02',
      ano: 2011,
      circunscripcion: 'La Florida',
      numero_de_inscripcion: 842,
      marido: { nombre: 'RODRIGO ESTEBAN MORALES PINO', rut: '14.220.318-3' },
      mujer: { nombre: 'CAROLINA ANDREA VIDAL SOTO', rut: '15.660.102-4' },
      tipo_de_sociedad_conyugal: 'con_sociedad_conyugal',
    });
    expect(value.celebrada).toBe('2011-11-19');
  });

  it('reads a separation pact agreed at the wedding, in the act itself', () => {
    const value = marriage(
      'CERTIFICADO DE MATRIMONIO',
      'Circunscripción: TEMUCO   N° inscripción: 310   Año: 2016',
      'Marido: FELIPE IGNACIO SANHUEZA ROA   RUN 17.455.209-2',
      'Mujer: PAULA ANDREA CATALÁN MUÑOZ   RUN 17.990.341-5',
      'Fecha de celebración: 8 de octubre de 2016',
      'En el acto del matrimonio los contrayentes pactaron separación total de bienes.',
      'Temuco, 14 de abril de 2025.',
    );
    expect(value.certificate.tipo_de_sociedad_conyugal).toBe('con_separacion_de_bienes');
    expect(value.separation?.date).toBe('2016-10-08');
  });

  it('reads a régimen labelled in the form', () => {
    for (const [printed, regime] of [
      ['SEPARACIÓN TOTAL DE BIENES', 'con_separacion_de_bienes'],
      ['PARTICIPACIÓN EN LOS GANANCIALES', 'con_separacion_de_bienes'],
      ['SOCIEDAD CONYUGAL', 'con_sociedad_conyugal'],
    ] as const) {
      expect(
        marriage(
          'CERTIFICADO DE MATRIMONIO',
          'Circunscripción: PROVIDENCIA   Nro. inscripción: 77   Año: 2019',
          `Régimen patrimonial: ${printed}`,
          'Fecha de emisión: 10/03/2025',
        ).certificate.tipo_de_sociedad_conyugal,
      ).toBe(regime);
    }
  });

  it('reads a later subinscription that changes the régimen, with its date', () => {
    const value = marriage(
      'CERTIFICADO DE MATRIMONIO CON SUBINSCRIPCIONES',
      'Circunscripción: VALPARAÍSO   Nro. inscripción: 1.502   Año: 1998',
      'Nombre del Marido: HERNÁN PATRICIO ZÚÑIGA LEIVA',
      'Nombre de la Mujer: MARÍA TERESA OLIVARES RÍOS',
      'SUBINSCRIPCIONES:',
      'Con fecha 12 de marzo de 2009, por escritura pública otorgada ante el notario de Valparaíso don',
      'Luis Fuentes Vera, los cónyuges sustituyeron el régimen de sociedad conyugal por el de',
      'separación total de bienes (art. 1723 del Código Civil).',
      'Fecha emisión: 3 de junio de 2025',
    );
    expect(value.certificate.tipo_de_sociedad_conyugal).toBe('con_separacion_de_bienes');
    expect(value.separation?.date).toBe('2009-03-12');
  });

  it('reads a note that no subinscription is recorded, and a statement of no separation, as sociedad conyugal', () => {
    for (const note of [
      'SUBINSCRIPCIONES: NO REGISTRA',
      'No registra pacto de separación de bienes ni de participación en los gananciales.',
      'Al margen: sin subinscripciones.',
    ])
      expect(
        marriage(
          'CERTIFICADO DE MATRIMONIO',
          'Circunscripción: RECOLETA   Nro. inscripción: 640   Año: 2008',
          note,
          'Fecha de emisión: 4 de abril de 2025',
        ).certificate.tipo_de_sociedad_conyugal,
      ).toBe('con_sociedad_conyugal');
  });

  it('reads a marginal note of divorce with its date', () => {
    const value = marriage(
      'CERTIFICADO DE MATRIMONIO',
      'Circunscripción: ANTOFAGASTA   Nro. inscripción: 2.118   Año: 2003',
      'Nombre del Marido: CLAUDIO ANDRÉS ROJAS ARAYA',
      'Nombre de la Mujer: VERÓNICA ISABEL TAPIA CORTÉS',
      'Subinscripción: por sentencia de 20 de enero de 2019 del Juzgado de Familia de Antofagasta se',
      'declaró el divorcio de los cónyuges.',
      'Emitido el 6 de mayo de 2025',
    );
    expect(value.divorce?.date).toBe('2019-01-20');
    expect(value.certificate.fecha_emision).toBe('2025-05-06');
  });

  it('reads spouses named in one sentence', () => {
    const value = marriage(
      'CERTIFICADO DE MATRIMONIO',
      'Se certifica que en la circunscripción de Rancagua, bajo el número 455 del año 2014, se',
      'encuentra inscrito el matrimonio celebrado el 22 de febrero de 2014 entre don JAVIER ALONSO',
      'MENA CÁCERES, RUN 16.201.877-0, y doña ISIDORA BELÉN SALAS VARGAS, RUN 17.004.219-7.',
      'Rancagua, 9 de julio de 2025.',
    );
    expect(value.certificate).toMatchObject({
      circunscripcion: 'Rancagua',
      numero_de_inscripcion: 455,
      ano: 2014,
      marido: { nombre: 'JAVIER ALONSO MENA CÁCERES', rut: '16.201.877-0' },
      mujer: { nombre: 'ISIDORA BELÉN SALAS VARGAS', rut: '17.004.219-7' },
      fecha_emision: '2025-07-09',
    });
    expect(value.celebrada).toBe('2014-02-22');
  });
});

describe('Registro Civil certificado de matrimonio, more forms', () => {
  it('reads spouses labelled "Cónyuge 1" / "Cónyuge 2" with the surnames apart', () => {
    expect(
      marriage(
        'CERTIFICADO DE MATRIMONIO',
        'Circunscripción: OSORNO   Número: 129   Año: 2020',
        'Cónyuge 1',
        '  Nombres: TOMÁS IGNACIO',
        '  Apellidos: BARRIENTOS OYARZÚN',
        '  RUN: 19.330.118-K',
        'Cónyuge 2',
        '  Nombres: FERNANDA PAZ',
        '  Apellidos: KRAUSE MÜLLER',
        '  RUN: 19.875.402-3',
        'Fecha de emisión: 11 de febrero de 2025',
      ).certificate,
    ).toMatchObject({
      numero_de_inscripcion: 129,
      ano: 2020,
      marido: { nombre: 'TOMÁS IGNACIO BARRIENTOS OYARZÚN', rut: '19.330.118-K' },
      mujer: { nombre: 'FERNANDA PAZ KRAUSE MÜLLER', rut: '19.875.402-3' },
    });
  });

  it('reads a later pact of participación en los gananciales under a régimen printed as sociedad conyugal', () => {
    const value = marriage(
      'CERTIFICADO DE MATRIMONIO',
      'Circunscripción: TALCA   Nro. inscripción: 390   Año: 2006',
      'Régimen: SOCIEDAD CONYUGAL',
      'Subinscripción de 5 de septiembre de 2015: los cónyuges pactaron el régimen de participación en',
      'los gananciales.',
      'Fecha de emisión: 1 de julio de 2025',
    );
    expect(value.certificate.tipo_de_sociedad_conyugal).toBe('con_separacion_de_bienes');
    expect(value.separation?.date).toBe('2015-09-05');
  });
});

const company = (...lines: string[]) => extractCompanyCertificate(certificateDocument(lines)).value;

describe('Registro de Comercio certificado de vigencia de sociedad', () => {
  it('reads the CBR form: razón social, RUT, the inscription in the Registro de Comercio and vigencia', () => {
    const lines = [
      'CONSERVADOR DE BIENES RAÍCES DE CONCEPCIÓN',
      'REGISTRO DE COMERCIO',
      'CERTIFICADO DE VIGENCIA DE SOCIEDAD',
      'Razón social: INMOBILIARIA LOS ROBLES DEL SUR LIMITADA',
      'RUT: 76.884.120-5',
      'Inscripción: fojas 1.204 número 998 del Registro de Comercio del año 2014.',
      'Certifico que al margen de la inscripción no hay nota de disolución ni de cancelación, por lo',
      'que la sociedad se encuentra vigente a esta fecha.',
      'Concepción, 18 de marzo de 2025.',
      'CVE: 097-2025-00418832',
    ];
    expect(typeOf(lines)).toBe('sociedad');
    expect(company(...lines)).toEqual({
      name: 'INMOBILIARIA LOS ROBLES DEL SUR LIMITADA',
      rut: '76.884.120-5',
      vigente: true,
      fecha_emision: '2025-03-18',
    });
  });

  it('reads a company named in the sentence, its representative’s RUT not taken for the company’s', () => {
    expect(
      company(
        'REGISTRO DE COMERCIO DE SANTIAGO',
        'CERTIFICADO DE VIGENCIA',
        'Certifico que la sociedad denominada "TRANSPORTES ANDINOS SpA", inscrita a fojas 40.112',
        'número 18.220 del Registro de Comercio de Santiago del año 2019, se encuentra vigente.',
        'Administración y uso de la razón social: don PEDRO ANTONIO LAGOS VIAL, RUT 10.442.118-6.',
        'Santiago, 2 de junio de 2025.',
      ),
    ).toMatchObject({
      name: 'TRANSPORTES ANDINOS SpA',
      rut: null,
      vigente: true,
      fecha_emision: '2025-06-02',
    });
  });

  it('reads a dissolved company as not in force', () => {
    expect(
      company(
        'REGISTRO DE COMERCIO',
        'CERTIFICADO DE VIGENCIA DE SOCIEDAD',
        'Razón social: COMERCIAL BAHÍA AZUL LIMITADA   RUT: 77.120.334-8',
        'Al margen de la inscripción de fojas 212 número 190 del año 2010 consta la disolución de la',
        'sociedad por escritura de 4 de enero de 2023.',
        'Valparaíso, 7 de mayo de 2025.',
      ),
    ).toMatchObject({ name: 'COMERCIAL BAHÍA AZUL LIMITADA', rut: '77.120.334-8', vigente: false });
  });

  it('reads the Registro de Empresas y Sociedades form: labelled rows and "Estado: VIGENTE"', () => {
    const lines = [
      'REGISTRO DE EMPRESAS Y SOCIEDADES',
      'CERTIFICADO DE VIGENCIA',
      'Razón Social        SERVICIOS AGRÍCOLAS EL TRÉBOL SpA',
      'Rut                 77.560.941-2',
      'Fecha de constitución   12/04/2021',
      'Estado              VIGENTE',
      'Fecha de emisión    28/05/2025',
      'Código de verificación: CVE-7T2M9XQ4',
    ];
    expect(typeOf(lines)).toBe('sociedad');
    expect(company(...lines)).toEqual({
      name: 'SERVICIOS AGRÍCOLAS EL TRÉBOL SpA',
      rut: '77.560.941-2',
      vigente: true,
      fecha_emision: '2025-05-28',
    });
  });

  it('reads "Estado: NO VIGENTE" and "Sin vigencia" as not in force', () => {
    for (const state of ['Estado              NO VIGENTE', 'Estado: Sin vigencia (disuelta)'])
      expect(
        company(
          'REGISTRO DE EMPRESAS Y SOCIEDADES',
          'CERTIFICADO DE VIGENCIA',
          'Razón Social        FERRETERÍA LA UNIÓN SpA',
          'Rut                 76.031.772-9',
          state,
        ).vigente,
      ).toBe(false);
  });

  it('reads a vigencia de poderes: the company stays in force and the date is the certificate’s', () => {
    expect(
      company(
        'CONSERVADOR DE BIENES RAÍCES DE TEMUCO - REGISTRO DE COMERCIO',
        'CERTIFICADO DE VIGENCIA DE PODERES',
        'Certifico que el poder otorgado por CONSTRUCTORA ARAUCO NORTE S.A., RUT 96.720.110-4, a don',
        'LUIS ALBERTO PAREDES SOTO, por escritura de 3 de octubre de 2018, se encuentra vigente, sin',
        'nota de revocación al margen de su inscripción.',
        'Temuco, 12 de mayo de 2025.',
      ),
    ).toMatchObject({
      name: 'CONSTRUCTORA ARAUCO NORTE S.A.',
      rut: '96.720.110-4',
      vigente: true,
      fecha_emision: '2025-05-12',
    });
  });
});

describe('Registro de Comercio, labels in other words', () => {
  it('reads "Nombre o razón social", "R.U.T." and a vigencia stated as "subsiste"', () => {
    expect(
      company(
        'CERTIFICADO DE VIGENCIA DE SOCIEDAD - REGISTRO DE COMERCIO DE LA SERENA',
        'Nombre o razón social: SOCIEDAD EDUCACIONAL ELQUI LIMITADA',
        'R.U.T.: 78.001.442-0',
        'Socio administrador: doña CAMILA ANDREA ROJO PIZARRO, R.U.T. 12.660.301-2',
        'Se certifica que la sociedad individualizada se encuentra vigente y que no existe anotación de',
        'disolución al margen de su inscripción.',
        'La Serena, 5 de marzo de 2025.',
      ),
    ).toEqual({
      name: 'SOCIEDAD EDUCACIONAL ELQUI LIMITADA',
      rut: '78.001.442-0',
      vigente: true,
      fecha_emision: '2025-03-05',
    });
  });
});

describe('DOM and SERVIU, answers in other words', () => {
  it('reads "Sin afectación" / "Con afectación parcial" cells beside each row', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Vialidad                   Sin afectación',
        'Parques y áreas verdes     Con afectación parcial     Parque Quebrada de Macul',
      ),
    ).toMatchObject({ objeto_expropiacion: true, expropiacion_vial: false, expropiacion_por_parque: true });
  });

  it('reads "Afecto" / "No afecto" cells under an "Afectación" column', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Instrumento        Materia                Afectación      Detalle',
        'PRC 2011           Ensanche de vía        Afecto          Av. Grecia, faja 4 m',
        'PRC 2011           Área verde             No afecto',
      ),
    ).toMatchObject({
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      vias_expropiacion_vial: 'Av. Grecia, faja 4 m',
      expropiacion_por_parque: false,
    });
  });

  it('reads a check mark ✓ in the NO column and "RESULTADO: NO AFECTO" in a SERVIU certificate', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Afectación                      SÍ      NO',
        'Vialidad (ensanche/apertura)             ✓',
        'Áreas verdes                             ✓',
      ),
    ).toMatchObject({ objeto_expropiacion: false, expropiacion_vial: false, expropiacion_por_parque: false });
    expect(
      serviu('SERVIU REGIÓN DE COQUIMBO', 'CERTIFICADO DE EXPROPIACIÓN', 'RESULTADO: NO AFECTO')
        .objeto_expropiacion,
    ).toBe(false);
  });

  it('reads the certificate number written with its year and the date in words', () => {
    expect(
      serviu(
        'SERVIU REGIÓN DE O’HIGGINS',
        'CERTIFICADO Nº 458/2025',
        'En Rancagua, a cuatro de junio de dos mil veinticinco, se certifica que la propiedad de calle',
        'Astorga 120, rol 1002-3, no se encuentra afecta a expropiación por parte de este Servicio.',
      ),
    ).toMatchObject({
      numero_certificado: 458,
      fecha_emision: '2025-06-04',
      rol_avaluo: '1002-3',
      objeto_expropiacion: false,
    });
  });

  it('reads an informaciones-previas style section: "DECLARATORIA DE UTILIDAD PÚBLICA (Art. 59 LGUC)" with its road', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'DECLARATORIA DE UTILIDAD PÚBLICA (Art. 59 LGUC):   SÍ',
        'Vialidad: Avenida Grecia, ensanche, faja afecta de 3,00 m; afecta sólo terreno.',
        'Áreas verdes: no hay.',
      ),
    ).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
      expropiacion_por_parque: false,
    });
  });
});

describe('certificates on one property, round three', () => {
  it('TGR: "Ubicación" for the address, an issue date with its hour, the comuna after the rol', () => {
    expect(
      tgr(
        'TESORERÍA GENERAL DE LA REPÚBLICA',
        'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
        'Propietario: ORELLANA DÍAZ MANUEL',
        'Ubicación: CALLE LOS TILOS 455',
        'Rol: 99-00321-008 (CURICÓ)',
        'Fecha de emisión: 12 de marzo de 2026, 10:22 hrs.',
        'Deuda vencida:   CLP$ 12.300',
        'Deuda no vencida:   CLP$ 0',
      ),
    ).toMatchObject({
      contribuyente: { nombre: 'ORELLANA DÍAZ MANUEL' },
      direccion_propiedad: 'CALLE LOS TILOS 455',
      rol_avaluo: '321-8',
      comuna_propiedad: 'Curicó',
      fecha_emision: '2026-03-12',
      total_deuda_vencida_liquidada: 12300,
      total_deuda_no_vencida_liquidada: 0,
    });
  });

  it('TGR: the liquidation date is not the issue date', () => {
    expect(
      tgr(
        'Certificado de Deuda',
        'ROL 82-00111-002',
        '(Liquidada al: 30-06-2025)',
        'Fecha de Emisión del Certificado: 26-06-2025',
      ).fecha_emision,
    ).toBe('2025-06-26');
  });

  it('SII: a destination with its code letter and an address with its comuna after a comma', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'Dirección: LAS DALIAS 1742, MAIPU',
        'Destino: H - HABITACIONAL',
        'Rol: 2210-31',
        'Avalúo fiscal vigente: $ 44.820.117',
        'Exento: $ 44.820.117',
      ),
    ).toMatchObject({
      direccion: 'LAS DALIAS 1742',
      destino: 'HABITACIONAL',
      avaluo_total: 44820117,
      avaluo_exento: 44820117,
      avaluo_afecto: 0,
    });
  });

  it('SERVIU: "Afectación SERVIU: No registra" and "Proyectos que afectan: ninguno" say no', () => {
    expect(
      serviu('SERVIU REGIÓN DE ATACAMA', 'CERTIFICADO DE EXPROPIACIÓN', 'Expropiación SERVIU: No registra')
        .objeto_expropiacion,
    ).toBe(false);
    expect(
      serviu(
        'SERVIU REGIÓN DE MAGALLANES',
        'INFORME DE EXPROPIACIÓN',
        'Proyectos de expropiación que afectan al inmueble: ninguno.',
      ).objeto_expropiacion,
    ).toBe(false);
  });

  it('SERVIU: "EXPROPIACIÓN PARCIAL" in a state cell says yes', () => {
    expect(
      serviu(
        'SERVIU REGIÓN DEL MAULE',
        'CERTIFICADO DE EXPROPIACIÓN N° 1.330',
        'Estado del inmueble:   AFECTO A EXPROPIACIÓN PARCIAL',
        'Proyecto:   Mejoramiento Avenida San Miguel',
      ).objeto_expropiacion,
    ).toBe(true);
  });

  it('DOM: a park affectation stated in a row with its own ticked types', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Afectación por vialidad:   NO',
        'Afectación por área verde / parque:   SÍ',
        'La afectación por área verde involucra:   [ ] solo terreno   [X] terreno y edificaciones',
      ),
    ).toMatchObject({
      expropiacion_vial: false,
      expropiacion_por_parque: true,
      tipo_afectacion_por_parque: 'Afectación involucra edificios',
    });
  });
});

describe('SII, the semester inside the amount’s label', () => {
  it('reads "Avalúo fiscal 2° semestre de 2025:" and "Avalúo fiscal vigente primer semestre 2026:"', () => {
    expect(
      sii('CERTIFICADO DE AVALÚO FISCAL', 'Avalúo fiscal 2° semestre de 2025: $ 30.100.000').avaluo_total,
    ).toBe(30100000);
    expect(
      sii('CERTIFICADO DE AVALÚO FISCAL', 'Avalúo fiscal vigente primer semestre 2026: $ 31.200.000')
        .avaluo_total,
    ).toBe(31200000);
  });
});

describe('who issues an expropriation certificate', () => {
  it.each([
    [
      [
        'I. MUNICIPALIDAD DE MAIPÚ',
        'DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE NO EXPROPIACIÓN',
        'Se certifica que la propiedad de calle Cinco de Abril 0450, rol 2210-31, no está afecta a',
        'expropiación por el Plan Regulador Comunal.',
      ],
      'afectacion_utilidad_publica',
    ],
    [
      [
        'MINISTERIO DE VIVIENDA Y URBANISMO',
        'SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN DE LOS RÍOS',
        'INFORME DE SITUACIÓN DE LA PROPIEDAD N° 3.021',
        'Dirección: Picarte 1210   Rol: 110-4',
        'La propiedad no se encuentra afecta a expropiación.',
      ],
      'serviu_no_expropiacion',
    ],
    [
      [
        'SERVIU METROPOLITANO',
        'CERTIFICADO DE NO AFECTACIÓN',
        'Rol 5502-19, comuna de La Granja.',
        'El inmueble no se encuentra afecto a expropiación por proyectos de este Servicio.',
      ],
      'serviu_no_expropiacion',
    ],
    [
      [
        'MUNICIPALIDAD DE LOS ÁNGELES - DIRECCIÓN DE OBRAS',
        'CERTIFICADO DE INFORMACIONES PREVIAS N° 1.540',
        'Rol de avalúo: 410-12',
        'DECLARATORIA DE UTILIDAD PÚBLICA (Art. 59 LGUC): NO',
      ],
      'afectacion_utilidad_publica',
    ],
  ])('classifies %j as %s', (lines, type) => {
    expect(typeOf(lines)).toBe(type);
  });
});

describe('DOM and SERVIU tables whose text layer lost the column gaps', () => {
  it('reads each row’s mark by where it is drawn, and the park row’s detail', () => {
    const printed = [
      'MUNICIPALIDAD DE QUILICURA - DIRECCIÓN DE OBRAS',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 611',
      'Afectación              SÍ    NO    Detalle',
      'Vialidad                      X',
      'Parque                  X           Parque Intercomunal, sólo terreno',
    ];
    const lines = [
      'MUNICIPALIDAD DE QUILICURA - DIRECCIÓN DE OBRAS',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 611',
      'Afectación SÍ NO Detalle',
      'Vialidad X',
      'Parque X Parque Intercomunal, sólo terreno',
    ];
    const { value } = extractMunicipalAffectation(buildDocument('dom.pdf', [drawnPage(lines, printed)]));
    expect(value).toMatchObject({
      expropiacion_vial: false,
      expropiacion_por_parque: true,
      tipo_afectacion_por_parque: 'Afectación involucra sólo terreno',
    });
  });

  it('reads a SERVIU row marked under NO when the text layer joined it into one line', () => {
    const printed = [
      'SERVIU REGIÓN DE TARAPACÁ',
      'CERTIFICADO DE EXPROPIACIÓN N° 7.120',
      'Situación                                  SÍ      NO',
      'Afecto a expropiación SERVIU                       X',
    ];
    const lines = [
      'SERVIU REGIÓN DE TARAPACÁ',
      'CERTIFICADO DE EXPROPIACIÓN N° 7.120',
      'Situación SÍ NO',
      'Afecto a expropiación SERVIU X',
    ];
    const { value } = extractServiuReport(buildDocument('serviu.pdf', [drawnPage(lines, printed)]));
    expect(value).toMatchObject({ numero_certificado: 7120, objeto_expropiacion: false });
  });
});

describe('DOM certificates in prose, more wordings', () => {
  it('reads a road widening in a franja that takes part of the building', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'La propiedad se encuentra afecta a declaratoria de utilidad pública por vialidad (ensanche de',
        'Av. Los Pajaritos) en una franja de 5 m de ancho, que afecta parte de la construcción existente.',
        'No se encuentra afecta por parques.',
      ),
    ).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      tipo_afectacion_vial: 'Afectación involucra edificios',
      expropiacion_por_parque: false,
    });
  });

  it('reads labelled lines: "Afectación: Ensanche calle Serrano, faja de 2 m. Afecta sólo terreno."', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Afectación vial: Ensanche calle Serrano, faja de 2 m.',
        'Afecta sólo terreno.',
        'Afectación por áreas verdes: no.',
      ),
    ).toMatchObject({
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
      expropiacion_por_parque: false,
    });
  });

  it('reads "sin afectaciones" for the whole property as no affectation', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Situación ante el Plan Regulador: SIN AFECTACIONES a utilidad pública (vialidad ni áreas verdes).',
      ),
    ).toMatchObject({ objeto_expropiacion: false, expropiacion_vial: false, expropiacion_por_parque: false });
  });

  it('reads an opening of a new street through the lot, with the road named after "apertura de"', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'El predio está afecto a utilidad pública por apertura de la futura calle Los Cerezos, en un',
        'ancho de 15 m entre líneas oficiales, afectando sólo terreno.',
      ),
    ).toMatchObject({
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Apertura',
      vias_expropiacion_vial: 'calle Los Cerezos',
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
      expropiacion_por_parque: false,
    });
  });
});

describe('DOM certificates naming the owner in the sentence', () => {
  it('reads an owner whose name the sentence wraps onto the next line, person or company', () => {
    expect(
      municipal(
        'MUNICIPALIDAD DE ANGOL - DIRECCIÓN DE OBRAS',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 204',
        'Angol, 2 de abril de 2025',
        'Se certifica que el predio de calle Lautaro 455, rol 88-21, inscrito a nombre de MARTA ELENA',
        'QUILAPÁN CAYUQUEO, RUN 13.440.902-1, no está afecto a utilidad pública.',
      ).contribuyente,
    ).toEqual({ nombre: 'MARTA ELENA QUILAPÁN CAYUQUEO', rut: '13.440.902-1' });
    expect(
      municipal(
        'MUNICIPALIDAD DE COPIAPÓ - DIRECCIÓN DE OBRAS',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 912',
        'Copiapó, 8 de mayo de 2025',
        'La propiedad de avenida Copayapu 1200, rol 410-3, cuyo dueño es INMOBILIARIA DESIERTO',
        'FLORIDO LIMITADA, RUT 76.410.228-5, no se encuentra afecta a declaratoria de utilidad pública.',
      ).contribuyente,
    ).toEqual({ nombre: 'INMOBILIARIA DESIERTO FLORIDO LIMITADA', rut: '76.410.228-5' });
  });
});

describe('DOM certificates citing the law', () => {
  it('does not read the Ordenanza General de Urbanismo y Construcciones as buildings affected', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'De acuerdo con la Ordenanza General de Urbanismo y Construcciones, la propiedad SÍ está afecta a',
        'utilidad pública por ensanche de calle Los Militares a 25 metros entre líneas oficiales.',
        'No está afecta por parques.',
      ),
    ).toMatchObject({
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      tipo_afectacion_vial: null,
      expropiacion_por_parque: false,
    });
  });
});

describe('TGR certificates, agreements and empty boxes', () => {
  it('reads the Jasper form whose boxes are empty and whose sentence says no debt', () => {
    expect(
      tgr(
        'Certificado de Deuda',
        'NOMBRE CÁRDENAS VEGA LIDIA',
        'DIRECCION AV ARGENTINA 1550 DP 31 COMUNA VALPARAISO',
        'ROL 51-00620-031',
        'Total Deuda Liquidada Morosa   Total Deuda No Vencida Liquidada   Acogidos ART 196 y 197 DEL C.T.',
        'Fecha de Emisión del Certificado: 03-02-2026',
        'El Servicio de Tesorerías certifica que según el estado de la Cuenta Única Tributaria del ROL',
        'VALPARAISO 51-00620-031 no registra deuda a la fecha de emisión.',
        '001SD202603451006200311',
      ),
    ).toMatchObject({
      comuna_propiedad: 'Valparaíso',
      direccion_propiedad: 'AV ARGENTINA 1550 DP 31',
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 0,
      codigo_verificacion: '001SD202603451006200311',
    });
  });

  it('keeps a convenio’s debt out of the overdue and not-yet-due totals', () => {
    const { value } = extractTgrDebt(
      certificateDocument([
        'CERTIFICADO DE DEUDA',
        'ROL 44-01200-017',
        'Total Deuda Morosa (CLP) 0 0 0 0 0',
        'Total Deuda No Vencida (CLP) 22,100 0 0 0 22,100',
        'Total Deuda Acogida a Convenio (CLP) 310,400 0 0 0 310,400',
      ]),
    );
    expect(value.certificate).toMatchObject({
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 22100,
    });
    expect(value.agreement?.total).toBe(310400);
  });
});

describe('SII detailed appraisal', () => {
  it('reads the total, not the land or the buildings part, of a detailed certificate', () => {
    const lines = [
      'SERVICIO DE IMPUESTOS INTERNOS',
      'CERTIFICADO DE AVALÚO FISCAL DETALLADO',
      'Rol: 01540-00022   Comuna: TEMUCO',
      'Dirección: HOLANDIA 0340',
      'Destino: HABITACIONAL',
      'Avalúo terreno: $ 18.200.400',
      'Avalúo construcciones: $ 27.005.600',
      'Avalúo total: $ 45.206.000',
      'Avalúo exento: $ 45.206.000',
      'Avalúo afecto: $ 0',
      'Nota: el avalúo exento corresponde a la exención habitacional del D.L. 17.235.',
    ];
    expect(typeOf(lines)).toBe('avaluo_fiscal');
    expect(sii(...lines)).toMatchObject({
      rol_avaluo: '1540-22',
      comuna: 'Temuco',
      avaluo_total: 45206000,
      avaluo_exento: 45206000,
      avaluo_afecto: 0,
    });
  });

  it('reads an appraisal whose total is printed last, after the land and buildings parts, without labels for its parts', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'Rol de avalúo: 230-14',
        'Terreno               $ 10.100.000',
        'Construcción          $ 12.000.000',
        'Avalúo total          $ 22.100.000',
        'Monto exento          $ 22.100.000',
      ),
    ).toMatchObject({ avaluo_total: 22100000, avaluo_exento: 22100000, avaluo_afecto: 0 });
  });
});

describe('SERVIU prose in other verbs', () => {
  it.each([
    ['No existen proyectos de expropiación de este Servicio que afecten al inmueble.', false],
    ['Existe un proyecto de expropiación de este Servicio que afecta al inmueble en 120 m².', true],
    ['El inmueble NO SE ENCUENTRA en zona de expropiación.', false],
    ['El inmueble se encuentra incluido en el polígono de expropiación del proyecto Parque Lineal.', true],
    ['Revisados los antecedentes, no se registran expropiaciones que afecten la propiedad.', false],
  ])('%s → %s', (sentence, affected) => {
    expect(
      serviu('SERVIU REGIÓN DE ANTOFAGASTA', 'CERTIFICADO DE EXPROPIACIÓN N° 3.380', 'Rol: 7701-2', sentence)
        .objeto_expropiacion,
    ).toBe(affected);
  });
});

describe('DOM tables with a state column', () => {
  it('reads "AFECTO" / "NO AFECTO" under an "Estado" heading, with the road in the next column', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Materia                     Estado          Vía',
        'Ensanche vial               NO AFECTO',
        'Apertura vial               AFECTO          Pasaje Nuevo 3',
        'Área verde                  NO AFECTO',
      ),
    ).toMatchObject({
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Apertura',
      vias_expropiacion_vial: 'Pasaje Nuevo 3',
      expropiacion_por_parque: false,
    });
  });
});

describe('marriage certificates, more layouts', () => {
  it('reads the spouses side by side under "CONTRAYENTE 1   CONTRAYENTE 2"', () => {
    expect(
      marriage(
        'CERTIFICADO DE MATRIMONIO',
        'Circunscripción: CASTRO   N° inscripción: 88   Año: 2012',
        '                  CONTRAYENTE 1              CONTRAYENTE 2',
        'Nombres           HÉCTOR MANUEL              ROSA ELVIRA',
        'Apellidos         CÁRCAMO BARRÍA             OYARZO MANSILLA',
        'RUN               11.204.776-8               12.088.451-6',
        'Fecha de emisión: 9 de enero de 2025',
      ).certificate,
    ).toMatchObject({
      marido: { nombre: 'HÉCTOR MANUEL CÁRCAMO BARRÍA', rut: '11.204.776-8' },
      mujer: { nombre: 'ROSA ELVIRA OYARZO MANSILLA', rut: '12.088.451-6' },
    });
  });

  it('reads the inscription named in one phrase: "inscripción N° 1.234 del Registro de Matrimonios del año 1995"', () => {
    expect(
      marriage(
        'CERTIFICADO DE MATRIMONIO',
        'Corresponde a la inscripción N° 1.234 del Registro de Matrimonios del año 1995 de la',
        'circunscripción de Independencia.',
        'Marido: OSVALDO RENÉ TORO MUÑOZ',
        'Mujer: GLADYS DEL CARMEN PINO ARAYA',
        'Emitido el 20 de junio de 2025',
      ).certificate,
    ).toMatchObject({ numero_de_inscripcion: 1234, ano: 1995, circunscripcion: 'Independencia' });
  });
});

describe('DOM certificates that describe the street without affecting the lot', () => {
  it('reads "DECLARATORIA DE UTILIDAD PÚBLICA: NO" over a line describing the street’s category', () => {
    expect(
      municipal(
        'MUNICIPALIDAD DE LA REINA - DIRECCIÓN DE OBRAS',
        'CERTIFICADO DE INFORMACIONES PREVIAS N° 2.210',
        'Rol de avalúo: 5520-14',
        'DECLARATORIA DE UTILIDAD PÚBLICA (Art. 59 LGUC): NO',
        'Vialidad: Calle Los Aromos, vía local, ancho entre líneas oficiales 15 m.',
        'Línea oficial: a 7,5 m del eje de la calzada.',
      ),
    ).toMatchObject({ objeto_expropiacion: false, expropiacion_vial: false, expropiacion_por_parque: false });
  });
});

describe('DOM prose that names the topic a sentence after the affectation', () => {
  it('reads "Corresponde a vialidad estructurante" after a sentence stating the affectation', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'La propiedad se encuentra afecta a utilidad pública. Corresponde al ensanche de vialidad',
        'estructurante de Avenida Grecia. No hay afectación por parques.',
      ),
    ).toMatchObject({ objeto_expropiacion: true, expropiacion_vial: true, expropiacion_por_parque: false });
  });
});

describe('TGR, the comuna beside the rol', () => {
  it('reads a comuna printed after the rol with spaces only, and before it in a cell of its own', () => {
    expect(
      tgr('CERTIFICADO DE DEUDA', 'ROL: 332-01234-056   LO BARNECHEA', 'Sin deuda.').comuna_propiedad,
    ).toBe('Lo Barnechea');
    expect(
      tgr('CERTIFICADO DE DEUDA', 'Comuna         Rol', 'PUDAHUEL       82-00415-009', 'Sin deuda.'),
    ).toMatchObject({ comuna_propiedad: 'Pudahuel', rol_avaluo: '415-9' });
  });
});

describe('company certificates, names that are not the company’s', () => {
  it('reads the razón social, not the nombre de fantasía printed first', () => {
    expect(
      company(
        'REGISTRO DE EMPRESAS Y SOCIEDADES',
        'CERTIFICADO DE VIGENCIA',
        'Nombre de fantasía: PANADERÍA EL MOLINO',
        'Razón social: ALIMENTOS DEL VALLE SpA',
        'RUT: 77.341.905-6',
        'Estado: Vigente',
        'Fecha de emisión: 14/02/2025',
      ),
    ).toMatchObject({ name: 'ALIMENTOS DEL VALLE SpA', rut: '77.341.905-6', vigente: true });
  });
});

describe('boxes after their option as a copy reads them', () => {
  it('reads lower-case and half-closed marks: "edificaciones (x)", "SÍ [XJ"', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'AFECTACIÓN VIAL:   SÍ [XJ   NO [ ]',
        'Afecta a:   terreno ( )   edificaciones (x)',
        'AFECTACIÓN POR PARQUE:   SÍ [ ]   NO [XJ',
      ),
    ).toMatchObject({
      expropiacion_vial: true,
      tipo_afectacion_vial: 'Afectación involucra edificios',
      expropiacion_por_parque: false,
    });
  });

  it('reads the options on lines of their own, each followed by its box', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Afectación vial:',
        '   Ensanche .............. ( )',
        '   Apertura .............. (X)',
        'La afectación compromete:',
        '   Sólo terreno .......... (X)',
        '   Edificaciones ......... ( )',
        'Afectación por parques:   NO',
      ),
    ).toMatchObject({
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Apertura',
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
      expropiacion_por_parque: false,
    });
  });
});
