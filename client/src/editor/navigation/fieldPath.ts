import type { Report } from '../../../../common/report/schema';
import type { SectionKey } from '../sections/sectionKeys';

/*
 * Output paths name the report fields findings point at (`gp_certificates[0].gravamenes[1]`,
 * `property_registry_history[0].propietarios[0].nombre`). The editor marks its fields and
 * containers with the same paths (`data-path`), so a finding can lead to them.
 */

/** The path of a field, list item or nested object inside `parent` ('' at the report's root). */
export function childPath(parent: string, segment: string | number): string {
  if (typeof segment === 'number') return `${parent}[${segment}]`;
  return parent === '' ? segment : `${parent}.${segment}`;
}

/** The path itself, then each enclosing path up to the report's list: the nearest shown one wins. */
export function pathAndAncestors(path: string): string[] {
  const segments = path.match(/\[\d+\]|\.?[^.[\]]+/g) ?? [];
  const paths: string[] = [];
  let current = '';
  for (const segment of segments) {
    current += segment;
    paths.unshift(current);
  }
  return paths;
}

/** The editor section that edits each list of the report. */
const SECTION_OF_REPORT_KEY = {
  property_registry_history: 'registryHistory',
  gp_certificates: 'gpCertificates',
  debt_certificates: 'debtCertificates',
  property_situation_reports: 'situationReports',
  public_expropriation_certificates: 'expropriationCertificates',
  certificados_avaluo: 'fiscalAppraisals',
  certificados_matrimonio: 'marriageCertificates',
  notes: 'notes',
} as const satisfies Partial<Record<keyof Report, SectionKey>>;

function isSectionReportKey(key: string): key is keyof typeof SECTION_OF_REPORT_KEY {
  return Object.hasOwn(SECTION_OF_REPORT_KEY, key);
}

/** The section holding the field at `path`, or null for a path outside the editable lists. */
export function sectionOfPath(path: string): SectionKey | null {
  const key = /^[^.[]+/.exec(path)?.[0] ?? '';
  return isSectionReportKey(key) ? SECTION_OF_REPORT_KEY[key] : null;
}

/** The document (list and position) holding the field at `path`, or null for a whole list. */
export function documentOfPath(path: string): { list: string; index: number } | null {
  const match = /^([^.[]+)\[(\d+)\]/.exec(path);
  if (!match?.[1] || !match[2]) return null;
  return { list: match[1], index: Number(match[2]) };
}
