import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../../server/analysis/engine/classify';
import { certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZN exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('a bien familiar certificate whose number stands between "certificado" and its subject', () => {
  it.each([
    ['CERTIFICADO N° 51/2026 - BIEN FAMILIAR', 'no se encuentra afectado como bien familiar'],
    ['CERTIFICADO Nº 1203 – BIEN FAMILIAR', 'no se halla afectada como bien familiar'],
    ['CERTIFICADO NRO. 77-2026 : DECLARACIÓN DE BIEN FAMILIAR', 'no consta declaración de bien familiar'],
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
