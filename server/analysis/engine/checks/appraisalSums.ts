import type { Report } from '../../../../common/report/schema';

/*
 * An SII appraisal prints its total and the two parts it is made of (issue #17): a taxed and an
 * exempt part that do not add up to the total mean one of the three was misread (a number OCR
 * cut short, a column read for another), and the report cannot tell which.
 */

const AMOUNTS = ['avaluo_afecto', 'avaluo_exento', 'avaluo_total'] as const;

/** Paths of the appraisal amounts whose parts do not add up to their total. */
export function appraisalSumDoubts(report: Report): string[] {
  return (report.certificados_avaluo ?? []).flatMap((certificate, index) => {
    const { avaluo_afecto: taxed, avaluo_exento: exempt, avaluo_total: total } = certificate;
    if (taxed === null || exempt === null || total === null || taxed + exempt === total) return [];
    return AMOUNTS.map((key) => `certificados_avaluo[${index}].${key}`);
  });
}
