import { describe, expect, it } from 'vitest';

import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { certificateDocument } from '../support/engineDocuments';

/*
 * Forms the worn twin of held-out batch ZZA exposed, in other wordings: a copy's opening sentence
 * whose date OCR garbled and whose ".-" it lost, so the header's names above it (the office, the
 * copy's title, the parties of its summary box) were read as owners and the seller was lost.
 */

const copy = (opening: string) =>
  certificateDocument([
    'CONSERVADOR DE BIENES RAÍCES DE MULCHÉN',
    'Calle Villagrán 510 · Mulchén',
    'COPIA DE INSCRIPCIÓN CON VIGENCIA',
    'Registro : PROPIEDAD   Año : 2019   Fojas : 411   Número : 372',
    'Partes   : ORTEGA LILLO RAMÓN ELÍAS a VALDEBENITO ROA CARMEN GLORIA',
    opening,
    '11.482.097-7, soltera, profesora, domiciliada en pasaje Los Robles número 18, comuna de Mulchén, es',
    'dueña del sitio ubicado en pasaje Los Robles número dieciocho, comuna de Mulchén, que deslinda: NORTE,',
    'en doce metros con pasaje Los Robles; SUR, en doce metros con sitio diez.- La adquirió por compra a don',
    'RAMÓN ELÍAS ORTEGA LILLO, cédula de identidad número 6.204.118-5, casado, domiciliado en Mulchén, según',
    'escritura pública de fecha tres de marzo de dos mil diecinueve, por el precio de $14.000.000.',
    'Mulchén, 9 de junio de 2026.',
  ]);

describe('a worn copy whose opening date lost its words and its ".-"', () => {
  it.each([
    'Mulchén, tres de ahril dos mil Doña CARMEN GLORIA VALDEBENITO ROA, cédula de identidad número',
    'Mulchén, a treinta de mrzo de dos mil diecinuve DOÑA CARMEN GLORIA VALDEBENITO ROA, cédula de identidad número',
    'Mulchén, tres de abril de dos mil diecinueve.- Doña CARMEN GLORIA VALDEBENITO ROA, cédula de identidad número',
  ])('reads the owner after "Don"/"Doña" and the seller, not the header (%s)', (opening) => {
    const { entry } = extractInscription(copy(opening)).value;
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['CARMEN GLORIA VALDEBENITO ROA']);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['RAMÓN ELÍAS ORTEGA LILLO']);
  });
});
