import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../../server/analysis/engine/classify';
import { badName } from '../../server/analysis/engine/checks/shapes';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription, readDeslindes } from '../../server/analysis/engine/extractors/inscription';
import { extractMarriageCertificate } from '../../server/analysis/engine/extractors/marriageCertificate';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { upperNames } from '../../server/analysis/engine/text/names';
import { verificationCode } from '../../server/analysis/engine/extractors/shared';
import { cbrDocument, certificateDocument, partRanges } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZN exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('a bien familiar certificate whose number stands between "certificado" and its subject', () => {
  it.each([
    ['CERTIFICADO N° 51/2026 - BIEN FAMILIAR', 'no se encuentra afectado como bien familiar'],
    ['CERTIFICADO Nº 1203 – BIEN FAMILIAR', 'no se halla afectada como bien familiar'],
    ['CERTIFICADO NRO. 77-2026 : DECLARACIÓN DE BIEN FAMILIAR', 'no consta declaración de bien familiar'],
    ['CERTIFICADO N° 51/2026 BIEN FAMILIAR', 'no se encuentra afectado como bien familiar'],
  ])('reads "%s" as a GP certificate, not as the inscription it names', (title, answer) => {
    const document = certificateDocument([
      'CONSERVADOR DE BIENES RAÍCES DE LA UNIÓN',
      title,
      '',
      'El inmueble inscrito a fojas 1.044 número 902 del Registro de Propiedad del año 2015',
      `(Lote 3 Hijuela Los Ulmos, Paillaco) ${answer}.`,
      '',
      'La Unión, 2 de marzo de 2026.     Código de verificación: CBLU-BF-51-2026-A1',
    ]);
    expect(classifyDocument(document).type).toBe('gp');
  });
});

describe('a typewritten inscription copy, then its certification on a page of its own', () => {
  const certification = (fojasInWords: string) => [
    'CONSERVADOR DE BIENES RAÍCES DE VILLARRICA',
    '',
    `Certifico que la presente es copia fiel de la inscripción de fojas ${fojasInWords},`,
    'número ciento diez (110), del Registro de Propiedad del año 1989, digitalizada',
    'del libro original.',
    '',
    'Villarrica, 3 de junio de 2026.       Documento N°: VLL/26/CP/000871',
  ];
  const body = [
    'En Villarrica, a dos de mayo de mil novecientos ochenta y nueve.- Don',
    'PEDRO ANTONIO SANHUEZA LILLO, R.U.T. N° 5.3l2.8O4-K, casado, agricultor,',
    'es dueño de la Hijuela número Ocho del Fundo Las Vertientes, comuna de',
    'Villarrica.- La adquirió por compra a don TOMÁS RIVAS OJEDA.- La Hijuela',
    'de mayor extensión la adquirió el vendedor por inscripción de fojas 40',
    'número 31 del Registro de Propiedad del año l97l.- Doy fe.-',
  ];

  it('keeps the certification with the copy whose fojas its margin prints on a line of their own', () => {
    const copy = [
      '   N° ll0          C O M P R A V E N T A',
      '   SANHUEZA LILLO',
      '   Pedro Antonio',
      '   a',
      '   RIVAS OJEDA Tomás',
      '   Rep. N° 2l4',
      '   fs. l25',
      ...body,
    ];
    expect(partRanges(copy, certification('ciento veinticinco (125)'))).toEqual([[1, 2]]);
  });

  it('keeps it where the fojas end the heading after a wide gap, a letter O read for a zero', () => {
    const copy = [
      '   N° ll0                           REGISTRO  DE  PROPIEDAD',
      '   SANHUEZA  LILLO  Pedro                    fojas  2O5',
      '   a  RIVAS  OJEDA',
      ...body,
    ];
    expect(partRanges(copy, certification('doscientas cinco (205)'))).toEqual([[1, 2]]);
  });

  it("reads the certified inscription as the copy's, the mother property's as its earlier title", () => {
    const { entry } = extractInscription(
      cbrDocument(['   fs. l25', ...body], certification('ciento veinticinco (125)')),
    ).value;
    expect([entry.fojas, entry.numero, entry.ano]).toEqual([125, 110, 1989]);
    expect([entry.fojas_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual([40, 31, 1971]);
  });

  it('reads "el loteo de mayor extensión rola a fojas …" as the earlier title', () => {
    const { entry } = extractInscription(
      cbrDocument([
        ...body.slice(0, 4),
        'El loteo de mayor extensión rola a fojas 88 número 70 del año 1980.- Doy fe.-',
        'Certifico que la presente es copia fiel de la inscripción de fojas 125 número 110 del',
        'Registro de Propiedad del año 1989. Villarrica, 3 de junio de 2026.',
      ]),
    ).value;
    expect([entry.fojas, entry.numero, entry.ano]).toEqual([125, 110, 1989]);
    expect([entry.fojas_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual([88, 70, 1980]);
  });
});

describe('a GP whose items print their fields on lines apart by middle dots, the bullets lost', () => {
  const gp = (label: string) =>
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE PANGUIPULLI',
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Inmueble: Lote 4 Hijuela Los Coigües, comuna de Panguipulli',
      'Dominio: fs. 88 N° 71 del Registro de Propiedad de 2019',
      'REGISTRO DE HIPOTECAS Y GRAVÁMENES',
      '  HIPOTECA',
      '    Inscripción fs. 140 N° 122 del 2019 · fecha 11/03/2019',
      `    ${label} COOPERATIVA DE AHORRO LOS RÍOS LIMITADA · Monto: UF 2.100`,
      '  SERVIDUMBRE DE TRÁNSITO',
      '    Inscripción fs. 61 N° 50 del 2015 · fecha 02/02/2015',
      `    ${label} FORESTAL EL MAÑÍO S.A.`,
      'REGISTRO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
      '  PROHIBICIÓN de enajenar y gravar',
      '    Inscripción fs. 201 N° 187 del 2019 · fecha 11/03/2019',
      `    ${label} COOPERATIVA DE AHORRO LOS RÍOS LIMITADA`,
      'LITIGIOS',
      '  No registra.',
      'Panguipulli, 9 de enero de 2026.',
    ]);

  it.each(['A favor de:', 'Acreedor:'])('gives each item the creditor printed under it ("%s")', (label) => {
    const { value } = extractGpCertificate(gp(label));
    expect(value.gravamenes.map((lien) => [lien.fojas, lien.fecha_emision, lien.acreedor])).toEqual([
      [140, '2019-03-11', 'COOPERATIVA DE AHORRO LOS RÍOS LIMITADA'],
      [61, '2015-02-02', 'FORESTAL EL MAÑÍO S.A.'],
    ]);
    expect(value.prohibiciones.map((lien) => [lien.fojas, lien.acreedor, lien.accion])).toEqual([
      [201, 'COOPERATIVA DE AHORRO LOS RÍOS LIMITADA', 'de enajenar y gravar'],
    ]);
  });
});

describe('a DOM certificate giving the area under a "Localización" label', () => {
  it.each([
    ['Rol de avalúo: 207-12          Localización: Rural', 'Rural'],
    ['Localización : Urbana', 'Urbano'],
    ['Rol: 88-3   ·   Localización: RURAL', 'Rural'],
  ])('reads "%s" as the area', (line, area) => {
    const { value } = extractMunicipalAffectation(
      certificateDocument([
        'I. MUNICIPALIDAD DE LAGO RANCO',
        'Dirección de Obras Municipales',
        'CERTIFICADO DE NO AFECTACIÓN A UTILIDAD PÚBLICA',
        'Propietario: SOTO VERA ANA MARÍA, RUT 12.345.678-5',
        'Inmueble: Parcela N° 12 Loteo El Arrayán, sector Riñinahue',
        line,
        'El Director de Obras que suscribe certifica respecto del inmueble:',
        ' — Vialidad (apertura o ensanche): no afecto.',
        ' — Áreas verdes y parques: no afecto.',
        'Lago Ranco, 3 de marzo de 2026.',
      ]),
    );
    expect(value.tipo_vivienda).toBe(area);
  });
});

describe('verification codes of digits joined by stops, or slashed under "Documento N°"', () => {
  it.each([
    ['Angol, 3 de marzo de 2026.              Código: 2026.0411.02', '2026.0411.02'],
    ['Código: 2025.077.15', '2025.077.15'],
    ['Traiguén, 9 de enero de 2026.   Documento N°: TRG/26/CP/000912', 'TRG/26/CP/000912'],
    ['Documento Nº TRG/26/GP/000913       Valide en el sitio del oficio.', 'TRG/26/GP/000913'],
  ])('reads the code of "%s"', (line, code) => {
    expect(verificationCode(`CONSERVADOR DE BIENES RAÍCES\n${line}\n`)?.value).toBe(code);
  });

  it('keeps two certificates of one carpeta apart by such codes, on the same inscription', () => {
    const gp = [
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES        Código: 2026.0411.02',
      'Propiedad: Hijuela N° 9, sector Chanco, comuna de Angol, inscrita a fojas 51 número',
      '40 del Registro de Propiedad del año 2021.',
      'Revisados los registros por treinta años, no aparecen hipotecas, gravámenes,',
      'prohibiciones, embargos ni litigios que afecten a la propiedad.',
      'Angol, 3 de marzo de 2026.',
    ];
    const familyHome = [
      'CERTIFICADO DE BIEN FAMILIAR                                 Código: 2026.0411.03',
      'El Conservador que suscribe certifica que al margen de la inscripción de fojas 51',
      'número 40 del Registro de Propiedad del año 2021 no consta declaración de bien familiar.',
      'Angol, 3 de marzo de 2026.',
    ];
    expect(partRanges(gp, familyHome)).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});

describe("a typewritten book's deslindes, lengths printed with letters for digits", () => {
  it.each([
    [
      'NORTE, en 3l4 mts. con Lote A-Dos; SUR, en 2O7 mts. con camino a Cunco; ORIENTE, en línea quebrada, con estero Las Quilas; PONIENTE, en l9O metros con Hijuela Diez',
      [
        ['Norte', '314,00 metros', 'Lote A-Dos'],
        ['Sur', '207,00 metros', 'camino a Cunco'],
        ['Oriente', null, 'estero Las Quilas'],
        ['Poniente', '190,00 metros', 'Hijuela Diez'],
      ],
      [0, 1, 3],
    ],
    [
      'NORTE,  Hijuela  número  Dos,  en  ll0  mts.;  ESTE,  camino  vecinal,  en  96  mts.;  SUR,  río  Cautín,  en  lO4 mts.;  OESTE,  Hijuela  número  Cuatro,  en  88  mts',
      [
        ['Norte', '110,00 metros', 'Hijuela  número  Dos'],
        ['Este', '96,00 metros', 'camino  vecinal'],
        ['Sur', '104,00 metros', 'río  Cautín'],
        ['Oeste', '88,00 metros', 'Hijuela  número  Cuatro'],
      ],
      [0, 2],
    ],
  ])(
    'reads the digits the letters stand for, each such length a repaired reading',
    (text, expected, repaired) => {
      const read = readDeslindes(text);
      expect(read.deslindes.map((found) => [found.direccion, found.largo, found.propiedad])).toEqual(
        expected,
      );
      expect(read.repaired).toEqual(repaired);
    },
  );

  it('ends the deslindes before "El causante la adquirió …"', () => {
    const { entry } = extractInscription(
      cbrDocument([
        'Lautaro, diez de marzo de dos mil veinte.- Por resolución exenta de la Dirección Regional',
        'del Servicio de Registro Civil, se inscribe a nombre de doña ANA ROSA PAINEMAL CURIÑIR',
        'el dominio de la Hijuela número Tres, sector Pillanlelbún, comuna de Lautaro, que deslinda:',
        'NORTE: Hijuela número Dos, en 210 metros;',
        'SUR: estero Pillanlelbún, en 190 metros;',
        'ORIENTE: camino vecinal, en 80 metros;',
        'PONIENTE: Hijuela número Cuatro, en 75 metros.',
        'El causante la adquirió por inscripción de fojas 12 número 9 del Registro de Propiedad del',
        'año 1990.- Doy fe.-',
      ]),
    ).value;
    expect(entry.deslindes.at(-1)).toEqual({
      direccion: 'Poniente',
      largo: '75,00 metros',
      propiedad: 'Hijuela número Cuatro',
    });
  });
});

describe('a marriage certificate listing the spouses after "entre", no label nor "don"/"doña"', () => {
  it.each([
    [
      [
        'Celebrado el 2 de mayo de 2011 entre:',
        '  PEDRO PABLO NAVARRO SOTO, RUN 12.345.678-5, y',
        '  MARÍA JOSÉ DE LA FUENTE ROJAS, RUN 9.876.543-3.',
      ],
    ],
    [
      [
        'Matrimonio celebrado entre PEDRO PABLO NAVARRO SOTO, R.U.N. 12.345.678-5, y MARÍA JOSÉ DE LA',
        'FUENTE ROJAS, C.I. 9.876.543-3, el 2 de mayo de 2011.',
      ],
    ],
  ])('reads the first as the husband, the second as the wife, each name inferred', (lines) => {
    const { value, provenance } = extractMarriageCertificate(
      certificateDocument([
        'REPÚBLICA DE CHILE - REGISTRO CIVIL',
        'CERTIFICADO DE MATRIMONIO',
        'Inscripción N° 301 del año 2011, circunscripción TEMUCO.',
        ...lines,
        'Emitido el 3 de marzo de 2026.',
      ]),
    );
    const { marido, mujer } = value.certificate;
    expect(marido.rut).toBe('12.345.678-5');
    expect(mujer.rut).toBe('9.876.543-3');
    expect(marido.nombre).toBe('PEDRO PABLO NAVARRO SOTO');
    expect(mujer.nombre).toBe('MARÍA JOSÉ DE LA FUENTE ROJAS');
    expect(provenance['marido.nombre']?.unsure).toContain('inferred');
  });
});

describe('a TGR certificate of cuotas apart by middle dots, settled on a date it gives as its issue', () => {
  const tgr = (...lines: string[]) => extractTgrDebt(certificateDocument(lines)).value.certificate;

  it.each([
    [
      'ROL 9201-00144-007 · PANGUIPULLI',
      'Liquidado al 14/05/2026 · Folio 001SD202605140112233',
      'Panguipulli',
      '2026-05-14',
    ],
    ['ROL 9201-00144-007 | LAGO RANCO', 'Deuda liquidada al 02-03-2026', 'Lago Ranco', '2026-03-02'],
  ])(
    'reads the comuna after the rol (%s) and the day it was settled to',
    (rolLine, settled, comuna, issued) => {
      const certificate = tgr(
        'Tesorería General de la República',
        'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
        rolLine,
        'SOTO VERA ANA MARIA',
        'PC 4 LOS COIGUES',
        'Cuota 2/2026 · vence 30/06/2026 · NO VENCIDA',
        '   valor 41.200 · reajuste 0 · intereses 0 · total 41.200',
        'RESUMEN',
        '   Deuda vencida liquidada     $ 0',
        '   Deuda no vencida liquidada  $ 41.200',
        settled,
      );
      expect(certificate.comuna_propiedad).toBe(comuna);
      expect(certificate.fecha_emision).toBe(issued);
    },
  );

  it('reads the property named after the taxpayer in its sentence, up to the stop', () => {
    const certificate = tgr(
      'TESORERÍA GENERAL DE LA REPÚBLICA — Certificado de Deuda',
      'Rol 5402-00871-004 de LLANQUIHUE, contribuyente MUÑOZ TAPIA JORGE LUIS,',
      'propiedad AV LOS ULMOS 2210 V EL BOSQUE.',
      '',
      'No registra cuotas vencidas impagas.',
      'Total deuda vencida liquidada: $0',
      'Total deuda no vencida liquidada: $0',
      'Emitido el 12-05-2026 a las 10:02',
    );
    expect(certificate.direccion_propiedad).toBe('AV LOS ULMOS 2210 V EL BOSQUE');
  });

  it.each(['inscrita a fojas 88 número 71 del año 2019', 'situada en la comuna de Frutillar'])(
    'does not read "propiedad %s" as the address',
    (after) => {
      const certificate = tgr(
        'TESORERÍA GENERAL DE LA REPÚBLICA — Certificado de Deuda',
        'Rol 5402-00871-004 de LLANQUIHUE, contribuyente MUÑOZ TAPIA JORGE LUIS,',
        `propiedad ${after}.`,
        'Total deuda vencida liquidada: $0',
        'Total deuda no vencida liquidada: $0',
      );
      expect(certificate.direccion_propiedad).toBeNull();
    },
  );
});

describe('a GP prohibition naming no creditor but the body it protects', () => {
  const gp = (entry: string[]) =>
    extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE NUEVA IMPERIAL',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
        'Propiedad inscrita a fojas 61 número 55 del Registro de Propiedad del año 2019.',
        'Revisado el Registro de Hipotecas y Gravámenes, no aparece hipoteca ni gravamen alguno.',
        'Revisado el Registro de Interdicciones y Prohibiciones de Enajenar, aparece:',
        ...entry,
        'Nueva Imperial, 4 de mayo de 2026.',
      ]),
    ).value.prohibiciones;

  it('reads the body an indigenous land prohibition was inscribed at the request of, the law as printed', () => {
    const [entry] = gp([
      'a fojas 12 número 9 del año 2001, con fecha tres de abril de dos mil uno, PROHIBICIÓN',
      'de enajenar, gravar y embargar (artículo 13 de la Ley N° 19.253), por tratarse de tierra',
      'indígena, inscrita a requerimiento de la CORPORACIÓN NACIONAL DE DESARROLLO INDÍGENA, CONADI.',
    ]);
    expect(entry?.acreedor).toBe('CORPORACIÓN NACIONAL DE DESARROLLO INDÍGENA');
    expect(entry?.accion).toBe('de enajenar, gravar y embargar (artículo 13 de la Ley N° 19.253)');
  });

  it('reads the body whose consent it needs, named in capitals, and the date in words after the reference', () => {
    const [entry] = gp([
      'Fs. 1.120 N° 1.304 año 2021, de 9 de marzo de 2021: PROHIBICIÓN de enajenar y gravar por',
      'el plazo de cinco años, sin autorización del SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN DE LA',
      'ARAUCANÍA (D.S. N° 49, de 2011). Sin nota de alzamiento.',
    ]);
    expect(entry?.fecha_emision).toBe('2021-03-09');
    expect(entry?.acreedor).toBe('SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN DE LA ARAUCANÍA');
  });

  it('names no creditor from a consent asked of "el acreedor" nor a request of a person', () => {
    const [entry] = gp([
      'a fojas 12 número 9 del año 2001, PROHIBICIÓN de enajenar sin autorización del acreedor,',
      'inscrita a requerimiento de don Juan Pérez.',
    ]);
    expect(entry?.acreedor).toBeNull();
  });
});

describe('an SII agricultural certificate printing its components before the total', () => {
  it.each([
    [
      'Terreno (18,50 ha)       Construcciones       Avalúo total',
      '$ 61.200.000            $ 9.800.000          $ 71.000.000',
    ],
    [
      'AVALÚO TERRENO     AVALÚO CONSTRUCCIONES     AVALÚO TOTAL',
      '$ 61.200.000       $ 9.800.000              $ 71.000.000',
    ],
  ])('reads the total under its own header (%s)', (header, row) => {
    const { value } = extractSiiAppraisal(
      certificateDocument([
        'SERVICIO DE IMPUESTOS INTERNOS',
        'Certificado de Avalúo Fiscal                         1° Semestre 2026',
        'Comuna      Rol          Destino      Dirección',
        'CUNCO       204-11       AGRICOLA     PC 9 EL LLAIMA',
        header,
        row,
        'Exento: $ 38.400.000          Afecto: $ 32.600.000',
        'Certificado emitido el 04/03/2026.',
      ]),
    );
    expect(value.avaluo_total).toBe(71_000_000);
  });

  it('reads the address under a bare "DIRECCIÓN O NOMBRE" label', () => {
    const { value } = extractSiiAppraisal(
      certificateDocument([
        'SERVICIO DE IMPUESTOS INTERNOS',
        'CERTIFICADO DE AVALÚO FISCAL — 1° SEMESTRE DE 2026',
        'ROL DE AVALÚO        : 00204-00011',
        'COMUNA               : CUNCO',
        'DIRECCIÓN O NOMBRE   : PC 9 EL LLAIMA',
        'AVALÚO TOTAL         : $      71.000.000',
        'FECHA EMISIÓN        : 04/03/2026',
      ]),
    );
    expect(value.direccion).toBe('PC 9 EL LLAIMA');
  });
});

describe("a GP heading its inscription's cells apart by dashes: reference, owner and RUT, address", () => {
  it.each([
    'Dominio fs. 1.502 N° 1.388 año 2019 - SALAZAR PINO MARCELA ANDREA, RUT 15.402.118-9 - Pasaje Los Mañíos N° 22, comuna de Llanquihue.',
    'Dominio fs. 1.502 N° 1.388 año 2019 – SALAZAR PINO MARCELA ANDREA, R.U.T. 15.402.118-9 – Villa Los Mañíos, Llanquihue.',
  ])('reads the owner and RUT between the dashes (%s)', (line) => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE LLANQUIHUE',
        'Certificado de Hipotecas y Gravámenes, Interdicciones y Prohibiciones',
        line,
        'Hipotecas y Gravámenes',
        'Sin inscripciones vigentes en los últimos 30 años.',
        'Interdicciones y Prohibiciones de Enajenar',
        'Sin inscripciones vigentes en los últimos 30 años.',
        'Llanquihue, 3 de marzo de 2026',
      ]),
    );
    expect(value.propietarios).toEqual([{ nombre: 'SALAZAR PINO MARCELA ANDREA', rut: '15.402.118-9' }]);
  });
});

describe("a Dirección de Obras' letter answering the owner's request", () => {
  const letter = (to: string[]) =>
    extractMunicipalAffectation(
      certificateDocument([
        'ILUSTRE MUNICIPALIDAD DE CUNCO',
        'DIRECCIÓN DE OBRAS MUNICIPALES',
        'ORD. N° 77 / 2026',
        'ANT.: Su solicitud de 02.03.2026',
        'MAT.: Informa situación del predio',
        'respecto de utilidad pública',
        'CUNCO, 10 de marzo de 2026',
        'DE : DIRECTOR DE OBRAS MUNICIPALES DE CUNCO',
        ...to,
        'De mi consideración:',
        'En atención a su presentación, cúmpleme informar a usted que el inmueble denominado',
        'Parcela 9 del Loteo El Llaima, Rol de Avalúo N° 204-11 de esta comuna, se emplaza',
        'fuera del límite urbano, en área rural. En consecuencia, el predio no se encuentra',
        'afecto a declaratoria de utilidad pública ni a expropiación por ensanche o apertura',
        'de vías, ni por áreas verdes o parques.',
      ]),
    ).value;

  it.each([
    [['A  : SR. JUAN CARLOS MELLADO FUENTES', '     RUT 10.234.567-0']],
    [['A : SRA. JUANA MELLADO FUENTES, RUT 10.234.567-0']],
  ])('reads the addressee as the owner, and the subject line as no statement', (to) => {
    const value = letter(to);
    expect(value.contribuyente?.rut).toBe('10.234.567-0');
    expect(value.contribuyente?.nombre).toMatch(/^JUAN(?:A| CARLOS) MELLADO FUENTES$/u);
    expect(value.objeto_expropiacion).toBe(false);
  });
});

describe('names in capitals with the umlauts of German surnames', () => {
  it.each(['don HANS PETER KÖHLER SCHÄFER, cédula', 'a doña ANA MARÍA MÖLLER RÜDIGER, RUT'])(
    'reads "%s" whole',
    (text) => {
      expect(upperNames(text).map((match) => match[0])).toEqual([/(?:don|doña) (.+?),/u.exec(text)?.[1]]);
    },
  );
});

describe("a seller's name a worn copy garbled past its comma", () => {
  it('doubts a name followed by a word in capitals with letters glued before it', () => {
    expect(badName('PEDRO ARMIJ', ', OnMANSILLA, R.U.T. 7.2')).toBe(true);
    expect(badName('PEDRO ARMIJO MANSILLA', ', R.U.T. 7.244.985-4')).toBe(false);
    expect(badName('PEDRO ARMIJO MANSILLA', ', soltero, agricultor')).toBe(false);
  });
});

describe('a bien familiar certificate naming the property in brackets after its inscription', () => {
  it.each([
    ['CERTIFICADO N° 51/2026 - BIEN FAMILIAR', '(Lote 3 Hijuela Los Ulmos, Paillaco)', 'Paillaco'],
    ['CERTIFICADO DE BIEN FAMILIAR', '(Parcela N° 4 Loteo El Arrayán, Puerto Octay)', 'Puerto Octay'],
    ['CERTIFICADO DE BIEN FAMILIAR', '(Hijuela N° 3 Fundo El Peumal, Bobadilla)', null],
  ])('reads the comuna closing the brackets, when it is one (%s %s)', (title, property, comuna) => {
    const { value } = extractGpCertificate(
      certificateDocument([
        'CONSERVADOR DE BIENES RAÍCES DE LA UNIÓN',
        title,
        'La propiedad inscrita a fojas 1.044 número 902 del Registro de Propiedad del año 2015',
        `${property} NO se encuentra afectada como bien familiar.`,
        'La Unión, 2 de marzo de 2026.     Código de verificación: CBLU-BF-51-2026-A1',
      ]),
    );
    expect(value.comuna).toBe(comuna);
    expect([value.fojas, value.numero, value.ano]).toEqual([1044, 902, 2015]);
  });
});

describe("a typewritten copy's rol whose first number opens on letters for digits", () => {
  it.each([
    ['Rol  de  avalúo  ll8-45.-', '118-45'],
    ['Rol de avalúo N° lO4-2.-', '104-2'],
  ])('reads "%s" as a repaired rol', (rol, value) => {
    const { value: read, provenance } = extractInscription(
      cbrDocument([
        'Osorno, dos de mayo de mil novecientos noventa.- Don PEDRO SOTO ROJAS, casado, es dueño',
        'de la Parcela número Tres del Loteo El Roble, comuna de Osorno.- La adquirió por compra',
        `a don JUAN PÉREZ DÍAZ.- ${rol} Doy fe.-`,
      ]),
    );
    expect(read.entry.rol_avaluo).toBe(value);
    expect(provenance.rol_avaluo?.unsure).toContain('repaired_reading');
  });
});
