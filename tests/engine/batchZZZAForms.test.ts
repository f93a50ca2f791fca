import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../../server/analysis/engine/classify';
import { buildDocument } from '../../server/analysis/engine/document';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { readRegistryColumn } from '../../server/analysis/engine/text/registryColumn';
import { cbrDocument, certificateDocument, pageTexts, typedParts } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZZA exposed once scored blind (issues #17, #18), each in wordings written
 * for these tests: made-up offices, people, numbers.
 */

const typeOf = (lines: string[]) => classifyDocument(buildDocument('copia.pdf', pageTexts(lines))).type;

describe('a copy of an inscription citing its deed near its top, no registry title above it', () => {
  const spelled = (fojas: string, numero: string) => [
    fojas,
    numero,
    'Registro de Propiedad — año dos mil quince',
    '',
    'En Tortel, a tres de marzo de dos mil quince, a requerimiento de don Luis Soto, se',
    'inscribe lo siguiente: COMERCIAL LOS CIPRESES LIMITADA, rol único tributario 77.231.450-3,',
    'domiciliada en calle Antuco número doce, Tortel, vendió, por escritura pública de',
    'veinte de febrero de dos mil quince ante el Notario de Cochrane don Mario Ruiz Vega,',
    'a doña ELENA ROSA PAREDES LAGOS, soltera, cédula nacional de identidad 13.456.789-5,',
    'domiciliada en Tortel, el sitio número cuatro de la manzana dos de Tortel, de',
    'quinientos metros cuadrados, que deslinda: NORTE, en veinte metros con calle Antuco;',
    'SUR, en veinte metros con sitio cinco. Rol de avalúo 12-4. El precio es la suma de',
    'diez millones de pesos. El título anterior está inscrito a fojas 40 número 38 del',
    'Registro de Propiedad del año 2001. Doy fe.',
    'CERTIFICO: que la copia que antecede es conforme con su original y se encuentra vigente.',
  ];

  it.each([
    ['Fojas cuarenta y dos vuelta  (42 vta.)', 'Número treinta y uno     (31)'],
    ['FOJAS DOSCIENTAS TRES (203)', 'NÚMERO CIENTO DIEZ (110)'],
    ['Fs. noventa (90)', 'N° ochenta y ocho (88)'],
  ])('reads "%s" / "%s" as a copy, not the deed it cites', (fojas, numero) => {
    expect(typeOf(spelled(fojas, numero))).toBe('dominio_vigente');
  });

  it.each([
    [
      'REGISTRO DE PROPIEDAD                    Fojas 77 vta.',
      'AÑO 2016                                 N° 64',
    ],
    ['Registro de Propiedad      Fs. 1.204', 'Año 2011      Número 980'],
  ])('reads a copy headed "%s" / "%s" as an inscription', (head, year) => {
    const lines = [
      head,
      year,
      '',
      'COMPRAVENTA      En Tortel, a dos de mayo de dos mil dieciséis, se me presentó copia',
      'PAREDES LAGOS    autorizada de la escritura pública otorgada en la Notaría de Cochrane',
      'Elena Rosa       de don Mario Ruiz Vega, por la cual don PEDRO SOTO LARA, casado,',
      '                 cédula nacional de identidad 9.876.543-3, domiciliado en Tortel, vende,',
      '                 cede y transfiere a doña ELENA ROSA PAREDES LAGOS, quien compra y acepta',
      '                 para sí, el sitio número cuatro de la manzana dos de Tortel, que deslinda:',
      '                 NORTE, con calle Antuco; SUR, con sitio cinco. El precio es la suma de',
      '                 diez millones de pesos, pagados al contado. Doy fe.',
    ];
    expect(typeOf(lines)).not.toBe('escritura');
  });
});

describe('an inscription that copies the deed’s sale in the present', () => {
  const copy = (verb: string, accepts: string) =>
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE COCHRANE',
      'En Cochrane, a nueve de abril de dos mil diecinueve, se me presentó copia autorizada de',
      'la escritura pública otorgada en la Notaría de Cochrane de don Mario Ruiz Vega, por la cual',
      'don PEDRO ANTONIO SOTO LARA, chileno, viudo, cédula nacional de identidad número',
      `9.876.543-3, domiciliado en calle Prat número diez, Cochrane, ${verb} a doña ELENA ROSA`,
      'PAREDES LAGOS, chilena, soltera, cédula nacional de identidad número 13.456.789-5,',
      `domiciliada en calle Baquedano número cinco, Cochrane, ${accepts}, el inmueble ubicado`,
      'en calle Prat número diez, comuna de Cochrane, que deslinda: NORTE, en diez metros con',
      'calle Prat; SUR, en diez metros con sitio seis. El título anterior rola a fojas 12 número',
      '9 del Registro de Propiedad del año 2002. Doy fe.',
      'Cochrane, 3 de mayo de 2026.',
    ]);

  it.each([
    ['vende, cede y transfiere', 'quien compra y acepta para sí'],
    ['VENDE, CEDE Y TRANSFIERE', 'quien compra, acepta y adquiere para sí'],
    ['vende, cede y transfiere', 'quien compra para sí'],
  ])('reads the sellers before "%s" and the buyer after it', (verb, accepts) => {
    const { entry } = extractInscription(copy(verb, accepts)).value;
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['PEDRO ANTONIO SOTO LARA']);
    expect(entry.propietarios.map((owner) => [owner.nombre, owner.rut])).toEqual([
      ['ELENA ROSA PAREDES LAGOS', '13.456.789-5'],
    ]);
    expect(entry.descripcion_propiedad).toBe(
      'inmueble ubicado en calle Prat número diez, comuna de Cochrane',
    );
  });
});

describe('an inscription naming the deed between the sale’s verb and the buyer', () => {
  it.each([
    'vendió, por escritura pública de dos de abril de dos mil diez ante el Notario de Aysén don Juan Mora Díaz,',
    'vendió, mediante escritura de dos de abril de dos mil diez otorgada en la Notaría de Aysén,',
    'vendió, según escritura pública de dos de abril de dos mil diez de la Notaría de Aysén de don Juan Mora Díaz,',
  ])('reads the buyer after "%s"', (sold) => {
    const document = cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE AYSÉN',
      'En Puerto Aysén, a nueve de abril de dos mil diez, a requerimiento de don Luis Soto, se',
      `inscribe lo siguiente: AGRÍCOLA EL MAÑÍO LIMITADA, domiciliada en Puerto Aysén, ${sold}`,
      'a don RAÚL IVÁN PINTO ROJAS, casado, cédula nacional de identidad 11.222.333-9,',
      'domiciliado en Puerto Aysén, el inmueble denominado Lote Dos del sector Mañihuales,',
      'comuna de Aysén, que deslinda: NORTE, con río Mañihuales; SUR, con camino público.',
      'Doy fe.',
    ]);
    const { entry } = extractInscription(document).value;
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['RAÚL IVÁN PINTO ROJAS']);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['AGRÍCOLA EL MAÑÍO LIMITADA']);
    expect(entry.fecha_registro).toBe('2010-04-09');
  });
});

describe('an inscription copied as a summary of labelled fields', () => {
  const summary = (date: string, title: string) =>
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE COCHRANE',
      'COPIA AUTORIZADA',
      '',
      'INSCRIPCIÓN: Fojas 88  ·  Número 71  ·  Registro de Propiedad 2005',
      `${date}`,
      'ADQUIRENTE: ELENA ROSA PAREDES LAGOS, soltera, C.I. 13.456.789-5,',
      '            domiciliada en calle Baquedano N° 5, Cochrane',
      'TRADENTE: SOCIEDAD GANADERA EL BAKER LIMITADA, R.U.T. 77.231.450-3,',
      '          domiciliada en Coyhaique',
      `${title}`,
      'INMUEBLE: sitio 4 de la manzana 2, calle Prat, comuna de Cochrane, 500 m2',
      'DESLINDES: Norte 20 m calle Prat; Sur 20 m sitio 5; Este 25 m sitio 3;',
      '           Oeste 25 m sitio 7',
      'ROL: 14-2        PRECIO: $ 9.000.000',
      'TÍTULO ANTERIOR: fojas 30 N° 22 del año 1990',
      'Cochrane, 3 de mayo de 2026.   Código COC-26-0042',
    ]);

  it.each([
    [
      'FECHA: 6 de junio de 2005',
      'TÍTULO: compraventa, escritura de 1 de junio de 2005, Notaría de Cochrane de don Mario Ruiz Vega',
    ],
    [
      'FECHA DE INSCRIPCIÓN: 6 de junio de 2005',
      'TÍTULO: compraventa ante la Notaría de Cochrane de don Mario Ruiz Vega',
    ],
    [
      'FECHA: 06/06/2005',
      'TÍTULO: compraventa, Notaría de Cochrane de don Mario Ruiz Vega, escritura de 1 de junio de 2005',
    ],
  ])('reads its parties, property and boundaries by their labels (%s)', (date, title) => {
    const { entry } = extractInscription(summary(date, title)).value;
    expect(entry.propietarios.map((owner) => [owner.nombre, owner.rut])).toEqual([
      ['ELENA ROSA PAREDES LAGOS', '13.456.789-5'],
    ]);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['SOCIEDAD GANADERA EL BAKER LIMITADA']);
    expect(entry.deslindes.map((side) => [side.direccion, side.largo, side.propiedad])).toEqual([
      ['Norte', '20,00 metros', 'calle Prat'],
      ['Sur', '20,00 metros', 'sitio 5'],
      ['Este', '25,00 metros', 'sitio 3'],
      ['Oeste', '25,00 metros', 'sitio 7'],
    ]);
    expect(entry.fecha_registro).toBe('2005-06-06');
    expect(entry.notaria).toBe('Mario Ruiz Vega');
    expect(entry.notaria_comuna).toBe('Cochrane');
  });
});

describe('an office named "Notaría y Conservaduría" of a comuna the list of offices does not hold', () => {
  it.each([
    'NOTARÍA Y CONSERVADURÍA DE TORTEL',
    'Notaría y Conservaduría de Tortel',
    'CONSERVADURÍA DE TORTEL',
  ])('takes "%s" as the issuer, not the earlier title’s office', (heading) => {
    const document = cbrDocument([
      heading,
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico: que la inscripción de fojas 21 número 18 del Registro de Propiedad del año',
      '2017, a nombre de doña ELENA ROSA PAREDES LAGOS, se encuentra vigente.',
      'En Tortel, a dos de mayo de dos mil diecisiete.- Doña ELENA ROSA PAREDES LAGOS, soltera,',
      'cédula nacional de identidad 13.456.789-5, es dueña del sitio cuatro de Caleta Tortel.',
      'El título anterior rola inscrito a fojas 900 número 812 del Registro de Propiedad del',
      'año 2001 del Conservador de Bienes Raíces de Cochrane. Doy fe.',
      'Tortel, 4 de mayo de 2026.',
    ]);
    expect(extractInscription(document).value.entry.conservador).toBe('Tortel');
  });
});

describe('a vigencia certificate, then the inscription it says is attached', () => {
  const certificate = [
    'NOTARÍA Y CONSERVADURÍA DE TORTEL',
    'CERTIFICADO DE DOMINIO VIGENTE',
    'Certifico: que la inscripción que se acompaña, de fojas 30 número 25 del Registro de',
    'Propiedad del año 2019, a nombre de doña ELENA ROSA PAREDES LAGOS, se encuentra',
    'VIGENTE a esta fecha.',
    'Código verificación ..... TT/2026/0101/0007',
    'Tortel, cuatro de mayo de dos mil veintiséis.',
  ];
  const copy = (head: string) => [
    head,
    'AÑO 2019                                      N° 25',
    '',
    'COMPRAVENTA        En Tortel, a dos de mayo de dos mil diecinueve, se me presentó copia',
    'PAREDES LAGOS      autorizada de la escritura pública otorgada en la Notaría de Cochrane',
    'Elena Rosa         de don Mario Ruiz Vega, por la cual don PEDRO SOTO LARA, casado,',
    '                   cédula nacional de identidad 9.876.543-3, domiciliado en Tortel, vende,',
    '                   cede y transfiere a doña ELENA ROSA PAREDES LAGOS, soltera, quien',
    '                   compra y acepta para sí, el sitio número cuatro de Caleta Tortel, que',
    '                   deslinda: NORTE, con pasarela pública; SUR, con sitio cinco. El precio',
    '                   es la suma de diez millones de pesos. Doy fe.',
  ];

  it.each([
    'REGISTRO DE PROPIEDAD                         Fojas 30',
    'REGISTRO DE PROPIEDAD                         Fojas 30 vta.',
  ])('keeps the copy headed "%s" with the certificate', (head) => {
    expect(typedParts(certificate, copy(head))).toEqual(['1-2 dominio_vigente']);
  });
});

describe('a lien certificate whose registries head their entries from a column', () => {
  const gp = (rows: string[]) =>
    extractGpCertificate(
      certificateDocument([
        'CONSERVADOR DE BIENES RAÍCES DE COCHRANE',
        'Certificado de hipotecas, gravámenes, interdicciones, prohibiciones y litigios',
        'Inmueble: calle Prat N° 10, comuna de Cochrane. Dueña: PAREDES LAGOS ELENA ROSA, RUT',
        '13.456.789-5, según inscripción de fojas 30 N° 25 del Registro de Propiedad del año 2019.',
        '',
        ...rows,
        '',
        'Cochrane, 5 de mayo de 2026.     Código COC-26-0050',
      ]),
    ).value;
  const liens = (read: ReturnType<typeof gp>) => [
    read.gravamenes.map((lien) => [lien.fojas, lien.tipo, lien.acreedor, lien.suma_dinero]),
    read.prohibiciones.map((lien) => [lien.fojas, lien.tipo, lien.acreedor, lien.accion]),
  ];

  it.each([
    [
      'HIPOTECAS     Fs. 50 N° 41 año 2019, 02/05/2019. HIPOTECA a favor de',
      '              BANCO DEL SUR por 900 UF.',
      'PROHIBICIONES Fs. 61 vta. N° 52 año 2019, 02/05/2019. PROHIBICIÓN de',
      '              gravar y enajenar a favor de BANCO DEL SUR.',
      'LITIGIOS      No registra.',
    ],
    [
      'HIPOTECAS     │ Fs. 50 N° 41 año 2019, 02/05/2019. HIPOTECA a favor de',
      '              │ BANCO DEL SUR por 900 UF.',
      'PROHIBICIONES │ Fs. 61 vta. N° 52 año 2019, 02/05/2019. PROHIBICIÓN de',
      '              │ gravar y enajenar a favor de BANCO DEL SUR.',
      'LITIGIOS      │ No registra.',
    ],
    [
      'GRAVÁMENES    Fs. 50 N° 41 año 2019, 02/05/2019. HIPOTECA a favor de',
      '              BANCO DEL SUR por 900 UF.',
      'INTERDICCIONES Fs. 61 vta. N° 52 año 2019, 02/05/2019. PROHIBICIÓN de',
      '              gravar y enajenar a favor de BANCO DEL SUR.',
      'LITIGIOS      No registra.',
    ],
  ])('reads each entry under its registry (%s …)', (...rows) => {
    expect(liens(gp(rows))).toEqual([
      [[50, 'HIPOTECA', 'BANCO DEL SUR', '900,00 UF']],
      [[61, 'PROHIBICIÓN', 'BANCO DEL SUR', 'de gravar y enajenar']],
    ]);
  });

  it('reads the ruled column as headings, and leaves a copy’s margin alone', () => {
    expect(
      readRegistryColumn([
        'HIPOTECAS │ Fs. 50 N° 41 año 2019.',
        '          │ BANCO DEL SUR.',
        'LITIGIOS │ No registra.',
      ]),
    ).toEqual(['HIPOTECAS: Fs. 50 N° 41 año 2019.', 'BANCO DEL SUR.', 'LITIGIOS: No registra.']);
    const margin = [
      'COMPRAVENTA │ En Tortel, a dos de mayo',
      'HIPOTECAS │ de dos mil diecinueve',
      'LITIGIOS │ Don X',
    ];
    expect(readRegistryColumn(margin)).toEqual(margin);
  });
});
