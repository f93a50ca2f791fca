import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import type { PageText } from '../../server/analysis/engine/pdfText';
import { splitIntoParts } from '../../server/analysis/engine/reading/pageParts';
import { certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZE showed again, in new wordings: a title's copy whose certification ("la
 * presente copia es fiel a su original que rola a fojas …") stands on a page of its own after the
 * inscription's body is the same document, not a second registry entry; a GP table whose first
 * column names each row's registry, its first row answered empty ("Hipotecas | No registra"),
 * still reads the rows under it.
 */

const BODY = [
  'REGISTRO DE PROPIEDAD - AÑO 2015',
  'FOJAS 2.318 VTA.                                        NÚMERO 1.944',
  'COMPRAVENTA - PAREDES LOBOS HUGO a SEPÚLVEDA ARANCIBIA MARTA',
  'Vallenar, nueve de septiembre de dos mil quince.- Doña MARTA ELENA SEPÚLVEDA',
  'ARANCIBIA, viuda, comerciante, cédula de identidad número 8.771.302-4, de este',
  'domicilio, es dueña del sitio número catorce de la población Los Aromos, comuna de',
  'Vallenar, que deslinda: NORTE, calle Los Aromos en 12 metros; SUR, sitio número ocho',
  'en 12 metros.- La adquirió por compra a don HUGO PAREDES LOBOS, según escritura de',
  'fecha dos de septiembre de dos mil quince, otorgada en la Notaría de Vallenar de don',
  'Raúl Ibáñez Toro.- Título anterior: fojas 410 número 377 del año 1998.- Doy fe.-',
  '[margen] Cancelada por transferencia a fs. 77 N° 61 del año 2022.',
];

function pagesOf(pages: string[][]): PageText[] {
  return pages.map((lines, index) => ({ number: index + 1, lines, textLength: lines.join('').length }));
}

describe('batch ZE2 forms: a copy certified true to its original on the page after its body', () => {
  it.each([
    [
      'la presente copia es fiel a su original',
      [
        'La presente copia es fiel a su original que rola a fojas 2.318 vta. N° 1.944',
        'del Registro de Propiedad del año 2015.',
        'Vallenar, 3 de marzo de 2026.            Código: VAL-26-0004417',
        '                              Conservador de Bienes Raíces',
      ],
    ],
    [
      'certifico que esta copia está fiel de su original',
      [
        'Certifico que esta copia está fiel de su original, que rola a fojas',
        '2.318 vuelta número 1.944 del Registro de Propiedad del año 2015.',
        'Vallenar, 3 de marzo de 2026.',
        'Código de verificación: 7A1C-QQ90-BB21',
      ],
    ],
  ])('%s: one document', (_case, certification) => {
    const parts = splitIntoParts(pagesOf([BODY, certification]));
    expect(parts.map(({ first, last }) => `${first}-${last}`)).toEqual(['1-2']);
  });

  it('a certification naming other fojas stays a document of its own', () => {
    const parts = splitIntoParts(
      pagesOf([
        BODY,
        [
          'La presente copia es fiel a su original que rola a fojas 410 N° 377',
          'del Registro de Propiedad del año 1998.',
          'Vallenar, 3 de marzo de 2026.            Código: VAL-26-0004418',
        ],
      ]),
    );
    expect(parts.map(({ first, last }) => `${first}-${last}`)).toEqual(['1-1', '2-2']);
  });
});

const gpTable = (rows: string[]) => [
  'CONSERVADOR DE BIENES RAÍCES DE OVALLE',
  'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
  'Fecha: 9 de febrero de 2026                    Código: OVA-4K7P-22B9',
  'Inmueble: calle Vicuña Mackenna 312, comuna de Ovalle',
  'Inscripción de dominio: Fs. 933  N° 871  año 2017',
  'Propietario: ARAYA CORTÉS PAMELA ANDREA, RUT 15.402.781-6',
  '',
  '| REGISTRO            | CLASE       | FOJAS | NÚMERO | AÑO  | OBSERVACIONES                   |',
  '|---------------------|-------------|-------|--------|------|---------------------------------|',
  ...rows,
  '',
  'MARCELA IRIS ROJO TAPIA - Conservadora',
];

describe('batch ZE2 forms: a GP table whose first column names the registry', () => {
  it.each([
    [
      'the registry name wrapped over two rows',
      [
        '| Hipotecas y         | No registra |       |        |      |                                 |',
        '| Gravámenes          |             |       |        |      |                                 |',
        '| Interdicciones y    | PROHIBICIÓN | 204   | 188    | 2024 | de gravar y enajenar a favor de |',
        '| Prohibiciones       |             |       |        |      | BANCO DEL ESTADO DE CHILE       |',
      ],
    ],
    [
      'one registry name a row',
      [
        '| Hipotecas           | Sin anotaciones |   |        |      |                                 |',
        '| Prohibiciones       | PROHIBICIÓN | 204   | 188    | 2024 | de gravar y enajenar a favor de |',
        '|                     |             |       |        |      | BANCO DEL ESTADO DE CHILE       |',
      ],
    ],
  ])('%s: the row after the empty one is read', (_case, rows) => {
    const { value } = extractGpCertificate(certificateDocument(gpTable(rows)));
    expect(value.gravamenes).toEqual([]);
    expect(value.prohibiciones.map(({ fojas, numero, ano }) => [fojas, numero, ano])).toEqual([
      [204, 188, 2024],
    ]);
  });
});
