import { describe, expect, it } from 'vitest';

import { ESTADO_CIVIL_OPTIONS, ESTADO_CIVIL_VALUES } from './estadoCivil';
import { AFFECTATION_TYPE_VALUES, TIPO_VIVIENDA_VALUES, VIAL_TYPE_VALUES } from './expropriation';
import { MARITAL_REGIME_OPTIONS, MARITAL_REGIME_VALUES } from './maritalRegime';

describe('option lists', () => {
  it('labels every estado civil of SPEC §3, in its order', () => {
    expect(ESTADO_CIVIL_OPTIONS.map((option) => option.value)).toEqual([...ESTADO_CIVIL_VALUES]);
    expect(ESTADO_CIVIL_VALUES).toEqual([
      'soltero',
      'casado_con_separacion_de_bienes',
      'casado',
      'divorciado',
      'viudo',
    ]);
  });

  it('labels both marriage regimes', () => {
    expect(MARITAL_REGIME_OPTIONS.map((option) => option.value)).toEqual([...MARITAL_REGIME_VALUES]);
  });

  it('has the exact expropriation vocabularies', () => {
    expect(TIPO_VIVIENDA_VALUES).toEqual(['Urbano', 'Rural']);
    expect(VIAL_TYPE_VALUES).toEqual(['Ensanche', 'Apertura']);
    expect(AFFECTATION_TYPE_VALUES).toEqual([
      'Afectación involucra edificios',
      'Afectación involucra sólo terreno',
    ]);
  });
});
