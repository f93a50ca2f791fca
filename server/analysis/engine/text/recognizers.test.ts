import { describe, expect, it } from 'vitest';

import {
  addressValue,
  amountValue,
  codeValue,
  comunaValue,
  dateValue,
  integerValue,
  nameValue,
  rolValue,
  rowTotalValue,
  rutValue,
} from './recognizers';

const value = <T>(found: { value: T } | null) => found?.value ?? null;

describe('recognizers', () => {
  it.each([
    [': 10/09/2025', '2025-09-10'],
    ['   08 de Septiembre de 2025', '2025-09-08'],
    [' el 5 de mayo del 2025', '2025-05-05'],
    [': 8 Julio 2025, 09:47.', '2025-07-08'],
    [' de fecha 02-04-2025', '2025-04-02'],
    [' nacimiento 14 Febrero 1987', null],
    [' el 10 dejunio de 2025', '2025-06-10'],
  ])('date %j', (region, expected) => {
    expect(value(dateValue(region))).toBe(expected);
  });

  it.each([
    [' N° 1.845.223', 1845223],
    [': 2214', 2214],
    [' Nº 45.221', 45221],
    [' 3412-17', null],
    [' 12.345.678-5', null],
    [' 10/09/2025', null],
  ])('integer %j', (region, expected) => {
    expect(value(integerValue(region))).toBe(expected);
  });

  it.each([
    [': $ 145.320', 145320],
    ['   CLP 1,874,215', 1874215],
    [' (CLP)   89,412', 89412],
    [': $0', 0],
    [' $ 6.600.-', 6600],
  ])('amount %j', (region, expected) => {
    expect(value(amountValue(region))).toBe(expected);
  });

  it('reads the total at the end of a row of amounts', () => {
    expect(value(rowTotalValue(' (CLP)   193,080   2,886   8,688   0   204,654'))).toBe(204654);
    expect(value(rowTotalValue(': $ 157.500\nTotal 12'))).toBe(157500);
  });

  it.each([
    [': 4521-87', '4521-87'],
    ['   04521 − 00087', '4521-87'],
    [':   03412 00017', '3412-17'],
    ['   120-04521-087', '4521-87'],
    [' ÑUÑOA 120-04521-087', '4521-87'],
    [' N° 2844-24.-', '2844-24'],
    [' SIl: 1502-33', '1502-33'],
    [' 12-03-2025', null],
    [' de la propiedad', null],
  ])('rol %j', (region, expected) => {
    expect(value(rolValue(region))).toBe(expected);
  });

  it.each([
    [': 0K6FMSPRXD', '0K6FMSPRXD'],
    [' K7PD-4RX2M-19', 'K7PD-4RX2M-19'],
    [': cpv54d0dd-0', 'cpv54d0dd-0'],
    [' www.tgr.cl', null],
    [': PENDIENTE', 'PENDIENTE'],
    [' en', null],
  ])('code %j', (region, expected) => {
    expect(value(codeValue(region))).toBe(expected);
  });

  it.each([
    [':   NUNOA', 'Ñuñoa'],
    [' de VALPARAISO, Rol', 'Valparaíso'],
    [' ESTACION CENTRAL', 'Estación Central'],
    [' de la propiedad', null],
  ])('comuna %j', (region, expected) => {
    expect(value(comunaValue(region))).toBe(expected);
  });

  it.each([
    [':   CAROLINA ANDREA BRAVO LAGOS', 'CAROLINA ANDREA BRAVO LAGOS'],
    [' doña VALENTINA PAZ HERRERA LAGOS, RUN 18.223.441-9', 'VALENTINA PAZ HERRERA LAGOS'],
    [': SEPULVEDA DIAZ HECTOR   RUT: 9.876.543-3', 'SEPULVEDA DIAZ HECTOR'],
    [' "INVERSIONES ALTO MANQUEHUE SPA", no existe', 'INVERSIONES ALTO MANQUEHUE SPA'],
    [': Carolina Andrea Bravo Lagos', 'Carolina Andrea Bravo Lagos'],
    [': HECTOR SEPULVEDA DIAZU.N. 9.876.543-3', 'HECTOR SEPULVEDA DIAZ'],
    [' de este domicilio', null],
  ])('name %j', (region, expected) => {
    expect(value(nameValue(region))).toBe(expected);
  });

  it.each([
    [':   Suecia 2871, Depto. 504', 'Suecia 2871, Depto. 504'],
    [
      ' Pasaje Las Acacias N° 1377, Villa Los Aromos, Rol de Avalúo N° 2844-24',
      'Pasaje Las Acacias N° 1377, Villa Los Aromos',
    ],
    [' PJE EL ROBLE 455, a nombre de TAPIA', 'PJE EL ROBLE 455'],
    [' Calle Blanco 1200, comuna de VALPARAISO', 'Calle Blanco 1200'],
    ['   SUECIA 2871 DP 504   COMUNA ÑUÑOA', 'SUECIA 2871 DP 504'],
    [' de Obras Municipales', null],
  ])('address %j', (region, expected) => {
    expect(value(addressValue(region))).toBe(expected);
  });

  it('reads a RUT after its label words', () => {
    expect(value(rutValue(' N° 77.412.908-1.-'))).toBe('77.412.908-1');
    expect(value(rutValue(':   16.482.937-5'))).toBe('16.482.937-5');
  });
});
