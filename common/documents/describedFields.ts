import type { AnyDescriptor } from './fieldDescriptor';
import { LIST_MODULES } from './types';
import type { ReportItem, ReportListKey } from './reportLists';

/*
 * Readings of the field descriptors (each list's `fields` in its module, types/) that do not
 * depend on the item's type: the identity, required fields and labels derived from them.
 */

export type Descriptors = Readonly<Record<string, AnyDescriptor>>;

/** The descriptors of one list's fields, in order. */
export function listDescriptors(list: ReportListKey): Descriptors {
  return LIST_MODULES[list].fields;
}

/** The fields that tell two documents of `list` apart. */
export function identityOf<K extends ReportListKey>(list: K): (keyof ReportItem<K> & string)[] {
  const fields = listDescriptors(list);
  return Object.entries(fields)
    .filter(([, descriptor]) => descriptor.identity)
    .map(([field]) => field)
    .filter((field): field is keyof ReportItem<K> & string => Object.hasOwn(fields, field));
}

/** A field of a list with its path pattern inside an item (`propietarios[].nombre`). */
export interface DescribedField {
  pattern: string;
  descriptor: AnyDescriptor;
}

/** Every field of `descriptors`, nested ones included, in order. */
export function describedFields(descriptors: Descriptors, prefix = ''): DescribedField[] {
  return Object.entries(descriptors).flatMap(([field, descriptor]) => {
    const pattern = `${prefix}${field}`;
    const nested = descriptor.fields
      ? describedFields(descriptor.fields, descriptor.kind === 'list' ? `${pattern}[].` : `${pattern}.`)
      : [];
    return [{ pattern, descriptor }, ...nested];
  });
}

/** The descriptor of the field at `steps` inside an item of `list` (`['marido', 'rut']`), if any. */
export function descriptorAt(list: ReportListKey, steps: readonly PropertyKey[]): AnyDescriptor | undefined {
  let descriptors: Descriptors | undefined = listDescriptors(list);
  let found: AnyDescriptor | undefined;
  for (const step of steps) {
    if (typeof step === 'number') continue;
    const key = String(step);
    found = descriptors && Object.hasOwn(descriptors, key) ? descriptors[key] : undefined;
    descriptors = found?.fields;
  }
  return found;
}
