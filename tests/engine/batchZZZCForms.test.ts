import { describe, expect, it } from 'vitest';

import { readDocument } from '../../server/analysis/engine/analyzeDossier';
import { strayGlyph } from '../../server/analysis/engine/checks/strayMark';
import { verificationCode } from '../../server/analysis/engine/extractors/shared';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { partRanges, cbrDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZZC exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('a copy transcribing the cancelled earlier inscription, one certification after both', () => {
  const copy = (certification: string[]) =>
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE ARAUCO — REGISTRO DE PROPIEDAD',
      '                                    Fojas ciento doce (112)',
      '  Número 95                                                  Año 2021',
      '  COMPRAVENTA        │ Arauco, diez de junio de dos mil veintiuno.',
      '                     │ INMOBILIARIA LOS ROBLES LIMITADA, Rol Único Tributario',
      '                     │ 77.118.225-3, domiciliada en calle Prat número diez, Arauco,',
      '                     │ es dueña del sitio ubicado en calle Serrano número',
      '                     │ cuarenta, comuna de Arauco, que deslinda: NORTE, en diez',
      '                     │ metros con calle Serrano; SUR, en diez metros con Pedro Soto.-',
      '                     │ La adquirió por compra a don LUIS ALBERTO MUÑOZ PARRA,',
      '                     │ soltero, cédula 8.226.114-5, domiciliado en Arauco, según',
      '                     │ escritura de dos de junio de dos mil veintiuno ante el',
      '                     │ Notario de Arauco don Raúl Figueroa Vera, por el precio de',
      '                     │ dos mil Unidades de Fomento.- Rol 12-4 de Arauco.-',
      '                     │ Inscripción anterior: fojas 80 número 71 del año 2005.-',
      '  INSCRIPCIÓN ANTERIOR QUE SE TRANSCRIBE (cancelada)',
      '  Fojas 80   Número 71   Año 2005',
      '  COMPRAVENTA        │ Arauco, tres de abril de dos mil cinco. Don LUIS ALBERTO',
      '                     │ MUÑOZ PARRA, soltero, cédula 8.226.114-5, domiciliado en',
      '                     │ Arauco, es dueño del sitio ubicado en calle Serrano número',
      '                     │ 40, Arauco.- Lo adquirió por compra a doña ROSA ELENA',
      '                     │ VERA DÍAZ, viuda, cédula 3.114.202-1, domiciliada en',
      '                     │ Arauco, según escritura de uno de abril de dos mil cinco',
      '                     │ ante el Notario de Arauco don Raúl Figueroa Vera, en el',
      '                     │ precio de diez millones de pesos.- Título anterior: fojas',
      '                     │ 33 número 30 del año 1990.-',
      ...certification,
    ]);

  it.each([
    [
      [
        '  CERTIFICO: que la copia precedente es fiel a su original y que la inscripción de',
        '  fojas 112 número 95 del año 2021 se encuentra vigente. Arauco, dos de marzo de dos mil',
        '  veintiséis.',
        '  Verificación en línea: CBRA 2026/01177',
      ],
    ],
    [
      [
        '  Certifico que la copia que antecede es fiel a su original, y que la inscripción de',
        '  fojas 112 número 95 del año 2021 se encuentra vigente. Arauco, 2 de marzo de 2026.',
        '  Verificación en línea: CBRA 2026/01177',
      ],
    ],
  ])('reads the transcribed one as an entry of its own under the same code (%#)', (certification) => {
    const document = copy(certification);
    const outcome = readDocument(document, false, []);
    const current = outcome.extracted?.result.value;
    const annexed = outcome.bundled?.[0]?.result.value;
    expect(current && 'entry' in current ? current.entry.codigo_verificacion : null).toBe('CBRA 2026/01177');
    expect(annexed && 'entry' in annexed ? [annexed.entry.fojas, annexed.entry.numero] : null).toEqual([
      80, 71,
    ]);
    expect(annexed && 'entry' in annexed ? annexed.entry.codigo_verificacion : null).toBe('CBRA 2026/01177');
  });
});

describe("an office's key of letters, a dash, letters, a space and a date's dashed groups", () => {
  it.each([
    ['Folio de verificación: ARAU-CBR 26-0302-0117', 'ARAU-CBR 26-0302-0117'],
    ['Código de verificación: CUR-CBR 26-0302', 'CUR-CBR 26-0302'],
    ['Verificación en línea: CBRA 2026/01177', 'CBRA 2026/01177'],
    ['Verificación en línea: TLC 26/4410-2', 'TLC 26/4410-2'],
  ])('%s', (line, code) => {
    expect(verificationCode(`Arauco, 2 de marzo de 2026.\n${line}\n`)?.value).toBe(code);
  });
});

describe('an inheritance inscribed in numbered clauses: causante, herederos, inmueble with its boundaries', () => {
  const inscription = (heirsLabel: string, propertyLabel: string, boundaries: string[]) =>
    extractInscription(
      cbrDocument([
        'REGISTRO DE PROPIEDAD DE CURANILAHUE                    Año 2023',
        'Fojas 310                                             N° 288',
        'INSCRIPCIÓN ESPECIAL DE HERENCIA',
        '1.- FECHA: Curanilahue, cuatro de mayo de dos mil veintitrés.',
        '2.- CAUSANTE: don PEDRO PABLO ROJAS VIDAL, cédula de identidad',
        '    6.118.202-7, fallecido en Curanilahue el dos de enero de dos mil veintidós.',
        `3.- ${heirsLabel}: según resolución exenta N° 1188 del Servicio de Registro Civil`,
        '    e Identificación, que concedió la posesión efectiva, son herederos:',
        '    a) doña ANA LUISA PÉREZ SOTO, cónyuge sobreviviente, viuda, cédula',
        '       7.221.304-2, domiciliada en calle Lautaro número doce, Curanilahue;',
        '    b) don MARIO ANDRÉS ROJAS PÉREZ, hijo, soltero, cédula 16.442.118-0,',
        '       domiciliado en calle Lautaro número doce, Curanilahue.',
        `4.- ${propertyLabel}: sitio número cuatro de la manzana B, calle Lautaro número doce,`,
        '    comuna de Curanilahue, de trescientos metros cuadrados, que deslinda:',
        ...boundaries,
        '5.- ROL DE AVALÚO: 44-12, comuna de Curanilahue.',
        '6.- TÍTULO ANTERIOR: fojas 55 número 49 del año 1995.',
        '7.- IMPUESTO: exento.',
        'Certifico que la presente es testimonio fiel de la inscripción de fojas 310',
        'número 288 del año 2023, la que se encuentra vigente. Curanilahue, 3 de marzo de 2026.',
      ]),
    ).value.entry;

  it.each([
    [
      'HEREDEROS',
      'INMUEBLE',
      [
        '    NORTE, sitio tres, en treinta metros; SUR, sitio cinco, en treinta metros;',
        '    ESTE, calle Lautaro, en diez metros; OESTE, sitio nueve, en diez metros.',
      ],
    ],
    [
      'Herederos',
      'Propiedad',
      [
        '    Norte, en treinta metros con sitio tres; Sur, en treinta metros con sitio cinco;',
        '    Este, en diez metros con calle Lautaro; Oeste, en diez metros con sitio nueve.',
      ],
    ],
    [
      // A label qualified after a comma up to its colon is still the clause's head.
      'Herederos, conforme a la posesión efectiva inscrita en el Registro Nacional',
      'Inmueble',
      [
        '    NORTE, en treinta metros con sitio tres; SUR, en treinta metros con sitio cinco;',
        '    ESTE, en diez metros con calle Lautaro; OESTE, en diez metros con sitio nueve.',
      ],
    ],
  ])('owners are the heirs, the seller the causante (%s, %s)', (heirs, property, boundaries) => {
    const entry = inscription(heirs, property, boundaries);
    expect(entry.propietarios.map((owner) => [owner.nombre, owner.rut, owner.estado_civil])).toEqual([
      ['ANA LUISA PÉREZ SOTO', '7.221.304-2', 'viudo'],
      ['MARIO ANDRÉS ROJAS PÉREZ', '16.442.118-0', 'soltero'],
    ]);
    expect(entry.vendedores.map((seller) => [seller.nombre, seller.rut])).toEqual([
      ['PEDRO PABLO ROJAS VIDAL', '6.118.202-7'],
    ]);
    expect(entry.descripcion_propiedad).toBe(
      'sitio número cuatro de la manzana B, calle Lautaro número doce, comuna de Curanilahue, de trescientos metros cuadrados',
    );
    expect(entry.deslindes.map((side) => [side.direccion, side.largo, side.propiedad])).toEqual([
      ['Norte', '30,00 metros', 'sitio tres'],
      ['Sur', '30,00 metros', 'sitio cinco'],
      ['Este', '10,00 metros', 'calle Lautaro'],
      ['Oeste', '10,00 metros', 'sitio nueve'],
    ]);
  });
});

describe("a copy's certification on a page of its own, naming the inscription that cancelled it", () => {
  const copy = [
    'COPIA  -  REGISTRO DE PROPIEDAD  -  1992',
    'Fs. 41 vta.                                             N° 38',
    'Curanilahue, dos de abril de mil novecientos noventa y dos. Don PEDRO PABLO',
    'ROJAS VIDAL, casado, C.I. 6.118.202-7, domiciliado en Curanilahue, es dueño del',
    'sitio N° 4 de la manzana B, calle Lautaro 12, comuna de Curanilahue. Lo adquirió',
    'por compra a JUAN SOTO LEIVA según escritura de 1 de abril de 1992 ante el Notario',
    'de Curanilahue don Luis Mora Paz, en $ 900.000. Rol 44-12.',
  ];
  it.each([
    [
      [
        'Certifico que la copia que antecede es fiel a su original y que se encuentra',
        'cancelada por la inscripción de herencia de fojas 310 número 288 de 2023.',
        'Curanilahue, 3 de marzo de 2026.',
        'Folio de verificación: CUR-CBR 26-0303-0012',
      ],
    ],
    [
      [
        'CERTIFICO: que la copia precedente es fiel a su original, cancelada por la',
        'inscripción de fojas 310 número 288 del año 2023. Curanilahue, 3 de marzo de 2026.',
        'Folio de verificación: CUR-CBR 26-0303-0012',
      ],
    ],
  ])('stays with the copy it follows (%#)', (certification) => {
    expect(partRanges(copy, certification)).toEqual([[1, 2]]);
  });
});

describe("a folder's GP and bien familiar certificates, each under its own abbreviated code", () => {
  const gp = (code: string) => [
    '(B) HIPOTECAS, GRAVÁMENES, PROHIBICIONES E INTERDICCIONES',
    `${code}      Emitido 02/03/2026`,
    'Inmueble: Lote N° 3, Loteo Los Aromos, Cabrero',
    'Dominio: Fs. 611 vta. N° 540 / 2019 — SOTO PAZ ANA MARÍA',
    '  1. Fs. 700 N° 611 / 2020 — 04/05/2020 — HIPOTECA a favor de BANCO SUR S.A.',
    '  Litigios: no hay.',
  ];
  const familyHome = (code: string) => [
    `(C) CERTIFICADO DE BIEN FAMILIAR           ${code}`,
    'Certifico que al margen de la inscripción de fojas 611 vuelta número 540',
    'del Registro de Propiedad del año 2019 no consta la declaración de bien familiar.',
    'Cabrero, 2 de marzo de 2026.',
  ];
  it.each([
    ['Cód. CBRX-B-2210-4', 'Cód. CBRX-C-2210-1'],
    ['COD. CBRX-B-2210-4', 'COD. CBRX-C-2210-1'],
    ['Código CBRX-B-2210-4', 'Código CBRX-C-2210-1'],
  ])('are two documents (%s, %s)', (gpCode, homeCode) => {
    expect(partRanges(gp(gpCode), familyHome(homeCode))).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});

describe("a GP's owners after the dominio's dash, each with a bare RUT and share, then numbered liens", () => {
  it.each([
    [
      'Dominio: Fs. 611 vta. N° 540 / 2019 — SOTO PAZ ANA MARÍA',
      '12.204.887-5 (60%); SOTO PAZ LUIS 13.633.019-1 (40%)',
    ],
    [
      'Dominio: Fs. 611 vta. N° 540 / 2019 — SOTO PAZ ANA MARÍA 12.204.887-5',
      '(60%); SOTO PAZ LUIS 13.633.019-1 (40%)',
    ],
  ])('reads both (%#)', (first, second) => {
    const read = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE CABRERO',
        'HIPOTECAS, GRAVÁMENES, PROHIBICIONES E INTERDICCIONES',
        'Cód. CBRX-B-2210-4      Emitido 02/03/2026',
        'Inmueble: Lote N° 3, Loteo Los Aromos, Cabrero',
        first,
        second,
        '  1. Fs. 700 N° 611 / 2020 — 04/05/2020 — HIPOTECA a favor de BANCO SUR S.A., por 900 UF.',
        '  Litigios: no hay.',
      ]),
    ).value;
    expect(read.propietarios.map((owner) => owner.nombre)).toEqual(['SOTO PAZ ANA MARÍA', 'SOTO PAZ LUIS']);
    expect(read.gravamenes.map((lien) => lien.fecha_emision)).toEqual(['2020-05-04']);
  });
});

describe("a lien's date in words closing its reference's sentence", () => {
  it.each([
    ['     - HIPOTECA. Fs. 96 N° 81 año 2021, de 08 de septiembre de 2021.', '2021-09-08'],
    ['     - HIPOTECA. Fojas 96 número 81 del año 2021, de 8 de septiembre de 2021.', '2021-09-08'],
  ])('%s', (line, date) => {
    const read = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE YUMBEL',
        'CERTIFICADO DE GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
        'N° YB-7733-26 · 27 de octubre de 2026',
        'Propiedad: Pasaje Los Robles N° 12, Yumbel   Dominio: fojas 402 N° 355 del año 2021',
        'I.   HIPOTECAS Y GRAVÁMENES',
        line,
        '       Acreedor: BANCO SUR S.A. Monto: UF 870.',
        'II.  PROHIBICIONES E INTERDICCIONES: no registra.',
      ]),
    ).value;
    expect(read.gravamenes.map((lien) => lien.fecha_emision)).toEqual([date]);
  });
});

describe('an office key spaced before its series under a bare folio label', () => {
  it.each([
    ['Yumbel, 26 de mayo de 2026                 Folio: YUM-CBR 26-0526-0419', 'YUM-CBR 26-0526-0419'],
    ['Folio: AB-CBR 26-0526-0011', 'AB-CBR 26-0526-0011'],
  ])('%s', (line, code) => {
    expect(verificationCode(`CERTIFICADO\n${line}\n`)?.value).toBe(code);
  });
});

describe("an owner's share in capitals between two owners", () => {
  it.each(['EN LA PROPORCIÓN DE UN SESENTA POR CIENTO', 'EN LA PROPORCION DE UN SESENTA POR CIENTO'])(
    'is no owner (%s)',
    (share) => {
      const entry = extractInscription(
        cbrDocument([
          'REGISTRO DE PROPIEDAD  ·  FOJAS 512 VTA.  ·  NÚMERO 430  ·  AÑO 2018',
          'YUMBEL, SEIS DE NOVIEMBRE DE DOS MIL DIECIOCHO.- DON LUIS ALBERTO',
          `SOTO PAZ, SOLTERO, CÉDULA 12.204.887-5, ${share}, Y DOÑA`,
          'ANA MARÍA SOTO PAZ, SOLTERA, CÉDULA 13.633.019-1, EN LA PROPORCIÓN DE UN',
          'CUARENTA POR CIENTO, AMBOS DOMICILIADOS EN CALLE PRAT NÚMERO DOCE, YUMBEL,',
          'SON DUEÑOS DEL LOTE NÚMERO TRES DEL LOTEO LOS AROMOS, COMUNA DE YUMBEL.',
          'LA ADQUIRIERON POR COMPRA A PEDRO ROJAS VIDAL, SEGÚN ESCRITURA DE DOS DE',
          'OCTUBRE DE DOS MIL DIECIOCHO ANTE EL NOTARIO DE YUMBEL DON RAÚL MORA PAZ.',
        ]),
      ).value.entry;
      expect(entry.propietarios.map((owner) => owner.nombre)).toEqual([
        'LUIS ALBERTO SOTO PAZ',
        'ANA MARÍA SOTO PAZ',
      ]);
    },
  );
});

describe('a sign no word prints, where a worn copy blurred a word', () => {
  it.each(['£ Manuel Montt', 'pasaje §an Martín', 'lote ¢uatro', 'propiedad de don ©arlos Soto'])(
    'is a stray glyph (%s)',
    (value) => {
      expect(strayGlyph(value)).toBe(true);
    },
  );
  it.each(['calle Manuel Montt', '$48.000.000', 'lote N° 10', 'sitio Nº 4'])('is none (%s)', (value) => {
    expect(strayGlyph(value)).toBe(false);
  });
});

describe("a worn copy's comma for the abbreviated code label's stop", () => {
  it.each([
    ['Cod, CBRX-B-2210-4      Emitido 02/03/2026', 'CBRX-B-2210-4'],
    ['Cód, QH7-4419-26B', 'QH7-4419-26B'],
  ])('%s', (line, code) => {
    expect(verificationCode(`HIPOTECAS Y GRAVÁMENES\n${line}\n`)?.value).toBe(code);
  });
});
