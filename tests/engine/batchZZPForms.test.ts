import { describe, expect, it } from 'vitest';

import { verificationCode } from '../../server/analysis/engine/extractors/shared';

/*
 * Forms held-out batch ZZP exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('a verification code the office prints with a space or a part number', () => {
  it.each([
    ['Código de verificación: CBRQ-DV 26-004417', 'CBRQ-DV 26-004417'],
    ['Cod. verificacion: CBRQ-CP 25-0071', 'CBRQ-CP 25-0071'],
    ['Verifique en www.cbrquinta.cl con el código CBRQ-GP 26-110233', 'CBRQ-GP 26-110233'],
    ['Cód. verif.: PAR-330912/2', 'PAR-330912/2'],
    ['Código de verificación: ANG-44120/3 Conservador de Angol', 'ANG-44120/3'],
    ['Cód. verif.: CUR-DV-0934/26', 'CUR-DV-0934/26'],
  ])('reads "%s" whole', (line, code) => {
    expect(verificationCode(`Certificado emitido.\n${line}\n`)?.value).toBe(code);
  });
});
