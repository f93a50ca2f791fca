import { parseInteger } from '../text/amounts';
import { foldKeepingLength } from '../text/folded';
import type { CertificateFields } from './certificateFields';

/*
 * A table of cuotas whose heading row lost its columns' places (a text layer that joined the
 * headings with single spaces: "Año Cuota Vencimiento Deuda Vencida Deuda No Vencida"), closed by
 * a totals row of exactly two amounts ("TOTALES   0   48.215"): the totals follow the order the
 * two headings are printed in. A transposed table ("Vencida   No vencida" over rows "Neto …",
 * "Total …") reads the same way.
 */

/** The overdue column's heading: "vencida", "morosa", never the "vencida" of "no vencida". */
const OVERDUE_HEADING = /(?<!\bno\s)\b(?:vencid[oa]s?|moros[oa]s?)\b/u;
const NOT_DUE_HEADING = /\bno\s+vencid[oa]s?\b|\bpor\s+vencer\b/u;
/** A row of totals and nothing else: the word, then amounts (in pesos) or dashes. */
const TOTALS_ROW = /^\s*total(?:es)?\s*:?(?:\s+(?:\$|clp)?\s*(?:\d{1,3}(?:[.,]\d{3})+|\d+|[-–]))+\s*$/u;
/** An amount cell of the totals row: digits with thousands' marks, or a dash for none. */
const AMOUNT = /(?<![\d.,/-])(?:\$\s*)?(\d{1,3}(?:[.,]\d{3})+|\d+)(?![\d.,/-])|(?<=\s)[-–](?=\s|$)/gu;

export function totalsInHeadingOrder(fields: CertificateFields): { overdue: number; notDue: number } | null {
  const lines = fields.document.raw.split('\n');
  const folded = lines.map((line) => foldKeepingLength(line).toLowerCase());
  const headerAt = folded.findIndex((line) => OVERDUE_HEADING.test(line) && NOT_DUE_HEADING.test(line));
  if (headerAt < 0) return null;
  const header = folded[headerAt] ?? '';
  const overdueFirst = header.search(OVERDUE_HEADING) < header.search(NOT_DUE_HEADING);
  const totalsAt = folded.findIndex((line, index) => index > headerAt && TOTALS_ROW.test(line));
  if (totalsAt < 0) return null;
  const row = lines[totalsAt] ?? '';
  const amounts = [...row.matchAll(AMOUNT)];
  const [first, second] = amounts;
  if (amounts.length !== 2 || !first || !second) return null;
  const value = (match: RegExpMatchArray) => (match[1] ? parseInteger(match[1]) : 0);
  const [overdue, notDue] = overdueFirst ? [first, second] : [second, first];
  const values = { overdue: value(overdue), notDue: value(notDue) };
  if (values.overdue === null || values.notDue === null) return null;
  const start = lines.slice(0, totalsAt).reduce((offset, line) => offset + line.length + 1, 0);
  fields.record.raw('total_deuda_vencida_liquidada', start + (overdue.index ?? 0), overdue[0].length);
  fields.record.raw('total_deuda_no_vencida_liquidada', start + (notDue.index ?? 0), notDue[0].length);
  return { overdue: values.overdue, notDue: values.notDue };
}
