import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { readFromSameWords } from './sameWords';

/*
 * An inscription's registration date and the date its copy was issued are two events printed in
 * two places ("Santiago, 3 de febrero de 2026" closes the copy; the inscription's own date opens
 * it). A registration date read from the issue date's very words is the copy's date, not the
 * inscription's: it is the one doubted, and the issue date is not doubted for coinciding with it.
 */

/** Indexes of the dominio entries whose registration date was read from their issue date's words. */
export function registrationFromIssueDate(report: Report, provenance: ProvenanceMap): number[] {
  return report.property_registry_history.flatMap((entry, index) => {
    const prefix = `property_registry_history[${index}].`;
    return entry.fecha_registro !== null &&
      entry.fecha_registro === entry.fecha_emision &&
      readFromSameWords(provenance[`${prefix}fecha_registro`], provenance[`${prefix}fecha_emision`])
      ? [index]
      : [];
  });
}
