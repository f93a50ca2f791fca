import type { Report } from '../../../../common/report/schema';

/*
 * A dominio vigente certificate whose inscription a worn copy lost (its "Fojas … Número … Año"
 * lines stained, only the owners, date and code left) is read as an entry of its own, though it
 * certifies the inscription another entry of the history transcribes: its date, office and code
 * stand beside nothing the reviewer can check it against. Only those, the certificate's own
 * values, are doubtful: the owners, description and deslindes an entry whose reference OCR lost
 * still transcribes are read as any other's (marking them all doubted ten right values for each
 * wrong one on worn copies).
 */

/** The values a certificate gives of itself rather than of the inscription it transcribes. */
const CERTIFICATE_FIELDS = ['fecha_emision', 'conservador', 'vuelta', 'codigo_verificacion'] as const;

/**
 * Indexes of the history's entries that name no inscription (no fojas, número nor año), beside
 * another entry that names one.
 */
export function historyEntriesWithoutInscription(report: Report): number[] {
  const entries = report.property_registry_history;
  const unread = (entry: (typeof entries)[number]) =>
    entry.fojas === null && entry.numero === null && entry.ano === null;
  return entries.flatMap((entry, index) =>
    unread(entry) && entries.some((other, at) => at !== index && !unread(other)) ? [index] : [],
  );
}

/** The certificate's own values (CERTIFICATE_FIELDS) of the entries historyEntriesWithoutInscription finds. */
export function unreadEntryCertificatePaths(report: Report): string[] {
  return historyEntriesWithoutInscription(report).flatMap((index) =>
    CERTIFICATE_FIELDS.map((field) => `property_registry_history[${index}].${field}`),
  );
}
