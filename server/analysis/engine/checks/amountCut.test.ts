import { describe, expect, it } from 'vitest';
import { amountCutAtSeparator, isAmountKey } from './amountCut';

describe('amountCutAtSeparator', () => {
  it('finds an amount printed as the head of a longer number', () => {
    expect(amountCutAtSeparator(87, 'Contribuciones vencidas $87.4 Intereses $ 0')).toBe(true);
    expect(amountCutAtSeparator(312, 'TOTAL A PAGAR: 312.)  Fecha de vencimiento')).toBe(true);
    expect(amountCutAtSeparator(46, 'Avalúo afecto $ 46,21O.300')).toBe(true);
  });

  it('leaves an amount printed whole, at a sentence end or with the ".-" of a deed', () => {
    expect(amountCutAtSeparator(87412900, 'Contribuciones vencidas $87.412.900 Intereses')).toBe(false);
    expect(amountCutAtSeparator(35000000, 'por el precio de $ 35.000.000.- pagado al contado')).toBe(false);
    expect(amountCutAtSeparator(1200, 'una deuda de $1.200. Se emite el presente')).toBe(false);
    expect(amountCutAtSeparator(0, 'Avalúo afecto $0.0')).toBe(false);
  });

  it('does not take the tail of another number for the amount', () => {
    expect(amountCutAtSeparator(87, 'Rol 1.087.4 y monto $ 87')).toBe(false);
  });
});

describe('isAmountKey', () => {
  it('names the appraisals and debts, not references', () => {
    expect(isAmountKey('avaluo_exento')).toBe(true);
    expect(isAmountKey('total_deuda_vencida_liquidada')).toBe(true);
    expect(isAmountKey('fojas')).toBe(false);
  });
});
