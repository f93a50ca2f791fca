import type { Report } from '../../../../common/report/schema';

/*
 * The history's first entry is the current inscription, the one the copy certifies in force;
 * every other entry is a title before it. An entry registered in a later year than the current
 * one cannot be before it: either the current inscription was read from an earlier title's words,
 * or that entry's reference is another inscription's (a margin's transfer note, a lien). Both
 * references are doubted.
 */

const REFERENCE = ['fojas', 'vuelta', 'numero', 'ano'] as const;

/** Paths of the references of the current inscription and of the entries registered after it. */
export function entriesAfterCurrent(report: Report): string[] {
  const [current, ...earlier] = report.property_registry_history;
  if (!current || current.ano === null) return [];
  const later = earlier.flatMap((entry, at) =>
    entry.ano !== null && entry.ano > (current.ano ?? 0) ? [at + 1] : [],
  );
  if (later.length === 0) return [];
  return [0, ...later].flatMap((index) =>
    REFERENCE.map((key) => `property_registry_history[${index}].${key}`),
  );
}
