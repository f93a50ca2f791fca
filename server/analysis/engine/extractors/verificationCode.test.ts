import { describe, expect, it } from 'vitest';

import { labelledCodes, verificationCode } from './shared';

/* Codes as the text layer gives them, a word of the next line glued on (issue #18 item 7). */
describe('verificationCode', () => {
  it.each([
    ['Código de verificación: cpv4b7e21a-0Santiago, 3 de octubre de 2025', 'cpv4b7e21a-0'],
    ['Código de verificación: cpv4b7e21a-0.', 'cpv4b7e21a-0'],
    ['Verifique con el código K7PD-4RX2M-19Documento emitido', 'K7PD-4RX2M-19'],
    ['Código de Verificación 05K83TQWLMdisponible por 60 días', '05K83TQWLM'],
    ['código de verificación 3287710-5c41e9b07fa', '3287710-5c41e9b07fa'],
    ['Código de verificación: 9a7b3c2d1e0fabcdef', '9a7b3c2d1e0fabcdef'],
    ['Código Verificación: KXJWRMTV', 'KXJWRMTV'],
    ['Código de verificación: KXJWRMTV', 'KXJWRMTV'],
    ['Folio de verificación: TMC-2025-0091', 'TMC-2025-0091'],
    ['Certificado Nro 301443.- Verifique validez en www.fojas.cl .-', '301443'],
    ['Código de verificación: 9A7C21F0Página 1 de 2', '9A7C21F0'],
    ['Código de verificación: 4D2E7B10Éste documento', '4D2E7B10'],
    ['Cód. verificación 55B1-0D2A-77CE', '55B1-0D2A-77CE'],
    ['Cód. de verificación: PA-2025-00318', 'PA-2025-00318'],
    ['Cód. verificación PM 4471-2298-0036', 'PM 4471-2298-0036'],
    ['Código de verificación: LS 55120-A3', 'LS 55120-A3'],
    ['Código de verificación: 8812-CC01 Valide en línea', '8812-CC01'],
    ['Código de verificación es 8812-CC01', '8812-CC01'],
    ['Verifique en www.cbrlosandes.cl con el código LA-2025-00912', 'LA-2025-00912'],
    // "verificación" as OCR garbles it on a worn copy.
    ['Codigo de venticación 770481956228   Pág. 1/1', '770481956228'],
    ['con el código de venficación: 770481956228', '770481956228'],
  ])('reads %j as %j', (raw, code) => {
    expect(verificationCode(raw)?.value ?? null).toBe(code);
  });

  it('takes no certificate number for a code without the site that verifies it', () => {
    expect(verificationCode('Certificado Nro 301443.- Santiago, 2 de julio de 2025')).toBeNull();
  });

  it('is sure of a code its issuer’s pattern ends, doubtful of one cut by guess', () => {
    expect(verificationCode('Código de verificación: cpv4b7e21a-0Santiago')?.cut).toBe(false);
    expect(verificationCode('Código de Verificación 05K83TQWLMdisponible')?.cut).toBe(true);
    expect(verificationCode('Código de verificación: KXJWRMTV')?.cut).toBe(false);
  });
});

describe('labelledCodes', () => {
  it('reads every labelled printing of a code, where each stands', () => {
    const raw = 'código de verificación: QCPRTUYIPF\nDon X es dueño.\nCódigo de verificación: QCPRTUYJPF';
    expect(labelledCodes(raw)).toEqual([
      { value: 'QCPRTUYIPF', cut: false, index: raw.indexOf('QCPRTUYIPF') },
      { value: 'QCPRTUYJPF', cut: false, index: raw.indexOf('QCPRTUYJPF') },
    ]);
    expect(labelledCodes('Código de vacaciones: 12345678')).toEqual([]);
  });
});
