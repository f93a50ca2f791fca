import { describe, expect, it } from 'vitest';
import { findNear, findOnPage, normalizeForMatch, type ItemRange } from './textMatch';

/** The text of the ranges found, item by item. */
function shown(items: readonly string[], ranges: ItemRange[] | null): string[] | null {
  return ranges?.map((range) => (items[range.item] ?? '').slice(range.start, range.end)) ?? null;
}

describe('normalizeForMatch', () => {
  it('ignores spaces, periods, dashes, accents and case', () => {
    expect(normalizeForMatch('12.345.678‐9  PÉREZ Ñuñoa')).toBe('123456789pereznunoa');
  });
});

describe('findOnPage', () => {
  it('finds a value split over items, whatever its spacing, accents and case', () => {
    const items = ['INSCRIPCIÓN A FOJAS 1.234', 'Propietario: JOSÉ  PÉREZ', 'SOTO, RUT 12.345.678-9'];
    expect(shown(items, findOnPage(items, ['Jose Perez Soto'], ''))).toEqual(['JOSÉ  PÉREZ', 'SOTO']);
    expect(shown(items, findOnPage(items, ['12345678-9'], ''))).toEqual(['12.345.678-9']);
    expect(shown(items, findOnPage(items, ['1234'], ''))).toEqual(['1.234']);
  });

  it('finds a word hyphenated at a line end', () => {
    const items = ['domiciliado en la propie-', 'dad ubicada en calle'];
    expect(shown(items, findOnPage(items, ['propiedad ubicada'], ''))).toEqual(['propie', 'dad ubicada']);
  });

  it('takes the occurrence of a common value nearest its snippet', () => {
    const items = ['Fojas 12 número 45 año 2001', 'Rol 12-3', 'inscrita a fojas 12 número 88 del año 2015'];
    const ranges = findOnPage(items, ['12'], 'inscrita a fojas 12 número 88');
    expect(ranges).toEqual([{ item: 2, start: 17, end: 19 }]);
  });

  it('does not guess where a short value appears more than once without a snippet', () => {
    const items = ['Fojas 12 número 45', 'Rol 12-3'];
    expect(findOnPage(items, ['12'], 'texto que no está en la página')).toBeNull();
    expect(shown(items, findOnPage(items, ['45'], ''))).toEqual(['45']);
  });

  it('falls back to the longest run of the snippet when the value is printed otherwise', () => {
    const items = ['a fojas mil doscientos treinta y', 'cuatro número quinientos del año dos mil'];
    const ranges = findOnPage(
      items,
      ['1234'],
      'del Registro... a fojas mil doscientos treinta y cuatro número',
    );
    expect(shown(items, ranges)).toEqual(['a fojas mil doscientos treinta y', 'cuatro número']);
  });

  it('tries each way the value may be printed, in order', () => {
    const items = ['Santiago, 5 de marzo de 2026'];
    expect(shown(items, findOnPage(items, ['05-03-2026', '5 de marzo de 2026'], ''))).toEqual([
      '5 de marzo de 2026',
    ]);
  });

  it('finds nothing when neither the value nor its snippet is on the page', () => {
    expect(findOnPage(['otra página'], ['Pérez'], 'Propietario Pérez')).toBeNull();
    expect(findOnPage([], ['Pérez'], '')).toBeNull();
  });
});

describe('findNear', () => {
  it('finds the value as read at the occurrence its context places, never the context alone', () => {
    const items = ['fojas 12 número 45', 'inscrita a fojas 12 número', '88 del año 2015'];
    expect(findNear(items, '12', 'inscrita a fojas 12 número 88')).toEqual([{ item: 1, start: 17, end: 19 }]);
    expect(findNear(items, '99', 'inscrita a fojas 99 número 88')).toBeNull();
  });
});
