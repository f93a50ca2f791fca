import type { Report } from '../../../../common/report/schema';

/*
 * An inscription's earlier title is registered before it: an "earlier" reference of a later year
 * is another inscription's (the transfer noted in the copy's margin, "Transferida a fs. … año
 * 2020", read where the earlier title is printed), so the whole reference is doubted.
 */

const EARLIER_FIELDS = [
  'conservador_anterior',
  'fojas_anterior',
  'vuelta_anterior',
  'numero_anterior',
  'ano_anterior',
];

/** The earlier-title paths of entries whose earlier title is dated after the entry itself. */
export function laterEarlierTitles(report: Report): string[] {
  return report.property_registry_history.flatMap((entry, index) =>
    entry.ano !== null && entry.ano_anterior !== null && entry.ano_anterior > entry.ano
      ? EARLIER_FIELDS.map((field) => `property_registry_history[${index}].${field}`)
      : [],
  );
}
