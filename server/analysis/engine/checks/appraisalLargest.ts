import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';

/*
 * An SII appraisal's total is the largest amount it prints: its parts (taxed, exempt, land,
 * building) are smaller. A total read below another amount printed among its own words was read
 * from a shifted column (the exempt part's value, or the taxed part's), and so were its parts,
 * even when they add up to it; all three are doubted.
 */

const AMOUNTS = ['avaluo_afecto', 'avaluo_exento', 'avaluo_total'] as const;

/** Peso amounts printed with thousands separators ("$78.412.530", "78.412.530"). */
const PRINTED_AMOUNT = /(?<![\d.])\$?\s*(\d{1,3}(?:\.\d{3})+)(?![\d.])/g;

/** The amounts printed in a snippet, in pesos. */
export function printedAmounts(snippet: string): number[] {
  return [...snippet.matchAll(PRINTED_AMOUNT)].map((match) => Number((match[1] ?? '').replace(/\./g, '')));
}

/** True when a snippet prints an amount larger than the total read from it. */
export function totalBelowPrinted(total: number, snippet: string): boolean {
  return printedAmounts(snippet).some((amount) => amount > total);
}

/** Below this a peso amount is no property's appraisal: the SII's smallest run to millions. */
const SMALLEST_APPRAISAL = 1_000;

/**
 * True when an appraisal's total is too small to be one: a fragment of the printed amount ("145"
 * of a worn "$63.880.211") read as the whole of it.
 */
export function totalTooSmall(total: number): boolean {
  return total > 0 && total < SMALLEST_APPRAISAL;
}

/** Paths of the appraisal amounts whose total is not the largest amount printed beside it. */
export function appraisalBelowPrinted(report: Report, provenance: ProvenanceMap): string[] {
  return (report.certificados_avaluo ?? []).flatMap((certificate, index) => {
    const total = certificate.avaluo_total;
    const source = provenance[`certificados_avaluo[${index}].avaluo_total`];
    if (total === null || !source || source.derived || !totalBelowPrinted(total, source.snippet)) return [];
    return AMOUNTS.filter((key) => certificate[key] !== null).map(
      (key) => `certificados_avaluo[${index}].${key}`,
    );
  });
}
