import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { layoutPage, type PositionedText } from '../../server/analysis/engine/text/layout';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch Y exposed (issue #18), each in wordings written for these tests and
 * different from the batch's own: made-up offices, people, numbers.
 */

const gp = (...lines: string[]) => extractGpCertificate(certificateDocument(lines)).value;
const municipal = (...lines: string[]) => extractMunicipalAffectation(certificateDocument(lines)).value;

const DOM = [
  'ILUSTRE MUNICIPALIDAD DE NANCAGUA',
  'DIRECCIÓN DE OBRAS MUNICIPALES',
  'CERTIFICADO DE INFORMACIONES PREVIAS Nº 118',
  'Rol de avalúo: 77-14',
];

describe('yes/no rows whose boxed options the text layer glued to a label that opens with "Afecto"', () => {
  it.each([
    [
      'Afecta a vialidad (apertura de calle) SI ( ) NO (X)',
      'Afecta a parque comunal SI ( ) NO (X)',
      false,
      false,
    ],
    ['Afectado por ensanche de vía SÍ [X] NO [ ]', 'Afectado por área verde SÍ [ ] NO [X]', true, false],
    ['Afectación por vialidad ☐ Sí ☒ No', 'Afectación por parques ☒ Sí ☐ No', false, true],
    ['Afecto a vía proyectada NO [X] SÍ [ ]', 'Afecto a plaza o parque NO [ ] SÍ [X]', false, true],
    // As OCR reads a worn copy: the empty boxes lost, the ticked one kept.
    ['Afectado por ensanche de vía SÍ NO [X]', 'Afectado por área verde SÍ NO (X)', false, false],
  ])('reads "%s" / "%s" by the ticked box', (roadLine, parkLine, road, park) => {
    const value = municipal(...DOM, roadLine, parkLine, 'Nancagua, 4 de mayo de 2026');
    expect(value.expropiacion_vial).toBe(road);
    expect(value.expropiacion_por_parque).toBe(park);
    expect(value.objeto_expropiacion).toBe(road || park);
  });
});

describe('a yes/no row whose first box OCR garbled', () => {
  it('does not take "SI (X) NO" for a "sí": its box may stand before NO', () => {
    const { value, provenance } = extractMunicipalAffectation(
      certificateDocument([...DOM, 'Afecto a vialidad ........   O SI (X) NO', 'Parques: NO']),
    );
    expect(
      value.expropiacion_vial === false || (provenance['expropiacion_vial']?.confidence ?? 1) < 0.85,
    ).toBe(true);
  });
});

describe('the property named after the registries a certificate reviewed', () => {
  it('takes the inscription of a bien familiar certificate in prose as the property’s, no lien', () => {
    const value = gp(
      'CONSERVADOR DE BIENES RAÍCES DE SAN VICENTE',
      'CERTIFICADO DE BIEN FAMILIAR',
      'Certifico que, revisado el Registro de Propiedad y el de Prohibiciones, la propiedad inscrita',
      'a fojas 1.092 número 845 del año 2019, pasaje Los Tilos 31,',
      'San Vicente, no ha sido declarada bien familiar.',
      'San Vicente, 2 de febrero de 2026. Código: SVT-BF-2026-118',
    );
    expect(value).toMatchObject({ fojas: 1092, numero: 845, ano: 2019 });
    expect(value.prohibiciones).toEqual([]);
  });

  it('still reads a lien whose own clause names its kind before "inscrita a"', () => {
    const value = gp(
      'CONSERVADOR DE BIENES RAÍCES DE SAN VICENTE',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Propiedad inscrita a fojas 1.092 número 845 del Registro de Propiedad del año 2019.',
      'Registro de Hipotecas: figura una hipoteca, inscrita a fojas 40 número 33 del año 2020, a favor',
      'de BANCO DEL SUR.',
      'San Vicente, 2 de febrero de 2026.',
    );
    expect(value.gravamenes).toMatchObject([{ fojas: 40, numero: 33, ano: 2020 }]);
  });
});

describe('an enumerated registry heading in plural answered "none"', () => {
  it.each([
    ['3.- Interdicciones: no hay.'],
    ['c) Prohibiciones: no existen.'],
    ['4.- Interdicciones y prohibiciones: no registra.'],
  ])('"%s" is no entry', (line) => {
    const value = gp(
      'CONSERVADOR DE BIENES RAÍCES DE CONSTITUCIÓN',
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Inscripción de dominio: fojas 301 Nº 256 del Registro de Propiedad del año 2012.',
      'I) Hipotecas: no registra.',
      'II) Embargos: EMBARGO inscrito a fs. 19 Nº 15 del año 2026, a favor de CRÉDITOS MAULE SpA.',
      line,
      'Constitución, 9 de enero de 2026.',
    );
    expect(value.gravamenes).toEqual([]);
    expect(value.prohibiciones.map((entry) => entry.fojas)).toEqual([19]);
  });
});

describe('liens named together in one sentence that lifts them all', () => {
  const HEAD = [
    'CONSERVADOR DE BIENES RAÍCES DE PAILLACO',
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'Respecto de la propiedad inscrita a fojas 95 número 70 del Registro de Propiedad del año 2009,',
    'no aparece inscrita hipoteca ni gravamen alguno vigente.',
  ];

  it('drops each of them, not only the last', () => {
    const value = gp(
      ...HEAD,
      'Se hace presente que la hipoteca de fojas 30 número 22 del año 2009 y la prohibición de fojas',
      '31 número 23 del año 2009, ambas en favor de CAJA LOS HÉROES, fueron alzadas por escritura de',
      'fecha 5 de mayo de 2021.',
      'Paillaco, 8 de octubre de 2026.',
    );
    expect(value.gravamenes).toEqual([]);
    expect(value.prohibiciones).toEqual([]);
  });

  it('keeps a lien of an earlier sentence when the next one alone is lifted', () => {
    const value = gp(
      ...HEAD,
      'Registro de Hipotecas: HIPOTECA a fojas 30 número 22 del año 2009, a favor de CAJA LOS HÉROES.',
      'Registro de Prohibiciones: la prohibición de fojas 31 número 23 del año 2009 fue alzada el',
      '5 de mayo de 2021.',
      'Paillaco, 8 de octubre de 2026.',
    );
    expect(value.gravamenes.map((entry) => entry.fojas)).toEqual([30]);
    expect(value.prohibiciones).toEqual([]);
  });
});

describe('a court order’s creditor "a instancia de"', () => {
  it.each([['a instancia de'], ['a instancias del']])('reads the creditor after "%s"', (cue) => {
    const value = gp(
      'CONSERVADOR DE BIENES RAÍCES DE TALTAL',
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Inscripción de dominio: fojas 12 Nº 10 del Registro de Propiedad del año 2016.',
      'Registro de Interdicciones y Prohibiciones: EMBARGO inscrito a fojas 8 número 6 del año 2026,',
      `ordenado por el Juzgado de Letras de Taltal, rol C-31-2026, seguido ${cue} FINANCIERA`,
      'NORTE GRANDE S.A.',
      'Taltal, 1 de marzo de 2026.',
    );
    expect(value.prohibiciones[0]?.acreedor).toBe('FINANCIERA NORTE GRANDE S.A.');
  });
});

describe('an office the list lacks heading a copy that cites a listed one mid-text', () => {
  it('is the issuer, doubtful, not the office a plano is archived in', () => {
    const { value, provenance } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE MACHALÍ',
        'Certifico que la inscripción de fojas 610 número 512 del Registro de Propiedad del año 2021',
        'se encuentra vigente. Machalí, 3 de julio de 2026.',
        'Nº 512. Machalí, dos de marzo de dos mil veintiuno.- Don TOMÁS IGNACIO REYES PAVEZ, cédula de',
        'identidad número 15.204.118-3, soltero, es dueño del lote B del plano archivado bajo el número',
        '88 en el Registro de Propiedad del Conservador de Bienes Raíces de Rancagua del año 1999.-',
        'Lo adquirió por compra a doña ELISA MARGARITA SOTO VIDAL, según escritura de fecha diez de',
        'febrero de dos mil veintiuno.',
      ]),
    );
    expect(value.entry.conservador).toBe('Machalí');
    expect(provenance['conservador']?.confidence).toBeLessThan(0.85);
  });

  it('is the issuer over a listed office the text names in passing, far from its edges', () => {
    const clause = 'en doce metros con el sitio número';
    const { value } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE MACHALÍ',
        'Certifico que la inscripción de fojas 610 número 512 del Registro de Propiedad del año 2021',
        'se encuentra vigente. Machalí, 3 de julio de 2026.',
        'Nº 512. Machalí, dos de marzo de dos mil veintiuno.- Don TOMÁS IGNACIO REYES PAVEZ, cédula de',
        'identidad número 15.204.118-3, soltero, es dueño del lote B del loteo Santa Inés, que deslinda:',
        `NORTE, ${clause} uno; SUR, ${clause} tres; ORIENTE, ${clause} ocho; PONIENTE, con calle Los`,
        'Aromos; loteo aprobado y protocolizado en su oportunidad ante el Conservador de Bienes Raíces de',
        'Rancagua.- Lo adquirió por compra a doña ELISA MARGARITA SOTO VIDAL, cédula de identidad número',
        '9.876.543-3, viuda, según escritura de fecha diez de febrero de dos mil veintiuno, otorgada en',
        'la Notaría de Machalí de don Pedro Luis Castro Mena, por el precio de cuarenta millones de',
        'pesos, pagados al contado en el acto de la firma de la escritura.- El comprador fija domicilio',
        'en la comuna de Machalí para todos los efectos de este contrato.- Rol de avalúo número 203-17',
        'de la comuna de Machalí.- Requirente: Tomás Reyes Pavez.- Derechos: $ 4.200.- Repertorio 1.884.',
      ]),
    );
    expect(value.entry.conservador).toBe('Machalí');
  });
});

describe('a register margin beside the body under a header with no vertical gap between', () => {
  const FONT = 9.5;
  const run = (text: string, x: number, row: number): PositionedText => ({
    text,
    x,
    y: 780 - row * 13,
    width: text.length * FONT * 0.5,
    fontSize: FONT,
  });
  const BODY_X = 122;
  const header = [
    'CONSERVADOR DE BIENES RAÍCES DE COMBARBALÁ',
    'Certifico que la inscripción que se copia a continuación se encuentra vigente a la fecha de hoy,',
    'según consta de los índices del Registro de Propiedad revisados por el suscrito Conservador.',
    'Combarbalá, 3 de mayo de 2026.',
    'Código de verificación: CBA-2026-4410',
    '==========================================',
  ].map((text, row) => run(text, 56, row));
  const margin = ['Nº 318', 'COMPRAVENTA', 'ROJAS DÍAZ', 'a FUENTES', 'Rep. 1.020'];
  const body = [
    'Combarbalá, tres de mayo de dos mil dieciocho.- Don',
    'LUIS ALBERTO FUENTES ARAYA, cédula de identidad número',
    '12.345.678-5, casado, agricultor, es dueño del sitio',
    'número cuatro de la población Las Palmas, comuna de',
    'Combarbalá, que deslinda: NORTE, con calle Prat; SUR,',
    'con sitio cinco.- Lo adquirió por compra a doña ANA',
    'ROJAS DÍAZ, según escritura de fecha dos de mayo de',
    'dos mil dieciocho.- Rol de avalúo 120-4.',
  ];
  const items = [
    ...header,
    ...margin.map((text, index) => run(text, 56, 6 + index)),
    ...body.map((text, index) => run(text, BODY_X, 6 + index)),
  ];

  it('reads the margin apart, before the body, the body’s lines whole', () => {
    const lines = layoutPage(items);
    expect(lines.slice(0, 6)).toEqual(header.map((item) => item.text));
    expect(lines.slice(6, 11)).toEqual(margin);
    expect(lines.slice(11)).toEqual(body);
  });
});

describe('a GP table whose text layer glued every cell, header and rows', () => {
  const TABLE = [
    'CONSERVADOR DE BIENES RAÍCES DE LICANTÉN',
    'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'Inscripción de dominio: fs. 402 Nº 377 del Registro de Propiedad año 2014',
    'I. REGISTRO DE HIPOTECAS Y GRAVÁMENES',
    'NºTipoInscripciónAñoFechaA favor deMonto',
    '1HIPOTECAfs. 88nº 7120155/03/2015BANCO SANTANDER-CHILEUF 2.100',
    '2HIPOTECAfs. 301 vta.nº 260202011/11/2020COOPERATIVA CURICÓ LTDA.$ 9.000.000',
    'II. REGISTRO DE INTERDICCIONES Y PROHIBICIONES',
    'NºTipoInscripciónAñoFechaA favor deObjeto',
    '1PROHIBICIÓNfs. 90nº 7320155/03/2015BANCO SANTANDER-CHILEno enajenar ni gravar',
    'III. LITIGIOS: no registra.',
    'Licantén, 6 de abril de 2026.',
  ];

  it('reads each row’s cells in the header’s order, the número, year and day parted', () => {
    const value = gp(...TABLE);
    expect(value.gravamenes).toMatchObject([
      { fojas: 88, vuelta: false, numero: 71, ano: 2015, fecha_emision: '2015-03-05' },
      { fojas: 301, vuelta: true, numero: 260, ano: 2020, fecha_emision: '2020-11-11' },
    ]);
    expect(value.gravamenes.map((entry) => entry.acreedor)).toEqual([
      'BANCO SANTANDER-CHILE',
      'COOPERATIVA CURICÓ LTDA.',
    ]);
    expect(value.gravamenes.map((entry) => entry.suma_dinero)).toEqual(['2.100,00 UF', '$9.000.000']);
    expect(value.prohibiciones).toMatchObject([
      {
        fojas: 90,
        numero: 73,
        ano: 2015,
        acreedor: 'BANCO SANTANDER-CHILE',
        accion: 'no enajenar ni gravar',
      },
    ]);
  });

  it('marks the values of a table whose digits it parted as repaired readings', () => {
    const { provenance } = extractGpCertificate(certificateDocument(TABLE));
    expect(provenance['gravamenes[0]']?.unsure ?? provenance['gravamenes[0].numero']?.unsure).toContain(
      'repaired_reading',
    );
  });
});

describe('a SERVIU letter’s property and code', () => {
  const serviu = (...lines: string[]) => extractServiuReport(certificateDocument(lines)).value;

  it('reads the address after the dash of its subject line', () => {
    const value = serviu(
      'SERVIU REGIÓN DE COQUIMBO',
      'Ovalle, 12 de marzo de 2026',
      'ORD. Nº 771',
      'Ref.: Solicitud de certificado de expropiación – Avenida Los Carrera Nº 1.240, comuna de',
      'Ovalle, Rol 402-9.',
      'Informo a usted que el inmueble de la referencia no está afecto a expropiación.',
    );
    expect(value.direccion_propiedad).toBe('Avenida Los Carrera Nº 1.240');
  });

  it('reads a code printed in a form’s column after its abbreviated label, no colon', () => {
    const value = serviu(
      'SERVIU REGIÓN DE AYSÉN',
      '+-------------------------------------+',
      '| CERTIFICADO Nº 3310                 |',
      '| Rol avalúo ....... 88-2             |',
      '| Expropiación ..... NO               |',
      '| Cód. verificación  AYS-3310-KW       |',
      '+-------------------------------------+',
    );
    expect(value.codigo_verificacion).toBe('AYS-3310-KW');
  });
});

describe('a GP of labelled entries over two short pages', () => {
  it('keeps each entry’s dated line, though its shape repeats near both pages’ edges', () => {
    const page1 = [
      'CONSERVADOR DE BIENES RAÍCES DE CURACAVÍ',
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Dominio ............. Fs. 640 Nº 512 año 2016',
      'I) HIPOTECAS',
      'Tipo ................ HIPOTECA',
      'Inscripción ......... Fs. 77 Nº 61 año 2016',
      'Fecha ............... 03-02-2016',
      'Acreedor ............ BANCO DEL PACÍFICO',
      'Monto ............... 1.200,00 UF',
      'CBR CURACAVÍ - Hoja 1 de 2',
    ];
    const page2 = [
      'CBR CURACAVÍ - Hoja 2 de 2',
      'II) PROHIBICIONES',
      'Tipo ................ PROHIBICIÓN',
      'Inscripción ......... Fs. 80 Nº 64 año 2016',
      'Fecha ............... 09-02-2016',
      'Acreedor ............ BANCO DEL PACÍFICO',
      'Alcance ............. de no enajenar sin consentimiento del acreedor',
      'III) LITIGIOS ....... NO REGISTRA',
      'Curacaví, 2 de junio de 2026.',
    ];
    const { value } = extractGpCertificate(cbrDocument(page1, page2));
    expect(value.gravamenes.map((entry) => entry.fecha_emision)).toEqual(['2016-02-03']);
    expect(value.prohibiciones).toMatchObject([
      { fecha_emision: '2016-02-09', accion: 'de no enajenar sin consentimiento del acreedor' },
    ]);
  });
});

describe('a copy typed in capitals', () => {
  const COPY = [
    'CONSERVADOR DE BIENES RAICES DE CAUQUENES',
    'COPIA AUTORIZADA - REGISTRO DE PROPIEDAD',
    'FOJAS 415                                    Nº 388',
    'CAUQUENES, DOS DE ABRIL DE DOS MIL DOCE.- DOÑA MARTA ELENA FUENZALIDA ROJAS, CÉDULA',
    'NACIONAL DE IDENTIDAD NÚMERO 10.111.222-3, SOLTERA, DE ESTE DOMICILIO, ES DUEÑA DEL SITIO',
    'NÚMERO DOCE DE LA POBLACIÓN EL ESFUERZO, COMUNA DE CAUQUENES.- LA ADQUIRIÓ POR COMPRAVENTA',
    'A INVERSIONES MAULE SUR LIMITADA, R.U.T. 77.654.321-0, SEGÚN ESCRITURA DE FECHA VEINTE DE',
    'MARZO DE DOS MIL DOCE.- ROL DE AVALÚO Nº 210-5.',
    'Certifico que la presente es copia fiel de su original. Cauquenes, 4 de mayo de 2026.',
  ];

  it('names the seller without the way it was acquired', () => {
    const { value } = extractInscription(cbrDocument(COPY));
    expect(value.entry.vendedores.map((seller) => seller.nombre)).toEqual(['INVERSIONES MAULE SUR LIMITADA']);
  });

  it('reads a code under the bare abbreviation "Cód."', () => {
    const { value } = extractInscription(cbrDocument([...COPY, 'Cód. CQS-2026-551K   Derechos $ 3.100']));
    expect(value.entry.codigo_verificacion).toBe('CQS-2026-551K');
  });
});

describe('a DOM line answering two kinds of road affectation, each with its own box', () => {
  it.each([
    ['Vialidad: Ensanche NO [X] / Apertura SÍ [X]', 'Apertura'],
    ['Vías - Apertura: NO ( X ) - Ensanche: SÍ ( X )', 'Ensanche'],
  ])('reads "%s" as %s', (line, kind) => {
    const value = municipal(...DOM, line, 'Parques: NO (X)', 'Nancagua, 4 de mayo de 2026');
    expect(value.expropiacion_vial).toBe(true);
    expect(value.tipo_expropiacion_vial).toBe(kind);
  });

  it('reads the kind a line break hyphenated', () => {
    const value = municipal(
      ...DOM,
      'Certifico que el inmueble se encuentra afecto a declaratoria de utilidad pública por vialidad,',
      'para la APER-',
      'TURA de pasaje Los Robles en 10 metros. No está afecto a parques.',
    );
    expect(value.expropiacion_vial).toBe(true);
    expect(value.tipo_expropiacion_vial).toBe('Apertura');
  });
});

describe('a prohibition whose acts run into the reference', () => {
  it('reads the acts without the preposition introducing the reference', () => {
    const value = gp(
      'CONSERVADOR DE BIENES RAÍCES DE PICHIDEGUA',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Propiedad: pasaje Los Olmos Nº 14, inscrita a fojas 210 número 190 del Registro de Propiedad',
      'del año 2019.',
      '1.- PROHIBICIÓN de no gravar ni enajenar en fojas 33 Nº 30 del año 2019, de fecha 2 de mayo de',
      '2019, en favor de COOPERATIVA ORIENTE LIMITADA.',
      'Pichidegua, 3 de enero de 2026.',
    );
    expect(value.prohibiciones[0]?.accion).toBe('de no gravar ni enajenar');
  });
});

describe('a SERVIU certificate that gives itself two numbers', () => {
  it('keeps the first and doubts it', () => {
    const { value, provenance } = extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DEL MAULE',
        'CERTIFICADO Nº 5127',
        'Se certifica que el inmueble de calle Prat Nº 90, comuna de Linares, Rol 55-3, no se encuentra',
        'afecto a expropiación por parte de este Servicio.',
        'El presente certificado número 5172 se otorga a petición del interesado.',
      ]),
    );
    expect(value.numero_certificado).toBe(5127);
    expect(provenance['numero_certificado']?.unsure).toContain('conflicting_documents');
  });
});
