import { parseInteger } from '../text/amounts';
import { foldKeepingLength } from '../text/folded';
import type { CertificateFields } from './certificateFields';

/*
 * A TGR certificate closing its list of cuotas with one line of both totals, each state's word
 * before its amount and no "deuda" or "total" label ("VENCIDA $ 96.340     NO VENCIDA $ 186.420",
 * "Morosa: $ 0 | Por vencer: $ 41.200", "Vencida $ 9.100 / No vencida $ 8.800   N° 0042"): each amount is the total of the state printed before it.
 * The cuotas' own rows print a period and a date besides their state, so none reads as this line.
 */

const AMOUNT = String.raw`(?:\$|clp)?\s*(\d{1,3}(?:[.,]\d{3})+|\d+)`;
const OVERDUE = String.raw`(?:vencid[oa]s?|moros[oa]s?)`;
const NOT_DUE = String.raw`(?:no\s+vencid[oa]s?|por\s+vencer)`;
const SEPARATOR = String.raw`(?:\s{2,}|\s*[|·;,/]\s*)`;
/** The certificate's own number the line may end with, apart ("…  N° 001SD2026081200290561"). */
const TRAILING_NUMBER = String.raw`(?:\s{2,}(?:n[°º]|folio)\s*[\w-]+)?`;
const PAIR = (label: string) => String.raw`(?:total(?:es)?\s+)?${label}\s*:?\s*${AMOUNT}`;
/** The line as a whole: the pair of state `first`, then the pair of state `second`, and nothing else. */
const linePattern = (first: string, second: string) =>
  new RegExp(String.raw`^\s*${PAIR(first)}${SEPARATOR}${PAIR(second)}\s*\.?${TRAILING_NUMBER}\s*$`, 'du');
/** Both orders; `overdueFirst` says which. */
const LINES = [
  { overdueFirst: true, pattern: linePattern(OVERDUE, NOT_DUE) },
  { overdueFirst: false, pattern: linePattern(NOT_DUE, OVERDUE) },
];

/** Both totals from such a line, recorded where their amounts are printed; null without one. */
export function pairedTotalsLine(fields: CertificateFields): { overdue: number; notDue: number } | null {
  let start = 0;
  for (const line of fields.document.raw.split('\n')) {
    const folded = foldKeepingLength(line).toLowerCase();
    for (const { overdueFirst, pattern } of LINES) {
      const match = pattern.exec(folded);
      const spans = match?.indices;
      if (!match || !spans) continue;
      const [overdueGroup, notDueGroup] = overdueFirst ? [1, 2] : [2, 1];
      const overdue = parseInteger(match[overdueGroup] ?? '');
      const notDue = parseInteger(match[notDueGroup] ?? '');
      const overdueSpan = spans[overdueGroup];
      const notDueSpan = spans[notDueGroup];
      if (overdue === null || notDue === null || !overdueSpan || !notDueSpan) return null;
      const record = (path: string, [from, to]: [number, number]) =>
        fields.record.raw(path, start + from, to - from);
      record('total_deuda_vencida_liquidada', overdueSpan);
      record('total_deuda_no_vencida_liquidada', notDueSpan);
      return { overdue, notDue };
    }
    start += line.length + 1;
  }
  return null;
}
