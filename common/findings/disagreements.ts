import type { Provenance, ScalarValue } from '../record/provenance';
import type { RegistryPerson, Report } from '../report/schema';
import type { ReportFacts } from './facts';
import { currentOwners, ownerMismatches, type OwnerMismatch } from './rules/ownerIdentity';
import { rolMismatches, type RolMention } from './rules/rolContradictions';

/*
 * Values two documents give differently (#10 item 3), as pairs of fields: what the engine marks
 * on each field ("otro documento dice…"). Derived from the comparisons the contradiction findings
 * make (ROL_INCONSISTENTE, NOMBRE_INCONSISTENTE, RUT_INCONSISTENTE, PROPIETARIO_NO_COINCIDE), so
 * a field is marked only for a disagreement a finding reports.
 */

/** One document's reading: a report field, or a fact of a certificate the report does not keep. */
export interface DisagreementSide {
  /** The report field; null for a fact (its `source` says where it was read). */
  path: string | null;
  value: ScalarValue;
  source: Provenance | null;
}

export type Disagreement = readonly [DisagreementSide, DisagreementSide];

const rolSide = (mention: RolMention): DisagreementSide => ({
  path: mention.path,
  value: mention.value,
  source: mention.source,
});

function ownerDisagreements(
  owners: readonly RegistryPerson[],
  { kind, mention, owner }: OwnerMismatch,
): Disagreement[] {
  const field = kind === 'rut' ? 'rut' : 'nombre';
  const certificate: DisagreementSide = {
    path: mention.path.replace(/nombre$/, field),
    value: mention.person[field] ?? null,
    source: null,
  };
  const compared = owner === null ? owners.map((_, index) => index) : [owner];
  return compared.map((index) => [
    certificate,
    {
      path: `property_registry_history[0].propietarios[${index}].${field}`,
      value: owners[index]?.[field] ?? null,
      source: null,
    },
  ]);
}

/** Every pair of documents' readings of one value that disagree. */
export function documentDisagreements(report: Report, facts: ReportFacts): Disagreement[] {
  const owners = currentOwners(report);
  return [
    ...rolMismatches(report, facts).flatMap(({ mention, reference }) =>
      reference.map((known): Disagreement => [rolSide(mention), rolSide(known)]),
    ),
    ...ownerMismatches(report).flatMap((mismatch) => ownerDisagreements(owners, mismatch)),
  ];
}
