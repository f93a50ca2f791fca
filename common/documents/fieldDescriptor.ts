import type { PersonRef } from '../report/schema';

/*
 * How one field of a report list is named, edited and printed: the editor's generic list section,
 * the PDF/DOCX sections, the field labels and the required fields all read these descriptors
 * (each list's module in types/ holds one per field).
 */

/** One choice of a select, as the editor offers it and the document prints it. */
export interface Choice<T extends string = string> {
  value: T;
  label: string;
}

/**
 * Where a field goes in the document besides its own label–value row: cited with the others of
 * its inscription (`Fojas 12 vuelta, N.º 3, año 2020`), with the previous inscription's, or as a
 * paragraph under its label (a property description).
 */
export type PrintAs = 'row' | 'inscription' | 'previousInscription' | 'paragraph';

/** The label under which the document cites an inscription and the one before it. */
export const INSCRIPTION_LABEL = 'Inscripción';
export const PREVIOUS_INSCRIPTION_LABEL = 'Inscripción anterior';

interface FieldBase<Item> {
  /** The field's name in Spanish, in the editor, the document and the list of empty fields. */
  label: string;
  /** A short help text under the editor's input. */
  hint?: string;
  /** SPEC §5's asterisk: listed when empty before a download, never blocking. */
  required?: true;
  /** One of the fields that tell two documents of the list apart (merge of later uploads). */
  identity?: true;
  /** A heading that opens a group of fields, in the editor and in the document. */
  opensGroup?: string;
  /** Spans the editor's whole row. */
  wide?: true;
  /** Shown and printed only when this holds (SPEC §3: road details only with a road affectation). */
  shownWhen?(item: Item): boolean;
  print?: PrintAs;
}

/**
 * Kinds of a scalar field, by the type of its value: a kind whose editor cannot hold the value is
 * a compile error.
 */
export type ScalarKind<V> = [V] extends [boolean]
  ? 'yesNo'
  : [V] extends [number | null]
    ? 'identifier' | 'amount'
    : [V] extends [string | null | undefined]
      ? [undefined] extends [V]
        ? 'optionalText' | 'verificationCode'
        : 'text' | 'longText' | 'date' | 'conservador'
      : never;

export interface ScalarDescriptor<Item, V> extends FieldBase<Item> {
  kind: ScalarKind<V>;
  /** For a verification code: the field naming its issuer, whose site checks it. */
  issuer?: keyof Item & string;
}

export interface SelectDescriptor<Item, V> extends FieldBase<Item> {
  /** `optionalSelect` may be left unset (stored as null). */
  kind: null extends V ? 'optionalSelect' : 'select';
  options: readonly Choice<NonNullable<V> & string>[];
}

/** A person named by the document: nombre and RUT, each with its own label. */
export interface PersonDescriptor<Item> extends FieldBase<Item> {
  kind: 'person';
  fields: FieldDescriptors<PersonRef>;
}

/** A list inside the item (owners, liens, boundaries), printed as a table of its fields. */
export interface ListDescriptor<Item, Element> extends FieldBase<Item> {
  kind: 'list';
  /** Name of one element, numbered after it (`Propietario 2`). */
  itemLabel: string;
  /** What the document says when the list is empty. */
  whenEmpty: string;
  create(): Element;
  fields: FieldDescriptors<Element>;
}

type SelectValue<V> = [NonNullable<V>] extends [string] ? (string extends NonNullable<V> ? never : V) : never;

/** The descriptor a field of type `V` inside `Item` may have. */
export type FieldDescriptor<Item, V> = [V] extends [readonly (infer Element)[]]
  ? ListDescriptor<Item, Element>
  : [NonNullable<V>] extends [PersonRef]
    ? PersonDescriptor<Item>
    : [SelectValue<V>] extends [never]
      ? ScalarDescriptor<Item, V>
      : SelectDescriptor<Item, V>;

/** One descriptor per field of `Item`, in the order the editor shows and the document prints them. */
export type FieldDescriptors<Item> = {
  readonly [F in keyof Item & string]-?: FieldDescriptor<Item, Item[F]>;
};

/** Any descriptor, as code that walks them without knowing the item reads it. */
export interface AnyDescriptor {
  label: string;
  kind: string;
  hint?: string;
  required?: true;
  identity?: true;
  opensGroup?: string;
  wide?: true;
  print?: PrintAs;
  issuer?: string;
  itemLabel?: string;
  whenEmpty?: string;
  options?: readonly Choice[];
  fields?: Readonly<Record<string, AnyDescriptor>>;
  shownWhen?(item: Readonly<Record<string, unknown>>): boolean;
  create?(): unknown;
}
