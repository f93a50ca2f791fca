import { describe, expect, it } from 'vitest';

import { kindWithArticle } from './kindArticle';

describe('kindWithArticle', () => {
  it('doubts a lien kind read from a sentence with its article', () => {
    expect(kindWithArticle('UN EMBARGO')).toBe(true);
    expect(kindWithArticle('Una Hipoteca')).toBe(true);
    expect(kindWithArticle('LA PROHIBICIÓN')).toBe(true);
  });

  it('accepts kinds printed as headings', () => {
    expect(kindWithArticle('EMBARGO')).toBe(false);
    expect(kindWithArticle('HIPOTECA DE PRIMER GRADO')).toBe(false);
    expect(kindWithArticle('LITIGIO')).toBe(false);
    expect(kindWithArticle('UNIDAD')).toBe(false);
  });
});
