import type { DocumentListKey, ReportItem } from '../../../common/documents/reportLists';
import type { DOCUMENT_TYPES, DocumentTypeId } from '../../../common/documents/documentTypes';
import type { ReportFacts } from '../../../common/findings/facts';
import type { UnsureReason } from '../../../common/record/provenance';
import type { DocumentType } from './classify';
import type { DocumentText } from './document';
import type { DeedData, DeedParty } from './extractors/deed';
import type { Extraction } from './extractors/types';
import { doubtedAll } from './provenance';
import { traceValues } from './traceValues';
import { ENGINE_TYPES } from './types';
import type { TypeReader } from './types/typeReader';

/** The value the reader of a type (its engine module, types/) returns. */
export type ReadValue<K extends DocumentTypeId> = ReturnType<(typeof ENGINE_TYPES)[K]['read']>['value'];

/** Types the registry sends to a certificate list must give that list's item; the others none. */
type ItemOf<K extends DocumentTypeId> = (typeof DOCUMENT_TYPES)[K]['feeds'] extends {
  list: infer L extends DocumentListKey;
}
  ? { item: (value: ReadValue<K>) => ReportItem<L> }
  : { item?: never };

/** The table again, checked against the registry and typed per type for the lookups below. */
const TYPE_READERS: { [K in DocumentTypeId]: TypeReader<ReadValue<K>> & ItemOf<K> } = ENGINE_TYPES;

/**
 * One document's extraction, tagged with its type so the merge step knows where it goes.
 * `roleUnsure`: a copy of an inscription whose type was a close call between the current
 * inscription and an earlier title; the call only places it in the history (merge.ts).
 */
export type ExtractedOf<K extends DocumentTypeId> = {
  [P in K]: { type: P; file: string; result: Extraction<ReadValue<P>>; roleUnsure?: true };
}[K];

export type ExtractedDocument = ExtractedOf<DocumentTypeId>;

/** Runs the reader of the document's type; null for unknown documents. */
export function extractDocument(type: DocumentType, document: DocumentText): ExtractedDocument | null {
  return type === 'unknown' ? null : read(type, document);
}

function read<K extends DocumentTypeId>(type: K, document: DocumentText): ExtractedOf<K> {
  return { type, file: document.file, result: TYPE_READERS[type].read(document) };
}

/** The same extraction with every value's provenance doubted for these reasons. */
export function withDoubt<K extends DocumentTypeId>(
  extracted: ExtractedOf<K>,
  reasons: readonly UnsureReason[],
): ExtractedOf<K> {
  return {
    ...extracted,
    result: { ...extracted.result, provenance: doubtedAll(extracted.result.provenance, reasons) },
  };
}

/** What a deed gives the current inscription (merge.ts `enrichWithDeed`), parties in the deed's order. */
export function deedPart({ parties, notaria, notaria_comuna, precio }: DeedData) {
  const people = (role: DeedParty['role']) =>
    parties
      .filter((party) => party.role === role)
      .map(({ nombre, rut, estado_civil, domicilio }) => ({ nombre, rut, estado_civil, domicilio }));
  return {
    vendedores: people('transferor'),
    propietarios: people('acquirer'),
    notaria,
    notaria_comuna,
    precio,
  };
}

/**
 * The document's values as the report holds them, for tracing each to its words: the inscription's
 * registry entry, or the item the document adds to its list; null for the other types.
 */
export function reportPart(extracted: ExtractedDocument): object | null {
  if (extracted.type === 'dominio_vigente' || extracted.type === 'titulo_anterior')
    return extracted.result.value.entry;
  if (extracted.type === 'escritura') return deedPart(extracted.result.value);
  return reportItem(extracted);
}

/**
 * Every stated value of the document's report part (`reportPart`) given the words it was read
 * from (traceValues.ts).
 */
export function withTraces<K extends DocumentTypeId>(
  extracted: ExtractedOf<K>,
  part: object | null,
  document: DocumentText,
): ExtractedOf<K> {
  if (!part) return extracted;
  const { provenance } = extracted.result;
  return {
    ...extracted,
    result: {
      ...extracted.result,
      provenance: { ...provenance, ...traceValues(part, provenance, document) },
    },
  };
}

/** The issue date an extracted document carries. */
export function issueDate<K extends DocumentTypeId>(extracted: ExtractedOf<K>): string | null {
  return TYPE_READERS[extracted.type].issued(extracted.result.value);
}

/** Who issued an extracted document, as printed in the list of documents; null when not read. */
export function issuerOf<K extends DocumentTypeId>(extracted: ExtractedOf<K>): string | null {
  return TYPE_READERS[extracted.type].issuer(extracted.result.value);
}

/** The item a certificate adds to its report list; null for types with no list. */
export function reportItem<K extends DocumentTypeId>(extracted: ExtractedOf<K>): object | null {
  return TYPE_READERS[extracted.type].item?.(extracted.result.value) ?? null;
}

/** The facts a document gives beyond the report, from its value and text. */
export function typeFacts<K extends DocumentTypeId>(
  extracted: ExtractedOf<K>,
  document: DocumentText,
): Partial<ReportFacts> {
  return TYPE_READERS[extracted.type].facts?.(extracted.result.value, document) ?? {};
}
