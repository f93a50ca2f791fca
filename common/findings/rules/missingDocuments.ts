import type { RuleContext } from '../context';
import { documentChecklist } from '../documentChecklist';
import type { Finding } from '../finding';

/**
 * Documents this property needs and the study lacks (#11 item 4): one finding per missing type,
 * saying what cannot be established without it. Types whose absence another rule reports with
 * more to say (earlier titles, aseo, company, sociedad conyugal) are left to that rule.
 */
export function missingDocuments(context: RuleContext): Finding[] {
  return documentChecklist(context).flatMap(({ doc, status, requirement }): Finding[] =>
    status === 'faltante' && requirement?.reportedBy === null
      ? [
          {
            code: 'DOCUMENTO_FALTANTE',
            severity: requirement.severity,
            message: requirement.absence,
            doc,
            refs: requirement.refs,
          },
        ]
      : [],
  );
}
