import { describe, expect, it } from 'vitest';
import { companyWordSplit } from './splitCompanyWord';

describe('companyWordSplit', () => {
  it('doubts a company word a speck split in two', () => {
    expect(companyWordSplit('INMOBILIA RIA LOS ROBLES SpA')).toBe(true);
    expect(companyWordSplit('SOCIEDAD AGRÍ COLA SANTA ELENA LIMITADA')).toBe(true);
    expect(companyWordSplit('FORES TAL ÑUBLE S.A.')).toBe(true);
  });
  it('keeps whole company words and people', () => {
    expect(companyWordSplit('AGRÍCOLA Y GANADERA DON TITO LIMITADA')).toBe(false);
    expect(companyWordSplit('MARÍA JOSÉ COLA FUENTES')).toBe(false);
  });
});
