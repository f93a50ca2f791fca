import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { itemOf, statedLeaves } from '../traceValues';

/*
 * The property's plan, read by OCR one digit off the number the other documents print (issue
 * #17): the inscriptions and the municipal certificate cite one subdivision plan, so where two
 * other documents print "1455" and a worn copy gives "1435", a careful reader reads 1455. A number
 * other documents do not agree on, or that differs in more than one digit, is left as read.
 */

/** Documents that must print one number before a worn copy's reading is read as theirs. */
const AGREEING = 2;

const oneDigitApart = (a: number, b: number) => {
  const [x, y] = [String(a), String(b)];
  return x.length === y.length && [...x].filter((digit, index) => digit !== y[index]).length === 1;
};

/** New readings (path → number) of the plans OCR read one digit off the number other documents agree on. */
export function plansReadAsOthers(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
): Map<string, number> {
  const plans = statedLeaves(report).flatMap(([path, value]) =>
    path.endsWith('.plano') && typeof value === 'number'
      ? [{ path, value, document: itemOf(path), file: provenance[path]?.file }]
      : [],
  );
  const read = new Map<string, number>();
  for (const plan of plans) {
    if (plan.file === undefined || !ocrFiles.has(plan.file)) continue;
    const others = plans.filter((other) => other.document !== plan.document);
    const agreed = others.find(
      (other) =>
        oneDigitApart(other.value, plan.value) &&
        new Set(others.filter(({ value }) => value === other.value).map(({ document }) => document)).size >=
          AGREEING,
    );
    if (agreed) read.set(plan.path, agreed.value);
  }
  return read;
}
