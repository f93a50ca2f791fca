import { describe, expect, it } from 'vitest';

import { layoutPage, type PositionedText } from '../../server/analysis/engine/text/layout';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { buildDocument } from '../../server/analysis/engine/document';
import { classifyDocument } from '../../server/analysis/engine/classify';
import { splitIntoParts } from '../../server/analysis/engine/reading/pageParts';
import { verificationCode } from '../../server/analysis/engine/extractors/shared';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZM showed once scored blind (issue #18, #17), each in wordings written for
 * these tests: made-up offices, people, numbers.
 */

describe("a municipal certificate's own number in coded form, with no labelled code", () => {
  const domCertificate = (heading: string[]) =>
    extractMunicipalAffectation(
      certificateDocument([
        ...heading,
        'Propietario: ELENA SOFÍA TAPIA ROJAS',
        'Dirección: LOS CARRERA N° 1184, PAPUDO',
        'Rol: 77-31',
        'El inmueble no se encuentra afecto a declaratoria de utilidad pública.',
      ]),
    ).value.codigo_verificacion;

  it.each([
    [
      ['MUNICIPALIDAD DE PAPUDO', 'N° DOM-PAP-0311/2025          Papudo, 2 de junio de 2025'],
      'DOM-PAP-0311/2025',
    ],
    [['MUNICIPALIDAD DE ZAPALLAR', 'CERTIFICADO Nº ZAP-DOM-88-2025'], 'ZAP-DOM-88-2025'],
    [['MUNICIPALIDAD DE PETORCA', 'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA PTC-UP-0140'], 'PTC-UP-0140'],
    [['MUNICIPALIDAD DE CABILDO', 'Certificado de afectación Nro. CAB-DOM-7/2025'], 'CAB-DOM-7/2025'],
  ])('reads the number of %j as its code', (heading, code) => {
    expect(domCertificate(heading)).toBe(code);
  });

  it('keeps a labelled code first, and a plain number is none', () => {
    expect(domCertificate(['CERTIFICADO N° DOM-LIG-22-2025', 'Código de verificación: 7KQ2-MM41'])).toBe(
      '7KQ2-MM41',
    );
    expect(domCertificate(['CERTIFICADO N° 2291', 'Fecha: 3 de junio de 2025'])).toBeNull();
  });
});

describe('a seller\'s comuna named alone after the name ("a don X, de Ovalle, según escritura")', () => {
  const sellers = (acquisition: string) =>
    extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE COMBARBALÁ',
        'Fojas 88 Número 71 Año 2015',
        'Combarbalá, seis de abril de dos mil quince.- Doña ROSA ELENA CASTILLO VEGA, cédula',
        'nacional de identidad 9.228.114-6, soltera, de este domicilio, es dueña del sitio número',
        'cuatro de la Villa Los Pimientos, comuna de Combarbalá.- ' + acquisition,
        'El título anterior está a fojas 40 número 33 del año 2001.',
      ]),
    ).value.entry.vendedores;

  it.each([
    [
      'La adquirió por compra a don PEDRO LUIS OLIVARES TAPIA, de Ovalle, según escritura de fecha dos de marzo de dos mil quince.-',
      'Ovalle',
    ],
    [
      'La adquirió por compra a INMOBILIARIA EL ALGARROBO LIMITADA, de La Serena, según escritura de fecha dos de marzo de dos mil quince.-',
      'La Serena',
    ],
    [
      'La adquirió por compra a don PEDRO LUIS OLIVARES TAPIA, casado, vecino de Monte Patria, según escritura de fecha dos de marzo de dos mil quince.-',
      'Monte Patria',
    ],
  ])('%s', (acquisition, comuna) => {
    expect(sellers(acquisition)[0]?.domicilio).toBe(comuna);
  });

  it('takes no word that is no comuna ("de profesión", "de nacionalidad chilena")', () => {
    expect(
      sellers(
        'La adquirió por compra a don PEDRO LUIS OLIVARES TAPIA, de nacionalidad chilena, según escritura de fecha dos de marzo de dos mil quince.-',
      )[0]?.domicilio,
    ).toBeNull();
  });
});

describe('a price whose figure breaks after a group\'s dot ("$61.300." / "000)")', () => {
  it('reads the group on the next line as part of the figure, agreeing with the words', () => {
    const { value, provenance } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE SAN JAVIER',
        'Fojas 402 Número 377 Año 2018',
        'San Javier, cuatro de mayo de dos mil dieciocho.- Don TOMÁS IGNACIO RIVAS SOTO, cédula',
        'nacional de identidad 13.771.208-4, soltero, de este domicilio, es dueño de la parcela',
        'número tres del loteo El Sauce, comuna de San Javier.- La adquirió por compra a doña',
        'MARTA INÉS FUENTES LARA, según escritura de fecha dos de abril de dos mil dieciocho, por',
        'el precio de SESENTA Y UN MILLONES TRESCIENTOS MIL PESOS ($61.300.',
        '000), pagado al contado.- El título anterior está a fojas 90 número 81 del año 2004.',
      ]),
    );
    expect(value.entry.precio).toBe('$61.300.000');
    expect(provenance.precio?.unsure).toBeUndefined();
  });
});

describe("a boxed copy's column headings printed again atop its second page", () => {
  // As the layout gives a page whose margin column is read apart: the margin's lines, then the body's.
  it('drops them there, so the sentence running on across the break stays whole', () => {
    const { entry } = extractInscription(
      cbrDocument(
        [
          'CONSERVADOR DE BIENES RAÍCES DE CURACAVÍ',
          'ANOTACIONES',
          'Nº 640',
          'COMPRAVENTA',
          'PAZ LEIVA',
          'TEXTO DE LA INSCRIPCIÓN',
          'Fs. 711',
          'Curacaví, ocho de mayo de dos mil veintiuno.- Doña',
          'JULIA ANDREA PAZ LEIVA, cédula nacional de identidad',
          'número 15.220.318-5, soltera, de este domicilio, es',
          'dueña del sitio número nueve de la Villa Los Robles,',
          'comuna de Curacaví.- Lo adquirió por compra a don',
          'ANDRÉS FELIPE MOYA ROJAS, soltero, domiciliado en',
        ],
        [
          'CBR CURACAVÍ - Fs. 711 Nº 640 - hoja 2',
          'ANOTACIONES',
          'TEXTO DE LA INSCRIPCIÓN',
          'pasaje Los Aromos número 12, comuna de Curacaví,',
          'según escritura de fecha dos de mayo de dos mil',
          'veintiuno.- El título anterior está a fojas 301',
          'número 288 del año 2009.',
        ],
      ),
    ).value;
    expect(entry.vendedores[0]?.domicilio).toBe('pasaje Los Aromos número 12, comuna de Curacaví');
  });
});

describe('a ruled table whose header row names the subject and the SÍ / NO columns', () => {
  it('takes no "sí" from the header: the rows and the prose answer', () => {
    const { value } = extractMunicipalAffectation(
      certificateDocument([
        'ILUSTRE MUNICIPALIDAD DE LONGAVÍ',
        'CERTIFICADO DE INFORMES PREVIOS Y AFECTACIÓN',
        'Propietario: HERNÁN DARÍO SEPÚLVEDA ROA',
        'Dirección: AVENIDA BALMACEDA 77, LONGAVÍ',
        '+------------------------------------------+------+------+',
        '| Afectación a utilidad pública            |  SI  |  NO  |',
        '+------------------------------------------+------+------+',
        '| Ensanche de vía existente                |      |  X   |',
        '| Apertura de nueva vía                    |      |  X   |',
        '| Área verde / parque comunal              |      |  X   |',
        '+------------------------------------------+------+------+',
        'El inmueble no está afecto a utilidad pública según el plan regulador vigente.',
      ]),
    );
    expect(value.objeto_expropiacion).toBe(false);
    expect(value.expropiacion_vial).toBe(false);
    expect(value.expropiacion_por_parque).toBe(false);
  });
});

describe('a copy whose issue date is labelled "Emitida:" before its figures', () => {
  it("reads that date, not the transcription's opening date", () => {
    const { entry } = extractInscription(
      cbrDocument([
        'COPIA DE INSCRIPCIÓN CON CERTIFICADO DE VIGENCIA',
        'Inscripción: fojas 1.204, número 997, Registro de Propiedad 2019',
        'Emitida: 03/02/2026          Código verificación: PMQ-2026-118',
        'El suscrito certifica que la copia que sigue está conforme con su original y vigente.',
        'Pumanque, veinte de agosto de dos mil diecinueve.- Don LUIS ALBERTO SOTO PAVEZ, cédula',
        'nacional de identidad 8.410.227-1, casado, de este domicilio, es dueño de la parcela',
        'número ocho del proyecto El Roble, comuna de Pumanque.- La adquirió por compra a doña',
        'ELENA PAVEZ RÍOS, según escritura de fecha dos de agosto de dos mil diecinueve.-',
      ]),
    ).value;
    expect(entry.fecha_emision).toBe('2026-02-03');
  });
});

describe('a cell drawn at its column over the wider cell before it', () => {
  const SIZE = 9.5;
  const item = (text: string, x: number, width: number): PositionedText => ({
    text,
    x,
    y: 700,
    width,
    fontSize: SIZE,
  });

  it('reads the two apart, not glued into one word', () => {
    // "ROSA AMELIA QUINTEROS" drawn 120 pt wide from x 56; "TITULAR" placed at x 150, inside it.
    const [line] = layoutPage([item('ROSA AMELIA QUINTEROS', 56, 120), item('TITULAR', 150, 40)]);
    expect(line).toBe('ROSA AMELIA QUINTEROS TITULAR');
  });

  it('keeps a word whose pieces touch or barely overlap whole', () => {
    const [line] = layoutPage([item('INSCRIP', 56, 40), item('CIÓN', 95.5, 25)]);
    expect(line).toBe('INSCRIPCIÓN');
  });
});

describe('a debt certificate\'s header "Emisión" followed by its figures, without a colon', () => {
  it('reads the date as the issue date', () => {
    const { value } = extractTgrDebt(
      certificateDocument([
        'TESORERÍA GENERAL DE LA REPÚBLICA - Certificado de Deuda',
        'Emisión 07-04-2026',
        'Rol: 311-27   Comuna: CURACAUTÍN',
        'El rol no registra deuda de contribuciones.',
      ]),
    );
    expect(value.certificate.fecha_emision).toBe('2026-04-07');
  });
});

describe('a line of labelled cells parted by middle dots', () => {
  it('ends the address at the dot, before the next cell', () => {
    const { value } = extractServiuReport(
      certificateDocument([
        'SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN DEL MAULE',
        'CERTIFICADO N° 40218',
        'Talca, 4 de agosto de 2026',
        'Propiedad: 1 Sur 1840 · Comuna: Talca · Rol: 411-9',
        'El inmueble no se encuentra afecto a expropiación por parte de este Servicio.',
      ]),
    );
    expect(value.direccion_propiedad).toBe('1 Sur 1840');
  });
});

describe('a municipal certificate naming "el inmueble rural" in its sentence', () => {
  it('reads the area as rural', () => {
    const { value } = extractMunicipalAffectation(
      certificateDocument([
        'MUNICIPALIDAD DE RÍO VERDE',
        'Dirección de Obras Municipales',
        'Villa Ponsomby, 2 de febrero de 2026',
        'Se certifica que el inmueble rural rol 22-4, HIJUELA LAS TURBAS, de don JUAN PABLO',
        'OYARZO MIRANDA, no está afecto a utilidad pública según el plan intercomunal.',
      ]),
    );
    expect(value.tipo_vivienda).toBe('Rural');
  });
});

describe('a property "de la localidad de X, comuna del mismo nombre"', () => {
  it.each([
    ['de la localidad de Curacautín, comuna del mismo nombre', 'Curacautín'],
    ['del pueblo de San Fabián, comuna homónima', 'San Fabián'],
  ])('reads the comuna from "%s"', (place, comuna) => {
    const { entry } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES',
        'Fojas 55 Número 49 Año 2017',
        'Ocho de marzo de dos mil diecisiete.- Doña CAROLINA PAZ ULLOA MORA, cédula nacional',
        `de identidad 16.220.873-4, soltera, es dueña del sitio número dos ${place},`,
        'que deslinda: NORTE, calle Prat; SUR, sitio tres.- La adquirió por compra a don',
        'RAÚL ANDRÉS MORA FIERRO, según escritura de fecha uno de marzo de dos mil diecisiete.-',
      ]),
    ).value;
    expect(entry.comuna).toBe(comuna);
  });
});

describe('the owner of a municipal certificate named as who asks, or after the property', () => {
  const owner = (lines: string[]) =>
    extractMunicipalAffectation(certificateDocument(['MUNICIPALIDAD DE PAREDONES', ...lines])).value
      .contribuyente;

  it('reads "Solicitante: NAME, RUT …"', () => {
    expect(
      owner([
        'CERTIFICADO N° 118',
        'Solicitante: GLORIA ESTER CORNEJO PAVEZ, RUT 12.604.332-8',
        'Propiedad: AVENIDA LA PAZ 311 - Rol 40-7',
        'El predio no se encuentra afecto a utilidad pública.',
      ]),
    ).toEqual({ nombre: 'GLORIA ESTER CORNEJO PAVEZ', rut: '12.604.332-8' });
  });

  it('reads "el inmueble rol …, SITIO …, de don NAME," in the certifying sentence', () => {
    expect(
      owner([
        'Se certifica que el inmueble rol 31-12, SITIO 4 VILLA LOS BOLDOS, de don MANUEL',
        'JESÚS FARÍAS OSORIO, no está afecto a declaratoria de utilidad pública.',
      ])?.nombre,
    ).toBe('MANUEL JESÚS FARÍAS OSORIO');
  });
});

describe("a CBR form's code after the label's dot leader", () => {
  it.each([
    ['Verificación ........ CHN-2025-0412-B', 'CHN-2025-0412-B'],
    ['Código ............... LLQ-77-3310', 'LLQ-77-3310'],
  ])('reads %j', (line, code) => {
    expect(
      verificationCode(
        ['CONSERVADOR DE BIENES RAÍCES DE CHAÑARAL', line, 'Fecha ....... 3 de marzo de 2025'].join('\n'),
      )?.value,
    ).toBe(code);
  });
});

describe('a worn copy whose OCR glued "porel precio"', () => {
  it('reads the price', () => {
    const { entry } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE LOS VILOS',
        'Fojas 310 Número 288 Año 2014',
        'Los Vilos, dos de junio de dos mil catorce.- Don IVÁN ANDRÉS TORO BRAVO, cédula nacional',
        'de identidad 11.903.226-5, casado, de este domicilio, es dueño del sitio número seis del',
        'loteo Las Conchas, comuna de Los Vilos.- Lo adquirió por compra a doña ANA LUISA VEGA',
        'SOTO, según escritura de fecha uno de mayo de dos mil catorce, porel precio de',
        'DIECIOCHO MILLONES DE PESOS ($18.000.000).- El título anterior está a fojas 90 número',
        '77 del año 2001.',
      ]),
    ).value;
    expect(entry.precio).toBe('$18.000.000');
  });
});

describe('a copy\'s cancellation note whose OCR glued "porla"', () => {
  it("keeps the heading reference as the inscription, not the note's", () => {
    const { entry } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE PUCÓN',
        'COPIA REGISTRO DE PROPIEDAD',
        'FOJAS 412 VTA. N° 388 AÑO 2011',
        'Pucón, cinco de abril de dos mil once.- Don JAIME ANDRÉS RIFFO LARA, cédula nacional de',
        'identidad 9.872.114-2, casado, de este domicilio, es dueño del sitio número doce del',
        'loteo Los Arrayanes, comuna de Pucón.- Lo adquirió por compra a doña ROSA MARÍA PAZ',
        'LEAL, según escritura de fecha uno de abril de dos mil once.-',
        'Nota: cancelada porla inscripción de fojas 1.020 N° 944 del año 2020.',
        'Copia fiel de su original. Pucón, 3 de marzo de 2026.',
      ]),
    ).value;
    expect([entry.fojas, entry.vuelta, entry.numero, entry.ano]).toEqual([412, true, 388, 2011]);
  });
});

describe("a carpeta's page headed by an issuer after a page whose letterhead a worn copy lost", () => {
  const page = (number: number, lines: string[]) => ({
    number,
    lines,
    textLength: lines.join('').length,
  });
  it('starts a document of its own', () => {
    const pages = [
      page(1, [
        'S I CERTIFICADO DE AVALÚO FISCAL',
        'Fecha de emisión: 2 de marzo de 2026   Comuna: PURÉN',
        'ROL 00120-00044   LOS CASTAÑOS 310   HABITACIONAL',
        'AVALÚO TOTAL: $31.200.400   AVALÚO EXENTO: $31.200.400   AVALÚO AFECTO: $0',
      ]),
      page(2, [
        'SERVIU REGIÓN DE LA ARAUCANÍA',
        'Certificado N° 5120 3 de marzo de 2026',
        'Inmueble: Los Castaños 310, comuna de Purén, rol 120-44.',
        'El inmueble no está afecto a expropiación por parte de este Servicio.',
        'Código: SAR-5120-26',
      ]),
    ];
    expect(
      splitIntoParts(pages).map(
        ({ first, last, pages: partPages }) =>
          `${first}-${last} ${classifyDocument(buildDocument('carpeta.pdf', partPages)).type}`,
      ),
    ).toEqual(['1-1 avaluo_fiscal', '2-2 serviu_no_expropiacion']);
  });
});

describe('SÍ and NO glued to their boxes in a cell of their own ("si() NO (X)")', () => {
  it('reads the option the box ticks, not the label\'s "Afecto"', () => {
    const { value } = extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DE AYSÉN',
        'CERTIFICADO N° 7741   Coyhaique, 02/02/2026',
        'Dirección: Pasaje Los Ñires 44, Coyhaique',
        'Afecto a expropiación:   si() NO (X)',
        'Código de verificación: SAY-7741-Q2',
      ]),
    );
    expect(value.objeto_expropiacion).toBe(false);
  });
});

describe('a table whose rules a worn copy\'s OCR lost or garbled ("¡SÍ ¡NO")', () => {
  it('reads no "sí" from the header; a mark whose column is lost is doubted', () => {
    const { value, provenance } = extractMunicipalAffectation(
      certificateDocument([
        'MUNICIPALIDAD DE SANTA CRUZ',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
        'Propietario: ROSA ELVIRA MUÑOZ SOTO',
        'Afectación a utilidad pública   ¡SÍ ¡NO',
        'Afecto a ensanche de vía   X',
        'Afecto a apertura de vía   X',
        'Afecto a parque o área verde   X',
        'El inmueble no está afecto a utilidad pública.',
      ]),
    );
    expect(value.expropiacion_por_parque).toBe(false);
    expect(provenance.expropiacion_por_parque?.unsure).toContain('yes_no_unmarked');
  });
});

describe("the one dot a worn copy's OCR kept of a leader before a value", () => {
  it('is no part of the address', () => {
    const { value } = extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DE ÑUBLE',
        'CERTIFICADO N° 3310   Chillán, 4 de mayo de 2026',
        'DIRECCION   . LOS AROMOS 1290 V SAN RAFAEL',
        'El inmueble no está afecto a expropiación.',
      ]),
    );
    expect(value.direccion_propiedad).toBe('LOS AROMOS 1290 V SAN RAFAEL');
  });
});
