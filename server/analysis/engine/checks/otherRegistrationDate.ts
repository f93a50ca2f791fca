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

/**
 * Paths of the GP certificates' issue dates that are one of their own entries' dates: read from an
 * entry's row where the certificate's closing date could not be (a worn "12 de noviembre 4 2026").
 */
export function gpIssueDatesOfTheirEntries(report: Report): string[] {
  return (report.gp_certificates ?? []).flatMap((certificate, index) =>
    certificate.fecha_emision !== null &&
    [...certificate.gravamenes, ...certificate.prohibiciones].some(
      (entry) => entry.fecha_emision === certificate.fecha_emision,
    )
      ? [`gp_certificates[${index}].fecha_emision`]
      : [],
  );
}
