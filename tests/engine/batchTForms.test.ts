import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { cbrDocument, certificateDocument, partRanges } from '../support/engineDocuments';

/*
 * Forms sealed held-out batch T exposed, each in wordings written for these tests and different
 * from the batch's own: made-up offices, people, numbers.
 */

const gp = (...pages: string[][]) => extractGpCertificate(cbrDocument(...pages)).value;
const copy = (...pages: string[][]) => extractInscription(cbrDocument(...pages)).value.entry;

describe('a copy transcribing its cancelled earlier inscription first, its later pages numbered alone', () => {
  const earlier = [
    'CONSERVADOR DE BIENES RAÍCES DE COMBARBALÁ',
    'COPIA DE INSCRIPCIONES DE DOMINIO',
    'INSCRIPCIÓN Nº 1 (cancelada) ..... Fojas 77 - Número 60 - Año 2004',
    'Combarbalá, tres de marzo de dos mil cuatro.- Don ISMAEL ANDRÉS TORO VEGA, soltero,',
    'cédula de identidad número 8.123.456-2, de este domicilio, es dueño de la parcela número',
    'nueve del Proyecto de Parcelación El Sauce, comuna de Combarbalá.- La adquirió por compra',
    'a don Raúl Pinto Lara, según escritura de fecha uno de marzo de dos mil cuatro.-',
    'AL MARGEN: Cancelada por transferencia a fojas 310 número 288 del año 2018.',
  ];
  const current = (mark: string) => [
    `CONSERVADOR DE BIENES RAÍCES DE COMBARBALÁ                ${mark}`,
    'INSCRIPCIÓN Nº 2 (vigente) ..... Fojas 310 - Número 288 - Año 2018',
    'Combarbalá, nueve de mayo de dos mil dieciocho.- Doña PAMELA ROSA GODOY ARAYA, casada,',
    'cédula de identidad número 13.456.789-4, de este domicilio, es dueña de la parcela número',
    'nueve del Proyecto de Parcelación El Sauce, comuna de Combarbalá.- La adquirió por compra',
    'a don ISMAEL ANDRÉS TORO VEGA, según escritura de fecha dos de mayo de dos mil dieciocho,',
    'por el precio de $30.000.000.- El título anterior está a fojas 77 número 60 del año 2004.-',
  ];
  const certification = (mark: string) => [
    `CONSERVADOR DE BIENES RAÍCES DE COMBARBALÁ                ${mark}`,
    'Certifico que la inscripción de fojas 310 número 288 del año 2018, segunda de las',
    'transcritas, se encuentra vigente. Combarbalá, 2 de octubre de 2026.',
  ];

  it.each(['Hoja 2 de 3', 'Página 2/3', 'hoja 2'])(
    'keeps every page with the first when they read "%s"',
    (mark) => {
      const next = mark.replace('2', '3');
      expect(partRanges(earlier, current(mark), certification(next))).toEqual([[1, 3]]);
    },
  );

  it('still starts a document at a page numbered as a first page', () => {
    expect(partRanges(earlier, current('Página 1 de 2'), certification('Página 2 de 2'))).toEqual([
      [1, 1],
      [2, 3],
    ]);
  });
});

describe('a running line repeating the inscription and "hoja 2" over a copy cut mid-sentence', () => {
  it('keeps the second page with the copy it continues', () => {
    const first = [
      'NOTARÍA Y CONSERVADOR DE BIENES RAÍCES DE PAILLACO',
      'COPIA CON VIGENCIA',
      'Paillaco, cuatro de abril de dos mil diecinueve.- Doña NORMA LUZ HUENCHO PAILLAL, soltera,',
      'cédula de identidad número 12.345.678-5, es dueña del predio Lote tres del Fundo El Roble,',
      'comuna de Paillaco, que deslinda: NORTE, Lote dos, en 300,00 metros; SUR, camino vecinal, en',
    ];
    const second = [
      'Paillaco - Propiedad 2019 - Fs. 410 - Nº 377                       hoja 2',
      '280,00 metros.- Lo adquirió por compra a don PEDRO ANTONIO ULLOA SOTO, según escritura de',
      'fecha uno de abril de dos mil diecinueve, otorgada en la Notaría de Paillaco.-',
      'CERTIFICO: Que la inscripción precedente está vigente. Paillaco, 3 de agosto de 2026.',
    ];
    expect(partRanges(first, second)).toEqual([[1, 2]]);
  });
});

describe('a GP whose pages repeat its certificate number printed after "Nº"', () => {
  it('keeps its second page with it', () => {
    const first = [
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
      '                                      Nº Certificado: CUR-GP-77120',
      'Propiedad: calle Yungay 41, comuna de Curacautín. Inscripción: Fs. 88 Nº 70 Año 2015.',
      'A) Hipotecas: no hay.',
    ];
    const second = [
      '                                      Nº Certificado: CUR-GP-77120',
      'B) INTERDICCIONES Y PROHIBICIONES DE ENAJENAR: no hay.',
      'Curacautín, 3 de julio de 2026.',
    ];
    expect(partRanges(first, second)).toEqual([[1, 2]]);
  });
});

describe('a code behind a dotted leader, the footer referring to it as "el código indicado"', () => {
  it.each(['indicado', 'señalado', 'adjunto'])('reads the code, not "%s"', (word) => {
    const entry = copy([
      'CONSERVADOR DE BIENES RAÍCES DE COMBARBALÁ',
      'Combarbalá, nueve de mayo de dos mil dieciocho.- Doña PAMELA ROSA GODOY ARAYA, casada,',
      'de este domicilio, es dueña de la parcela número nueve del Proyecto de Parcelación El Sauce,',
      'comuna de Combarbalá.- La adquirió por compra a don ISMAEL TORO VEGA, según escritura de',
      'fecha dos de mayo de dos mil dieciocho.- Fojas 310 número 288 del año 2018.',
      'Certifico que la inscripción precedente se encuentra vigente. Combarbalá, 2 de octubre de 2026.',
      'Código de verificación ........ CMB-77-2026-0912',
      `Verifique su autenticidad en www.cbrcombarbala.cl con el código ${word}.`,
    ]);
    expect(entry.codigo_verificacion).toBe('CMB-77-2026-0912');
  });
});

describe('an office named in the body only as the one records were taken from', () => {
  const lines = (footer: string) => [
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
    'Propiedad: calle Los Ulmos 14, comuna de Lanco. Inscripción: Fs. 210 Nº 180 Año 2020.',
    'Revisados los índices por treinta años, considerando los antecedentes traspasados desde el',
    'Conservador de Panguipulli, CERTIFICO: que no hay hipotecas ni prohibiciones vigentes.',
    'Lanco, 4 de junio de 2026.',
    footer,
  ];

  it('takes the office its footer names, though the list does not hold it', () => {
    const value = gp(lines('Conservador de Bienes Raíces de Lanco · Calle Valdivia 120 · Lanco'));
    expect(value.conservador).toBe('Lanco');
  });

  it('takes the listed office its footer names', () => {
    const value = gp(lines('Conservador de Bienes Raíces de Valdivia · Calle Yungay 120 · Valdivia'));
    expect(value.conservador).toBe('Valdivia');
  });
});

describe('a GP of dotted blocks whose reference is one "Fojas / Nº / Año" field', () => {
  const value = gp([
    'NOTARÍA Y CONSERVADOR DE BIENES RAÍCES DE PAILLACO',
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
    'Propietario inscrito: HUENCHO PAILLAL NORMA LUZ - RUT 12.345.678-5',
    'Predio: Hijuela Nº 7 Fundo El Roble, sector Reumén',
    'Comuna: Paillaco',
    'Inscripción de dominio: fojas 410 Nº 377 del año 2019',
    'Revisados los índices, existen 2 inscripciones vigentes:',
    '=== Anotación 1 ===',
    'Clase ............ HIPOTECA',
    'Registro ......... Hipotecas y Gravámenes',
    'Fs. - Nº - Año ... 95 vta. - 81 - 2020',
    'Acreedor ......... BANCO DEL SUR S.A.',
    'Monto ............ UF 1.200',
    '=== Anotación 2 ===',
    'Clase ............ PROHIBICIÓN',
    'Registro ......... Interdicciones y Prohibiciones',
    'Fs. - Nº - Año ... 60 - 52 - 2020',
    'A favor de ....... BANCO DEL SUR S.A.',
    'Objeto ........... de gravar y enajenar',
    'Paillaco, 3 de agosto de 2026.',
  ]);

  it('reads each block as an entry with its reference', () => {
    expect(
      value.gravamenes.map((entry) => [entry.tipo, entry.fojas, entry.vuelta, entry.numero, entry.ano]),
    ).toEqual([['HIPOTECA', 95, true, 81, 2020]]);
    expect(
      value.prohibiciones.map((entry) => [entry.tipo, entry.fojas, entry.numero, entry.acreedor]),
    ).toEqual([['PROHIBICIÓN', 60, 52, 'BANCO DEL SUR S.A.']]);
  });

  it('reads the registered owner and the rural property up to the next label', () => {
    expect(value.propietarios).toEqual([{ nombre: 'HUENCHO PAILLAL NORMA LUZ', rut: '12.345.678-5' }]);
    expect(value.domicilio).toBe('Hijuela Nº 7 Fundo El Roble, sector Reumén');
  });

  it.each([
    ['Año / Fojas / Número: 2020 / 95 / 81', [95, false, 81, 2020]],
    ['Fojas/Nº/Año: 1.204 v/81/2020', [1204, true, 81, 2020]],
  ])('reads "%s" in any order of its keywords', (field, expected) => {
    const entry = copy([
      'CONSERVADOR DE BIENES RAÍCES DE PAILLACO',
      'COPIA DE INSCRIPCIÓN CON VIGENCIA',
      `Registro de Propiedad - ${field}`,
      'Paillaco, cuatro de abril de dos mil veinte.- Doña NORMA LUZ HUENCHO PAILLAL, soltera, es',
      'dueña del predio Lote tres del Fundo El Roble, comuna de Paillaco.- Lo adquirió por compra a',
      'don PEDRO ULLOA SOTO, según escritura de fecha uno de abril de dos mil veinte.-',
    ]);
    expect([entry.fojas, entry.vuelta, entry.numero, entry.ano]).toEqual(expected);
  });
});

describe('deslindes printed one side per line, each side before its length', () => {
  const entry = copy([
    'CONSERVADOR DE BIENES RAÍCES DE TONGOY',
    'Registro de Propiedad - Fojas 77 - Número 61 - Año 2022',
    'Tongoy, ocho de marzo de dos mil veintidós.- Don ANTONIO JESÚS ARAYA PIZARRO, soltero, de',
    'este domicilio, es dueño del sitio número doce de la manzana C del Loteo Playa Grande,',
    'comuna de Coquimbo, cuyos deslindes son:',
    '   NORTE        15,00 metros     con sitio número once',
    '   Sur          15,00 mts.       con pasaje Las Conchas',
    '   ORIENTE      8,20 metros      con sitio número trece',
    '   PONIENTE     8,20 metros      con calle Fragata',
    'Lo adquirió por compra a doña LUISA ROJAS ARAYA, según escritura de fecha dos de marzo de',
    'dos mil veintidós.-',
  ]);

  it('reads each line as a side and ends the last before the acquisition', () => {
    expect(entry.deslindes).toEqual([
      { direccion: 'Norte', largo: '15,00 metros', propiedad: 'sitio número once' },
      { direccion: 'Sur', largo: '15,00 metros', propiedad: 'pasaje Las Conchas' },
      { direccion: 'Oriente', largo: '8,20 metros', propiedad: 'sitio número trece' },
      { direccion: 'Poniente', largo: '8,20 metros', propiedad: 'calle Fragata' },
    ]);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['LUISA ROJAS ARAYA']);
  });
});

describe('a description whose deslindes open with "el cual deslinda"', () => {
  it.each(['el cual deslinda:', 'la que deslinda:', 'los cuales deslindan:'])(
    'ends it before "%s"',
    (words) => {
      const entry = copy([
        'CONSERVADOR DE BIENES RAÍCES DE FRUTILLAR',
        'Fojas 512 Número 433 del Registro de Propiedad del año 2023',
        'Frutillar, tres de mayo de dos mil veintitrés.- Doña ELSA MARGARITA KLEIN OPITZ, viuda, de',
        'este domicilio, es dueña del Lote A-2 resultante de la subdivisión de la Quinta Los Castaños,',
        `comuna de Frutillar, ${words} NORTE, calle Philippi, en 20,00 metros; SUR, Lote A-3, en`,
        '20,00 metros.- Lo adquirió por compra a don HANS PETER WINKLER, según escritura de fecha',
        'dos de mayo de dos mil veintitrés.-',
      ]);
      expect(entry.descripcion_propiedad).toBe(
        'Lote A-2 resultante de la subdivisión de la Quinta Los Castaños, comuna de Frutillar',
      );
    },
  );
});

describe('a GP header labelling the inscription under a title that lists its registries in plural', () => {
  it('takes the labelled reference for the property’s, not for an entry', () => {
    const value = gp([
      'CONSERVADOR DE BIENES RAÍCES DE TONGOY',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES, EMBARGOS Y LITIGIOS',
      'Inmueble:      sitio 12 manzana C, Loteo Playa Grande',
      'Inscripción:   Fojas 77 Número 61 Año 2022',
      '   REGISTRO                       RESULTADO',
      '   Hipotecas y Gravámenes         SIN INSCRIPCIONES',
      '   Interdicciones y Prohibiciones SIN INSCRIPCIONES',
      'Tongoy, 4 de mayo de 2026.',
    ]);
    expect([value.fojas, value.numero, value.ano]).toEqual([77, 61, 2022]);
    expect([value.gravamenes, value.prohibiciones]).toEqual([[], []]);
  });
});

describe('a DOM letter naming the road with its planned width, and the owner in its sentence', () => {
  const value = extractMunicipalAffectation(
    certificateDocument([
      'I. MUNICIPALIDAD DE FRUTILLAR',
      'DIRECCIÓN DE OBRAS MUNICIPALES',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
      'Frutillar, 2 de junio de 2026',
      'La Dirección de Obras certifica, respecto del inmueble de AGRÍCOLA LOS CASTAÑOS LIMITADA',
      '(RUT 76.543.210-3), ubicado en PHILIPPI 1450, LOTE A-2, Rol 330-12:',
      '1) Que SÍ está afecto a declaratoria de utilidad pública.',
      '2) Que la afectación corresponde a vialidad, por APERTURA de pasaje Los Tilos, a 11,5 metros',
      '   entre líneas oficiales.',
      '3) Que no está afecto a áreas verdes.',
    ]),
  ).value;

  it('keeps the width with the road', () => {
    expect(value.vias_expropiacion_vial).toBe('pasaje Los Tilos, a 11,5 metros entre líneas oficiales');
  });

  it('reads the owner the sentence names before the RUT', () => {
    expect(value.contribuyente).toEqual({ nombre: 'AGRÍCOLA LOS CASTAÑOS LIMITADA', rut: '76.543.210-3' });
  });
});

describe('a DOM address naming its subdivision as "Loteo …"', () => {
  it('keeps the subdivision in the address', () => {
    const value = extractMunicipalAffectation(
      certificateDocument([
        'MUNICIPALIDAD DE TONGOY',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
        'Ubicación: Fragata Nº 12, Loteo Playa Grande',
        'Rol de avalúo: 88-3                 Zona: URBANA',
        '   Utilidad pública (art. 59 LGUC)        NO',
        '   Vialidad                               NO',
        '   Áreas verdes                           NO',
      ]),
    ).value;
    expect(value.direccion_propiedad).toBe('Fragata Nº 12, Loteo Playa Grande');
  });
});

describe('a GP table with a registry column, an empty cell as a dash and notes below it', () => {
  const value = gp([
    'CONSERVADOR DE BIENES RAÍCES DE FRUTILLAR',
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'Dominio:     fojas 512 número 433 del año 2023',
    'Nº  Registro       Clase          Fs.     Nº     Año    Acreedor                      Monto',
    '1   Hipotecas      HIPOTECA       610     544    2023   COOPERATIVA LLANQUIHUE LTDA.  -',
    '2   Prohibiciones  PROHIBICIÓN    402     377    2023   COOPERATIVA LLANQUIHUE LTDA.  -',
    '',
    'Nota 2: prohibición de enajenar sin consentimiento de la acreedora.',
    'Todas las inscripciones fueron practicadas el 14/06/2023.',
    'Frutillar, 2 de junio de 2026.',
  ]);

  it('reads each row’s creditor before the dash of its empty cell', () => {
    expect(value.gravamenes.map((entry) => entry.acreedor)).toEqual(['COOPERATIVA LLANQUIHUE LTDA.']);
    expect(value.prohibiciones.map((entry) => entry.acreedor)).toEqual(['COOPERATIVA LLANQUIHUE LTDA.']);
  });

  it('takes what the prohibition forbids from the note naming its row', () => {
    expect(value.prohibiciones[0]?.accion).toBe('de enajenar sin consentimiento de la acreedora');
  });

  it('gives every row the date the sentence below states for all', () => {
    expect([...value.gravamenes, ...value.prohibiciones].map((entry) => entry.fecha_emision)).toEqual([
      '2023-06-14',
      '2023-06-14',
    ]);
  });
});

describe('deslindes running across a page whose header repeats the inscription and "hoja 2"', () => {
  const entry = copy(
    [
      'NOTARÍA Y CONSERVADOR DE BIENES RAÍCES DE PAILLACO',
      'COPIA CON VIGENCIA - REGISTRO DE PROPIEDAD 2019 - FOJAS 410 - NÚMERO 377',
      'Paillaco, cuatro de abril de dos mil diecinueve.- Doña NORMA LUZ HUENCHO PAILLAL, soltera,',
      'es dueña del predio Lote tres del Fundo El Roble, comuna de Paillaco, de una superficie de',
      'cinco hectáreas, que tiene los siguientes deslindes especiales: NORTE, Lote dos, en 300,00',
      'metros; SUR, camino vecinal, en',
    ],
    [
      'Paillaco - Registro de Propiedad 2019 - Fs. 410 - Nº 377          hoja 2',
      '280,00 metros.- Lo adquirió por compra a don PEDRO ANTONIO ULLOA SOTO, según escritura de',
      'fecha uno de abril de dos mil diecinueve.-',
    ],
  );

  it('ends the description before "que tiene los siguientes deslindes"', () => {
    expect(entry.descripcion_propiedad).toBe(
      'predio Lote tres del Fundo El Roble, comuna de Paillaco, de una superficie de cinco hectáreas',
    );
  });

  it('reads the side the header cut, without the header', () => {
    expect(entry.deslindes).toEqual([
      { direccion: 'Norte', largo: '300,00 metros', propiedad: 'Lote dos' },
      { direccion: 'Sur', largo: '280,00 metros', propiedad: 'camino vecinal' },
    ]);
  });
});

describe('a GP section listing owners one per line, siblings with the same surnames', () => {
  it.each([
    [['SOTO PAREDES ANA MARÍA', 'SOTO PAREDES LUIS ALBERTO']],
    [['ANA MARÍA SOTO PAREDES', 'LUIS ALBERTO SOTO PAREDES']],
  ])('parts %j where the surnames come again', (names) => {
    const value = gp([
      'CONSERVADOR DE BIENES RAÍCES DE LANCO',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Inscripción de dominio: Fs. 210 Nº 180 Año 2020.',
      'Propietarios según índice:',
      ...names.map((name) => `    ${name}`),
      '',
      'A) Hipotecas y gravámenes: no hay.',
      'B) Interdicciones y prohibiciones: no hay.',
      'C) Embargos, medidas precautorias y litigios:',
      '   - No hay.',
      'Lanco, 4 de junio de 2026.',
    ]);
    expect(value.propietarios.map((owner) => owner.nombre)).toEqual(names);
    expect([value.gravamenes, value.prohibiciones]).toEqual([[], []]);
  });
});

describe('a SERVIU letter numbered as an "ORD."', () => {
  it('reads the letter’s number as the certificate’s', () => {
    const value = extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DE LOS RÍOS',
        'ORD. Nº 2.318',
        'VALDIVIA, 3 de junio de 2026',
        'En atención a su solicitud, informo que el inmueble ubicado en calle Yungay Nº 41, comuna de',
        'Lanco, Rol de Avalúo 120-9, no está afecto a expropiación por parte de este Servicio.',
      ]),
    ).value;
    expect(value.numero_certificado).toBe(2318);
  });
});

describe("a carpeta's running header that OCR read a little differently on each page", () => {
  it('is still the firm’s stamp, and each certificate its own part', () => {
    const header = (glyph: string, page: number) =>
      `Expediente 77-B · Rojas ${glyph} Vidal Abogados      Pág. ${page}/4`;
    const parts = partRanges(
      [
        header('&', 1),
        'ÍNDICE DE DOCUMENTOS',
        '1. Certificado de deuda .......... 2',
        '2. Certificado de avalúo .......... 3',
      ],
      [
        header('8:', 2),
        'TESORERÍA GENERAL DE LA REPÚBLICA',
        'Certificado de Deuda',
        'ROL 120-00088-003    Total deuda: CLP 0',
      ],
      [header('S:', 3), 'SERVICIO DE IMPUESTOS INTERNOS', 'CERTIFICADO DE AVALÚO FISCAL', 'Rol: 88-3'],
      [
        header('€', 4),
        'SERVIU REGIÓN DE COQUIMBO',
        'CERTIFICADO DE NO AFECTACIÓN A EXPROPIACIÓN',
        'Rol 88-3: NO afecto.',
      ],
    );
    expect(parts).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
  });
});

describe('a DOM form whose rows lost their answers on a worn copy', () => {
  const dom = (rows: string[]) =>
    extractMunicipalAffectation(
      certificateDocument([
        'MUNICIPALIDAD DE LANCO',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA Nº 120',
        'Propietario   NORMA LUZ HUENCHO PAILLAL',
        'Ubicación   LOTE 3, FUNDO EL ROBLE',
        ...rows,
        'Observación: predio rural.',
      ]),
    );

  it('states no affectation from the bare labels, and leaves the answers doubtful', () => {
    const { value, provenance } = dom([
      'a) Afecto a declaratoria de utilidad pública',
      'b) Afecto a ensanche de vía',
      'c) Afecto a apertura de vía',
      'd) Afecto a parque o área verde',
    ]);
    expect([value.objeto_expropiacion, value.expropiacion_vial, value.expropiacion_por_parque]).toEqual([
      false,
      false,
      false,
    ]);
    expect(provenance.expropiacion_vial?.unsure).toContain('yes_no_unmarked');
    expect(provenance.expropiacion_por_parque?.unsure).toContain('yes_no_unmarked');
  });

  it('states nothing from the rows of a SÍ / NO table whose marks were lost', () => {
    const { value, provenance } = dom([
      'Afectación según el Plan Regulador        SÍ     NO',
      'Utilidad pública (art. 59)',
      'Vialidad - ensanche',
      'Vialidad - apertura',
      'Parques y áreas verdes',
    ]);
    expect([value.objeto_expropiacion, value.expropiacion_vial, value.expropiacion_por_parque]).toEqual([
      false,
      false,
      false,
    ]);
    expect(provenance.expropiacion_vial?.unsure).toContain('yes_no_unmarked');
  });

  it('reads a bare option beside a ticked one as an option whose box was lost', () => {
    const { value } = dom(['[X] Afecto a ensanche de vía: calle Yungay', 'Afecto a parque o área verde']);
    expect([value.expropiacion_vial, value.expropiacion_por_parque]).toEqual([true, false]);
  });
});

describe('an empty box OCR read as "(0)" or "[O]"', () => {
  it.each(['(0)', '[O]', '(o)'])('reads "%s" as empty', (box) => {
    const { value } = extractMunicipalAffectation(
      certificateDocument([
        'MUNICIPALIDAD DE CURARREHUE - DIRECCIÓN DE OBRAS',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
        'Dirección : CAMINO INTERNACIONAL 1200',
        '(X) Afecto a declaratoria de utilidad pública:',
        `   ${box} Vialidad - apertura`,
        '   (X) Parque / área verde: Parque Río Trancura',
      ]),
    );
    expect([value.expropiacion_vial, value.expropiacion_por_parque]).toEqual([false, true]);
  });
});

describe('a GP block whose "Objeto" label lost its dotted leader on a worn copy', () => {
  it('reads what is forbidden from the label, not from the registry’s name', () => {
    const value = gp([
      'CONSERVADOR DE BIENES RAÍCES DE LANCO',
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Inscripción de dominio: fojas 210 Nº 180 del año 2020',
      'Anotación 1 de 1',
      'Tipo   PROHIBICIÓN',
      'Registro   Interdicciones y Prohibiciones de Enajenar',
      'Fojas / Nº / Año . 95 / 81 / 2021',
      'A favor de   SERVICIO DE VIVIENDA Y URBANIZACIÓN',
      'Objeto   de no enajenar por cinco años',
      'Embargos: no hay.',
      'Lanco, 4 de junio de 2026.',
    ]);
    expect(value.prohibiciones.map((entry) => entry.accion)).toEqual(['de no enajenar por cinco años']);
  });

  it('keeps the consent the acts need before the next field OCR glued ("Afavorde")', () => {
    const value = gp([
      'CONSERVADOR DE BIENES RAÍCES DE LANCO',
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Inscripción de dominio: fojas 210 Nº 180 del año 2020',
      '» Naturaleza del acto   PROHIBICIÓN',
      '» Inscripción   fojas 95, número 81, año 2021',
      '» Alcance   de gravar y enajenar sin consentimiento del acreedor',
      '> Afavorde   BANCO DEL SUR S.A.',
      'Lanco, 4 de junio de 2026.',
    ]);
    expect(value.prohibiciones.map((entry) => entry.accion)).toEqual([
      'de gravar y enajenar sin consentimiento del acreedor',
    ]);
  });
});

describe('a code whose end a worn copy lost after a dash', () => {
  it('is read as printed and marked doubtful', () => {
    const { value, provenance } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE FRUTILLAR',
        'Fojas 512 Número 433 del Registro de Propiedad del año 2023',
        'Frutillar, tres de mayo de dos mil veintitrés.- Doña ELSA MARGARITA KLEIN OPITZ, viuda, es',
        'dueña del Lote A-2 de la Quinta Los Castaños, comuna de Frutillar.- Lo adquirió por compra a',
        'don HANS PETER WINKLER, según escritura de fecha dos de mayo de dos mil veintitrés.-',
        'Código de verificación: FRU-0412-',
      ]),
    );
    expect(value.entry.codigo_verificacion).toBe('FRU-0412-');
    expect(provenance.codigo_verificacion?.unsure).toContain('repaired_reading');
  });
});
