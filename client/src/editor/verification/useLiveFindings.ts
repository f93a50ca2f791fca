import { useMemo, useState } from 'react';
import { computeFindings, type Finding, type ReportFacts } from '../../../../common/findings';
import type { Report } from '../../../../common/report/schema';

/**
 * The findings of the report as it stands, recomputed on every edit. The reference date is the
 * day the editor opened: certificates' ages are judged as of the study being done now.
 */
export function useLiveFindings(data: Report, facts: ReportFacts): Finding[] {
  const [referenceDate] = useState(() => new Date());
  return useMemo(() => computeFindings(data, facts, { referenceDate }), [data, facts, referenceDate]);
}
