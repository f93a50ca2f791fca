import {
  isReportListKey,
  listModule,
  REPORT_LIST_KEYS,
  type ReportListKey,
} from '../../../../common/documents/reportLists';

/**
 * A section of the editor: the lawyer's conclusion (#11), the summary, the uploaded files, one per
 * report list (keyed by the list, in the registry's order: common/documents) and the notes.
 */
export type SectionKey = 'conclusion' | 'summary' | 'files' | ReportListKey | 'notes';

/** The editor's sections: the conclusion that leads the deliverable, then SPEC §2's order. */
export const SECTION_KEYS: readonly SectionKey[] = [
  'conclusion',
  'summary',
  'files',
  ...REPORT_LIST_KEYS,
  'notes',
];

/** The open sections. */
export type ExpandedSections = ReadonlySet<SectionKey>;

/**
 * SPEC §2: files, documents, registry history and notes start expanded, the rest collapsed.
 * "Documents" is read as the summary of the property by role, the overview of all documents. The
 * conclusion (#11) starts expanded too: it is short, and the first thing the deliverable prints.
 */
export const INITIAL_EXPANDED: ExpandedSections = new Set<SectionKey>([
  'conclusion',
  'summary',
  'files',
  'property_registry_history',
  'notes',
]);

const OWN_TITLES = {
  conclusion: 'Conclusión',
  summary: 'Resumen de la propiedad por rol de avalúo',
  files: 'Archivos Cargados',
  notes: 'Observaciones',
} as const satisfies Record<Exclude<SectionKey, ReportListKey>, string>;

/** A section's title; a list's comes from its module (common/documents/types/). */
export function sectionTitle(key: SectionKey): string {
  return isReportListKey(key) ? listModule(key).sectionTitle : OWN_TITLES[key];
}

/** What a section needs to show and change its collapsed state. */
export interface SectionControls {
  expanded: boolean;
  toggle: () => void;
  /** Opens the section, e.g. after an item is added to it. */
  expand: () => void;
}
