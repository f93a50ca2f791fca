import type { Report } from '../../../../common/report/schema';

/*
 * A cancelled inscription's copy prints in its margin the date it was transferred ("Transferido a
 * fs. 412 … Coyhaique, 14/08/2020"), which is the registration date of the next inscription. A
 * copy's issue date equal to another entry's registration date was read from such a note, not
 * from the copy's closing certification.
 */

/** Paths of the dominio entries' issue dates that are another entry's registration date. */
export function issueDatesOfOtherRegistrations(report: Report): string[] {
  const history = report.property_registry_history;
  return history.flatMap((entry, index) =>
    entry.fecha_emision !== null &&
    history.some((other, at) => at !== index && other.fecha_registro === entry.fecha_emision)
      ? [`property_registry_history[${index}].fecha_emision`]
      : [],
  );
}
