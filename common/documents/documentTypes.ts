import { keysOf } from './keysOf';
import type { DocumentListKey, ReportListKey } from './reportLists';
import type { DocumentType, ReportSlot } from './typeModule';
import { TYPE_MODULES } from './types';

export type { DocumentType, ReportSlot } from './typeModule';

/**
 * The twelve document types the analysis reads, in the order of the upload panel (SPEC §1), each
 * declared by its module (types/). Maximum ages: dominio and GP 30 days (banking practice), TGR
 * about a month (surcharges change monthly); the others are defaults of practice, configurable per
 * installation (FindingOptions).
 */
export const DOCUMENT_TYPES = TYPE_MODULES satisfies Record<string, DocumentType>;

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

/** Compile-time check: a type every study needs says what its absence means. */
type _RequiredTypesSayWhy = Assert<
  Extract<Types[DocumentTypeId], { requiredInEveryStudy: true }>['absentMeaning'] extends string
    ? true
    : false
>;

/** The types whose documents fill a certificate list of their own. */
type ListTypeId = {
  [K in DocumentTypeId]: Types[K]['feeds'] extends { list: string } ? K : never;
}[DocumentTypeId];

/** Compile-time check: a list's section says what its absence means, so its type must say it. */
type _ListTypesSayWhy = Assert<Types[ListTypeId]['absentMeaning'] extends string ? true : false>;

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

/**
 * What the study cannot establish when `list` is empty: the absence of the type that fills it (of
 * the current inscription, for the registry history).
 */
export function absenceOf(list: ReportListKey): string {
  const meanings = typesFeeding(list).map((type) => DOCUMENT_TYPES[type].absentMeaning);
  return meanings.find((meaning) => meaning !== null) ?? '';
}
