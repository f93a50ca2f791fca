import type { Report } from '../report/schema';
import { keysOf } from './keysOf';
import type { CertificateListModule, ListModule } from './typeModule';
import { LIST_MODULES } from './types';

/**
 * The report keys that hold documents: every key of the report schema whose value is a list of
 * objects (`notes`, a list of strings, and `today` are not). Derived from the schema, so a list
 * added there must have its module in REPORT_LISTS below or this module does not compile.
 */
export type ReportListKey = {
  [K in keyof Report]-?: NonNullable<Report[K]> extends readonly (infer Item)[]
    ? Item extends object
      ? K
      : never
    : never;
}[keyof Report];

/** The lists of certificates, each fed by one document type; the registry history is apart. */
export type DocumentListKey = Exclude<ReportListKey, 'property_registry_history'>;

export type ReportItem<K extends ReportListKey> = NonNullable<Report[K]>[number];

/**
 * The report's lists in the order of the editor and the report (SPEC §2): the registry history,
 * then one list per certificate, each declared by its document type's module (types/).
 */
export const REPORT_LISTS = LIST_MODULES;

/**
 * The same table typed per list, so a list key given as a type parameter selects its own types;
 * a list of the report schema with no module does not compile here.
 */
const LISTS: { readonly [K in ReportListKey]: ListModule<ReportItem<K>> } = REPORT_LISTS;

export const REPORT_LIST_KEYS: readonly ReportListKey[] = keysOf(REPORT_LISTS);

export const DOCUMENT_LIST_KEYS: readonly DocumentListKey[] = REPORT_LIST_KEYS.filter(
  (key): key is DocumentListKey => key !== 'property_registry_history',
);

export function isReportListKey(key: string): key is ReportListKey {
  return Object.hasOwn(REPORT_LISTS, key);
}

/** A blank item of a list, with the defaults of SPEC §9. */
export function newListItem<K extends ReportListKey>(list: K, now: Date): ReportItem<K> {
  return LISTS[list].create(now);
}

/** The module of a list, typed by its key. */
export function listModule<K extends ReportListKey>(list: K): ListModule<ReportItem<K>> {
  return LISTS[list];
}

const CERTIFICATES: { readonly [K in DocumentListKey]: CertificateListModule<ReportItem<K>> } = REPORT_LISTS;

/** The module of a certificate list, typed by its key. */
export function certificateList<K extends DocumentListKey>(list: K): CertificateListModule<ReportItem<K>> {
  return CERTIFICATES[list];
}
