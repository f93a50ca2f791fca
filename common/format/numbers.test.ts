import { describe, expect, it } from 'vitest';

import { formatCLP } from './currency';
import { emptyToNull, parseIntegerField } from './fields';
import { formatMegabytes } from './fileSize';

describe('formatCLP', () => {
  it.each([
    [0, '$0'],
    [999, '$999'],
    [1234, '$1.234'],
    [89_412, '$89.412'],
    [123_456_789, '$123.456.789'],
    [96_412_380_000, '$96.412.380.000'],
    [-1501, '$-1.501'],
    [1500.6, '$1.501'],
    [-0.4, '$0'],
  ])('%d → %s', (amount, expected) => {
    expect(formatCLP(amount)).toBe(expected);
  });
});

describe('formatMegabytes', () => {
  it.each([
    [0, '0,00 MB'],
    [1_572_864, '1,50 MB'],
    [5_000_000, '4,77 MB'],
    [1_288_490_189, '1.228,80 MB'],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(formatMegabytes(bytes)).toBe(expected);
  });
});

describe('parseIntegerField', () => {
  it.each([
    ['61234', 61234],
    [' 2019 ', 2019],
    ['1.140', 1140],
    ['12.345.678', 12_345_678],
    ['-5', -5],
    ['3412vta', 3412],
    ['12.5', 12],
    ['0', 0],
    ['', null],
    ['   ', null],
    ['abc', null],
    ['99999999999999999999', null],
  ])('%j → %s', (text, expected) => {
    expect(parseIntegerField(text)).toBe(expected);
  });
});

describe('emptyToNull', () => {
  it('turns blank text into null and keeps the rest as typed', () => {
    expect(emptyToNull('')).toBeNull();
    expect(emptyToNull('   ')).toBeNull();
    expect(emptyToNull(null)).toBeNull();
    expect(emptyToNull(undefined)).toBeNull();
    expect(emptyToNull('cpv03858d-0')).toBe('cpv03858d-0');
    expect(emptyToNull(' Ñuñoa ')).toBe(' Ñuñoa ');
  });
});
