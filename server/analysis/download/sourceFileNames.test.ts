import { describe, expect, it } from 'vitest';
import { displayFileName, sourceFileNames } from './sourceFileNames';

describe('sourceFileNames', () => {
  it('drops the random suffix PocketBase adds to stored files', () => {
    expect(displayFileName('01_dominio_vigente_k3m9x2p7q1.pdf')).toBe('01_dominio_vigente.pdf');
    expect(displayFileName('gp.pdf')).toBe('gp.pdf');
  });

  it('reads a list, a single name or nothing', () => {
    expect(sourceFileNames(['a_abcdefghij.pdf', 'b_0123456789.pdf'])).toEqual(['a.pdf', 'b.pdf']);
    expect(sourceFileNames('c_abcdefghij.pdf')).toEqual(['c.pdf']);
    expect(sourceFileNames('')).toEqual([]);
    expect(sourceFileNames(undefined)).toEqual([]);
  });
});
