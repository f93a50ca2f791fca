import { fileSlug } from '../format/fileSlug';
import { formatPropertyName } from '../format/propertyName';
import { defaultReportName } from '../report/defaults';
import type { Report } from '../report/schema';
import { propertyIdentity } from './listFields';

/*
 * Names that say what the study is (#20): a report nobody named is named from its property once
 * the documents tell it, and its downloads are named from its name.
 */

/** `new_reports.name` holds 200 characters (pb_migrations/1763700001_new_reports.js). */
export const REPORT_NAME_MAX = 200;

const DEFAULT_NAME = /^Reporte \d{2}-\d{2}-\d{4}$/;

/** Whether a name is one the product gave (blank or `Reporte 05-03-2026`), not the user. */
export function isAutomaticName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed === '' || DEFAULT_NAME.test(trimmed);
}

/** The report's property as a name within the column, '' while the documents do not tell it. */
function propertyName(report: Report): string {
  return Array.from(formatPropertyName(propertyIdentity(report)))
    .slice(0, REPORT_NAME_MAX)
    .join('')
    .trim();
}

/**
 * The name a report is stored under: the one the user gave; else its property's; else the
 * automatic name it has, or `Reporte {fecha}` for none. Used on the first analysis, on later
 * ones and on saves, so an unnamed report takes its property's name once it is known.
 */
export function reportNameFor(name: string, report: Report, now: Date): string {
  if (!isAutomaticName(name)) return name;
  return propertyName(report) || name.trim() || defaultReportName(now);
}

/** Characters of a download's name before its extension. */
const FILE_NAME_MAX = 80;

/** What follows an em dash in a name is detail (the rol of a property's name), left out of file names. */
const DETAIL = /\s+—\s+/;

/**
 * `estudio-pje-los-copihues-8841-la-cisterna.pdf` for `PJE LOS COPIHUES 8841, La Cisterna — rol
 * 3412-17`: the download's name from the report's name before its detail (ASCII letters, digits
 * and hyphens only), `estudio-{id}.pdf` for a name with none of them.
 */
export function reportFileName(name: string, reportId: string, extension: 'pdf' | 'docx'): string {
  const slug = fileSlug(name.split(DETAIL)[0] ?? '', FILE_NAME_MAX) || fileSlug(name, FILE_NAME_MAX);
  const body = slug === '' ? `estudio-${reportId}` : /^estudio(-|$)/.test(slug) ? slug : `estudio-${slug}`;
  return `${fileSlug(body, FILE_NAME_MAX)}.${extension}`;
}
