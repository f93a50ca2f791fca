import { describe, expect, it } from 'vitest';
import { emptyFirmSettingsInput, firmSettingsProblems, logoProblem } from './settings';

describe('firmSettingsProblems', () => {
  it('asks for the firm and the responsible lawyer, and nothing else', () => {
    expect(firmSettingsProblems(emptyFirmSettingsInput())).toEqual({
      firm_name: 'El nombre del estudio es obligatorio.',
      lawyer_name: 'El nombre del abogado responsable es obligatorio.',
    });
    expect(
      firmSettingsProblems({
        ...emptyFirmSettingsInput(),
        firm_name: 'Estudio Soto',
        lawyer_name: '  Ana Soto ',
      }),
    ).toEqual({});
  });

  it('names a text over its limit', () => {
    const input = {
      firm_name: 'Estudio Soto',
      lawyer_name: 'Ana Soto',
      address: 'x'.repeat(301),
      footer_text: 'y'.repeat(1001),
    };
    expect(firmSettingsProblems(input)).toEqual({
      address: 'La dirección no puede superar 300 caracteres.',
      footer_text: 'El texto al pie no puede superar 1000 caracteres.',
    });
  });
});

describe('logoProblem', () => {
  it('takes PNG and JPEG up to 1 MB', () => {
    expect(logoProblem({ type: 'image/png', size: 1024 * 1024 })).toBeNull();
    expect(logoProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
    expect(logoProblem({ type: 'image/gif', size: 10 })).toBe('El logo debe ser una imagen PNG o JPEG.');
    expect(logoProblem({ type: 'image/png', size: 1024 * 1024 + 1 })).toBe('El logo no puede superar 1 MB.');
  });
});
