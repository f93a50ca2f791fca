import { describe, expect, it } from 'vitest';
import { newFiscalAppraisal } from '../../../../common/documents/types/avaluoFiscal';
import { emptyReport } from '../../../../common/report/defaults';
import { appraisalSumDoubts } from './appraisalSums';

const today = new Date('2025-10-20T12:00:00Z');
const withAppraisal = (taxed: number | null, exempt: number | null, total: number | null) => ({
  ...emptyReport(today),
  certificados_avaluo: [
    { ...newFiscalAppraisal(), avaluo_afecto: taxed, avaluo_exento: exempt, avaluo_total: total },
  ],
});

describe('appraisalSumDoubts', () => {
  it('doubts the three amounts when the parts do not add up and none reads as the misread one', () => {
    expect(appraisalSumDoubts(withAppraisal(8_240_312, 41_050_300, 49_254_612))).toEqual([
      'certificados_avaluo[0].avaluo_afecto',
      'certificados_avaluo[0].avaluo_exento',
      'certificados_avaluo[0].avaluo_total',
    ]);
  });

  it('doubts only the amount that reads as the head of the one the others call for, or a few pesos', () => {
    expect(appraisalSumDoubts(withAppraisal(8_204, 41_050_300, 49_254_612))).toEqual([
      'certificados_avaluo[0].avaluo_afecto',
    ]);
    expect(appraisalSumDoubts(withAppraisal(96_310_150, 0, 9))).toEqual([
      'certificados_avaluo[0].avaluo_total',
    ]);
    expect(appraisalSumDoubts(withAppraisal(7, 0, 96_310_150))).toEqual([
      'certificados_avaluo[0].avaluo_afecto',
    ]);
  });

  it('leaves amounts that add up, or that are not all stated', () => {
    expect(appraisalSumDoubts(withAppraisal(8_204_312, 41_050_300, 49_254_612))).toEqual([]);
    expect(appraisalSumDoubts(withAppraisal(0, 30_000_000, 30_000_000))).toEqual([]);
    expect(appraisalSumDoubts(withAppraisal(8_204, null, 49_254_612))).toEqual([]);
  });
});
