import { describe, expect, it } from 'vitest';
import { garbledCreditorWord } from './creditorPieces';

describe('garbledCreditorWord', () => {
  it('doubts a creditor holding a piece of a word or letters mixed with digits', () => {
    expect(garbledCreditorWord('BANCO T-CHILE')).toBe(true);
    expect(garbledCreditorWord('BANCO SCOTIABANK-CH')).toBe(true);
    expect(garbledCreditorWord('BANCO DEL ESTAD0 DE CHILE')).toBe(true);
  });
  it('keeps whole names, hyphened or not, of any creditor', () => {
    expect(garbledCreditorWord('BANCO BBVA-CHILE')).toBe(false);
    expect(garbledCreditorWord('BANCO DEL PACÍFICO SUR S.A.')).toBe(false);
    expect(garbledCreditorWord('CAJA DE COMPENSACIÓN LOS HÉROES')).toBe(false);
    expect(garbledCreditorWord('FISCO DE CHILE, S.A.')).toBe(false);
  });
});
