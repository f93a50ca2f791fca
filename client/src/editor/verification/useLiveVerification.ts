import { useMemo, useState } from 'react';
import {
  computeFindings,
  documentChecklist,
  ruleContext,
  type ChecklistItem,
  type Finding,
  type ReportFacts,
} from '../../../../common/findings';
import type { Report } from '../../../../common/report/schema';

export interface LiveVerification {
  findings: Finding[];
  checklist: ChecklistItem[];
}

/**
 * The findings and the document checklist of the report as it stands, recomputed on every edit.
 * The reference date is the day the editor opened: certificates' ages are judged as of the study
 * being done now.
 */
export function useLiveVerification(data: Report, facts: ReportFacts): LiveVerification {
  const [referenceDate] = useState(() => new Date());
  return useMemo(
    () => ({
      findings: computeFindings(data, facts, { referenceDate }),
      checklist: documentChecklist(ruleContext(data, facts, { referenceDate })),
    }),
    [data, facts, referenceDate],
  );
}
