import { parseInteger } from '../text/amounts';
import { foldKeepingLength } from '../text/folded';
import type { CertificateFields } from './certificateFields';
import type { DebtPath } from './tgrSectionTotals';

/*
 * A TGR certificate that lists its cuotas one a line, each closed by its state ("1-2026 | 30-04-2026
 * | 97,315 | NO VENCIDA"), and prints the totals under them ("Total no vencida (CLP) | 97,315"):
 * each total is the sum of its state's cuotas. A worn scan of such a table reads the rule before a
 * cell as a "1" glued to its amount ("| 97,315" → "197,315", "| 0" → "10"), with OCR's confidence
 * high. A total that differs from its cuotas' sum is doubtful; one that is the sum with a "1"
 * before it was read across the rule, and the sum is its amount (repaired). Once a rule was read so
 * in the totals' column, a total of a state with no cuota listed is checked the same way against
 * zero.
 */

/** A cuota's line: an amount, then its state closing the line (rules and brackets around). */
const CUOTA_STATE =
  /(?<![\d.,])(\d{1,3}(?:[.,]\d{3})+|\d{3,})[\s|\]).-]*(no\s+vencid[oa]|por\s+vencer|vencid[oa]|moros[oa]|impag[oa])[\s|]*$/u;

const NOT_DUE = /^(?:no\s+vencid|por\s+vencer)/u;

type Amount = { value: number } | null;

/** Each state's sum of cuotas, and how many lines of each; null when no cuota line is printed. */
function stateSums(raw: string): Record<DebtPath, { sum: number; lines: number }> | null {
  const sums = {
    total_deuda_vencida_liquidada: { sum: 0, lines: 0 },
    total_deuda_no_vencida_liquidada: { sum: 0, lines: 0 },
  };
  let found = false;
  for (const line of raw.split('\n')) {
    // A totals row closes the table; its label may name a state too ("Total vencida … 12,300").
    if (/^\s*total/iu.test(line)) continue;
    const match = CUOTA_STATE.exec(foldKeepingLength(line).toLowerCase());
    const value = parseInteger(match?.[1] ?? '');
    if (!match || value === null) continue;
    const sum = NOT_DUE.test(match[2] ?? '')
      ? sums.total_deuda_no_vencida_liquidada
      : sums.total_deuda_vencida_liquidada;
    sum.sum += value;
    sum.lines++;
    found = true;
  }
  return found ? sums : null;
}

/** The amount a rule read as a leading "1" hid: "197315" → 97315, "10" → 0; null otherwise. */
function withoutRule(value: number): number | null {
  const digits = String(value);
  return digits.length >= 2 && digits.startsWith('1') ? Number(digits.slice(1)) : null;
}

/**
 * The totals checked against the cuotas listed with their states (see above): the totals to use,
 * each marked on `fields` when it disagrees or was repaired.
 */
export function totalsAgainstCuotas(
  fields: CertificateFields,
  read: Record<DebtPath, Amount>,
): Record<DebtPath, Amount> {
  const sums = stateSums(fields.document.raw);
  if (!sums) return read;
  const out = { ...read };
  const paths = Object.keys(sums) as DebtPath[];
  const ruleRead = paths.some((path) => {
    const value = read[path]?.value;
    return (
      sums[path].lines > 0 &&
      value !== undefined &&
      value !== sums[path].sum &&
      withoutRule(value) === sums[path].sum
    );
  });
  for (const path of paths) {
    const value = read[path]?.value;
    const { sum, lines } = sums[path];
    if (value === undefined || value === sum || (lines === 0 && !ruleRead)) continue;
    if (ruleRead && withoutRule(value) === sum) {
      out[path] = { value: sum };
      fields.record.doubt(path, ['repaired_reading']);
    } else fields.record.doubt(path, ['amounts_disagree']);
  }
  return out;
}
