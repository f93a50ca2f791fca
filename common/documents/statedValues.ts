import type { Report } from '../report/schema';
import { listDescriptors } from './describedFields';
import { typesFeeding, type DocumentTypeId } from './documentTypes';
import { DOCUMENT_LIST_KEYS, type DocumentListKey } from './reportLists';

/*
 * What the certificates say about the property itself, found by field name in every certificate
 * list (its module's descriptors), so the checks across documents cover a new list with no entry
 * of their own: the rol as `rol_avaluo`, the comuna as `comuna_propiedad` or `comuna`.
 */

/** One certificate's reading of a property value, with its output path. */
export interface StatedValue {
  doc: DocumentTypeId;
  value: unknown;
  path: string;
}

/** The first of `fields` a list's items have, if any. */
function fieldOf(list: DocumentListKey, fields: readonly string[]): string | undefined {
  return fields.find((field) => Object.hasOwn(listDescriptors(list), field));
}

/**
 * Every certificate's value of the first of `fields` its list has, in the registry's order of
 * lists and documents.
 */
export function statedValues(report: Report, fields: readonly string[]): StatedValue[] {
  return DOCUMENT_LIST_KEYS.flatMap((list) => {
    const field = fieldOf(list, fields);
    const [doc] = typesFeeding(list);
    if (field === undefined || doc === undefined) return [];
    const items: readonly Readonly<Record<string, unknown>>[] = report[list] ?? [];
    return items.map((item, index) => ({ doc, value: item[field], path: `${list}[${index}].${field}` }));
  });
}
