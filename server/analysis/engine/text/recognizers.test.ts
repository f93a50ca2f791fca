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
    [' N° 2.307.118', 2307118],
    [': 2214', 2214],
    [' Nº 45.221', 45221],
    [' 5218-33', null],
    [' 12.345.678-5', null],
    [' 10/09/2025', null],
    ['   N 489', 489],
    [' N de 489', null],
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
    expect(value(rowTotalValue(' (CLP)   171,220   3,104   9,450   0   183,774'))).toBe(183774);
    expect(value(rowTotalValue(': $ 157.500\nTotal 12'))).toBe(157500);
  });

  it.each([
    [': 6602-41', '6602-41'],
    ['   06602 − 00041', '6602-41'],
    [':   05218 00033', '5218-33'],
    ['   120-06602-041', '6602-41'],
    [' ÑUÑOA 120-06602-041', '6602-41'],
    [" SAN   DO 'P04-02844-024, éste", '2844-24'],
    [' CURICÓ 3O1-00715-102', '715-102'],
    [' 3O1-00715-10', null],
    [' PO-715-102', null],
    [' N° 3907-15.-', '3907-15'],
    [' SIl: 1502-33', '1502-33'],
    [' 12-03-2025', null],
    [' de la propiedad', null],
  ])('rol %j', (region, expected) => {
    expect(value(rolValue(region))).toBe(expected);
  });

  it.each([
    [': 7RW2KDLQZX', '7RW2KDLQZX'],
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
    [':   LUCIA ISABEL MONTERO SAAVEDRA', 'LUCIA ISABEL MONTERO SAAVEDRA'],
    [' doña VALENTINA PAZ HERRERA LAGOS, RUN 18.223.441-9', 'VALENTINA PAZ HERRERA LAGOS'],
    [': SEPULVEDA DIAZ HECTOR   RUT: 9.876.543-3', 'SEPULVEDA DIAZ HECTOR'],
    [' "INVERSIONES CERRO COLORADO SPA", no existe', 'INVERSIONES CERRO COLORADO SPA'],
    [': Lucía Isabel Montero Saavedra', 'Lucía Isabel Montero Saavedra'],
    [': HECTOR SEPULVEDA DIAZU.N. 9.876.543-3', 'HECTOR SEPULVEDA DIAZ'],
    [' de este domicilio', null],
    // OCR fragments of a name are not a name.
    [':   S S', null],
    [':   E BUSTOS', null],
    [':   RAÚL E. PINO TAPIA', 'RAÚL E. PINO TAPIA'],
    [' .......... CORTES MUÑOZ MARIA JOSE', 'CORTES MUÑOZ MARIA JOSE'],
  ])('name %j', (region, expected) => {
    expect(value(nameValue(region))).toBe(expected);
  });

  it.each([
    [':   Antonio Varas 1290, Depto. 302', 'Antonio Varas 1290, Depto. 302'],
    [
      ' Pasaje Los Ceibos N° 2041, Villa El Bosque, Rol de Avalúo N° 3907-15',
      'Pasaje Los Ceibos N° 2041, Villa El Bosque',
    ],
    [' PJE EL ROBLE 455, a nombre de TAPIA', 'PJE EL ROBLE 455'],
    [' Calle Blanco 1200, comuna de VALPARAISO', 'Calle Blanco 1200'],
    ['   ANTONIO VARAS 1290 DP 302   COMUNA ÑUÑOA', 'ANTONIO VARAS 1290 DP 302'],
    [' de Obras Municipales', null],
    [' .............. QUILLOTA 845', 'QUILLOTA 845'],
  ])('address %j', (region, expected) => {
    expect(value(addressValue(region))).toBe(expected);
  });

  it('takes the S that OCR reads for a peso sign before the digits', () => {
    expect(value(amountValue(': S 38.410.000'))).toBe(38410000);
    expect(value(amountValue(': S 0'))).toBe(0);
    expect(value(amountValue(': Serie 4'))).toBeNull();
  });

  it('reads a RUT after its label words', () => {
    expect(value(rutValue(' N° 76.540.219-0.-'))).toBe('76.540.219-0');
    expect(value(rutValue(':   17.811.302-K'))).toBe('17.811.302-K');
  });
});
