import { describe, expect, it } from 'vitest';

import { isUnsure } from '../../common/record/provenance';
import { readDocument } from '../../server/analysis/engine/analyzeDossier';
import { combineOutcomes } from '../../server/analysis/engine/combineOutcomes';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractMarriageCertificate } from '../../server/analysis/engine/extractors/marriageCertificate';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * The real certificates other than the CBR's dominio vigente (issue #18), and the GP forms the
 * notario-conservador test does not cover, written for these tests before any fix from what
 * shared/docs/chilean-documents.md establishes of each issuer's structure (the TGR's Jasper form
 * and its sections, the SII's two layouts, the Registro Civil's colon-aligned labels, Santiago's
 * and fojas.cl's GP), in the other wordings and layouts each issuer is known to vary: made-up
 * people, properties, numbers and codes. A value the engine cannot be sure of must be doubtful.
 */

const REFERENCE = new Date('2025-09-15T12:00:00Z');

/** The document read as the engine reads a file: type, report and whether a value is doubtful. */
function analysed(lines: string[], document = certificateDocument(lines)) {
  const outcome = readDocument(document, false, []);
  const { output, provenance } = combineOutcomes([outcome], REFERENCE);
  const doubtful = (path: string) => {
    const source = provenance[path];
    return source ? isUnsure(source) : false;
  };
  return { type: outcome.document?.type, output, doubtful };
}

const tgr = (...lines: string[]) => extractTgrDebt(certificateDocument(lines)).value.certificate;
const sii = (...lines: string[]) => extractSiiAppraisal(certificateDocument(lines)).value;
const serviu = (...lines: string[]) => extractServiuReport(certificateDocument(lines)).value;
const municipal = (...lines: string[]) => extractMunicipalAffectation(certificateDocument(lines)).value;
const marriage = (...lines: string[]) => extractMarriageCertificate(certificateDocument(lines)).value;
const gpOf = (...lines: string[]) => extractGpCertificate(cbrDocument(lines)).value;

const typeOf = (lines: string[]) => analysed(lines).type;

/* ------------------------------------------------------------------------------------------ */
/* Tesorería: the Jasper certificado de deuda and the other layouts it is printed in           */
/* ------------------------------------------------------------------------------------------ */

const JASPER_HEAD = [
  'TESORERÍA GENERAL DE LA REPÚBLICA',
  'Certificado de Deuda',
  'NOMBRE SEPÚLVEDA ARAYA MARTA INÉS',
  'DIRECCION PJE LOS AROMOS 1450 DP 32 COMUNA LA FLORIDA',
  'ROL 152-04412-032',
];

const JASPER_FOOT = [
  'Fecha de Emisión del Certificado: 03-09-2025',
  'Emitido a las: 10:41',
  'La Tesorería General de la República certifica que, según el estado de la Cuenta Única Tributaria del',
  'ROL 152-04412-032, registra la deuda que se detalla.',
  'Verifique este certificado en www.tgr.cl, ingresando el número del código de barra.',
  '*Nota: Si la fecha de vcto. de la deuda es 00-00-0000 es una multa.',
  'DOCUMENTO NO VALIDO PARA PAGAR EN INSTITUCIONES RECAUDADORAS',
  '001SD2025090341877120',
];

describe('TGR: the Jasper form in its sections', () => {
  it('reads an overdue section of two cuotas and a fine', () => {
    const certificate = tgr(
      ...JASPER_HEAD,
      'Total Deuda Liquidada Morosa  Total Deuda No Vencida Liquidada  Acogidos ART 196 y 197 DEL C.T.',
      'CLP 412,330',
      'Deuda :Morosa (CLP)',
      'FORMULARIO TIPO FOLIO FECHA VCTO. DEUDA NETA REAJUSTE INTERES MULTA TOTAL',
      '30 30 3318790012 30-Abr-2025 180,100 2,161 8,105 0 190,366',
      '30 30 3318790013 30-Jun-2025 182,400 1,094 2,736 0 186,230',
      '21 10 0000418770 00-00-0000 35,734 0 0 0 35,734',
      'Total Deuda Morosa (CLP) 398,234 3,255 10,841 0 412,330',
      '(Liquidada al: 03-09-2025)',
      ...JASPER_FOOT,
    );
    expect(certificate).toMatchObject({
      fecha_emision: '2025-09-03',
      rol_avaluo: '4412-32',
      contribuyente: { nombre: 'SEPÚLVEDA ARAYA MARTA INÉS' },
      comuna_propiedad: 'La Florida',
      total_deuda_vencida_liquidada: 412330,
      total_deuda_no_vencida_liquidada: 0,
      codigo_verificacion: '001SD2025090341877120',
    });
  });

  it('reads both sections, the not-yet-due printed first', () => {
    const certificate = tgr(
      ...JASPER_HEAD,
      'Total Deuda Liquidada Morosa  Total Deuda No Vencida Liquidada  Acogidos ART 196 y 197 DEL C.T.',
      'CLP 98,410  CLP 301,200',
      'Deuda :No Vencida (CLP)',
      'FORMULARIO TIPO FOLIO FECHA VCTO. DEUDA NETA REAJUSTE INTERES MULTA TOTAL',
      '30 30 3318790020 30-Sep-2025 150,600 0 0 0 150,600',
      '30 30 3318790021 30-Nov-2025 150,600 0 0 0 150,600',
      'Total Deuda No Vencida (CLP) 301,200 0 0 0 301,200',
      'Deuda :Morosa (CLP)',
      'FORMULARIO TIPO FOLIO FECHA VCTO. DEUDA NETA REAJUSTE INTERES MULTA TOTAL',
      '30 30 3318790019 30-Jun-2025 95,220 571 2,619 0 98,410',
      'Total Deuda Morosa (CLP) 95,220 571 2,619 0 98,410',
      '(Liquidada al: 03-09-2025)',
      ...JASPER_FOOT,
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 98410,
      total_deuda_no_vencida_liquidada: 301200,
    });
  });

  it('keeps a convenio section out of both totals', () => {
    const certificate = tgr(
      ...JASPER_HEAD,
      'Total Deuda Liquidada Morosa  Total Deuda No Vencida Liquidada  Acogidos ART 196 y 197 DEL C.T.',
      'CLP 150,600  CLP 640,000',
      'Deuda :No Vencida (CLP)',
      'FORMULARIO TIPO FOLIO FECHA VCTO. DEUDA NETA REAJUSTE INTERES MULTA TOTAL',
      '30 30 3318790020 30-Sep-2025 150,600 0 0 0 150,600',
      'Total Deuda No Vencida (CLP) 150,600 0 0 0 150,600',
      'Deuda :Acogidos ART 196 y 197 DEL C.T. (CLP)',
      'CONVENIO CUOTAS PAGADAS CUOTAS POR PAGAR SALDO',
      '0001874411 4 8 640,000',
      'Total Deuda Acogida a Convenio (CLP) 640,000',
      ...JASPER_FOOT,
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 150600,
    });
  });

  it.each([
    ['según el estado de la Cuenta Única Tributaria del ROL 152-04412-032, no registra deuda a la fecha.'],
    [
      'el ROL 152-04412-032 no registra deudas de contribuciones a la fecha de emisión del presente certificado.',
    ],
    ['NO REGISTRA DEUDA'],
    ['El rol consultado no presenta deuda por concepto de impuesto territorial.'],
    ['Sin deuda de contribuciones a la fecha.'],
    ['La propiedad se encuentra al día en el pago de sus contribuciones.'],
  ])('reads a certificate without debt: "%s"', (sentence) => {
    const certificate = tgr(
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'Certificado de Deuda',
      'NOMBRE ROJAS FUENTES PEDRO ANTONIO',
      'DIRECCION LOS CASTAÑOS 880 COMUNA QUILPUE',
      'ROL 152-04412-032',
      'Total Deuda Liquidada Morosa  Total Deuda No Vencida Liquidada  Acogidos ART 196 y 197 DEL C.T.',
      sentence,
      'Fecha de Emisión del Certificado: 11-08-2025',
      '001SD2025081177330190',
    );
    expect(certificate).toMatchObject({
      rol_avaluo: '4412-32',
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 0,
      fecha_emision: '2025-08-11',
      comuna_propiedad: 'Quilpué',
    });
  });
});

describe('TGR: amounts with and without decimals', () => {
  it.each([
    ['Total Deuda Morosa (CLP) 204.654', 204654],
    ['Total Deuda Morosa (CLP) 204,654', 204654],
    ['Total Deuda Morosa (CLP) 204654', 204654],
    ['Total Deuda Morosa (CLP) 204.654,00', 204654],
    ['Total Deuda Morosa (CLP) 204,654.00', 204654],
    ['Total Deuda Morosa: $ 204.654.-', 204654],
    ['Total deuda morosa   $ 204.654,00', 204654],
    ['Deuda morosa: CLP 1,204,654', 1204654],
    ['Deuda morosa: $ 1.204.654,0', 1204654],
  ])('reads "%s"', (line, amount) => {
    const certificate = tgr(
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
      'Rol: 1204-15',
      'Nombre: MARDONES ULLOA CECILIA',
      line,
      'Total Deuda No Vencida (CLP) 0',
      'Fecha de emisión: 02/09/2025',
    );
    expect(certificate.total_deuda_vencida_liquidada).toBe(amount);
    expect(certificate.total_deuda_no_vencida_liquidada).toBe(0);
  });
});

describe('TGR: the rol, the dates and the taxpayer in other layouts', () => {
  it.each([
    ['ROL 82-01234-005', '1234-5'],
    ['ROL: 332-00921-312', '921-312'],
    ['Rol : 01234-005   Comuna: PUDAHUEL', '1234-5'],
    ['ROL AVALUO 82-1234-5', '1234-5'],
    ['Rol Nº 82 - 01234 - 005', '1234-5'],
  ])('reads the rol "%s"', (line, rol) => {
    const certificate = tgr(
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'Certificado de Deuda',
      'NOMBRE CÁCERES LILLO RAÚL',
      line,
      'Total Deuda Morosa (CLP) 0',
      'Fecha de Emisión del Certificado: 01-09-2025',
    );
    expect(certificate.rol_avaluo).toBe(rol);
  });

  it.each([
    ['Fecha de Emisión del Certificado: 26-08-2025', '2025-08-26'],
    ['Fecha Emisión: 26/08/2025 10:41', '2025-08-26'],
    ['Emitido el 26 de agosto de 2025 a las 10:41 horas', '2025-08-26'],
    ['Santiago, 26 de Agosto de 2025', '2025-08-26'],
    ['FECHA DE EMISION 26-AGO-2025', '2025-08-26'],
  ])('reads the issue date "%s", not the liquidation or due dates', (line, fecha) => {
    const certificate = tgr(
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'Certificado de Deuda',
      'NOMBRE CÁCERES LILLO RAÚL',
      'ROL 82-01234-005',
      'Deuda :Morosa (CLP)',
      'FORMULARIO TIPO FOLIO FECHA VCTO. DEUDA NETA REAJUSTE INTERES MULTA TOTAL',
      '30 30 3318790019 30-Jun-2025 95,220 571 2,619 0 98,410',
      'Total Deuda Morosa (CLP) 95,220 571 2,619 0 98,410',
      '(Liquidada al: 31-08-2025)',
      line,
    );
    expect(certificate.fecha_emision).toBe(fecha);
    expect(certificate.total_deuda_vencida_liquidada).toBe(98410);
  });

  it('reads the values the text layer put before their labels', () => {
    const certificate = tgr(
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'Certificado de Deuda',
      'VALDÉS OYARZÚN FERNANDO JAVIER NOMBRE',
      'AV GRECIA 2210 DP 1104 DIRECCION ÑUÑOA COMUNA',
      '120-02451-118 ROL',
      'Total Deuda Liquidada Morosa  Total Deuda No Vencida Liquidada  Acogidos ART 196 y 197 DEL C.T.',
      'CLP 88,900',
      'Deuda :No Vencida (CLP)',
      'FORMULARIO TIPO FOLIO FECHA VCTO. DEUDA NETA REAJUSTE INTERES MULTA TOTAL',
      '30 30 3318790077 30-Sep-2025 88,900 0 0 0 88,900',
      'Total Deuda No Vencida (CLP) 88,900 0 0 0 88,900',
      'Fecha de Emisión del Certificado: 12-08-2025',
    );
    expect(certificate).toMatchObject({
      rol_avaluo: '2451-118',
      contribuyente: { nombre: 'VALDÉS OYARZÚN FERNANDO JAVIER' },
      direccion_propiedad: 'AV GRECIA 2210 DP 1104',
      comuna_propiedad: 'Ñuñoa',
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 88900,
    });
  });

  it('reads a summary of the three boxes printed with their amounts on one line each', () => {
    const certificate = tgr(
      'SERVICIO DE TESORERÍAS',
      'CERTIFICADO DE DEUDA DE CONTRIBUCIONES DE BIENES RAÍCES',
      'Contribuyente : GUAJARDO PAREDES ISABEL',
      'Dirección     : CAMINO REAL 455 LT 4',
      'Comuna        : PIRQUE',
      'Rol           : 45-00120-044',
      'Deuda Morosa Liquidada        : $ 0',
      'Deuda No Vencida Liquidada    : $ 124.880',
      'Deuda Acogida a Convenio      : $ 0',
      'Fecha de emisión: 08/09/2025',
    );
    expect(certificate).toMatchObject({
      rol_avaluo: '120-44',
      comuna_propiedad: 'Pirque',
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 124880,
    });
  });

  it('reads the debt of the first rol of a certificate that lists two, or marks it doubtful', () => {
    const lines = [
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
      'Contribuyente: INMOBILIARIA LOS PEUMOS SpA',
      'ROL 71-00921-045   AV APOQUINDO 6400 DP 81',
      'Total Deuda Morosa (CLP) 0',
      'Total Deuda No Vencida (CLP) 310,400',
      'ROL 71-00921-312   AV APOQUINDO 6400 EST 112',
      'Total Deuda Morosa (CLP) 0',
      'Total Deuda No Vencida (CLP) 41,300',
      'Fecha de Emisión del Certificado: 05-09-2025',
    ];
    const { output, doubtful } = analysed(lines);
    const debt = output.debt_certificates?.[0];
    expect(debt?.rol_avaluo).toBe('921-45');
    const notDue = debt?.total_deuda_no_vencida_liquidada;
    expect(notDue === 310400 || doubtful('debt_certificates[0].total_deuda_no_vencida_liquidada')).toBe(true);
  });

  it('classifies every layout above as a TGR certificate', () => {
    expect(
      typeOf([...JASPER_HEAD, 'NO REGISTRA DEUDA', 'Fecha de Emisión del Certificado: 03-09-2025']),
    ).toBe('deuda_tgr');
  });
});

/* ------------------------------------------------------------------------------------------ */
/* SII: the certificado de avalúo fiscal, simple and detallado                                 */
/* ------------------------------------------------------------------------------------------ */

describe('SII: the simple certificate in its two layouts', () => {
  it('reads the older layout: rol with a spaced minus sign, "Dirección o Nombre del bien raíz"', () => {
    const lines = [
      'Fecha de Emisión: 4 de Agosto de 2025',
      'CERTIFICADO DE AVALÚO FISCAL',
      'Avalúos en pesos del SEGUNDO SEMESTRE DE 2025',
      'Comuna:  CONCON',
      'Número de Rol de Avalúo:  02210 − 00318',
      'Dirección o Nombre del bien raíz:  AV BORGOÑO 21050 DP 1502 ED MIRAMAR',
      'Destino del bien raíz:  HABITACIONAL',
      'AVALÚO TOTAL:$84.512.004',
      'AVALÚO EXENTO DE IMPUESTO:  $59.143.557',
      'AVALÚO AFECTO A IMPUESTO:  $25.368.447',
      'NOTA IMPORTANTE: El avalúo fiscal se reajusta semestralmente.',
      'Por Orden del Director',
      'CERTIFICADO GRATUITO',
      '1/1',
    ];
    expect(typeOf(lines)).toBe('avaluo_fiscal');
    expect(sii(...lines)).toEqual({
      fecha_emision: '2025-08-04',
      rol_avaluo: '2210-318',
      direccion: 'AV BORGOÑO 21050 DP 1502 ED MIRAMAR',
      comuna: 'Concón',
      destino: 'HABITACIONAL',
      avaluo_afecto: 25368447,
      avaluo_exento: 59143557,
      avaluo_total: 84512004,
    });
  });

  it('reads the 2025 layout with the page count first and the amounts in a column after their labels', () => {
    expect(
      sii(
        'Página 1 de 1',
        'Fecha de emisión: 22 de Agosto de 2025',
        'CERTIFICADO DE AVALÚO FISCAL',
        'Avalúos en pesos del SEGUNDO SEMESTRE DE 2025',
        'Comuna: SAN PEDRO DE LA PAZ',
        'Número de ROL de Avalúo: 07711-00042',
        'Dirección: LOS CARRERA 880 BX 14',
        'Destino: ESTACIONAMIENTO',
        'AVALÚO TOTAL:',
        '$ 4.120.300',
        'AVALÚO EXENTO DE IMPUESTO:',
        '$ 0',
        'AVALÚO AFECTO A IMPUESTO:',
        '$ 4.120.300',
      ),
    ).toEqual({
      fecha_emision: '2025-08-22',
      rol_avaluo: '7711-42',
      direccion: 'LOS CARRERA 880 BX 14',
      comuna: 'San Pedro de la Paz',
      destino: 'ESTACIONAMIENTO',
      avaluo_afecto: 4120300,
      avaluo_exento: 0,
      avaluo_total: 4120300,
    });
  });

  it.each([
    ['BODEGA Y ALMACENAJE'],
    ['OFICINA'],
    ['COMERCIO'],
    ['AGRICOLA'],
    ['SITIO ERIAZO'],
    ['INDUSTRIA'],
    ['EDUCACION Y CULTURA'],
    ['HABITACIONAL'],
  ])('reads the destination "%s"', (destino) => {
    expect(
      sii(
        'SERVICIO DE IMPUESTOS INTERNOS',
        'CERTIFICADO DE AVALÚO FISCAL',
        'Fecha de emisión: 14 de Julio de 2025',
        'Comuna: RANCAGUA',
        'Número de ROL de Avalúo: 00342-00017',
        'Dirección: AV BRASIL 1140',
        `Destino: ${destino}`,
        'AVALÚO TOTAL: $ 61.300.000',
        'AVALÚO EXENTO DE IMPUESTO: $ 0',
        'AVALÚO AFECTO A IMPUESTO: $ 61.300.000',
      ),
    ).toMatchObject({ destino, rol_avaluo: '342-17', comuna: 'Rancagua', avaluo_total: 61300000 });
  });

  it.each([
    ['NUNOA', 'Ñuñoa'],
    ['CHILLAN', 'Chillán'],
    ['ESTACION CENTRAL', 'Estación Central'],
    ['PENALOLEN', 'Peñalolén'],
    ['MAIPU', 'Maipú'],
    ['VINA DEL MAR', 'Viña del Mar'],
    ['LOS ANGELES', 'Los Ángeles'],
  ])('reads the comuna "%s" printed without accents', (printed, comuna) => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'Fecha de emisión: 14 de Julio de 2025',
        `Comuna: ${printed}`,
        'Número de ROL de Avalúo: 00342-00017',
        'Dirección: LAS DALIAS 1742',
        'Destino: HABITACIONAL',
        'AVALÚO TOTAL: $ 31.300.000',
        'AVALÚO EXENTO DE IMPUESTO: $ 31.300.000',
        'AVALÚO AFECTO A IMPUESTO: $ 0',
      ).comuna,
    ).toBe(comuna);
  });
});

describe('SII: the detallado, terreno and construcciones, exenciones', () => {
  it('reads the totals, not the land or the buildings, of a detailed certificate', () => {
    const lines = [
      'SERVICIO DE IMPUESTOS INTERNOS',
      'CERTIFICADO DE AVALÚO FISCAL DETALLADO',
      'Fecha de Emisión: 2 de Septiembre de 2025',
      'Avalúos en pesos del SEGUNDO SEMESTRE DE 2025',
      'Comuna: PUENTE ALTO',
      'Número de Rol de Avalúo: 01544-00021',
      'Dirección: AV CONCHA Y TORO 1422',
      'Destino: HABITACIONAL',
      'ANTECEDENTES DEL TERRENO',
      'Superficie terreno (m2): 312',
      'Avalúo terreno: $ 18.420.114',
      'ANTECEDENTES DE LAS CONSTRUCCIONES',
      'Línea  Material  Calidad  Año  Superficie (m2)  Destino  Avalúo',
      '1      B         3        1998  84               H        $ 21.504.118',
      '2      E         4        2006  32               H        $ 10.270.187',
      'Avalúo construcciones: $ 31.774.305',
      'AVALÚO TOTAL: $ 50.194.419',
      'AVALÚO EXENTO DE IMPUESTO: $ 50.194.419',
      'AVALÚO AFECTO A IMPUESTO: $ 0',
    ];
    expect(typeOf(lines)).toBe('avaluo_fiscal');
    expect(sii(...lines)).toMatchObject({
      fecha_emision: '2025-09-02',
      rol_avaluo: '1544-21',
      comuna: 'Puente Alto',
      destino: 'HABITACIONAL',
      avaluo_total: 50194419,
      avaluo_exento: 50194419,
      avaluo_afecto: 0,
    });
  });

  it('reads a detailed certificate whose totals are in a table with the land and the buildings', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL DETALLADO',
        'Fecha de emisión: 10 de Junio de 2025',
        'Comuna: TALCA   Rol: 00813-00009   Destino: COMERCIO',
        'Dirección: 1 SUR 1180',
        'Concepto                 Avalúo',
        'Terreno                  $ 64.200.000',
        'Construcciones           $ 88.913.400',
        'Avalúo total             $ 153.113.400',
        'Avalúo exento            $ 0',
        'Avalúo afecto            $ 153.113.400',
      ),
    ).toMatchObject({
      rol_avaluo: '813-9',
      comuna: 'Talca',
      destino: 'COMERCIO',
      avaluo_total: 153113400,
      avaluo_exento: 0,
      avaluo_afecto: 153113400,
    });
  });

  it('reads an exención named with its law beside the exempt amount', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'Fecha de emisión: 14 de Julio de 2025',
        'Comuna: LA SERENA',
        'Número de ROL de Avalúo: 01802-00115',
        'Dirección: PJE LOS TAMARUGOS 377',
        'Destino: HABITACIONAL',
        'AVALÚO TOTAL: $ 48.310.200',
        'Exención: HABITACIONAL D.L. 3.063 (Art. 2°)',
        'AVALÚO EXENTO DE IMPUESTO: $ 48.310.200',
        'AVALÚO AFECTO A IMPUESTO: $ 0',
      ),
    ).toMatchObject({ avaluo_total: 48310200, avaluo_exento: 48310200, avaluo_afecto: 0 });
  });

  it('reads a partial exención: the exempt part is the threshold, the rest is taxed', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'Fecha de emisión: 14 de Julio de 2025',
        'Comuna: LAS CONDES',
        'Número de ROL de Avalúo: 06210-00354',
        'Dirección: CAMINO EL ALBA 9800 DP 302',
        'Destino: HABITACIONAL',
        'Avalúo total ........................ $ 188.420.610',
        'Avalúo exento ....................... $ 59.143.557',
        'Avalúo afecto ....................... $ 129.277.053',
      ),
    ).toMatchObject({ avaluo_total: 188420610, avaluo_exento: 59143557, avaluo_afecto: 129277053 });
  });

  it('reads a rural property whose land is agricultural and whose house is appraised apart', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'Fecha de emisión: 3 de Julio de 2025',
        'Avalúos en pesos del SEGUNDO SEMESTRE DE 2025',
        'Comuna: PAINE',
        'Número de Rol de Avalúo: 00512-00061',
        'Nombre del bien raíz: PARCELA 14 LOTEO SANTA MARTA',
        'Destino del bien raíz: AGRICOLA',
        'Avalúo terreno agrícola: $ 22.140.000',
        'Avalúo vivienda: $ 18.300.500',
        'AVALÚO TOTAL: $ 40.440.500',
        'AVALÚO EXENTO DE IMPUESTO: $ 30.512.000',
        'AVALÚO AFECTO A IMPUESTO: $ 9.928.500',
      ),
    ).toMatchObject({
      rol_avaluo: '512-61',
      direccion: 'PARCELA 14 LOTEO SANTA MARTA',
      destino: 'AGRICOLA',
      avaluo_total: 40440500,
      avaluo_exento: 30512000,
      avaluo_afecto: 9928500,
    });
  });

  it('reads the first of several roles listed on one certificate, or marks what it reads doubtful', () => {
    const lines = [
      'SERVICIO DE IMPUESTOS INTERNOS',
      'CERTIFICADO DE AVALÚO FISCAL',
      'Fecha de emisión: 14 de Julio de 2025',
      'Comuna: PROVIDENCIA',
      'Rol          Dirección                       Destino           Avalúo total    Exento         Afecto',
      '04412-00181  AV ELIODORO YAÑEZ 2100 DP 71    HABITACIONAL      $ 120.400.000   $ 59.143.557   $ 61.256.443',
      '04412-00302  AV ELIODORO YAÑEZ 2100 EST 40   ESTACIONAMIENTO   $ 6.100.200     $ 0            $ 6.100.200',
      '04412-00355  AV ELIODORO YAÑEZ 2100 BD 12    BODEGA Y ALMACENAJE $ 2.040.100   $ 0            $ 2.040.100',
    ];
    const { output, doubtful } = analysed(lines);
    const appraisal = output.certificados_avaluo?.[0];
    expect(appraisal?.rol_avaluo).toBe('4412-181');
    expect(appraisal?.avaluo_total === 120400000 || doubtful('certificados_avaluo[0].avaluo_total')).toBe(
      true,
    );
    expect(appraisal?.destino === 'HABITACIONAL' || doubtful('certificados_avaluo[0].destino')).toBe(true);
  });
});

/* ------------------------------------------------------------------------------------------ */
/* SERVIU and MINVU: certificado de (no) expropiación                                           */
/* ------------------------------------------------------------------------------------------ */

describe('SERVIU: the certificate in prose, tables and marks', () => {
  it('reads a regional SERVIU certificate in prose', () => {
    const lines = [
      'MINISTERIO DE VIVIENDA Y URBANISMO',
      'SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN DE VALPARAÍSO',
      'CERTIFICADO DE NO EXPROPIACIÓN N° 3.412',
      'El Director del Servicio de Vivienda y Urbanización de la Región de Valparaíso que suscribe',
      'certifica que el inmueble ubicado en calle Los Pescadores N° 218, comuna de Quintero, Rol de',
      'Avalúo N° 00114-00027, no se encuentra afecto a expropiación por parte de este Servicio.',
      'Se extiende el presente certificado a petición del interesado para los fines que estime conveniente.',
      'Valparaíso, 18 de agosto de 2025.',
    ];
    expect(typeOf(lines)).toBe('serviu_no_expropiacion');
    expect(serviu(...lines)).toMatchObject({
      fecha_emision: '2025-08-18',
      numero_certificado: 3412,
      rol_avaluo: '114-27',
      comuna_propiedad: 'Quintero',
      objeto_expropiacion: false,
    });
  });

  it('reads the online form: folio, verification code and a labelled answer', () => {
    const lines = [
      'SERVIU METROPOLITANO',
      'CERTIFICADO DE EXPROPIACIÓN',
      'Folio N°: 1187340',
      'Fecha de emisión: 09/09/2025',
      'Dirección: LOS JAZMINES 1022',
      'Comuna: MAIPÚ',
      'Rol de Avalúo: 2480-31',
      'Resultado: La propiedad consultada NO se encuentra afecta a expropiación SERVIU.',
      'Código de verificación: 7F3A-22B1-90CD',
      'Verifique la autenticidad de este documento en el portal de certificados del MINVU.',
    ];
    expect(typeOf(lines)).toBe('serviu_no_expropiacion');
    expect(serviu(...lines)).toMatchObject({
      fecha_emision: '2025-09-09',
      numero_certificado: 1187340,
      rol_avaluo: '2480-31',
      direccion_propiedad: 'LOS JAZMINES 1022',
      comuna_propiedad: 'Maipú',
      codigo_verificacion: '7F3A-22B1-90CD',
      objeto_expropiacion: false,
    });
  });

  it.each([
    ['AFECTO A EXPROPIACIÓN:   SI ___   NO _X_', false],
    ['AFECTO A EXPROPIACIÓN:   SI _X_   NO ___', true],
    ['Afecto a expropiación   SÍ [ ]   NO [X]', false],
    ['Afecto a expropiación   SÍ [X]   NO [ ]', true],
    ['¿Afecto a expropiación?  NO (X)  SÍ ( )', false],
    ['Afecto a expropiación: X NO   __ SI', false],
    ['EXPROPIACIÓN SERVIU:  NO AFECTO', false],
    ['EXPROPIACIÓN SERVIU:  AFECTO', true],
  ])('reads the answer "%s"', (line, affected) => {
    expect(
      serviu(
        'SERVIU REGIÓN DEL BIOBÍO',
        'CERTIFICADO N° 2.207',
        'Concepción, 4 de septiembre de 2025',
        'Dirección: PEDRO DE VALDIVIA 1410',
        'Comuna: CONCEPCIÓN',
        'Rol: 05120-00018',
        line,
      ),
    ).toMatchObject({ objeto_expropiacion: affected, numero_certificado: 2207, rol_avaluo: '5120-18' });
  });

  it('reads a table row whose last cell answers', () => {
    expect(
      serviu(
        'SERVIU REGIÓN DE LA ARAUCANÍA',
        'CERTIFICADO DE NO EXPROPIACIÓN Nº 00871/2025',
        'Dirección                 Comuna     Rol         Afecto a expropiación',
        'AV ALEMANIA 0945          TEMUCO     1102-21     NO',
        'Temuco, 27 de agosto de 2025.',
      ),
    ).toMatchObject({
      numero_certificado: 871,
      rol_avaluo: '1102-21',
      comuna_propiedad: 'Temuco',
      objeto_expropiacion: false,
      fecha_emision: '2025-08-27',
    });
  });

  it.each([
    'el inmueble individualizado se encuentra afecto a expropiación parcial por el proyecto "Mejoramiento Eje Av. Los Carrera".',
    'la propiedad está incluida en el decreto de expropiación N° 112 del programa de vialidad urbana de este Servicio.',
    'el predio se encuentra afectado por expropiación total de acuerdo al proyecto Parque Estero Marga Marga.',
  ])('reads an affirmative sentence "%s"', (sentence) => {
    expect(
      serviu(
        'SERVIU REGIÓN DE VALPARAÍSO',
        'CERTIFICADO DE EXPROPIACIÓN N° 5.120',
        `Certifico que ${sentence}`,
        'Rol de avalúo: 3310-4',
        'Viña del Mar, 1 de septiembre de 2025.',
      ).objeto_expropiacion,
    ).toBe(true);
  });

  it.each([
    'el inmueble no está comprendido en los programas de expropiación de este Servicio.',
    'no existen proyectos de este Servicio que afecten al inmueble.',
    'la propiedad no registra afectación por expropiaciones SERVIU.',
    'revisados los antecedentes, el inmueble no está afecto a expropiación.',
  ])('reads a negative sentence "%s"', (sentence) => {
    expect(
      serviu(
        'SERVIU REGIÓN DE LOS LAGOS',
        'CERTIFICADO N° 918',
        `Certifico que ${sentence}`,
        'Rol de avalúo: 2201-16',
        'Puerto Montt, 1 de septiembre de 2025.',
      ).objeto_expropiacion,
    ).toBe(false);
  });
});

/* ------------------------------------------------------------------------------------------ */
/* DOM: certificado de afectación a utilidad pública, de expropiación, de número               */
/* ------------------------------------------------------------------------------------------ */

describe('DOM: afectación a utilidad pública in prose, tables and marks in letters', () => {
  it('reads a certificate in prose that states no affectation', () => {
    const lines = [
      'ILUSTRE MUNICIPALIDAD DE ÑUÑOA',
      'DIRECCIÓN DE OBRAS MUNICIPALES',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 1.874',
      'El Director de Obras Municipales que suscribe certifica que la propiedad ubicada en',
      'calle Suecia N° 3120, Rol de Avalúo N° 3318-51, de la comuna de Ñuñoa, de acuerdo al',
      'Plan Regulador Comunal vigente, NO se encuentra afecta a declaratoria de utilidad pública.',
      'Ñuñoa, 21 de agosto de 2025.',
    ];
    expect(typeOf(lines)).toBe('afectacion_utilidad_publica');
    expect(municipal(...lines)).toMatchObject({
      fecha_emision: '2025-08-21',
      rol_avaluo: '3318-51',
      comuna_propiedad: 'Ñuñoa',
      objeto_expropiacion: false,
      expropiacion_vial: false,
      expropiacion_por_parque: false,
    });
  });

  it('reads boxes answered in letters: "SI ___ NO _X_"', () => {
    expect(
      municipal(
        'MUNICIPALIDAD DE MACUL',
        'DIRECCIÓN DE OBRAS',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
        'Dirección: AV QUILÍN 3550   Rol: 5102-8',
        'a) Afecto a ensanche de vía          SI ___   NO _X_',
        'b) Afecto a apertura de vía          SI ___   NO _X_',
        'c) Afecto a área verde o parque      SI ___   NO _X_',
        'Macul, 2 de septiembre de 2025.',
      ),
    ).toMatchObject({
      rol_avaluo: '5102-8',
      objeto_expropiacion: false,
      expropiacion_vial: false,
      expropiacion_por_parque: false,
    });
  });

  it('reads a widening answered "SI _X_" that affects only the land', () => {
    expect(
      municipal(
        'MUNICIPALIDAD DE MACUL',
        'DIRECCIÓN DE OBRAS',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
        'Dirección: AV QUILÍN 3550   Rol: 5102-8',
        'a) Afecto a ensanche de vía          SI _X_   NO ___',
        '   Afecta:  terreno _X_   edificaciones ___',
        'b) Afecto a apertura de vía          SI ___   NO _X_',
        'c) Afecto a área verde o parque      SI ___   NO _X_',
        'Macul, 2 de septiembre de 2025.',
      ),
    ).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
      expropiacion_por_parque: false,
    });
  });

  it('reads a table of affectations with SÍ / NO columns marked with an X', () => {
    expect(
      municipal(
        'I. MUNICIPALIDAD DE LA CISTERNA',
        'DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 412/2025',
        'Propiedad: GRAN AVENIDA JOSÉ MIGUEL CARRERA 8120   Rol de avalúo: 6104-22',
        'TIPO DE AFECTACIÓN                 SÍ     NO',
        'Vialidad - ensanche                X',
        'Vialidad - apertura                       X',
        'Áreas verdes / parques                    X',
        'Afectación involucra edificaciones: NO',
        'La Cisterna, 11 de agosto de 2025.',
      ),
    ).toMatchObject({
      rol_avaluo: '6104-22',
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
      expropiacion_por_parque: false,
    });
  });

  it('reads a park affectation stated in prose that takes buildings', () => {
    expect(
      municipal(
        'MUNICIPALIDAD DE RENCA',
        'DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
        'Certifica que el predio Rol 2201-40, ubicado en Av. Brasil 4410, comuna de Renca, se encuentra',
        'afecto en su totalidad a declaratoria de utilidad pública por área verde (Parque Intercomunal',
        'Cerros de Renca), según el Plan Regulador Metropolitano de Santiago, afectación que comprende',
        'las edificaciones existentes. No se encuentra afecto a vialidad.',
        'Renca, 5 de agosto de 2025.',
      ),
    ).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_por_parque: true,
      tipo_afectacion_por_parque: 'Afectación involucra edificios',
      expropiacion_vial: false,
    });
  });

  it('reads an opening of a street through the lot, stated in prose', () => {
    expect(
      municipal(
        'MUNICIPALIDAD DE PUENTE ALTO',
        'DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
        'El inmueble de calle Los Toros N° 1520, Rol 3011-5, se encuentra afecto a utilidad pública',
        'por la apertura de la calle Las Nieves Oriente, en una faja de 15 metros, que afecta sólo al',
        'terreno. No está afecto a áreas verdes.',
        'Puente Alto, 9 de septiembre de 2025.',
      ),
    ).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Apertura',
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
      expropiacion_por_parque: false,
    });
  });

  it('reads a municipal certificate of no expropriation as the DOM’s', () => {
    const lines = [
      'ILUSTRE MUNICIPALIDAD DE SAN BERNARDO',
      'DIRECCIÓN DE OBRAS MUNICIPALES',
      'CERTIFICADO DE NO EXPROPIACIÓN N° 2.041',
      'La Dirección de Obras Municipales certifica que la propiedad ubicada en calle Freire N° 710,',
      'Rol de Avalúo 118-12, no se encuentra afecta a expropiación ni a declaratoria de utilidad',
      'pública según el Plan Regulador Comunal.',
      'San Bernardo, 28 de agosto de 2025.',
    ];
    expect(typeOf(lines)).toBe('afectacion_utilidad_publica');
    expect(municipal(...lines)).toMatchObject({
      fecha_emision: '2025-08-28',
      rol_avaluo: '118-12',
      objeto_expropiacion: false,
      expropiacion_vial: false,
      expropiacion_por_parque: false,
    });
  });

  it('reads a certificate of number and affectation: the street number is no plano nor rol', () => {
    const lines = [
      'ILUSTRE MUNICIPALIDAD DE QUILPUÉ',
      'DIRECCIÓN DE OBRAS MUNICIPALES',
      'CERTIFICADO DE NÚMERO Y AFECTACIÓN A UTILIDAD PÚBLICA N° 877',
      'Se certifica que a la propiedad ubicada en calle Los Carrera, Rol de Avalúo 1022-14, le',
      'corresponde el N° 1450 de dicha vía.',
      'Afectación a utilidad pública: NO',
      'Quilpué, 3 de septiembre de 2025.',
    ];
    expect(typeOf(lines)).toBe('afectacion_utilidad_publica');
    expect(municipal(...lines)).toMatchObject({
      fecha_emision: '2025-09-03',
      rol_avaluo: '1022-14',
      plano: null,
      objeto_expropiacion: false,
      expropiacion_vial: false,
    });
  });

  it('reads a certificate of number that also states the widening of its street', () => {
    expect(
      municipal(
        'MUNICIPALIDAD DE TALCAHUANO',
        'DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE NÚMERO',
        'A la propiedad Rol 402-33 ubicada en Av. Colón le corresponde el número 3150.',
        'Según el Plan Regulador Comunal la propiedad se encuentra afecta a utilidad pública por',
        'ensanche de Av. Colón, afectando sólo el terreno.',
        'Talcahuano, 1 de septiembre de 2025.',
      ),
    ).toMatchObject({
      rol_avaluo: '402-33',
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
    });
  });

  it.each([
    ['Afecto a utilidad pública:   [ ] SÍ   [X] NO', false],
    ['Afecto a utilidad pública:   [X] SÍ   [ ] NO', true],
    ['AFECTACIÓN A UTILIDAD PÚBLICA    NO  X    SI', false],
    ['Declaratoria de utilidad pública (Art. 59 L.G.U.C.): NO AFECTO', false],
    ['Declaratoria de utilidad pública (Art. 59 L.G.U.C.): AFECTO', true],
  ])('reads the answer "%s"', (line, affected) => {
    expect(
      municipal(
        'MUNICIPALIDAD DE VIÑA DEL MAR',
        'DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
        'Dirección: 5 NORTE 420   Rol: 612-9',
        line,
        'Viña del Mar, 5 de septiembre de 2025.',
      ).objeto_expropiacion,
    ).toBe(affected);
  });

  it('reads a rural property', () => {
    expect(
      municipal(
        'MUNICIPALIDAD DE COLINA',
        'DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
        'Predio: PARCELA 22 LOTEO SANTA ELENA   Rol: 410-122',
        'Área: RURAL',
        'El predio no se encuentra afecto a utilidad pública.',
        'Colina, 29 de agosto de 2025.',
      ),
    ).toMatchObject({ tipo_vivienda: 'Rural', objeto_expropiacion: false });
  });
});

/* ------------------------------------------------------------------------------------------ */
/* Registro Civil: certificado de matrimonio                                                   */
/* ------------------------------------------------------------------------------------------ */

const RC_HEAD = ['SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN', 'CERTIFICADO DE MATRIMONIO'];

const RC_FORM = [
  'Circunscripción   :   PUENTE ALTO',
  'Nro. inscripción  :   1.204    Registro :        Año : 2009',
  'Nombre del Marido :   MAURICIO ANDRÉS TOLEDO FARÍAS',
  'R.U.N.            :   13.482.915-K',
  'Fecha nacimiento  :   12 Febrero 1979',
  'Nombre de la Mujer:   VERÓNICA PAZ ESPINOZA LAGOS',
  'R.U.N.            :   15.903.224-8',
  'Fecha nacimiento  :   30 Julio 1982',
  'FECHA CELEBRACIÓN :   14 Marzo 2009 A LAS 12:00 HORAS',
];

describe('Registro Civil: the marriage certificate with and without subinscriptions', () => {
  it('reads the online form "con inscripciones" with no subinscription as sociedad conyugal', () => {
    const lines = [
      ...RC_HEAD,
      'Para: TODO TRÁMITE CON INSCRIPCIONES',
      ...RC_FORM,
      'SUBINSCRIPCIONES  :   NO REGISTRA',
      'FECHA EMISIÓN: 21 Agosto 2025, 09:14.',
      'Folio: 500412298871   Código Verificación: 8c41f09a2b17',
    ];
    expect(typeOf(lines)).toBe('matrimonio');
    const value = marriage(...lines);
    expect(value.certificate).toEqual({
      fecha_emision: '2025-08-21',
      ano: 2009,
      circunscripcion: 'Puente Alto',
      numero_de_inscripcion: 1204,
      marido: { nombre: 'MAURICIO ANDRÉS TOLEDO FARÍAS', rut: '13.482.915-K' },
      mujer: { nombre: 'VERÓNICA PAZ ESPINOZA LAGOS', rut: '15.903.224-8' },
      tipo_de_sociedad_conyugal: 'con_sociedad_conyugal',
    });
    expect(value.celebrada).toBe('2009-03-14');
  });

  it.each([
    [
      'Por escritura pública de fecha 4 de mayo de 2016, otorgada en la Notaría de Puente Alto de',
      'don Luis Ortega Soto, los cónyuges pactaron separación total de bienes. Art. 1723 C.C.',
    ],
    [
      'SUBINSCRIPCIÓN: Separación total de bienes pactada por escritura de 04-05-2016 ante el',
      'notario de Puente Alto. Subinscrita el 20-05-2016.',
    ],
    [
      'Al margen: Los contrayentes sustituyeron el régimen de sociedad conyugal por el de separación',
      'total de bienes, según escritura de cuatro de mayo de dos mil dieciséis.',
    ],
    [
      'Nota marginal: Pacto de separación de bienes (artículo 1723 del Código Civil), escritura de',
      'fecha 4 de mayo de 2016.',
    ],
  ])('reads a later pact of separation in a subinscription %#', (...subinscription) => {
    const value = marriage(
      ...RC_HEAD,
      'Para: TODO TRÁMITE CON INSCRIPCIONES',
      ...RC_FORM,
      'SUBINSCRIPCIONES:',
      ...subinscription,
      'FECHA EMISIÓN: 21 Agosto 2025',
    );
    expect(value.certificate.tipo_de_sociedad_conyugal).toBe('con_separacion_de_bienes');
    expect(value.certificate.numero_de_inscripcion).toBe(1204);
  });

  it('reads a pact of participación en los gananciales in a subinscription', () => {
    expect(
      marriage(
        ...RC_HEAD,
        ...RC_FORM,
        'SUBINSCRIPCIONES:',
        'Con fecha 2 de junio de 2018 los cónyuges pactaron el régimen de participación en los',
        'gananciales, por escritura otorgada ante el notario de Santiago don Pedro Vera Rojas.',
        'FECHA EMISIÓN: 21 Agosto 2025',
      ).certificate.tipo_de_sociedad_conyugal,
    ).toBe('con_separacion_de_bienes');
  });

  it('reads a divorce subinscription without taking it for a regime change', () => {
    const value = marriage(
      ...RC_HEAD,
      ...RC_FORM,
      'SUBINSCRIPCIONES:',
      'Por sentencia de fecha 3 de abril de 2022 del Juzgado de Familia de Puente Alto, ejecutoriada,',
      'se declaró el divorcio de los cónyuges.',
      'FECHA EMISIÓN: 21 Agosto 2025',
    );
    expect(value.certificate).toMatchObject({ numero_de_inscripcion: 1204, ano: 2009 });
  });

  it('reads the form "sin inscripciones": sociedad conyugal, but doubtful, since any pact is left out', () => {
    const lines = [
      ...RC_HEAD,
      'Para: TODO TRÁMITE SIN INSCRIPCIONES',
      ...RC_FORM,
      'FECHA EMISIÓN: 21 Agosto 2025',
    ];
    const { output, doubtful } = analysed(lines);
    const certificate = output.certificados_matrimonio?.[0];
    expect(certificate?.numero_de_inscripcion).toBe(1204);
    expect(
      certificate?.tipo_de_sociedad_conyugal !== 'con_separacion_de_bienes' &&
        doubtful('certificados_matrimonio[0].tipo_de_sociedad_conyugal'),
    ).toBe(true);
  });

  it.each([
    ['Régimen patrimonial: SOCIEDAD CONYUGAL', 'con_sociedad_conyugal'],
    ['Régimen de bienes: Separación total de bienes', 'con_separacion_de_bienes'],
    ['RÉGIMEN: SEPARACIÓN DE BIENES', 'con_separacion_de_bienes'],
    ['Régimen matrimonial: Participación en los gananciales', 'con_separacion_de_bienes'],
    [
      'Los contrayentes pactaron separación total de bienes en el acto del matrimonio.',
      'con_separacion_de_bienes',
    ],
    [
      'En este acto los contrayentes pactan el régimen de participación en los gananciales.',
      'con_separacion_de_bienes',
    ],
    ['Régimen: S.C.', 'con_sociedad_conyugal'],
  ])('reads the régimen printed "%s"', (line, regime) => {
    expect(
      marriage(
        ...RC_HEAD,
        'Circunscripción: RECOLETA   Nro. inscripción: 402   Año: 2014',
        'Nombre del Marido: ARTURO IVÁN LEIVA CONTRERAS',
        'Nombre de la Mujer: CLAUDIA ALEJANDRA PINO RAMÍREZ',
        line,
        'Fecha emisión: 21 Diciembre 2024',
      ).certificate.tipo_de_sociedad_conyugal,
    ).toBe(regime);
  });

  it('reads the act of marriage with dates in words', () => {
    const value = marriage(
      ...RC_HEAD,
      'En la circunscripción de Chillán, con fecha doce de marzo de dos mil diez, a las once horas,',
      'ante el Oficial Civil, contrajeron matrimonio don GONZALO ERNESTO PAREDES MIRANDA, RUN',
      '16.340.221-1, y doña FRANCISCA BELÉN ARIAS CORNEJO, RUN 17.220.458-9.',
      'Inscripción N° 215 del Registro de Matrimonios del año 2010.',
      'Los contrayentes no pactaron separación de bienes.',
      'Chillán, veintiuno de agosto de dos mil veinticinco.',
    );
    expect(value.certificate).toMatchObject({
      fecha_emision: '2025-08-21',
      ano: 2010,
      circunscripcion: 'Chillán',
      numero_de_inscripcion: 215,
      marido: { nombre: 'GONZALO ERNESTO PAREDES MIRANDA', rut: '16.340.221-1' },
      mujer: { nombre: 'FRANCISCA BELÉN ARIAS CORNEJO', rut: '17.220.458-9' },
      tipo_de_sociedad_conyugal: 'con_sociedad_conyugal',
    });
    expect(value.celebrada).toBe('2010-03-12');
  });

  it('reads labels without the colons aligned and the wedding date "Fecha de matrimonio"', () => {
    const value = marriage(
      ...RC_HEAD,
      'Circunscripción: VALDIVIA',
      'N° Inscripción: 88 Año Inscripción: 2017',
      'Marido: JOAQUÍN ELÍAS BRAVO SAAVEDRA, RUN 18.554.302-1',
      'Mujer: CONSTANZA IGNACIA REYES TAPIA, RUN 19.330.145-2',
      'Fecha de matrimonio: 21/10/2017',
      'Subinscripciones: no tiene',
      'Emitido el 02/09/2025',
    );
    expect(value.certificate).toMatchObject({
      fecha_emision: '2025-09-02',
      ano: 2017,
      circunscripcion: 'Valdivia',
      numero_de_inscripcion: 88,
      marido: { nombre: 'JOAQUÍN ELÍAS BRAVO SAAVEDRA', rut: '18.554.302-1' },
      mujer: { nombre: 'CONSTANZA IGNACIA REYES TAPIA', rut: '19.330.145-2' },
      tipo_de_sociedad_conyugal: 'con_sociedad_conyugal',
    });
    expect(value.celebrada).toBe('2017-10-21');
  });
});

/* ------------------------------------------------------------------------------------------ */
/* Company certificates: read as the company's, they add nothing to the report                  */
/* ------------------------------------------------------------------------------------------ */

describe('company certificates add nothing to the report', () => {
  it.each([
    [
      'CONSERVADOR DE BIENES RAÍCES DE SANTIAGO',
      'Registro de Comercio',
      'Certificado de Vigencia',
      'El Conservador de Bienes Raíces de Santiago certifica que al margen de la inscripción de fojas',
      '41.220 número 18.503 del Registro de Comercio de Santiago del año 2016, correspondiente a la',
      'sociedad "INVERSIONES PUNTA LOBOS LIMITADA", no hay nota o subinscripción que dé cuenta de',
      'su disolución a la fecha.',
      'Santiago, 12 de agosto de 2025.',
      'Código de verificación: cvs3a91fe0-0',
    ],
    [
      'CONSERVADOR DE BIENES RAÍCES Y COMERCIO DE PUERTO MONTT',
      'COPIA DE INSCRIPCIÓN - REGISTRO DE COMERCIO',
      'Fojas 812 Número 604 Año 2019',
      'EXTRACTO. Patricio Mora Vidal, Notario de Puerto Montt, certifica: por escritura de hoy ante mí,',
      'don ESTEBAN ANDRÉS LOBOS RIQUELME y doña PAULA ANDREA SOTO MANSILLA constituyeron una sociedad',
      'de responsabilidad limitada. Razón social: COMERCIAL RELONCAVÍ LIMITADA. Objeto: la compra y',
      'venta de bienes raíces. Capital: $ 10.000.000 aportado en partes iguales. Domicilio: Puerto',
      'Montt. Duración: indefinida. Puerto Montt, 3 de abril de 2019.',
      'Certifico que la presente copia es testimonio fiel de su original. Puerto Montt, 1 de septiembre de 2025.',
    ],
    [
      'MINISTERIO DE ECONOMÍA, FOMENTO Y TURISMO',
      'REGISTRO DE EMPRESAS Y SOCIEDADES',
      'CERTIFICADO DE VIGENCIA',
      'Razón Social: SERVICIOS INMOBILIARIOS ANDES SpA',
      'RUT: 76.881.430-9',
      'Fecha de constitución: 14/02/2020',
      'Estado: VIGENTE',
      'Fecha de emisión: 04/09/2025',
      'Código de verificación: 4F8A2C11E9',
    ],
    [
      'CONSERVADOR DE BIENES RAÍCES DE VALPARAÍSO',
      'CERTIFICADO DE VIGENCIA DE PODERES',
      'Certifico que la personería de don ANDRÉS FELIPE ROJAS MUÑOZ para representar a la sociedad',
      'INMOBILIARIA COSTA AZUL S.A., RUT 96.880.440-5, que consta en la inscripción de fojas 2.041',
      'número 1.877 del Registro de Comercio del año 2018, se encuentra vigente, no constando al',
      'margen revocación alguna.',
      'Valparaíso, 30 de agosto de 2025.',
    ],
    [
      'CONSERVADOR DE BIENES RAÍCES DE CONCEPCIÓN',
      'CERTIFICADO DE ESTATUTOS ACTUALIZADOS',
      'AGRÍCOLA Y FORESTAL BÍO BÍO LIMITADA, inscrita a fojas 331 número 250 del Registro de Comercio de',
      'Concepción del año 2011, con las modificaciones inscritas a fojas 980 número 702 del año 2015.',
      'Concepción, 19 de agosto de 2025.',
    ],
  ])('reads certificate %# as the company’s', (...lines) => {
    const { type, output } = analysed(lines, cbrDocument(lines));
    expect(type).toBe('sociedad');
    expect(output.property_registry_history ?? []).toEqual([]);
    expect(output.gp_certificates ?? []).toEqual([]);
    expect(output.debt_certificates ?? []).toEqual([]);
  });
});

/* ------------------------------------------------------------------------------------------ */
/* GP certificates: CBR Santiago's and fojas.cl's real layouts in other wordings               */
/* ------------------------------------------------------------------------------------------ */

describe('GP: CBR Santiago style', () => {
  it('reads a hipotecas certificate: "Revisados los índices … tiene en dicho periodo DOS inscripción(es)"', () => {
    const gp = gpOf(
      'Morandé 440',
      'Santiago',
      'www.conservador.cl',
      '*4D1A-77B0-9E23-0C5F*',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Del inmueble inscrito a Fojas 52118 Número 74410 del Registro de Propiedad del año 2019 ubicado',
      'en la comuna de ÑUÑOA que corresponde a: departamento N° 604 del edificio de calle Los Alerces',
      'N° 2210, de propiedad de TOLEDO FARÍAS MAURICIO ANDRÉS.',
      'Registro de Hipotecas y Gravámenes',
      'Revisados los índices del Registro de Hipotecas y Gravámenes durante TREINTA años, el inmueble',
      'tiene en dicho periodo DOS inscripción(es) vigente(s).-',
      '1) REGLAMENTO DE COPROPIEDAD : a Fs. 30112 Nro. 41877 del Año 2017',
      '2) HIPOTECA : a Fs. 48211 Nro. 70223 del Año 2019 por 3.120,50 UF en favor de BANCO SANTANDER-CHILE.',
      'Santiago, 19 de agosto del 2025',
      'Derechos $ 6.600.-',
    );
    expect(gp).toMatchObject({ fojas: 52118, numero: 74410, ano: 2019, conservador: 'Santiago' });
    expect(gp.gravamenes).toMatchObject([
      { tipo: 'REGLAMENTO DE COPROPIEDAD', fojas: 30112, numero: 41877, ano: 2017 },
      { tipo: 'HIPOTECA', fojas: 48211, numero: 70223, ano: 2019 },
    ]);
  });

  it('reads a prohibiciones certificate with a prohibition and an embargo', () => {
    const gp = gpOf(
      'CONSERVADOR DE BIENES RAÍCES DE SANTIAGO',
      'CERTIFICADO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
      'Del inmueble inscrito a Fojas 52118 Número 74410 del Registro de Propiedad del año 2019 ubicado',
      'en la comuna de ÑUÑOA, de propiedad de TOLEDO FARÍAS MAURICIO ANDRÉS.',
      'Registro de Interdicciones y Prohibiciones de Enajenar',
      'Revisados los índices durante TREINTA años, tiene en dicho periodo DOS inscripción(es) vigente(s).-',
      '1) PROHIBICION : a Fs. 37720 Nro. 55012 del Año 2019 de gravar o enajenar en favor de BANCO SANTANDER-CHILE.',
      '2) EMBARGO : a Fs. 61240 Nro. 88102 del Año 2024 decretado por el Décimo Juzgado Civil de Santiago,',
      'Rol C-4412-2024, a solicitud de COOPERATIVA DE AHORRO Y CRÉDITO ANDES.',
      'Santiago, 19 de agosto del 2025',
    );
    expect(gp).toMatchObject({ fojas: 52118, numero: 74410, ano: 2019 });
    expect(gp.prohibiciones).toMatchObject([
      { tipo: 'PROHIBICION', fojas: 37720, numero: 55012, ano: 2019 },
      { tipo: 'EMBARGO', fojas: 61240, numero: 88102, ano: 2024 },
    ]);
  });

  it.each([
    'tiene en dicho periodo NINGUNA inscripción vigente.-',
    'NO tiene en dicho periodo inscripciones vigentes.-',
    'no registra en dicho periodo inscripción(es) vigente(s).-',
    'tiene en dicho periodo CERO inscripción(es) vigente(s).-',
  ])('reads a registry with nothing noted: "%s"', (count) => {
    const gp = gpOf(
      'CONSERVADOR DE BIENES RAÍCES DE SANTIAGO',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
      'Del inmueble inscrito a Fojas 10231 Número 14502 del Registro de Propiedad del año 2012 ubicado',
      'en la comuna de RECOLETA, de propiedad de PINO RAMÍREZ CLAUDIA ALEJANDRA.',
      'Registro de Hipotecas y Gravámenes',
      `Revisados los índices durante TREINTA años, ${count}`,
      'Registro de Interdicciones y Prohibiciones de Enajenar',
      `Revisados los índices durante TREINTA años, ${count}`,
      'Santiago, 2 de septiembre del 2025',
    );
    expect(gp).toMatchObject({ fojas: 10231, numero: 14502, ano: 2012, gravamenes: [], prohibiciones: [] });
  });

  it('reads a Santiago certificate extracted without spaces', () => {
    const gp = gpOf(
      'Morandé440',
      'Santiago',
      'www.conservador.cl',
      'CertificadodeHipotecasyGravámenes',
      'DelinmuebleinscritoaFs.8812Nro.12044delAño2003ubicadoenlacomunadeMAIPÚ.',
      'RegistrodeHipotecasyGravámenes',
      '1)HIPOTECA:aFs.9120Nro.12501delAño2003enfavordeBANCODELESTADODECHILE.',
      'Santiago,5deagostodel2025',
    );
    expect(gp).toMatchObject({ fojas: 8812, numero: 12044, ano: 2003 });
    expect(gp.gravamenes).toMatchObject([{ tipo: 'HIPOTECA', fojas: 9120, numero: 12501, ano: 2003 }]);
  });
});

describe('GP: fojas.cl style', () => {
  const FOJAS_HEAD = [
    'CERTIFICADO DE HIPOTECAS Y GRAVAMENES',
    'INTERDICCIONES Y PROHIBICIONES DE ENAJENAR, LITIGIOS',
    'Y BIEN FAMILIAR',
    'Folio Nro: 8841201   Carátula Nro: 2250917',
    'I.- Singularización del inmueble',
    'Casa N° 14 del Condominio Los Robles, calle Las Encinas 1180, comuna de Quilpué.',
    'II.- Individualización propietario vigente:',
    '(1) ESPINOZA LAGOS VERÓNICA PAZ Rut: 15.903.224-8',
    'Inscripción: Fs.3120v Nro 2877 de 2018 Fecha Inscripción: 14/05/2018',
  ];
  const FOJAS_FOOT = [
    'IV.- Litigios: No hay.',
    'V.- Bien Familiar: No hay.',
    'Emito con firma electrónica avanzada (ley No19.799, de 2002) AA de 13/10/2006 de la Excma. Corte',
    'Suprema.- Certificado Nro 120473391 Verifique validez en www.fojas.cl',
    'Quilpué, 02 Septiembre de 2025',
  ];

  it('reads "Clase Inscripción" items: a mortgage and its prohibition', () => {
    const gp = gpOf(
      'CONSERVADOR DE BIENES RAÍCES DE QUILPUÉ',
      ...FOJAS_HEAD,
      'III.- Limitaciones al dominio:',
      'Clase Inscripción.: HIPOTECA',
      'Constituyente: ESPINOZA LAGOS VERÓNICA PAZ',
      'Acreedor: BANCO DE CRÉDITO E INVERSIONES',
      'Inscripción: Fs.1877 Nro 1502 de 2018 Fecha Inscripción: 14/05/2018',
      'Clase Inscripción.: PROHIBICION',
      'Constituyente: ESPINOZA LAGOS VERÓNICA PAZ',
      'Acreedor: BANCO DE CRÉDITO E INVERSIONES',
      'Inscripción: Fs.2290v Nro 2204 de 2018 Fecha Inscripción: 14/05/2018',
      ...FOJAS_FOOT,
    );
    expect(gp).toMatchObject({ fojas: 3120, vuelta: true, numero: 2877, ano: 2018 });
    expect(gp.gravamenes).toMatchObject([{ tipo: 'HIPOTECA', fojas: 1877, numero: 1502, ano: 2018 }]);
    expect(gp.prohibiciones).toMatchObject([
      { tipo: 'PROHIBICION', fojas: 2290, vuelta: true, numero: 2204, ano: 2018 },
    ]);
  });

  it('reads an embargo with its court and a servidumbre', () => {
    const gp = gpOf(
      'CONSERVADOR DE BIENES RAÍCES DE QUILPUÉ',
      ...FOJAS_HEAD,
      'III.- Limitaciones al dominio:',
      'Clase Inscripción.: SERVIDUMBRE',
      'Constituyente: INMOBILIARIA LOS ROBLES SpA',
      'Beneficiario: ESVAL S.A.',
      'Inscripción: Fs.512 Nro 430 de 2016 Fecha Inscripción: 02/03/2016',
      'Clase Inscripción.: EMBARGO',
      'Demandante: COOPERATIVA DE AHORRO Y CRÉDITO ANDES',
      'Tribunal: 2° Juzgado Civil de Viña del Mar, Rol C-1877-2024',
      'Inscripción: Fs.4410 Nro 3902 de 2024 Fecha Inscripción: 19/09/2024',
      ...FOJAS_FOOT,
    );
    expect(gp.gravamenes).toMatchObject([{ tipo: 'SERVIDUMBRE', fojas: 512, numero: 430, ano: 2016 }]);
    expect(gp.prohibiciones).toMatchObject([{ tipo: 'EMBARGO', fojas: 4410, numero: 3902, ano: 2024 }]);
  });

  it.each([
    'III.- Limitaciones al dominio: No hay.',
    'III.- Limitaciones al dominio: No registra.',
    'III.- Limitaciones al dominio:\nNo existen hipotecas, gravámenes, interdicciones ni prohibiciones vigentes.',
    'III.- Gravámenes y Prohibiciones: NO TIENE',
  ])('reads "%s" as nothing noted', (section) => {
    const gp = gpOf(
      'CONSERVADOR DE BIENES RAÍCES DE QUILPUÉ',
      ...FOJAS_HEAD,
      ...section.split('\n'),
      ...FOJAS_FOOT,
    );
    expect(gp).toMatchObject({
      fojas: 3120,
      numero: 2877,
      ano: 2018,
      fecha_emision: '2025-09-02',
      gravamenes: [],
      prohibiciones: [],
    });
  });
});

describe('GP: narrative and bulleted layouts', () => {
  it('reads a narrative certificate: "UNA HIPOTECA … Inscrita a fs … N° … de …"', () => {
    const gp = gpOf(
      'CONSERVADOR DE BIENES RAÍCES DE OVALLE',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Certifico que revisados los índices por el término de treinta años, la propiedad que más abajo se',
      'individualiza reconoce los siguientes gravámenes y prohibiciones:',
      'UNA HIPOTECA DE PRIMER GRADO constituida en favor de BANCO ITAÚ CHILE, para garantizar un mutuo',
      'ascendente a 2.410,5 Unidades de Fomento. Inscrita a fs 1120 N° 904 de 2020.',
      'UNA PROHIBICIÓN DE GRAVAR Y ENAJENAR en favor del mismo banco. Inscrita a fs 802 N° 711 de 2020.',
      'UN EMBARGO decretado en la causa Rol N° C-812-2023 del Juzgado de Letras de Ovalle, caratulada',
      '"Banco Itaú Chile con Toledo". Inscrito a fs 1240 N° 1033 de 2023.',
      'EL TÍTULO DE DOMINIO SE ENCUENTRA INSCRITO A FOJAS 2210 N° 1877 DEL REGISTRO DE PROPIEDAD DEL AÑO 2020.',
      'Ovalle, 25 de agosto de 2025.',
    );
    expect(gp).toMatchObject({ fojas: 2210, numero: 1877, ano: 2020, conservador: 'Ovalle' });
    // The type as printed, scored by its kind (a first-degree mortgage is a mortgage).
    expect(gp.gravamenes).toMatchObject([
      { tipo: expect.stringMatching(/^HIPOTECA\b/), fojas: 1120, numero: 904, ano: 2020 },
    ]);
    expect(gp.prohibiciones).toMatchObject([
      { tipo: expect.stringMatching(/^PROHIBICI[OÓ]N\b/), fojas: 802, numero: 711, ano: 2020 },
      { tipo: 'EMBARGO', fojas: 1240, numero: 1033, ano: 2023 },
    ]);
  });

  it('reads bulleted items with the inscription date after the creditor', () => {
    const gp = gpOf(
      'CONSERVADOR DE BIENES RAÍCES DE VALDIVIA',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES E INTERDICCIONES Y PROHIBICIONES',
      'Propiedad inscrita a fojas 1530 vuelta bajo el número 1402 del Registro de Propiedad del año 2016.',
      'HIPOTECAS Y GRAVÁMENES:',
      '• Hipoteca inscrita a fojas 2215 N°1743, a favor del Banco Security, con fecha 21 de diciembre de 2016.',
      'INTERDICCIONES Y PROHIBICIONES:',
      '• Prohibición inscrita a fojas 1904 N°1688, a favor del Banco Security, con fecha 21 de diciembre de 2016.',
      'Valdivia, 28 de agosto de 2025.',
    );
    expect(gp).toMatchObject({ fojas: 1530, vuelta: true, numero: 1402, ano: 2016 });
    expect(gp.gravamenes).toMatchObject([{ tipo: 'HIPOTECA', fojas: 2215, numero: 1743, ano: 2016 }]);
    expect(gp.prohibiciones).toMatchObject([
      { tipo: expect.stringMatching(/^PROHIBICI[OÓ]N$/), fojas: 1904, numero: 1688, ano: 2016 },
    ]);
  });

  it('reads a SERVIU prohibition and a bien familiar among the prohibitions', () => {
    const gp = gpOf(
      'CONSERVADOR DE BIENES RAÍCES DE RANCAGUA',
      'CERTIFICADO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
      'Folio Nº:47810.-Carátula Nº:1210455.-',
      'Inmueble inscrito a fojas 3302 número 4410 del Registro de Propiedad del año 2014.',
      '1.- PROHIBICION : A fojas 2201 número 3190 del año 2014 SERVICIO DE VIVIENDA Y URBANIZACION VI',
      'REGION, en que se obliga a habitar personalmente el inmueble por cinco años.',
      '2.- BIEN FAMILIAR : A fojas 988 número 1204 del año 2023, declarado por el Juzgado de Familia de Rancagua.',
      'Rancagua, 20 de agosto de 2025.',
    );
    expect(gp).toMatchObject({ fojas: 3302, numero: 4410, ano: 2014 });
    expect(gp.prohibiciones).toMatchObject([
      { tipo: 'PROHIBICION', fojas: 2201, numero: 3190, ano: 2014 },
      { fojas: 988, numero: 1204, ano: 2023 },
    ]);
  });
});

/* ------------------------------------------------------------------------------------------ */
/* Second round: the same issuers as a text layer scatters them                                */
/* ------------------------------------------------------------------------------------------ */

describe('second round: TGR boxes and sentences', () => {
  it('reads the boxes with each title and amount on one line', () => {
    const certificate = tgr(
      ...JASPER_HEAD,
      'Total Deuda Liquidada Morosa CLP 412,330 Total Deuda No Vencida Liquidada CLP 150,600',
      'Acogidos ART 196 y 197 DEL C.T.',
      'Fecha de Emisión del Certificado: 03-09-2025',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 412330,
      total_deuda_no_vencida_liquidada: 150600,
    });
  });

  it('reads a section total whose amounts fall on the next line', () => {
    const certificate = tgr(
      ...JASPER_HEAD,
      'Deuda :Morosa (CLP)',
      'FORMULARIO TIPO FOLIO FECHA VCTO. DEUDA NETA REAJUSTE INTERES MULTA TOTAL',
      '30 30 3318790019 30-Jun-2025 95,220 571 2,619 0 98,410',
      'Total Deuda Morosa (CLP)',
      '95,220 571 2,619 0 98,410',
      'Fecha de Emisión del Certificado: 03-09-2025',
    );
    expect(certificate.total_deuda_vencida_liquidada).toBe(98410);
    expect(certificate.total_deuda_no_vencida_liquidada).toBe(0);
  });

  it.each([
    [
      'La Tesorería certifica que el rol 152-04412-032 registra una deuda morosa de $ 412.330 y una deuda no vencida de $ 150.600.',
      412330,
      150600,
    ],
    [
      'Se certifica que el rol 152-04412-032 registra deuda vencida por $ 98.410 y no registra deuda por vencer.',
      98410,
      0,
    ],
    [
      'Se certifica que el rol 152-04412-032 no registra deuda morosa y registra cuotas por vencer por un total de $ 301.200.',
      0,
      301200,
    ],
  ])('reads the amounts of a sentence "%s"', (sentence, overdue, notDue) => {
    const certificate = tgr(
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
      'Nombre: SEPÚLVEDA ARAYA MARTA INÉS',
      sentence,
      'Fecha de emisión: 03/09/2025',
    );
    expect(certificate).toMatchObject({
      rol_avaluo: '4412-32',
      total_deuda_vencida_liquidada: overdue,
      total_deuda_no_vencida_liquidada: notDue,
    });
  });

  it('reads a name printed on the line under its label', () => {
    const certificate = tgr(
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'Certificado de Deuda',
      'NOMBRE',
      'ALARCÓN VEGA JORGE LUIS',
      'DIRECCION',
      'CAMINO A MELIPILLA 10450',
      'COMUNA',
      'MAIPU',
      'ROL',
      '119-01872-004',
      'NO REGISTRA DEUDA',
      'Fecha de Emisión del Certificado: 03-09-2025',
    );
    expect(certificate).toMatchObject({
      contribuyente: { nombre: 'ALARCÓN VEGA JORGE LUIS' },
      direccion_propiedad: 'CAMINO A MELIPILLA 10450',
      comuna_propiedad: 'Maipú',
      rol_avaluo: '1872-4',
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 0,
    });
  });

  it('reads a certificate whose tables go on to a second page with the totals', () => {
    const pages = [
      [
        ...JASPER_HEAD,
        'Deuda :Morosa (CLP)',
        'FORMULARIO TIPO FOLIO FECHA VCTO. DEUDA NETA REAJUSTE INTERES MULTA TOTAL',
        '30 30 3318790012 30-Abr-2025 180,100 2,161 8,105 0 190,366',
        'Página 1 de 2',
      ],
      [
        '30 30 3318790013 30-Jun-2025 182,400 1,094 2,736 0 186,230',
        'Total Deuda Morosa (CLP) 362,500 3,255 10,841 0 376,596',
        'Fecha de Emisión del Certificado: 03-09-2025',
        'Página 2 de 2',
      ],
    ];
    const value = extractTgrDebt(cbrDocument(...pages)).value.certificate;
    expect(value).toMatchObject({
      total_deuda_vencida_liquidada: 376596,
      total_deuda_no_vencida_liquidada: 0,
      fecha_emision: '2025-09-03',
    });
  });
});

describe('second round: SII labels the detallado prints', () => {
  it('reads "Avalúo total propiedad" and not "Avalúo total terreno"', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL DETALLADO',
        'Fecha de emisión: 10 de Julio de 2025',
        'Comuna: LA REINA   Número de Rol de Avalúo: 05511-00008',
        'Dirección: LOS PAÑUELOS 7740',
        'Destino: HABITACIONAL',
        'Avalúo total terreno: $ 98.120.440',
        'Avalúo total construcciones: $ 61.005.300',
        'Avalúo total propiedad: $ 159.125.740',
        'Avalúo exento: $ 59.143.557',
        'Avalúo afecto: $ 99.982.183',
      ),
    ).toMatchObject({ avaluo_total: 159125740, avaluo_exento: 59143557, avaluo_afecto: 99982183 });
  });

  it('reads a comuna printed with its SII code', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'Fecha de emisión: 14 de Julio de 2025',
        'Comuna: 13105 EL BOSQUE',
        'Número de ROL de Avalúo: 02201-00044',
        'Dirección: LAS ACACIAS 1120',
        'Destino: HABITACIONAL',
        'AVALÚO TOTAL: $ 38.200.000',
        'AVALÚO EXENTO DE IMPUESTO: $ 38.200.000',
        'AVALÚO AFECTO A IMPUESTO: $ 0',
      ),
    ).toMatchObject({ comuna: 'El Bosque', rol_avaluo: '2201-44', avaluo_total: 38200000 });
  });

  it('reads labels and values in two columns the text layer put one after the other', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'Fecha de emisión:',
        'Comuna:',
        'Número de ROL de Avalúo:',
        'Dirección:',
        'Destino:',
        '14 de Julio de 2025',
        'TEMUCO',
        '01120-00031',
        'AV PABLO NERUDA 01250',
        'HABITACIONAL',
        'AVALÚO TOTAL: $ 52.400.000',
        'AVALÚO EXENTO DE IMPUESTO: $ 52.400.000',
        'AVALÚO AFECTO A IMPUESTO: $ 0',
      ),
    ).toMatchObject({
      fecha_emision: '2025-07-14',
      comuna: 'Temuco',
      rol_avaluo: '1120-31',
      direccion: 'AV PABLO NERUDA 01250',
      destino: 'HABITACIONAL',
    });
  });
});

describe('second round: DOM and SERVIU marks in letters', () => {
  it.each([
    ['( X ) NO AFECTO     (   ) AFECTO', false],
    ['(   ) NO AFECTO     ( X ) AFECTO', true],
    ['NO AFECTO: X     AFECTO: ___', false],
    ['Sí: ___   No: X', false],
    ['Sí: X   No: ___', true],
  ])('reads a DOM answer "%s"', (line, affected) => {
    expect(
      municipal(
        'MUNICIPALIDAD DE LO PRADO',
        'DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 211',
        'Dirección: SAN PABLO 6120   Rol: 3340-12',
        'Situación respecto de declaratorias de utilidad pública:',
        line,
        'Lo Prado, 1 de septiembre de 2025.',
      ).objeto_expropiacion,
    ).toBe(affected);
  });

  it('reads a widening that takes part of the building, in prose', () => {
    expect(
      municipal(
        'MUNICIPALIDAD DE INDEPENDENCIA',
        'DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
        'La propiedad de Av. Independencia N° 1880, Rol 512-7, se encuentra afecta parcialmente a',
        'declaratoria de utilidad pública por el ensanche de Av. Independencia, afectación que alcanza',
        'parte de la edificación existente.',
        'Independencia, 4 de septiembre de 2025.',
      ),
    ).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      tipo_afectacion_vial: 'Afectación involucra edificios',
      expropiacion_por_parque: false,
    });
  });

  it('reads an informaciones previas section with the road and its width', () => {
    expect(
      municipal(
        'MUNICIPALIDAD DE LAS CONDES',
        'DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE INFORMACIONES PREVIAS N° 4.410',
        'Rol de avalúo: 6210-354   Dirección: CAMINO EL ALBA 9800',
        '5. DECLARATORIA DE UTILIDAD PÚBLICA (Art. 59 L.G.U.C.)',
        'Afecto: SÍ   Vía: CAMINO EL ALBA   Tipo: ENSANCHE   Ancho entre líneas oficiales: 30 m',
        'Superficie afecta: 42,5 m2 de terreno. No afecta construcciones.',
        '6. ÁREAS VERDES: NO AFECTO',
        'Las Condes, 3 de septiembre de 2025.',
      ),
    ).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
      expropiacion_por_parque: false,
    });
  });

  it.each([
    ['Afectación SERVIU   SÍ ___   NO _X_', false],
    ['Afecto a expropiación: (no)', false],
    ['Expropiación: NO REGISTRA', false],
    ['Expropiación: REGISTRA AFECTACIÓN PARCIAL', true],
  ])('reads a SERVIU answer "%s"', (line, affected) => {
    expect(
      serviu(
        'SERVICIO DE VIVIENDA Y URBANIZACIÓN METROPOLITANO',
        'CERTIFICADO DE EXPROPIACIÓN Nº 77120',
        'Rol SII: 2480-31   Comuna: MAIPÚ',
        line,
        'Santiago, 3 de septiembre de 2025.',
      ),
    ).toMatchObject({ objeto_expropiacion: affected, numero_certificado: 77120, rol_avaluo: '2480-31' });
  });
});

describe('second round: marriage certificates in other layouts', () => {
  it('reads the spouses labelled "Nombre Contrayente" with the wedding date in the form', () => {
    const value = marriage(
      ...RC_HEAD,
      'Circunscripción   :   TALCA',
      'Nro. inscripción  :   310      Registro :        Año : 2021',
      'Nombre Contrayente:   DIEGO ALONSO MUÑOZ VERA',
      'R.U.N.            :   19.330.145-2',
      'Nombre Contrayente:   CATALINA FERNANDA ROJAS SILVA',
      'R.U.N.            :   18.554.302-1',
      'FECHA CELEBRACIÓN :   5 Noviembre 2021 A LAS 17:30 HORAS',
      'FECHA EMISIÓN: 1 Septiembre 2025',
    );
    expect(value.certificate).toMatchObject({
      fecha_emision: '2025-09-01',
      ano: 2021,
      circunscripcion: 'Talca',
      numero_de_inscripcion: 310,
    });
    expect(value.celebrada).toBe('2021-11-05');
  });

  it('reads a separation pact subinscribed in capitals with the date in words', () => {
    const value = marriage(
      ...RC_HEAD,
      ...RC_FORM,
      'SUBINSCRIPCIÓN',
      'POR ESCRITURA PÚBLICA DE FECHA DIECIOCHO DE ENERO DE DOS MIL VEINTE, LOS CÓNYUGES PACTARON',
      'SEPARACIÓN TOTAL DE BIENES, LIQUIDANDO LA SOCIEDAD CONYUGAL.',
      'FECHA EMISIÓN: 21 Agosto 2025',
    );
    expect(value.certificate.tipo_de_sociedad_conyugal).toBe('con_separacion_de_bienes');
    expect(value.separation?.date).toBe('2020-01-18');
  });

  it('reads a statement that the spouses did not pact separation as sociedad conyugal', () => {
    expect(
      marriage(
        ...RC_HEAD,
        ...RC_FORM,
        'Observaciones: Los contrayentes no pactaron separación de bienes ni participación en los gananciales.',
        'FECHA EMISIÓN: 21 Agosto 2025',
      ).certificate.tipo_de_sociedad_conyugal,
    ).toBe('con_sociedad_conyugal');
  });
});

describe('second round: GP items in more wordings', () => {
  it('reads Temuco items with "F" for frente and the heading after them', () => {
    const gp = gpOf(
      'CONSERVADOR DE BIENES RAÍCES DE TEMUCO',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES E INTERDICCIONES Y PROHIBICIONES',
      'Inmueble inscrito a Fs.4120 F Nro.3301 del Año: 2017 del Registro de Propiedad.',
      '1) HIPOTECAS: a Fs.1502 F Nro.1247 del Año: 2017 En favor de BANCO DE CHILE.',
      '1) PROHIBICIONES: a Fs.1330 V Nro.1498 del Año: 2017 En favor de BANCO DE CHILE.',
      'Temuco, 10 de Septiembre del 2025',
    );
    expect(gp).toMatchObject({ fojas: 4120, vuelta: false, numero: 3301, ano: 2017 });
    expect(gp.gravamenes).toMatchObject([{ fojas: 1502, vuelta: false, numero: 1247, ano: 2017 }]);
    expect(gp.prohibiciones).toMatchObject([{ fojas: 1330, vuelta: true, numero: 1498, ano: 2017 }]);
  });

  it('reads an usufructo among the gravámenes and a medida precautoria among the prohibiciones', () => {
    const gp = gpOf(
      'CONSERVADOR DE BIENES RAÍCES DE CHILLÁN',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
      'Propiedad inscrita a fojas 2041 número 1803 del Registro de Propiedad del año 2012.',
      'GRAVÁMENES:',
      '1.- USUFRUCTO vitalicio a favor de doña ROSA ELVIRA TAPIA MORA, inscrito a fojas 880 número 712 del año 2012.',
      'PROHIBICIONES:',
      '1.- MEDIDA PRECAUTORIA de prohibición de celebrar actos y contratos, decretada por el Segundo',
      'Juzgado Civil de Chillán en causa Rol C-2201-2025, inscrita a fojas 1120 número 1004 del año 2025.',
      'Chillán, 8 de septiembre de 2025.',
    );
    expect(gp.gravamenes).toMatchObject([{ tipo: 'USUFRUCTO', fojas: 880, numero: 712, ano: 2012 }]);
    expect(gp.prohibiciones).toMatchObject([
      { tipo: 'MEDIDA PRECAUTORIA', fojas: 1120, numero: 1004, ano: 2025 },
    ]);
  });
});

/* ------------------------------------------------------------------------------------------ */
/* Third round: cuotas, convenios, several roles, words and tables                             */
/* ------------------------------------------------------------------------------------------ */

describe('third round: TGR cuotas and convenios', () => {
  it('reads a table of cuotas whose states are "MOROSA" and "VIGENTE"', () => {
    const certificate = tgr(
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
      'Rol: 1204-15   Comuna: LINARES',
      'Año   Cuota   Vencimiento   Estado    Monto',
      '2025   2      30-06-2025    MOROSA    $ 41.200',
      '2025   3      30-09-2025    VIGENTE   $ 40.800',
      '2025   4      30-11-2025    VIGENTE   $ 40.800',
      'Fecha de emisión: 02/09/2025',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 41200,
      total_deuda_no_vencida_liquidada: 81600,
    });
  });

  it('keeps a convenio stated in a sentence out of both totals', () => {
    const certificate = tgr(
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
      'Rol: 1204-15   Comuna: LINARES',
      'El rol se encuentra acogido a convenio de pago N° 18774120, con 6 cuotas pendientes por un',
      'total de $ 540.000. No registra otras deudas.',
      'Fecha de emisión: 02/09/2025',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 0,
    });
  });

  it('reads the Jasper section totals printed with thousands dots', () => {
    const certificate = tgr(
      ...JASPER_HEAD,
      'Deuda :Morosa (CLP)',
      'FORMULARIO TIPO FOLIO FECHA VCTO. DEUDA NETA REAJUSTE INTERES MULTA TOTAL',
      '30 30 3318790019 30-Jun-2025 95.220 571 2.619 0 98.410',
      'Total Deuda Morosa (CLP) 95.220 571 2.619 0 98.410',
      'Fecha de Emisión del Certificado: 03-09-2025',
    );
    expect(certificate.total_deuda_vencida_liquidada).toBe(98410);
  });

  it('reads the three boxes with "CLP 0" each as no debt', () => {
    const certificate = tgr(
      ...JASPER_HEAD,
      'Total Deuda Liquidada Morosa  Total Deuda No Vencida Liquidada  Acogidos ART 196 y 197 DEL C.T.',
      'CLP 0  CLP 0  CLP 0',
      'Fecha de Emisión del Certificado: 03-09-2025',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 0,
    });
  });

  it('reads the issue date printed on the line under its label', () => {
    expect(
      tgr(
        ...JASPER_HEAD,
        'NO REGISTRA DEUDA',
        'Fecha de Emisión del Certificado:',
        '03-09-2025',
        'Emitido a las: 10:41',
      ).fecha_emision,
    ).toBe('2025-09-03');
  });
});

describe('third round: SII other labels', () => {
  it('reads "Avalúo Fiscal Total", amounts closed by ".-" and a destination with its code', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'Fecha de Emisión: 17/01/2025',
        'Comuna: CURICO',
        'Rol de Avalúo: 00231-00044',
        'Dirección: CAMILO HENRÍQUEZ 455',
        'Destino: HABITACIONAL (H)',
        'Avalúo Fiscal Total: $ 37.810.220.-',
        'Avalúo Exento: $ 37.810.220.-',
        'Avalúo Afecto: $ 0.-',
      ),
    ).toMatchObject({
      fecha_emision: '2025-01-17',
      comuna: 'Curicó',
      rol_avaluo: '231-44',
      destino: 'HABITACIONAL',
      avaluo_total: 37810220,
      avaluo_exento: 37810220,
      avaluo_afecto: 0,
    });
  });

  it('reads the unit’s rol, not the common goods’ rol printed after it', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'Fecha de emisión: 14 de Julio de 2025',
        'Comuna: VIÑA DEL MAR',
        'Número de ROL de Avalúo: 02210-00318',
        'Rol bien común: 02210-00900',
        'Dirección: AV LIBERTAD 1405 DP 71',
        'Destino: HABITACIONAL',
        'AVALÚO TOTAL: $ 72.300.100',
        'AVALÚO EXENTO DE IMPUESTO: $ 59.143.557',
        'AVALÚO AFECTO A IMPUESTO: $ 13.156.543',
      ),
    ).toMatchObject({ rol_avaluo: '2210-318', avaluo_total: 72300100 });
  });

  it('reads the exempt amount labelled "Monto exento" beside a type of exención without amount', () => {
    expect(
      sii(
        'CERTIFICADO DE AVALÚO FISCAL',
        'Fecha de emisión: 14 de Julio de 2025',
        'Comuna: OSORNO',
        'Número de ROL de Avalúo: 00512-00031',
        'Dirección: LOS CARRERA 1290',
        'Destino: HABITACIONAL',
        'Avalúo total: $ 44.120.000',
        'Tipo de exención: Habitacional',
        'Monto exento: $ 44.120.000',
        'Avalúo afecto: $ 0',
      ),
    ).toMatchObject({ avaluo_total: 44120000, avaluo_exento: 44120000, avaluo_afecto: 0 });
  });
});

describe('third round: SERVIU and DOM in other layouts', () => {
  it('reads "Resultado: NO AFECTO A EXPROPIACIÓN" and a date in words', () => {
    expect(
      serviu(
        'SERVIU METROPOLITANO',
        'CERTIFICADO DE EXPROPIACIÓN N° 88.412',
        'Dirección consultada: LOS OLMOS 2210, LA GRANJA',
        'Rol de avalúo: 6610-22',
        'Resultado:  NO AFECTO A EXPROPIACIÓN',
        'Santiago, a tres de septiembre de dos mil veinticinco.',
      ),
    ).toMatchObject({
      numero_certificado: 88412,
      rol_avaluo: '6610-22',
      objeto_expropiacion: false,
      fecha_emision: '2025-09-03',
    });
  });

  it('reads "SITUACIÓN: SIN AFECTACIÓN"', () => {
    expect(
      serviu(
        'SERVIU REGIÓN DE COQUIMBO',
        'CERTIFICADO N° 1.120',
        'Rol: 1802-115   Comuna: LA SERENA',
        'SITUACIÓN: SIN AFECTACIÓN',
        'La Serena, 2 de septiembre de 2025.',
      ).objeto_expropiacion,
    ).toBe(false);
  });

  it('reads a boxed table with rules, the X under NO in every row', () => {
    expect(
      municipal(
        'MUNICIPALIDAD DE QUILICURA',
        'DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 515',
        'Rol: 8120-14   Dirección: LAS TORCAZAS 880',
        '| AFECTACIÓN            | SÍ | NO |',
        '| Ensanche de vía       |    | X  |',
        '| Apertura de vía       |    | X  |',
        '| Áreas verdes / parque |    | X  |',
        'Quilicura, 8 de septiembre de 2025.',
      ),
    ).toMatchObject({ objeto_expropiacion: false, expropiacion_vial: false, expropiacion_por_parque: false });
  });

  it('reads the plano de loteo’s number', () => {
    expect(
      municipal(
        'MUNICIPALIDAD DE LAMPA',
        'DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
        'Lote 14 de la manzana C, según plano de loteo N° 2314, Rol 504-61.',
        'La propiedad no se encuentra afecta a utilidad pública.',
        'Lampa, 1 de septiembre de 2025.',
      ),
    ).toMatchObject({ plano: 2314, rol_avaluo: '504-61', objeto_expropiacion: false });
  });

  it('reads options ticked in underscore slots before their words', () => {
    expect(
      municipal(
        'MUNICIPALIDAD DE CERRO NAVIA',
        'DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
        'Rol: 2201-18',
        'La propiedad se encuentra afecta a:  _X_ Ensanche   ___ Apertura   ___ Área verde',
        'Afectación:  ___ Involucra edificaciones   _X_ Sólo terreno',
        'Cerro Navia, 3 de septiembre de 2025.',
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

describe('third round: marriage certificates with words and pacts', () => {
  it('reads the wedding date written in words in the form', () => {
    expect(
      marriage(
        ...RC_HEAD,
        'Circunscripción: SANTIAGO   Nro. inscripción: 2.210   Año: 1998',
        'Nombre del Marido: HERNÁN RODRIGO SOTO ULLOA',
        'Nombre de la Mujer: MÓNICA ISABEL VERA PIZARRO',
        'Fecha celebración: catorce de marzo de mil novecientos noventa y ocho',
        'Fecha emisión: 2 Septiembre 2025',
      ).celebrada,
    ).toBe('1998-03-14');
  });

  it('reads a pact labelled in capitals with its article and date', () => {
    const value = marriage(
      ...RC_HEAD,
      ...RC_FORM,
      'SUBINSCRIPCIONES:',
      'PACTO DE SEPARACIÓN TOTAL DE BIENES ART. 1723 C.C. FECHA: 11-03-2019',
      'FECHA EMISIÓN: 21 Agosto 2025',
    );
    expect(value.certificate.tipo_de_sociedad_conyugal).toBe('con_separacion_de_bienes');
    expect(value.separation?.date).toBe('2019-03-11');
  });

  it('reads "Régimen patrimonial: SEPARACIÓN TOTAL DE BIENES (pactada en el acto)" dated by the wedding', () => {
    const value = marriage(
      ...RC_HEAD,
      ...RC_FORM,
      'Régimen patrimonial: SEPARACIÓN TOTAL DE BIENES (pactada en el acto del matrimonio)',
      'FECHA EMISIÓN: 21 Agosto 2025',
    );
    expect(value.certificate.tipo_de_sociedad_conyugal).toBe('con_separacion_de_bienes');
    expect(value.separation?.date).toBe('2009-03-14');
  });
});

describe('third round: company certificates that look like a property’s', () => {
  it.each([
    [
      'CONSERVADOR DE BIENES RAÍCES DE TALCA',
      'CERTIFICADO DE VIGENCIA',
      'Certifico que la inscripción de fojas 2041 número 1877 del Registro de Comercio del año 2018,',
      'correspondiente a la constitución de la sociedad "TRANSPORTES DEL MAULE LIMITADA", se',
      'encuentra vigente, no constando al margen nota alguna de disolución.',
      'Talca, 30 de agosto de 2025.',
    ],
    [
      'CONSERVADOR DE BIENES RAÍCES DE CHILLÁN',
      'Registro de Comercio',
      'Fojas: 512   Número: 430   Año: 2012',
      'Sociedad: FERRETERÍA ÑUBLE S.A.',
      'RUT: 96.880.440-5',
      'Estado: VIGENTE. No registra anotaciones de disolución ni de modificación posteriores.',
      'Chillán, 4 de septiembre de 2025.',
    ],
  ])('reads certificate %# as the company’s and adds nothing', (...lines) => {
    const { type, output } = analysed(lines, cbrDocument(lines));
    expect(type).toBe('sociedad');
    expect(output.property_registry_history ?? []).toEqual([]);
    expect(output.gp_certificates ?? []).toEqual([]);
  });
});

describe('third round: GP real layouts', () => {
  it('reads a CBR Intelligence table with its cells apart', () => {
    const gp = gpOf(
      'CONSERVADOR DE BIENES RAÍCES DE VIÑA DEL MAR',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'CERTIFICADO NÚMERO : HG7720BF',
      'Matrícula Inmobiliaria: 104412',
      'foja 8120, número 9904 del Registro de Propiedad del año 2019',
      'Registro   Foja   Número   Año    Descripción',
      'RBG        8120   9905     2019   Hipoteca - BANCO SANTANDER-CHILE.',
      'RBK        7412   8810     2019   Prohibición - BANCO SANTANDER-CHILE.',
      'Viña del Mar, 30 de agosto de 2025',
    );
    expect(gp).toMatchObject({ fojas: 8120, numero: 9904, ano: 2019 });
    expect(gp.gravamenes).toMatchObject([{ fojas: 8120, numero: 9905, ano: 2019 }]);
    expect(gp.prohibiciones).toMatchObject([{ fojas: 7412, numero: 8810, ano: 2019 }]);
  });

  it('reads lettered items with dotted numbers in "el Registro respectivo del año"', () => {
    const gp = gpOf(
      'CONSERVADOR DE BIENES RAÍCES DE LA SERENA',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Propiedad inscrita a fojas 10.412, Nº 6.603 del Registro de Propiedad del año 2.019.',
      'a) REGLAMENTO DE COPROPIEDAD, inscrito a fojas 7.215, Nº 2.968, en el Registro respectivo del año 2.017.-',
      'b) HIPOTECA DE PRIMER GRADO, inscrita a fojas 8.040, Nº 3.311, en el Registro respectivo del año 2.019, a favor del BANCO DEL ESTADO DE CHILE.-',
      'c) PROHIBICIÓN de gravar y enajenar, inscrita a fojas 6.120, Nº 4.418, en el Registro respectivo del año 2.019, a favor del mismo banco.-',
      'La Serena, 1 de septiembre de 2025.',
    );
    expect(gp).toMatchObject({ fojas: 10412, numero: 6603, ano: 2019 });
    expect(gp.gravamenes).toMatchObject([
      { fojas: 7215, numero: 2968, ano: 2017 },
      { fojas: 8040, numero: 3311, ano: 2019 },
    ]);
    expect(gp.prohibiciones).toMatchObject([{ fojas: 6120, numero: 4418, ano: 2019 }]);
  });

  it('reads capital items "A FOJAS 1874 VTA., NÚMERO 652"', () => {
    const gp = gpOf(
      'CONSERVADOR DE BIENES RAÍCES DE CURICÓ',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES E INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
      'INMUEBLE INSCRITO A FOJAS 2210 NÚMERO 1330 DEL REGISTRO DE PROPIEDAD DEL AÑO 2013.',
      'HIPOTECAS: 1.- HIPOTECA: A FOJAS 1874 VTA., NÚMERO 652 DEL AÑO 2013, A FAVOR DEL BANCO DE CHILE.',
      'PROHIBICIONES: 1.- PROHIBICIÓN: A FOJAS 1502, NÚMERO 1001 DEL AÑO 2013, A FAVOR DEL BANCO DE CHILE.',
      'Curicó, 26 de agosto de 2025.',
    );
    expect(gp).toMatchObject({ fojas: 2210, numero: 1330, ano: 2013 });
    expect(gp.gravamenes).toMatchObject([{ fojas: 1874, vuelta: true, numero: 652, ano: 2013 }]);
    expect(gp.prohibiciones).toMatchObject([{ fojas: 1502, vuelta: false, numero: 1001, ano: 2013 }]);
  });

  it('reads a combined certificate whose property inscription is in words with "vuelta"', () => {
    const gp = gpOf(
      'CONSERVADOR DE BIENES RAÍCES DE IQUIQUE',
      'CERTIFICADO DE DOMINIO VIGENTE CON HIPOTECAS Y GRAVÁMENES; PROHIBICIONES E INTERDICCIONES',
      'El inmueble inscrito a Fojas seiscientas treinta y siete vuelta Número novecientos catorce del',
      'Registro de Propiedad del año dos mil catorce se encuentra vigente.',
      'HIPOTECAS Y GRAVÁMENES: No hay.',
      'PROHIBICIONES E INTERDICCIONES: No hay.',
      'IQUIQUE, a las 10:15 del 01 de septiembre del año 2025',
    );
    expect(gp).toMatchObject({
      fojas: 637,
      vuelta: true,
      numero: 914,
      ano: 2014,
      gravamenes: [],
      prohibiciones: [],
      fecha_emision: '2025-09-01',
    });
  });

  it('reads a Santiago embargo whose court and causa come before the inscription', () => {
    const gp = gpOf(
      'CONSERVADOR DE BIENES RAÍCES DE SANTIAGO',
      'CERTIFICADO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
      'Del inmueble inscrito a Fojas 52118 Número 74410 del Registro de Propiedad del año 2019.',
      'Registro de Interdicciones y Prohibiciones de Enajenar',
      'Revisados los índices durante TREINTA años, tiene en dicho periodo UNA inscripción(es) vigente(s).-',
      '1) EMBARGO decretado por el Vigésimo Juzgado Civil de Santiago en causa Rol C-1120-2025, a solicitud',
      'de BANCO DE CHILE : a Fs. 71220 Nro. 98004 del Año 2025.',
      'Santiago, 2 de septiembre del 2025',
    );
    expect(gp.prohibiciones).toMatchObject([{ tipo: 'EMBARGO', fojas: 71220, numero: 98004, ano: 2025 }]);
  });
});

/* ------------------------------------------------------------------------------------------ */
/* Fourth round: stacked columns, other form variants                                          */
/* ------------------------------------------------------------------------------------------ */

describe('fourth round: forms as a text layer stacks their columns', () => {
  it('reads a TGR header whose labels come out before their values', () => {
    expect(
      tgr(
        'TESORERÍA GENERAL DE LA REPÚBLICA',
        'Certificado de Deuda',
        'NOMBRE',
        'DIRECCION',
        'COMUNA',
        'ROL',
        'SEPÚLVEDA ARAYA MARTA INÉS',
        'PJE LOS AROMOS 1450 DP 32',
        'LA FLORIDA',
        '152-04412-032',
        'NO REGISTRA DEUDA',
        'Fecha de Emisión del Certificado: 03-09-2025',
      ),
    ).toMatchObject({
      contribuyente: { nombre: 'SEPÚLVEDA ARAYA MARTA INÉS' },
      direccion_propiedad: 'PJE LOS AROMOS 1450 DP 32',
      comuna_propiedad: 'La Florida',
      rol_avaluo: '4412-32',
    });
  });

  it('reads a TGR address line whose comuna has two words', () => {
    expect(
      tgr(
        'TESORERÍA GENERAL DE LA REPÚBLICA',
        'Certificado de Deuda',
        'NOMBRE MUÑOZ PAREDES JOSÉ LUIS',
        'DIRECCION AV LOS PAJARITOS 4410 COMUNA ESTACION CENTRAL',
        'ROL 106-00812-022',
        'NO REGISTRA DEUDA',
        'Fecha de Emisión del Certificado: 03-09-2025',
      ),
    ).toMatchObject({ direccion_propiedad: 'AV LOS PAJARITOS 4410', comuna_propiedad: 'Estación Central' });
  });

  it('reads DOM labels answered "NO AFECTA"', () => {
    expect(
      municipal(
        'MUNICIPALIDAD DE LA GRANJA',
        'DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
        'Rol: 6610-22   Dirección: LOS OLMOS 2210',
        'Vialidad:        NO AFECTA',
        'Áreas verdes:    NO AFECTA',
        'La Granja, 2 de septiembre de 2025.',
      ),
    ).toMatchObject({ objeto_expropiacion: false, expropiacion_vial: false, expropiacion_por_parque: false });
  });

  it('reads a marriage certificate "para asignación familiar", which omits subinscriptions, as a doubtful default', () => {
    const lines = [...RC_HEAD, 'Para: ASIGNACIÓN FAMILIAR', ...RC_FORM, 'FECHA EMISIÓN: 21 Agosto 2025'];
    const { output, doubtful } = analysed(lines);
    expect(output.certificados_matrimonio?.[0]?.numero_de_inscripcion).toBe(1204);
    expect(doubtful('certificados_matrimonio[0].tipo_de_sociedad_conyugal')).toBe(true);
  });

  it('reads a SERVIU table of projects with none affecting the property', () => {
    expect(
      serviu(
        'SERVIU REGIÓN DEL MAULE',
        'CERTIFICADO DE NO EXPROPIACIÓN N° 4.018',
        'Rol: 231-44   Comuna: CURICÓ',
        'Proyecto                               Afecta',
        'Sin proyectos de este Servicio         NO',
        'Talca, 29 de agosto de 2025.',
      ),
    ).toMatchObject({ numero_certificado: 4018, objeto_expropiacion: false });
  });
});

/* ------------------------------------------------------------------------------------------ */
/* Fifth round: what a certificate leaves unclear is doubtful                                  */
/* ------------------------------------------------------------------------------------------ */

describe('fifth round: doubtful rather than wrong', () => {
  it('leaves doubtful a lone header amount that no section says which box it is in', () => {
    const lines = [
      ...JASPER_HEAD,
      'Total Deuda Liquidada Morosa  Total Deuda No Vencida Liquidada  Acogidos ART 196 y 197 DEL C.T.',
      'CLP 412,330',
      'Fecha de Emisión del Certificado: 03-09-2025',
    ];
    const { output, doubtful } = analysed(lines);
    const debt = output.debt_certificates?.[0];
    const overdueRight = debt?.total_deuda_vencida_liquidada === 412330;
    expect(
      (overdueRight || doubtful('debt_certificates[0].total_deuda_vencida_liquidada')) &&
        (debt?.total_deuda_no_vencida_liquidada === 0 ||
          doubtful('debt_certificates[0].total_deuda_no_vencida_liquidada')),
    ).toBe(true);
  });

  it('reads a TGR total glued to its label and a rol without padding', () => {
    expect(
      tgr(
        ...JASPER_HEAD.slice(0, 4),
        'ROL 152-4412-32',
        'Deuda :Morosa (CLP)',
        'Total Deuda Morosa (CLP)98,410',
        'Fecha de Emisión del Certificado: 03-09-2025',
      ),
    ).toMatchObject({ rol_avaluo: '4412-32', total_deuda_vencida_liquidada: 98410 });
  });

  it('derives the SII exempt part when its amount is left blank', () => {
    const lines = [
      'CERTIFICADO DE AVALÚO FISCAL',
      'Fecha de emisión: 14 de Julio de 2025',
      'Comuna: TALAGANTE',
      'Número de ROL de Avalúo: 00412-00015',
      'Dirección: BALMACEDA 1290',
      'Destino: COMERCIO',
      'AVALÚO TOTAL: $ 88.400.000',
      'AVALÚO EXENTO DE IMPUESTO:',
      'AVALÚO AFECTO A IMPUESTO: $ 88.400.000',
    ];
    expect(sii(...lines)).toMatchObject({
      avaluo_total: 88400000,
      avaluo_exento: 0,
      avaluo_afecto: 88400000,
    });
  });

  it('leaves doubtful the "no" of a certificate of number that says nothing of affectations', () => {
    const lines = [
      'ILUSTRE MUNICIPALIDAD DE QUILPUÉ',
      'DIRECCIÓN DE OBRAS MUNICIPALES',
      'CERTIFICADO DE NÚMERO Y AFECTACIÓN',
      'A la propiedad Rol 1022-14 ubicada en calle Los Carrera le corresponde el N° 1450.',
      'Quilpué, 3 de septiembre de 2025.',
    ];
    const { type, output, doubtful } = analysed(lines);
    expect(type).toBe('afectacion_utilidad_publica');
    expect(output.public_expropriation_certificates?.[0]?.rol_avaluo).toBe('1022-14');
    expect(doubtful('public_expropriation_certificates[0].objeto_expropiacion')).toBe(true);
  });

  it('reads the spouses with their RUN on the name’s line', () => {
    expect(
      marriage(
        ...RC_HEAD,
        'Circunscripción: LOS ÁNGELES   Nro. inscripción: 512   Año: 2013',
        'Nombre Marido: CRISTIÁN ANDRÉS PAREDES LARA   RUN: 12.908.774-9',
        'Nombre Mujer: SOLEDAD ANDREA FUENTES ROA   RUN: 10.332.871-3',
        'Fecha Celebración: 9 Febrero 2013',
        'Fecha emisión: 2 Septiembre 2025',
      ).certificate,
    ).toMatchObject({
      circunscripcion: 'Los Ángeles',
      numero_de_inscripcion: 512,
      ano: 2013,
      marido: { nombre: 'CRISTIÁN ANDRÉS PAREDES LARA', rut: '12.908.774-9' },
      mujer: { nombre: 'SOLEDAD ANDREA FUENTES ROA', rut: '10.332.871-3' },
    });
  });
});
