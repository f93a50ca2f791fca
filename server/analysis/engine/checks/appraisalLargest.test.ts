import { describe, expect, it } from 'vitest';

import { printedAmounts, totalBelowPrinted, totalTooSmall } from './appraisalLargest';

describe('totalBelowPrinted', () => {
  it('doubts a total read from a shifted column, below an amount printed beside it', () => {
    const snippet = 'Destino: COMERCIO $120.450.000 TOTAL AVALÚO: $95.000.100 EXENTO: $25.449.900';
    expect(totalBelowPrinted(95_000_100, snippet)).toBe(true);
  });

  it('accepts a total that is the largest amount printed', () => {
    const snippet = 'Avalúo total ....... 120.450.000 Avalúo exento ....... 25.449.900 Afecto 95.000.100';
    expect(totalBelowPrinted(120_450_000, snippet)).toBe(false);
  });

  it('reads amounts with thousands separators only', () => {
    expect(printedAmounts('Rol 2241-18, $ 4.100.200 al 30.06.2026')).toEqual([4_100_200]);
  });
});

describe('totalTooSmall', () => {
  it('doubts a total of a few pesos, a fragment of the printed amount', () => {
    expect(totalTooSmall(145)).toBe(true);
    expect(totalTooSmall(88)).toBe(true);
  });

  it('accepts totals of an appraisal and leaves an unread zero to other checks', () => {
    expect(totalTooSmall(3_912_506)).toBe(false);
    expect(totalTooSmall(250_000)).toBe(false);
    expect(totalTooSmall(0)).toBe(false);
  });
});
