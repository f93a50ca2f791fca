import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';

/*
 * An inscription's año is the registry's year, the year it was registered in: an entry whose
 * registration date falls in another year was put together from two inscriptions (a copy that
 * transcribes the cancelled inscription and the current one, its reference taken from the
 * certification's sentence and its date from the other's body, on another page). Its reference
 * and date are doubted: the reviewer must say which inscription the entry is. Read from one page,
 * the two disagree by a misreading, most likely of the date's words (a year in letters), unless
 * the reference is of an earlier year and the entry has no earlier title: then the reference may
 * be the earlier title's, and both are doubted.
 */

/** The fields that name which inscription an entry is. */
const REFERENCE_FIELDS = ['fojas', 'vuelta', 'numero', 'ano', 'fecha_registro'] as const;

/** True when a registration date ("2011-05-10") is not of the inscription's año. */
export function registeredInAnotherYear(ano: number | null, registered: string | null): boolean {
  const year = /^(\d{4})-\d{2}-\d{2}$/.exec(registered ?? '')?.[1];
  return ano !== null && year !== undefined && Number(year) !== ano;
}

/** Whether two values were read from different pages (or files) of the dossier. */
const apart = (provenance: ProvenanceMap, one: string, other: string) => {
  const [a, b] = [provenance[one], provenance[other]];
  return a !== undefined && b !== undefined && (a.file !== b.file || a.page !== b.page);
};

/**
 * Paths of the dominio entries' values registered in another year than their año: their
 * reference and date when read from different pages (`reference_role`), their date alone
 * otherwise (`date_role`).
 */
export function registrationYearDoubts(
  report: Report,
  provenance: ProvenanceMap,
): [string, 'reference_role' | 'date_role'][] {
  return report.property_registry_history.flatMap(
    (entry, index): [string, 'reference_role' | 'date_role'][] => {
      const prefix = `property_registry_history[${index}].`;
      if (!registeredInAnotherYear(entry.ano, entry.fecha_registro)) return [];
      // A reference of an earlier year where no earlier title was read: it may be the earlier
      // title's, its cue lost to a worn copy ("El tído anterior … a fojas 98 … año 2009").
      const earlierTitleFor =
        entry.fojas_anterior === null &&
        entry.ano !== null &&
        entry.ano < Number(entry.fecha_registro?.slice(0, 4));
      if (!apart(provenance, `${prefix}ano`, `${prefix}fecha_registro`) && !earlierTitleFor)
        return [[`${prefix}fecha_registro`, 'date_role']];
      return REFERENCE_FIELDS.filter((key) => entry[key] !== null).map((key) => [
        `${prefix}${key}`,
        'reference_role',
      ]);
    },
  );
}
