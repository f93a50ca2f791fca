import type { Report } from '../report/schema';
import { listDescriptors } from './describedFields';
import { typesFeeding, type DocumentTypeId } from './documentTypes';
import {
  DOCUMENT_LIST_KEYS,
  REPORT_LIST_KEYS,
  type DocumentListKey,
  type ReportListKey,
} from './reportLists';

/*
 * What the documents say about the property and the people, found through every list's
 * descriptors (its module's `fields`), so the checks across documents cover a new list with no
 * entry of their own: the rol as `rol_avaluo`, the comuna as `comuna_propiedad` or `comuna`, and
 * every person with a RUT.
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

/** A person a document names, with the output path of the person and the field naming them. */
export interface StatedPerson {
  nombre: string;
  rut: string | null;
  path: string;
  list: ReportListKey;
  /** `propietarios`, `contribuyente`, `marido`… */
  field: string;
}

type Where = Pick<StatedPerson, 'path' | 'list' | 'field'>;

function personAt(value: unknown, where: Where): StatedPerson[] {
  if (typeof value !== 'object' || value === null || !('nombre' in value)) return [];
  if (typeof value.nombre !== 'string') return [];
  const rut = 'rut' in value && typeof value.rut === 'string' ? value.rut : null;
  return [{ nombre: value.nombre, rut, ...where }];
}

/**
 * Every person the report names (owners, sellers, taxpayers, spouses…): the fields and inner lists
 * whose descriptors hold a RUT, in the order of the lists, their documents and their fields.
 */
export function statedPeople(report: Report): StatedPerson[] {
  return REPORT_LIST_KEYS.flatMap((list) => {
    const items: readonly Readonly<Record<string, unknown>>[] = report[list] ?? [];
    const descriptors = Object.entries(listDescriptors(list));
    return items.flatMap((item, index) =>
      descriptors.flatMap(([field, descriptor]) => {
        const path = `${list}[${index}].${field}`;
        const value = item[field];
        if (descriptor.kind === 'person') return personAt(value, { path, list, field });
        if (descriptor.kind !== 'list' || !descriptor.fields || !Object.hasOwn(descriptor.fields, 'rut'))
          return [];
        return Array.isArray(value)
          ? value.flatMap((element, at) => personAt(element, { path: `${path}[${at}]`, list, field }))
          : [];
      }),
    );
  });
}
