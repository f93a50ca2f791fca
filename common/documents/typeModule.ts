import type { z } from 'zod';

import type { IssuerKind } from '../verification/links';
import type { FieldDescriptors } from './fieldDescriptor';
import type { DocumentListKey } from './reportLists';

/*
 * What the module of one document type (types/) declares: the type itself and, when its documents
 * fill a report list of their own, that list. The registry (types/index.ts) gathers the modules;
 * code that does not know the type reads them through documentTypes.ts and reportLists.ts.
 */

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
  /**
   * Every title study needs one (a bank or a buyer asks for it whatever the property): without it
   * the legal verification reports the document as missing, with `absentMeaning` as its reason.
   * The others are needed only in some cases (common/findings/documentChecklist.ts).
   */
  requiredInEveryStudy: boolean;
}

/** Lists inside an item, each with the blank element the editor adds. */
export type NestedDefaults<Item> = {
  [F in keyof Item]?: NonNullable<Item[F]> extends readonly (infer Element)[] ? () => Element : never;
};

/** One list of the report: how it is validated, created, described, edited and printed. */
export interface ListModule<Item extends object> {
  /** The item's schema; the report schema (common/report/schema.ts) holds a list of them. */
  schema: z.ZodType<Item>;
  /** A blank item with the defaults of SPEC §9. */
  create: (now: Date) => Item;
  /** Lists inside the item: reports saved without them, or with partial elements, are completed. */
  nested: NestedDefaults<Item>;
  /**
   * One descriptor per field (label, kind, required, identity, how it prints): the editor's
   * fields, the PDF/DOCX rows, the labels and the required fields follow from them.
   */
  fields: FieldDescriptors<Item>;
  /** The list as a whole, naming a path into the report (`Certificados de deuda 1 › Rol de avalúo`). */
  label: string;
  /** How one document is named in the list of empty fields (`Certificado GP` 1). */
  documentName: string;
  /** The editor section's title. */
  sectionTitle: string;
  /** The PDF/DOCX section's title. */
  printTitle: string;
}

/** A list of certificates, filled by one document type and edited by the generic list section. */
export interface CertificateListModule<Item extends object> extends ListModule<Item> {
  /** The short description beside each 'Documento N' of the editor, telling its documents apart. */
  describe: (item: Item) => string;
  /**
   * The PDF/DOCX heading of each document: `noun` numbered when there are several (`Certificado 2
   * de 3`), then `detail`.
   */
  printHeading: { noun: string; detail: (item: Item) => string };
}
