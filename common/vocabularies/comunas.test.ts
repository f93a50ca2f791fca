import { describe, expect, it } from 'vitest';

import { comparisonKey } from './comparisonKey';
import { COMUNAS, COMUNAS_BY_REGION, canonicalComuna, comunaAmongWords } from './comunas';

describe('COMUNAS', () => {
  it('lists the 346 comunas of Chile once each', () => {
    expect(COMUNAS).toHaveLength(346);
    expect(new Set(COMUNAS.map(comparisonKey)).size).toBe(346);
  });

  it('groups them in the 16 regions with their official counts', () => {
    expect(Object.values(COMUNAS_BY_REGION).map((comunas) => comunas.length)).toEqual([
      4, 7, 9, 9, 15, 38, 52, 33, 30, 21, 33, 32, 12, 30, 10, 11,
    ]);
  });

  it('includes every comuna the dev corpus names', () => {
    for (const comuna of ['Ñuñoa', 'La Cisterna', 'Puente Alto', 'Las Condes', 'San Bernardo']) {
      expect(COMUNAS).toContain(comuna);
    }
  });
});

describe('canonicalComuna', () => {
  it.each([
    ['NUNOA', 'Ñuñoa'],
    ['ñuñoa', 'Ñuñoa'],
    ['Nunoa', 'Ñuñoa'],
    ['  ÑUÑOA ', 'Ñuñoa'],
    ['ESTACION CENTRAL', 'Estación Central'],
    ['CONCON', 'Concón'],
    ['CHILLAN', 'Chillán'],
    ['LACISTERNA', 'La Cisterna'],
    ['TIL TIL', 'Tiltil'],
    ['O HIGGINS', "O'Higgins"],
    ['Comuna de Ñuñoa', 'Ñuñoa'],
    ['Ilustre Municipalidad de Las Condes', 'Las Condes'],
    ['I. Municipalidad de Puente Alto', 'Puente Alto'],
    ['Santiago Oeste', 'Santiago'],
    ['LLAY-LLAY', 'Llaillay'],
    ['Calera', 'La Calera'],
    ['calera de tango', 'Calera de Tango'],
  ])('maps %j to %s', (printed, canonical) => {
    expect(canonicalComuna(printed)).toBe(canonical);
  });

  it.each(['', 'Narnia', 'Región Metropolitana', 'Comuna de'])('returns null for %j', (text) => {
    expect(canonicalComuna(text)).toBeNull();
  });
});

describe('comunaAmongWords', () => {
  it('tries the longest name first, at either end', () => {
    expect(comunaAmongWords(['San', 'Pedro', 'de', 'la', 'Paz', 'Región'], 'first')).toBe(
      'San Pedro de la Paz',
    );
    expect(comunaAmongWords(['firmado', 'en', 'San', 'Vicente', 'de', 'Tagua', 'Tagua'], 'last')).toBe(
      'San Vicente',
    );
    expect(comunaAmongWords(['Notaría', 'de', 'Pedro', 'Aguirre', 'Cerda'], 'last')).toBe(
      'Pedro Aguirre Cerda',
    );
  });

  it('is null when the words open or close with no comuna', () => {
    expect(comunaAmongWords(['Avenida', 'Central', 'Ñuñoa'], 'first')).toBeNull();
    expect(comunaAmongWords([], 'last')).toBeNull();
  });
});
