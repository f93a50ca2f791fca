import { describe, expect, it } from 'vitest';
import { newFiscalAppraisal } from '../../../../common/documents/types/avaluoFiscal';
import { emptyReport } from '../../../../common/report/defaults';
import type { Provenance } from '../../../../common/record/provenance';
import { appraisalSumDoubts, appraisalUncheckedOnScan } from './appraisalSums';

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

describe('appraisalUncheckedOnScan', () => {
  const read = (file: string, inferred?: true): Provenance => ({
    file,
    page: 1,
    snippet: 'AVALUO EXENTO DE IMPUESTO: 495.862',
    confidence: 0.9,
    ...(inferred ? { confidence: 0.4, unsure: ['inferred'] } : {}),
  });
  const amounts = (file: string) => ({
    'certificados_avaluo[0].avaluo_afecto': read(file, true),
    'certificados_avaluo[0].avaluo_exento': read(file),
    'certificados_avaluo[0].avaluo_total': read(file),
  });
  const report = withAppraisal(68_421_678, 495_862, 68_917_540);

  it('doubts the two read amounts when the third was derived from them on a scanned copy', () => {
    expect(appraisalUncheckedOnScan(report, amounts('sii.pdf'), new Set(['sii.pdf']))).toEqual([
      'certificados_avaluo[0].avaluo_exento',
      'certificados_avaluo[0].avaluo_total',
    ]);
  });

  it('leaves a text layer’s amounts, and three amounts all read', () => {
    expect(appraisalUncheckedOnScan(report, amounts('sii.pdf'), new Set())).toEqual([]);
    const allRead = { ...amounts('sii.pdf'), 'certificados_avaluo[0].avaluo_afecto': read('sii.pdf') };
    expect(appraisalUncheckedOnScan(report, allRead, new Set(['sii.pdf']))).toEqual([]);
  });

  it('doubts a part read alone on a scan, its total lost, but not a total read alone', () => {
    const taxedOnly = { 'certificados_avaluo[0].avaluo_afecto': read('sii.pdf') };
    expect(
      appraisalUncheckedOnScan(withAppraisal(12_448_330, null, null), taxedOnly, new Set(['sii.pdf'])),
    ).toEqual(['certificados_avaluo[0].avaluo_afecto']);
    expect(appraisalUncheckedOnScan(withAppraisal(12_448_330, null, null), taxedOnly, new Set())).toEqual([]);
    const totalOnly = { 'certificados_avaluo[0].avaluo_total': read('sii.pdf') };
    expect(
      appraisalUncheckedOnScan(withAppraisal(null, null, 52_073_540), totalOnly, new Set(['sii.pdf'])),
    ).toEqual([]);
  });
});
