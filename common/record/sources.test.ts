import { describe, expect, it } from 'vitest';
import { displayFileName, sourcePdfFor, sourcePdfs, storedFileNames } from './sources';

describe('source PDFs', () => {
  it('drops the random suffix PocketBase adds to stored files', () => {
    expect(displayFileName('01_dominio_vigente_k3m9x2p7q1.pdf')).toBe('01_dominio_vigente.pdf');
    expect(displayFileName('gp.pdf')).toBe('gp.pdf');
  });

  it('reads the stored field as a list, a single name or nothing', () => {
    expect(storedFileNames(['a_abcdefghij.pdf', 'b_0123456789.pdf'])).toEqual([
      'a_abcdefghij.pdf',
      'b_0123456789.pdf',
    ]);
    expect(storedFileNames('c_abcdefghij.pdf')).toEqual(['c_abcdefghij.pdf']);
    expect(storedFileNames('')).toEqual([]);
    expect(storedFileNames(undefined)).toEqual([]);
  });

  it('names each stored file as uploaded when the analysis kept the uploads, in order', () => {
    const stored = ['dominio_u_oa_abcdefghij.pdf', 'gp_0123456789.pdf'];
    const files = [
      { name: 'Dominio Ñuñoa.pdf', sha256: 'a', bytes: 10 },
      { name: 'GP.pdf', sha256: 'b', bytes: 20 },
    ];
    const sources = sourcePdfs(stored, files);
    expect(sources).toEqual([
      { storedName: 'dominio_u_oa_abcdefghij.pdf', name: 'Dominio Ñuñoa.pdf' },
      { storedName: 'gp_0123456789.pdf', name: 'GP.pdf' },
    ]);
    expect(sourcePdfFor(sources, 'Dominio Ñuñoa.pdf')?.storedName).toBe('dominio_u_oa_abcdefghij.pdf');
  });

  it('falls back to the stored names when the uploads were not kept or do not line up', () => {
    expect(sourcePdfs(['gp_0123456789.pdf'], [])).toEqual([
      { storedName: 'gp_0123456789.pdf', name: 'gp.pdf' },
    ]);
  });
});
