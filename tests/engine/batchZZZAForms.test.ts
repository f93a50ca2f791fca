import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../../server/analysis/engine/classify';
import { buildDocument } from '../../server/analysis/engine/document';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription, parseDeslindes } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { annexedTitleAt } from '../../server/analysis/engine/reading/annexedTitle';
import { normalize } from '../../server/analysis/engine/reading/normalize';
import { readRefs } from '../../server/analysis/engine/text/inscriptionRef';
import { numberedClauses } from '../../server/analysis/engine/reading/numberedClauses';
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

describe('a copy’s reference with each figure spelt out after it in brackets', () => {
  it.each([
    ['FOJAS 41 (cuarenta y una) NÚMERO 37 (treinta y siete)', [41, false, 37]],
    ['Fojas 212 vta. (doscientas doce) Número 198 (ciento noventa y ocho)', [212, true, 198]],
    ['fojas 9 (nueve) número 1.204 (mil doscientos cuatro)', [9, false, 1204]],
  ])('reads "%s"', (printed, [fojas, vuelta, numero]) => {
    const [ref] = readRefs(
      normalize(`REGISTRO DE PROPIEDAD AÑO DOS MIL VEINTE ${printed} TRANSFERENCIA.`).text,
    );
    expect([ref?.fojas, ref?.vuelta, ref?.numero, ref?.ano]).toEqual([fojas, vuelta, numero, 2020]);
  });

  it('keeps words that do not agree with the figure', () => {
    expect(normalize('fojas 41 (cuarenta y dos) número 37').text).toContain('(cuarenta y dos)');
  });
});

describe('a copy naming its earlier title and transcribing it after a colon', () => {
  const text = (verb: string) =>
    'Don JUAN PÉREZ SOTO es dueño del sitio cuatro de Cochrane. El título anterior es la inscripción de ' +
    `fojas ciento doce número noventa del Registro de Propiedad del año dos mil cuatro, ${verb}: ` +
    '«Fojas 112 N° 90. Cochrane, siete de octubre de dos mil cuatro. Doña ANA ROJAS adquirió …»';

  it.each(['que se transcribe', 'que se inserta a continuación', 'que se reproduce'])(
    'opens the annex at the colon after "%s", the reference before it the copy’s',
    (verb) => {
      const body = text(verb);
      expect(annexedTitleAt(body)).toBe(body.indexOf(': «'));
    },
  );

  it('reads no annex in prose announcing one elsewhere', () => {
    const prose =
      'Don JUAN PÉREZ SOTO es dueño del sitio cuatro. El título anterior, que se transcribe más abajo, rola a fojas 9.';
    expect(annexedTitleAt(prose)).toBeNull();
  });
});

describe('a sale whose deed is named without a comma after the verb, the buyers taking shares', () => {
  it.each([
    'vendió por escritura de quince de marzo de dos mil diecinueve, otorgada ante el Notario de Aysén don Juan Mora Díaz,',
    'vendió mediante escritura pública de quince de marzo de dos mil diecinueve ante el Notario de Aysén,',
  ])('reads both buyers after "%s"', (sold) => {
    const document = cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE AYSÉN',
      `Puerto Aysén, veintisiete de marzo de dos mil diecinueve. Don LUIS PINTO ROJAS, divorciado, ${sold}`,
      'a doña ANA MARÍA SOTO LARA, casada y separada totalmente de bienes, cédula de identidad',
      '12.345.678-5, y a don PEDRO SOTO LARA, soltero, cédula de identidad 11.222.333-9, ambos',
      'domiciliados en calle Prat número diez, Puerto Aysén, quienes compran en la proporción de un',
      'sesenta por ciento para la primera y un cuarenta por ciento para el segundo, la casa y sitio',
      'ubicado en calle Prat número diez, Puerto Aysén, que deslinda: NORTE, en diez metros con calle',
      'Prat; SUR, en diez metros con sitio nueve. Rol de avalúo 58-4 de Aysén. Doy fe.',
    ]);
    const { entry } = extractInscription(document).value;
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual([
      'ANA MARÍA SOTO LARA',
      'PEDRO SOTO LARA',
    ]);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['LUIS PINTO ROJAS']);
    expect(entry.comuna).toBe('Aysén');
  });
});

describe('an inheritance inscribed for the heirs, the property announced before a colon', () => {
  it.each([
    'el dominio del inmueble que formaba parte de la herencia:',
    'el dominio del predio que se singulariza a continuación:',
  ])('describes the property after "%s"', (announced) => {
    const document = cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE AYSÉN',
      'Puerto Aysén, a cinco de mayo de dos mil veintidós. Por resolución exenta número 1.204 del',
      'Servicio de Registro Civil e Identificación se concedió la posesión efectiva de la herencia',
      'quedada al fallecimiento de don LUIS PINTO ROJAS, cédula 4.111.222-3, a sus herederos: doña',
      'ANA MARÍA PINTO SOTO, soltera, cédula 12.345.678-5, domiciliada en Puerto Aysén. En',
      `consecuencia, se inscribe a nombre de los herederos individualizados ${announced} Parcela`,
      'número cuatro del Proyecto de Parcelación Mañihuales, comuna de Aysén, que deslinda: NORTE,',
      'con río Mañihuales; SUR, con camino público. Doy fe.',
    ]);
    expect(extractInscription(document).value.entry.descripcion_propiedad).toBe(
      'Parcela número cuatro del Proyecto de Parcelación Mañihuales, comuna de Aysén',
    );
  });
});

describe('a copy whose corner stacks its reference beside its heading', () => {
  it.each([
    [
      '   Fs. 2456 vta.        INSCRIPCIÓN ESPECIAL DE HERENCIA',
      '   N° 2210              -------------',
      '   Año 2022             Sucesión de don LUIS PINTO ROJAS',
    ],
    [
      'Fojas 88               COMPRAVENTA',
      'Número 70              PINTO SOTO Ana María',
      'Año 2015               a PINTO ROJAS Luis',
    ],
  ])('reads the stacked reference (%s …)', (...head) => {
    const document = cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE AYSÉN',
      'Registro de Propiedad',
      ...head,
      '',
      'Puerto Aysén, a cinco de mayo de dos mil quince. Doña ANA MARÍA PINTO SOTO, soltera, cédula',
      '12.345.678-5, es dueña del sitio cuatro de Puerto Aysén. Doy fe.',
      'El Conservador certifica que la inscripción que antecede se encuentra vigente.',
    ]);
    const { entry } = extractInscription(document).value;
    expect([entry.fojas !== null, entry.numero !== null, entry.ano !== null]).toEqual([true, true, true]);
  });
});

describe('deslindes giving lengths before neighbours without "con", some sides bare', () => {
  it('reads the bare sides too', () => {
    expect(
      parseDeslindes(
        'NORTE, 120 metros Hijuela N° 3; SUR, 120 metros Hijuela N° 5; ORIENTE, estero Las Vegas; PONIENTE, camino público.',
      ),
    ).toEqual([
      { direccion: 'Norte', largo: '120,00 metros', propiedad: 'Hijuela N° 3' },
      { direccion: 'Sur', largo: '120,00 metros', propiedad: 'Hijuela N° 5' },
      { direccion: 'Oriente', largo: null, propiedad: 'estero Las Vegas' },
      { direccion: 'Poniente', largo: null, propiedad: 'camino público' },
    ]);
  });
});

describe('municipal and treasury certificates naming a rural lot by its letter', () => {
  it.each([
    ['de propiedad de Agrícola y Gana-', 'dera Los Robles Limitada, RUT 76.111.222-3, comuna de Aysén'],
    ['de propiedad de Sociedad Fores-', 'tal El Mañío Limitada, RUT 76.111.222-3, comuna de Aysén'],
  ])('joins the owner’s word the line cut ("%s")', (first, second) => {
    const read = extractMunicipalAffectation(
      certificateDocument([
        'MUNICIPALIDAD DE AYSÉN',
        'Dirección de Obras Municipales',
        'La Directora de Obras que suscribe certifica que el predio rural Lote C de la',
        `Estancia Los Robles, rol de avalúo 301-15, ${first}`,
        `${second}, no está afecto a declaratoria de utilidad pública.`,
        'Puerto Aysén, 29 de abril de 2026.',
      ]),
    ).value;
    expect(read.contribuyente?.nombre).toMatch(
      /^(?:Agrícola y Ganadera Los Robles|Sociedad Forestal El Mañío) Limitada$/u,
    );
    expect(read.direccion_propiedad).toBe('Lote C de la Estancia Los Robles');
  });

  it('reads a lot the treasury abbreviates ("LT C EST …")', () => {
    const read = extractTgrDebt(
      certificateDocument([
        'Tesorería General de la República',
        'CERTIFICADO DE DEUDA',
        'Se certifica que el rol 301-15 de la comuna de AYSEN, a nombre de AGRICOLA LOS ROBLES',
        'LTDA, ubicado en LT C EST LOS ROBLES, no registra deuda.',
        'Fecha: 27-04-2026',
      ]),
    ).value.certificate;
    expect(read.direccion_propiedad).toBe('LT C EST LOS ROBLES');
  });
});

describe('a GP naming a rural lot by its letter, and fields labelled without a colon', () => {
  it('reads the lot and the comuna closing its cells', () => {
    const read = extractGpCertificate(
      certificateDocument([
        'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
        'Conservador de Bienes Raíces de Aysén',
        'Propiedad: Lote C Estancia Los Robles, sector Mañihuales, Aysén',
        'Dueño: AGRÍCOLA LOS ROBLES LIMITADA, RUT 76.111.222-3',
        'Título: fs. 41 N° 37 del año 2020',
        'a) Hipotecas y gravámenes: no registra.',
        'b) Prohibiciones e interdicciones: no registra.',
        'Puerto Aysén, 22 de abril de 2026.',
      ]),
    ).value;
    expect([read.domicilio, read.comuna]).toEqual(['Lote C Estancia Los Robles, sector Mañihuales', 'Aysén']);
  });

  it.each([
    ['Acreedor BANCO DEL SUR. Monto 900 UF.', 'BANCO DEL SUR', '900,00 UF'],
    ['Acreedor COOPERATIVA AUSTRAL LIMITADA. Monto UF 1.250.', 'COOPERATIVA AUSTRAL LIMITADA', '1.250,00 UF'],
  ])('reads "%s" with its entry', (fields, acreedor, suma) => {
    const read = extractGpCertificate(
      certificateDocument([
        'CONSERVADOR DE BIENES RAÍCES DE AYSÉN',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
        'Inscripción de dominio: fs. 73 vta. N° 61 del año 2019',
        'HIPOTECAS Y GRAVÁMENES',
        `- HIPOTECA: fs. 40 N° 33 año 2019, de 27-03-2019. ${fields}`,
        'LITIGIOS: no hay.',
        'Puerto Aysén, 21 de julio de 2026.',
      ]),
    ).value;
    expect(read.gravamenes.map((lien) => [lien.fojas, lien.acreedor, lien.suma_dinero])).toEqual([
      [40, acreedor, suma],
    ]);
  });
});

describe('a GP table whose cells wrap, read as the text layer joins them', () => {
  const gp = (rows: string[]) =>
    extractGpCertificate(
      certificateDocument([
        'NOTARÍA Y CONSERVADURÍA DE TORTEL',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
        'Inmueble   : pasarela Rincón Bajo N° 14, Caleta Tortel',
        'Inscripción: fojas 30 N° 25 Registro de Propiedad año 2019',
        ...rows,
        '3. LITIGIOS: no hay.',
        'Caleta Tortel, 25 de febrero de 2026.',
      ]),
    ).value;

  it('reads the creditor under an "Acreedor / Monto" header, its amount apart', () => {
    const read = gp([
      '1. REGISTRO DE HIPOTECAS Y GRAVÁMENES',
      '| Tipo     | Fojas | N°  | Año  | Fecha      | Acreedor / Monto              |',
      '|----------|-------|-----|------|------------|-------------------------------|',
      '| HIPOTECA | 40    | 33  | 2019 | 02-05-2019 | COOPERATIVA AUSTRAL LIMITADA  |',
      '|          |       |     |      |            | 800 UF                        |',
    ]);
    expect(read.gravamenes.map((lien) => [lien.fojas, lien.acreedor, lien.suma_dinero])).toEqual([
      [40, 'COOPERATIVA AUSTRAL LIMITADA', '800,00 UF'],
    ]);
  });

  it('reads an embargo’s creditor before its court, and the court without the next section’s number', () => {
    const read = gp([
      '2. REGISTRO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
      '| Tipo        | Fojas   | N°  | Año  | Fecha      | Beneficiario / Detalle           |',
      '|-------------|---------|-----|------|------------|----------------------------------|',
      '| EMBARGO     | 12      | 9   | 2025 | 03-11-2025 | COMERCIAL LOS NOTROS LIMITADA;   |',
      '|             |         |     |      |            | Juzgado de Letras de Cochrane,   |',
      '|             |         |     |      |            | Rol C-12-2025                    |',
    ]);
    expect(read.prohibiciones.map((lien) => [lien.tipo, lien.acreedor, lien.accion])).toEqual([
      ['EMBARGO', 'COMERCIAL LOS NOTROS LIMITADA', 'Juzgado de Letras de Cochrane, Rol C-12-2025'],
    ]);
  });
});

describe('an old typed copy’s price, its zeros read as letters', () => {
  it.each([
    ['Precio $ 8.4OO.OOO. Rol 114-12.', '$8.400.000'],
    ['en el precio de $ l2.5OO.OOO. Rol 114-12.', '$12.500.000'],
  ])('reads "%s" repaired and doubted', (price, precio) => {
    const document = cbrDocument([
      'CONSERVADOR DE BIENES RAICES - COCHRANE',
      'REGISTRO DE PROPIEDAD  AÑO 1998',
      'FOJAS 150                                        N° 138',
      'Cochrane, veinte de julio de mil novecientos noventa y ocho. Don LUIS PINTO ROJAS, casado,',
      'es dueño de la Parcela numero doce del Proyecto de Parcelacion Baker, comuna de Cochrane,',
      'que deslinda: NORTE, camino vecinal; SUR, rio Baker. La adquirio por compra a don ANA',
      `SOTO LARA, segun escritura ante el Notario de Cochrane don Mario Ruiz Vega, ${price}`,
    ]);
    const read = extractInscription(document);
    expect(read.value.entry.precio).toBe(precio);
    expect(read.provenance.precio?.unsure).toBeTruthy();
  });
});

describe('what the new readings leave alone', () => {
  it('reads no copy of clauses from a numbered date, property, rol and earlier title alone', () => {
    const text = [
      '1.- FECHA: Tortel, doce de agosto de dos mil veinticuatro.',
      '2.- INMUEBLE: sitio cuatro de Caleta Tortel, que deslinda: NORTE, pasarela; SUR, mar.',
      '3.- ROL DE AVALÚO: 18-4.',
      '4.- TÍTULO ANTERIOR: fojas 98 número 87 del año 1989.',
    ].join(' ');
    expect(numberedClauses(text)).toEqual([]);
  });

  it('reads the creditor of an "Acreedor / Monto" cell without its amount after a slash', () => {
    const read = extractGpCertificate(
      certificateDocument([
        'CONSERVADOR DE BIENES RAÍCES DE COCHRANE',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
        'Inscripción de dominio: fs. 73 vta. N° 61 del año 2019',
        'HIPOTECAS Y GRAVÁMENES',
        'N° 1 Tipo HIPOTECA Fojas 40 N° 33 Año 2019 Fecha 13-08-2019 Acreedor / Monto BANCO DEL SUR / UF 2.400,00',
        'LITIGIOS: no hay.',
        'Cochrane, 21 de julio de 2026.',
      ]),
    ).value;
    expect(read.gravamenes.map((lien) => lien.acreedor)).toEqual(['BANCO DEL SUR']);
  });
});
