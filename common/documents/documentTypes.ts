import type { IssuerKind } from '../verification/links';
import { keysOf } from './keysOf';
import type { DocumentListKey, ReportListKey } from './reportLists';

/**
 * Where a document of a type goes in the report: one item of a certificate list; a place in the
 * registry history (the current inscription, an earlier title, or the deed that completes the
 * current inscription); or nowhere (its facts feed the legal verification only).
 */
export type ReportSlot = { list: DocumentListKey } | { registry: 'current' | 'earlier' | 'deed' } | null;

export interface DocumentType {
  /** The upload panel's description of the type (SPEC §1). */
  label: string;
  /** Short name, for pointing a finding at its source in lists and tables. */
  shortLabel: string;
  /** How a finding names the document inside a sentence, with its article. */
  findingLabel: string;
  /**
   * Days after its issue a certificate is stale (chilean-documents.md §17.10); null when its age
   * does not matter (titles and deeds).
   */
  maxAgeDays: number | null;
  feeds: ReportSlot;
  /** Where its verification code is checked; null when no issuer site applies. */
  issuer: IssuerKind | null;
  /**
   * What the study cannot establish without a document of this type, printed where its report
   * section would be; null for types whose absence the report does not state.
   */
  absentMeaning: string | null;
}

/**
 * The twelve document types the analysis reads, in the order of the upload panel (SPEC §1), keyed
 * by the id the corpus and the classifier use. Maximum ages: dominio and GP 30 days (banking
 * practice), TGR about a month (surcharges change monthly); the others are defaults of practice,
 * configurable per installation (FindingOptions).
 */
export const DOCUMENT_TYPES = {
  dominio_vigente: {
    label: 'Inscripción con vigencia o dominio vigente',
    shortLabel: 'Inscripción de dominio vigente',
    findingLabel: 'el certificado de dominio vigente',
    maxAgeDays: 30,
    feeds: { registry: 'current' },
    issuer: 'conservador',
    absentMeaning:
      'No se acompañó copia de la inscripción de dominio con vigencia: no es posible acreditar quién es el dueño actual ni revisar la cadena de títulos.',
  },
  escritura: {
    label:
      'Último título (compraventa, donación, permuta, adjudicación, expropiación, cualquier acto entre vivos, o resolución de posesión efectiva en caso de herencia)',
    shortLabel: 'Escritura',
    findingLabel: 'la escritura',
    maxAgeDays: null,
    feeds: { registry: 'deed' },
    issuer: null,
    absentMeaning: null,
  },
  titulo_anterior: {
    label: 'Títulos anteriores hasta 10 años atrás',
    shortLabel: 'Título anterior',
    findingLabel: 'la inscripción del título anterior',
    maxAgeDays: null,
    feeds: { registry: 'earlier' },
    issuer: 'conservador',
    absentMeaning: null,
  },
  gp: {
    label: 'Certificado de hipotecas, gravámenes y prohibiciones (GP)',
    shortLabel: 'Certificado de hipotecas y gravámenes (GP)',
    findingLabel: 'el certificado de hipotecas, gravámenes, interdicciones y prohibiciones',
    maxAgeDays: 30,
    feeds: { list: 'gp_certificates' },
    issuer: 'conservador',
    absentMeaning:
      'No se acompañó certificado de hipotecas y gravámenes: no es posible descartar hipotecas, gravámenes, prohibiciones ni embargos sobre la propiedad.',
  },
  deuda_tgr: {
    label: 'Certificado de deuda de contribuciones de Tesorería',
    shortLabel: 'Certificado de deuda (Tesorería)',
    findingLabel: 'el certificado de deuda de contribuciones de Tesorería',
    maxAgeDays: 30,
    feeds: { list: 'debt_certificates' },
    issuer: 'tesoreria',
    absentMeaning:
      'No se acompañó certificado de deuda de contribuciones de Tesorería: no es posible descartar deudas de contribuciones que deban pagarse antes de la escritura.',
  },
  no_deuda_aseo: {
    label: 'Certificado de no deuda de derechos de aseo (viviendas exentas de contribuciones)',
    shortLabel: 'Certificado de derechos de aseo',
    findingLabel: 'el certificado municipal de no deuda de derechos de aseo',
    maxAgeDays: 30,
    feeds: null,
    issuer: 'municipalidad',
    absentMeaning: null,
  },
  avaluo_fiscal: {
    label: 'Certificado de avalúo fiscal simple del SII',
    shortLabel: 'Certificado de avalúo fiscal (SII)',
    findingLabel: 'el certificado de avalúo fiscal',
    maxAgeDays: 180,
    feeds: { list: 'certificados_avaluo' },
    issuer: 'sii',
    absentMeaning:
      'No se acompañó certificado de avalúo fiscal: no es posible verificar el rol, el avalúo ni el destino de la propiedad, ni si está exenta de contribuciones.',
  },
  serviu_no_expropiacion: {
    label: 'Informe de situación de la propiedad del SERVIU (certificado de no expropiación)',
    shortLabel: 'Informe SERVIU',
    findingLabel: 'el informe de situación del SERVIU',
    maxAgeDays: 90,
    feeds: { list: 'property_situation_reports' },
    issuer: 'minvu',
    absentMeaning:
      'No se acompañó informe de situación del SERVIU: no es posible descartar que la propiedad esté afecta a expropiación por el SERVIU.',
  },
  afectacion_utilidad_publica: {
    label: 'Certificado municipal de afectación a utilidad pública',
    shortLabel: 'Certificado de afectación a utilidad pública',
    findingLabel: 'el certificado municipal de afectación a utilidad pública',
    maxAgeDays: 90,
    feeds: { list: 'public_expropriation_certificates' },
    issuer: 'municipalidad',
    absentMeaning:
      'No se acompañó certificado municipal de afectación a utilidad pública: no es posible descartar afectaciones viales o de parques que limiten la propiedad.',
  },
  matrimonio: {
    label: 'Certificado de matrimonio de los propietarios',
    shortLabel: 'Certificado de matrimonio',
    findingLabel: 'el certificado de matrimonio',
    maxAgeDays: 90,
    feeds: { list: 'certificados_matrimonio' },
    issuer: 'registro_civil',
    absentMeaning:
      'No se acompañó certificado de matrimonio: no es posible verificar el régimen de bienes de los propietarios ni si se requiere la autorización del cónyuge.',
  },
  no_matrimonio: {
    label: 'Informe de no matrimonio',
    shortLabel: 'Certificado de no matrimonio',
    findingLabel: 'el certificado de no matrimonio',
    maxAgeDays: 90,
    feeds: null,
    issuer: 'registro_civil',
    absentMeaning: null,
  },
  sociedad: {
    label:
      'Certificados del registro de empresas y sociedades (estatuto actualizado, vigencia, anotaciones, vigencia de poderes)',
    shortLabel: 'Certificado de sociedad',
    findingLabel: 'el certificado de vigencia de la sociedad',
    maxAgeDays: 60,
    feeds: null,
    issuer: 'registro_empresas',
    absentMeaning: null,
  },
} as const satisfies Record<string, DocumentType>;

export type DocumentTypeId = keyof typeof DOCUMENT_TYPES;

export const DOCUMENT_TYPE_IDS: readonly DocumentTypeId[] = keysOf(DOCUMENT_TYPES);

export function isDocumentTypeId(value: unknown): value is DocumentTypeId {
  return typeof value === 'string' && Object.hasOwn(DOCUMENT_TYPES, value);
}

type Types = typeof DOCUMENT_TYPES;

/** The types whose age is checked: those with a maximum age. */
export type DatedDocumentTypeId = {
  [K in DocumentTypeId]: Types[K]['maxAgeDays'] extends number ? K : never;
}[DocumentTypeId];

/** The certificate lists some type fills. */
type FedList = {
  [K in DocumentTypeId]: Types[K]['feeds'] extends { list: infer L } ? L : never;
}[DocumentTypeId];

/**
 * Compile-time check: every certificate list of the report has a document type that fills it, so
 * a list added to the report schema with no type feeding it fails here.
 */
type _EveryListIsFed = Assert<[Exclude<DocumentListKey, FedList>] extends [never] ? true : false>;
type Assert<T extends true> = T;

/** Where documents of a type go in the report. */
export function reportSlot(type: DocumentTypeId): ReportSlot {
  return DOCUMENT_TYPES[type].feeds;
}

/** The types whose documents fill a report list (the registry history has three). */
export function typesFeeding(list: ReportListKey): DocumentTypeId[] {
  return DOCUMENT_TYPE_IDS.filter((type) => {
    const slot = reportSlot(type);
    if (slot === null) return false;
    return 'list' in slot ? slot.list === list : list === 'property_registry_history';
  });
}
