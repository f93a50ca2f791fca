/** The editor's ten sections, in SPEC §2 order. */
export const SECTION_KEYS = [
  'summary',
  'files',
  'registryHistory',
  'gpCertificates',
  'debtCertificates',
  'situationReports',
  'expropriationCertificates',
  'fiscalAppraisals',
  'marriageCertificates',
  'notes',
] as const;

export type SectionKey = (typeof SECTION_KEYS)[number];

export type ExpandedSections = Readonly<Record<SectionKey, boolean>>;

/**
 * SPEC §2: files, documents, registry history and notes start expanded, the rest collapsed.
 * "Documents" is read as the summary of the property by role, the overview of all documents.
 */
export const INITIAL_EXPANDED: ExpandedSections = {
  summary: true,
  files: true,
  registryHistory: true,
  gpCertificates: false,
  debtCertificates: false,
  situationReports: false,
  expropriationCertificates: false,
  fiscalAppraisals: false,
  marriageCertificates: false,
  notes: true,
};

export const SECTION_TITLES: Readonly<Record<SectionKey, string>> = {
  summary: 'Resumen de la propiedad por rol de avalúo',
  files: 'Archivos Cargados',
  registryHistory: 'Historial de inscripciones de la propiedad',
  gpCertificates: 'Certificado de hipotecas, gravámenes y prohibiciones (GP)',
  debtCertificates: 'Certificado de deuda de contribuciones (Tesorería)',
  situationReports: 'Informe de situación de la propiedad (SERVIU)',
  expropriationCertificates: 'Certificado de afectación a utilidad pública (municipal)',
  fiscalAppraisals: 'Certificado de avalúo fiscal (SII)',
  marriageCertificates: 'Certificado de matrimonio',
  notes: 'Observaciones',
};

/** What a section needs to show and change its collapsed state. */
export interface SectionControls {
  expanded: boolean;
  toggle: () => void;
  /** Opens the section, e.g. after an item is added to it. */
  expand: () => void;
}
