import { useMemo, useState } from 'react';
import { verifyReport, type ReportFacts, type Verification } from '../../../../common/findings';
import type { Report } from '../../../../common/report/schema';

/**
 * The findings and the document checklist of the report as it stands, recomputed on every edit,
 * its study date included (#20). A report without one is judged on the day the editor opened.
 */
export function useLiveVerification(data: Report, facts: ReportFacts): Verification {
  const [referenceDate] = useState(() => new Date());
  return useMemo(() => verifyReport(data, facts, { referenceDate }), [data, facts, referenceDate]);
}
