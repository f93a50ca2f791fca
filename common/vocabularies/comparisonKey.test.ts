import { describe, expect, it } from 'vitest';

import { canonicalLookup, comparisonKey, expandPlaceAbbreviation, foldAccents } from './comparisonKey';

describe('comparisonKey', () => {
  it('ignores accents, ñ, case, spaces and punctuation', () => {
    expect(comparisonKey('Ñuñoa')).toBe('nunoa');
    expect(comparisonKey("O'Higgins")).toBe(comparisonKey('O HIGGINS'));
    expect(comparisonKey('Llay-Llay')).toBe('llayllay');
  });
});

describe('foldAccents', () => {
  it('lower-cases, removes accents and collapses spaces', () => {
    expect(foldAccents('  Conservador de  Bienes Raíces ')).toBe('conservador de bienes raices');
  });
});

describe('canonicalLookup', () => {
  it('resolves canonical names and aliases', () => {
    const lookup = canonicalLookup(['Aysén'], { Aisén: 'Aysén' });
    expect(lookup.get('aysen')).toBe('Aysén');
    expect(lookup.get('aisen')).toBe('Aysén');
  });

  it('refuses two names that would be indistinguishable', () => {
    expect(() => canonicalLookup(['La Calera', 'LACALERA'], {})).toThrow(/Conflicting names/);
  });
});

describe('expandPlaceAbbreviation', () => {
  it('writes out the abbreviated first word of a place name', () => {
    expect(expandPlaceAbbreviation('pto. montt')).toBe('puerto montt');
    expect(expandPlaceAbbreviation('pto varas')).toBe('puerto varas');
    expect(expandPlaceAbbreviation('sta. cruz')).toBe('santa cruz');
    expect(expandPlaceAbbreviation('sn. felipe')).toBe('san felipe');
    expect(expandPlaceAbbreviation('santa cruz')).toBe('santa cruz');
  });
});
