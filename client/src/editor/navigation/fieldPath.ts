import { isReportListKey } from '../../../../common/documents/reportLists';
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

/** The section holding the field at `path`, or null for a path outside the editable lists. */
export function sectionOfPath(path: string): SectionKey | null {
  const key = /^[^.[]+/.exec(path)?.[0] ?? '';
  if (key === 'notes') return key;
  return isReportListKey(key) ? key : null;
}

/** The document (list and position) holding the field at `path`, or null for a whole list. */
export function documentOfPath(path: string): { list: string; index: number } | null {
  const match = /^([^.[]+)\[(\d+)\]/.exec(path);
  if (!match?.[1] || !match[2]) return null;
  return { list: match[1], index: Number(match[2]) };
}
