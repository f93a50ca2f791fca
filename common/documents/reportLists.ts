import type { z } from 'zod';

import {
  newDebtCertificate,
  newDeslinde,
  newFiscalAppraisal,
  newGpCertificate,
  newLien,
  newMarriageCertificate,
  newPersonRef,
  newProhibition,
  newPropertySituationReport,
  newPublicExpropriationCertificate,
  newRegistryEntry,
  newRegistryPerson,
} from '../report/defaults';
import {
  debtCertificateSchema,
  fiscalAppraisalSchema,
  gpCertificateSchema,
  marriageCertificateSchema,
  propertySituationReportSchema,
  publicExpropriationCertificateSchema,
  registryEntrySchema,
  type Report,
} from '../report/schema';
import { identityOf } from './describedFields';
import { keysOf } from './keysOf';

/**
 * The report keys that hold documents: every key of the report schema whose value is a list of
 * objects (`notes`, a list of strings, and `today` are not). Derived from the schema, so a list
 * added there must be described in REPORT_LISTS below or this module does not compile.
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

/** Lists inside an item, each with the blank element the editor adds. */
type NestedDefaults<Item> = {
  [F in keyof Item]?: NonNullable<Item[F]> extends readonly (infer Element)[] ? () => Element : never;
};

/** How one report list is validated, created, completed and told apart. */
export interface ReportList<K extends ReportListKey> {
  /** The item's schema (common/report/schema.ts). */
  schema: z.ZodType<ReportItem<K>>;
  /** A blank item with the defaults of SPEC §9 (common/report/defaults.ts). */
  create: (now: Date) => ReportItem<K>;
  /** Lists inside the item: reports saved without them, or with partial elements, are completed. */
  nested: NestedDefaults<ReportItem<K>>;
  /**
   * The fields that identify one document: two items equal on them are the same document
   * (uploaded twice, or a scan of it), whatever the user edited elsewhere in them. Marked in the
   * fields' descriptors (itemFields.ts).
   */
  identity: readonly (keyof ReportItem<K> & string)[];
}

/**
 * The report's lists in the order of the editor and the report (SPEC §2): the registry history,
 * then one list per certificate.
 */
export const REPORT_LISTS = {
  property_registry_history: {
    schema: registryEntrySchema,
    create: newRegistryEntry,
    nested: { propietarios: newRegistryPerson, vendedores: newRegistryPerson, deslindes: newDeslinde },
    identity: identityOf('property_registry_history'),
  },
  gp_certificates: {
    schema: gpCertificateSchema,
    create: newGpCertificate,
    nested: { propietarios: newPersonRef, gravamenes: newLien, prohibiciones: newProhibition },
    identity: identityOf('gp_certificates'),
  },
  debt_certificates: {
    schema: debtCertificateSchema,
    create: newDebtCertificate,
    nested: {},
    identity: identityOf('debt_certificates'),
  },
  property_situation_reports: {
    schema: propertySituationReportSchema,
    create: newPropertySituationReport,
    nested: {},
    identity: identityOf('property_situation_reports'),
  },
  public_expropriation_certificates: {
    schema: publicExpropriationCertificateSchema,
    create: newPublicExpropriationCertificate,
    nested: {},
    identity: identityOf('public_expropriation_certificates'),
  },
  certificados_avaluo: {
    schema: fiscalAppraisalSchema,
    create: newFiscalAppraisal,
    nested: {},
    identity: identityOf('certificados_avaluo'),
  },
  certificados_matrimonio: {
    schema: marriageCertificateSchema,
    create: newMarriageCertificate,
    nested: {},
    identity: identityOf('certificados_matrimonio'),
  },
} as const satisfies { [K in ReportListKey]: ReportList<K> };

export const REPORT_LIST_KEYS: readonly ReportListKey[] = keysOf(REPORT_LISTS);

export const DOCUMENT_LIST_KEYS: readonly DocumentListKey[] = REPORT_LIST_KEYS.filter(
  (key): key is DocumentListKey => key !== 'property_registry_history',
);

export function isReportListKey(key: string): key is ReportListKey {
  return Object.hasOwn(REPORT_LISTS, key);
}

/** The same table typed per list, so a list key given as a type parameter selects its own types. */
const LISTS: { readonly [K in ReportListKey]: ReportList<K> } = REPORT_LISTS;

/** A blank item of a list, with the defaults of SPEC §9. */
export function newListItem<K extends ReportListKey>(list: K, now: Date): ReportItem<K> {
  return LISTS[list].create(now);
}
