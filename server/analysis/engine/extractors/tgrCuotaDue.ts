import { parseInteger } from '../text/amounts';
import { foldKeepingLength } from '../text/folded';
import type { CertificateFields } from './certificateFields';

/*
 * A TGR certificate written in sentences may give the debt not yet due as the cuota it holds,
 * with no total nor section heading ("Sin deuda vencida ($0). Cuota 4/2026 por vencer el
 * 30.11.2026: $33.870."): the debt not due is what those cuotas add up to.
 */

/** "Cuota 4/2026 por vencer el 30.11.2026: $33.870", "cuota 2-2026 por vencer: $ 12.400" (folded text). */
const CUOTA_DUE =
  /\bcuotas?\s+\d{1,2}\s*[/-]\s*\d{4}\s+(?:por\s+vencer|no\s+vencida)(?:\s+(?:el|al)\s+\d{1,2}[./-]\d{1,2}[./-]\d{2,4})?\s*:\s*\$\s*(\d{1,3}(?:\.\d{3})+|\d+)/gu;

/**
 * The debt not yet due as the cuotas a sentence says are due later add up to, recorded where the
 * first amount is printed (doubtful when it sums several); null without such a sentence.
 */
export function cuotasDue(fields: CertificateFields): { value: number } | null {
  const { raw } = fields.document;
  const amounts = [...foldKeepingLength(raw).toLowerCase().matchAll(CUOTA_DUE)].flatMap((match) => {
    const printed = match[1];
    const value = printed ? parseInteger(printed) : null;
    return printed && value !== null
      ? [{ value, index: match.index + match[0].length - printed.length, length: printed.length }]
      : [];
  });
  const [first] = amounts;
  if (!first) return null;
  const path = 'total_deuda_no_vencida_liquidada';
  fields.record.raw(path, first.index, first.length);
  if (amounts.length > 1) fields.record.doubt(path, ['inferred']);
  return { value: amounts.reduce((sum, amount) => sum + amount.value, 0) };
}
