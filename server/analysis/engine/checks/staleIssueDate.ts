import type { Report } from '../../../../common/report/schema';
import { statedLeaves } from '../traceValues';

/*
 * A title study gathers its certificates at one time: a copy issued years before the newest
 * certificate of its dossier most likely had its "issue date" read from another event's words (a
 * margin note's transfer date, a deed's date) rather than from the copy's closing certification.
 * Measured against the dossier's own newest issue date, not the study's: old dossiers are studied
 * late, all their certificates alike.
 */

/** A copy issued this many days before the dossier's newest certificate was not gathered with it. */
const STALE_DAYS = 730;

const DAY_MS = 86_400_000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True when an issue date ("2020-08-14") falls more than STALE_DAYS before the newest one. */
export function staleIssueDate(issued: string | null, newest: string | null): boolean {
  if (issued === null || newest === null || !ISO_DATE.test(issued) || !ISO_DATE.test(newest)) return false;
  return Date.parse(newest) - Date.parse(issued) > STALE_DAYS * DAY_MS;
}

/** The newest issue date any certificate of the report gives, not after the study's date. */
function newestIssueDate(report: Report, referenceDate: Date): string | null {
  const today = referenceDate.toISOString().slice(0, 10);
  const dates = statedLeaves(report).flatMap(([path, value]) =>
    path.endsWith('.fecha_emision') && typeof value === 'string' && ISO_DATE.test(value) && value <= today
      ? [value]
      : [],
  );
  return dates.sort().at(-1) ?? null;
}

/** Paths of the dominio copies' issue dates that are years before the dossier's newest. */
export function staleCopyDates(report: Report, referenceDate: Date): string[] {
  const newest = newestIssueDate(report, referenceDate);
  return report.property_registry_history.flatMap((entry, index) =>
    staleIssueDate(entry.fecha_emision, newest) ? [`property_registry_history[${index}].fecha_emision`] : [],
  );
}

/**
 * A GP is asked for when the study is made, and stays current a few weeks: one issued this many
 * days before the dossier's newest certificate had its date read from an entry's or a deed's.
 */
const STALE_GP_DAYS = 365;

/** Paths of the GP certificates' issue dates a year or more before the dossier's newest. */
export function staleGpDates(report: Report, referenceDate: Date): string[] {
  const newest = newestIssueDate(report, referenceDate);
  return (report.gp_certificates ?? []).flatMap((certificate, index) =>
    certificate.fecha_emision !== null &&
    newest !== null &&
    ISO_DATE.test(certificate.fecha_emision) &&
    Date.parse(newest) - Date.parse(certificate.fecha_emision) > STALE_GP_DAYS * DAY_MS
      ? [`gp_certificates[${index}].fecha_emision`]
      : [],
  );
}
