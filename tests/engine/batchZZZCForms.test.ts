import { describe, expect, it } from 'vitest';

import { readDocument } from '../../server/analysis/engine/analyzeDossier';
import { verificationCode } from '../../server/analysis/engine/extractors/shared';
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
    const annexed = outcome.bundled[0]?.result.value;
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
