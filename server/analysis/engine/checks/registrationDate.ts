import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { readFromSameWords } from './sameWords';
import { findDates } from '../text/dates';
import { foldLower } from '../text/folded';

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

/**
 * The words that date the deed an inscription cites rather than the inscription: "según
 * escritura de fecha …", "escritura pública otorgada el …", "otorgada con fecha …".
 */
const DEED_DATE =
  /\b(?:escritura(?:\s+publica)?(?:\s+otorgada)?\s+(?:de\s+fecha|del?|el|con\s+fecha)|otorgada\s+(?:el|con\s+fecha))\s*$/;

/**
 * Indexes of the entries whose registration date is printed in its snippet right after the words
 * dating the deed: the reader took the deed's date where OCR lost the inscription's own.
 */
export function registrationFromDeedDate(report: Report, provenance: ProvenanceMap): number[] {
  return report.property_registry_history.flatMap((entry, index) => {
    const source = provenance[`property_registry_history[${index}].fecha_registro`];
    if (entry.fecha_registro === null || !source) return [];
    const text = foldLower(source.snippet);
    const dated = findDates(source.snippet).some(
      (date) =>
        date.iso === entry.fecha_registro &&
        DEED_DATE.test(text.slice(Math.max(0, date.index - 50), date.index).trimEnd()),
    );
    return dated ? [index] : [];
  });
}
