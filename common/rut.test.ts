import { describe, expect, it } from 'vitest';

import { computeRutCheckDigit, formatRut, isValidRut, normalizeRut, parseRut } from './rut';

describe('computeRutCheckDigit', () => {
  it.each([
    ['16482937', '5'],
    ['9873214', '4'],
    ['13566204', '6'],
    ['10000013', 'K'],
    ['20000008', '0'],
  ])('%s → %s', (body, digit) => {
    expect(computeRutCheckDigit(body)).toBe(digit);
  });

  it('accepts the body as a number', () => {
    expect(computeRutCheckDigit(16_482_937)).toBe('5');
  });
});

describe('parseRut', () => {
  it.each(['16.482.937-5', '16482937-5', '164829375', ' 16.482.937 - 5 '])('reads %j', (text) => {
    expect(parseRut(text)).toEqual({ body: '16482937', checkDigit: '5' });
  });

  it('upper-cases k and drops leading zeros', () => {
    expect(parseRut('10.000.013-k')).toEqual({ body: '10000013', checkDigit: 'K' });
    expect(parseRut('09.873.214-4')).toEqual({ body: '9873214', checkDigit: '4' });
  });

  it.each(['', 'abc', '16.482.937-', '16,482,937-5', '1.6482.937-5', '123.456.789-0', '0-0', '16482937-X'])(
    'rejects %j',
    (text) => {
      expect(parseRut(text)).toBeNull();
    },
  );
});

describe('isValidRut', () => {
  it.each([
    '16.482.937-5',
    '16482937-5',
    '164829375',
    '9.873.214-4',
    '10.000.013-K',
    '10000013-k',
    '1000001 3k',
  ])('accepts %j', (text) => {
    expect(isValidRut(text)).toBe(true);
  });

  it.each(['16.482.937-4', '10.000.013-0', '9.873.214-K', 'no es rut'])('rejects %j', (text) => {
    expect(isValidRut(text)).toBe(false);
  });
});

describe('normalizeRut and formatRut', () => {
  it('compacts and formats any accepted form', () => {
    expect(normalizeRut('16.482.937-5')).toBe('16482937-5');
    expect(normalizeRut('10000013k')).toBe('10000013-K');
    expect(formatRut('164829375')).toBe('16.482.937-5');
    expect(formatRut('9873214-4')).toBe('9.873.214-4');
    expect(formatRut('10000013-k')).toBe('10.000.013-K');
    expect(formatRut('123456-0')).toBe('123.456-0');
  });

  it('returns null for text that is not a RUT', () => {
    expect(normalizeRut('abc')).toBeNull();
    expect(formatRut('')).toBeNull();
  });
});
