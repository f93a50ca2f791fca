import type { Report } from '../report/schema';
import { ruleContext, type FindingOptions, type Rule } from './context';
import type { ReportFacts } from './facts';
import { SEVERITY_VALUES, type Finding } from './finding';
import { chainOfTitle } from './rules/chainOfTitle';
import { expropriation } from './rules/expropriation';
import { incompleteEntries } from './rules/incompleteEntries';
import { inheritance } from './rules/inheritance';
import { liensAndProhibitions } from './rules/liensAndProhibitions';
import { marginNotes } from './rules/marginNotes';
import { maritalRegime } from './rules/maritalRegime';
import { ownerIdentity } from './rules/ownerIdentity';
import { companyOwner, coOwnership } from './rules/ownership';
import { rutCheckDigits } from './rules/rutCheckDigits';
import { staleCertificates } from './rules/staleCertificates';
import { aseoExemption, taxDebt } from './rules/taxDebt';
import { vueltaInscription } from './rules/vueltaInscription';

/** Every rule, in the order a title study reads: title, owners, encumbrances, taxes, urban, papers. */
export const RULES: readonly Rule[] = [
  chainOfTitle,
  inheritance,
  vueltaInscription,
  ownerIdentity,
  rutCheckDigits,
  coOwnership,
  companyOwner,
  maritalRegime,
  liensAndProhibitions,
  marginNotes,
  taxDebt,
  aseoExemption,
  expropriation,
  staleCertificates,
  incompleteEntries,
];

/**
 * The legal verification of a report: every rule over the report and the facts beside it,
 * sorted by severity (stable within one). Pure, so the editor can rerun it on every edit.
 */
export function computeFindings(report: Report, facts: ReportFacts, options: FindingOptions): Finding[] {
  const context = ruleContext(report, facts, options);
  const findings = RULES.flatMap((rule) => rule(context));
  const rank = (finding: Finding) => SEVERITY_VALUES.indexOf(finding.severity);
  return findings
    .map((finding, order) => ({ finding, order }))
    .sort((a, b) => rank(a.finding) - rank(b.finding) || a.order - b.order)
    .map(({ finding }) => finding);
}
