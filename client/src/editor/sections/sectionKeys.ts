import { REPORT_LIST_KEYS, type ReportListKey } from '../../../../common/documents/reportLists';

/**
 * A section of the editor: the summary, the uploaded files, one per report list (keyed by the
 * list, in the registry's order: common/documents) and the notes.
 */
export type SectionKey = 'summary' | 'files' | ReportListKey | 'notes';

/** The editor's sections in SPEC §2 order. */
export const SECTION_KEYS: readonly SectionKey[] = ['summary', 'files', ...REPORT_LIST_KEYS, 'notes'];

/** The open sections. */
export type ExpandedSections = ReadonlySet<SectionKey>;

/**
 * SPEC §2: files, documents, registry history and notes start expanded, the rest collapsed.
 * "Documents" is read as the summary of the property by role, the overview of all documents.
 */
export const INITIAL_EXPANDED: ExpandedSections = new Set<SectionKey>([
  'summary',
  'files',
  'property_registry_history',
  'notes',
]);

export const SECTION_TITLES: Readonly<Record<SectionKey, string>> = {
  summary: 'Resumen de la propiedad por rol de avalúo',
  files: 'Archivos Cargados',
  property_registry_history: 'Historial de inscripciones de la propiedad',
  gp_certificates: 'Certificado de hipotecas, gravámenes y prohibiciones (GP)',
  debt_certificates: 'Certificado de deuda de contribuciones (Tesorería)',
  property_situation_reports: 'Informe de situación de la propiedad (SERVIU)',
  public_expropriation_certificates: 'Certificado de afectación a utilidad pública (municipal)',
  certificados_avaluo: 'Certificado de avalúo fiscal (SII)',
  certificados_matrimonio: 'Certificado de matrimonio',
  notes: 'Observaciones',
};

/** What a section needs to show and change its collapsed state. */
export interface SectionControls {
  expanded: boolean;
  toggle: () => void;
  /** Opens the section, e.g. after an item is added to it. */
  expand: () => void;
}
