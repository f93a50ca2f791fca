import { textOrNotGiven } from '../format/fields';
import type { PersonRef } from '../report/schemaParts';
import type { Choice, FieldDescriptor, FieldDescriptors } from './fieldDescriptor';

/*
 * Descriptors of the fields many report lists share (issue date, rol, property address, people,
 * CBR inscription), written once for the document types' modules (types/).
 */

/** Options whose label is the value itself (`Urbano`). */
export const choicesOf = <T extends string>(values: readonly T[]): Choice<T>[] =>
  values.map((value) => ({ value, label: value }));

/** The fields every list shares, written once. */
type Shared = {
  fecha_emision: string | null;
  rol_avaluo: string | null;
  direccion_propiedad: string | null;
  comuna_propiedad?: string | null;
  contribuyente: PersonRef | null;
};

export const issueDate = { label: 'Fecha de emisión', kind: 'date' } as const satisfies FieldDescriptor<
  Shared,
  Shared['fecha_emision']
>;

export const rol = {
  label: 'Rol de avalúo',
  kind: 'text',
  required: true,
} as const satisfies FieldDescriptor<Shared, Shared['rol_avaluo']>;

/** Where the property is, as the municipal and state certificates name it. */
export const propertyAddress = {
  direccion_propiedad: { label: 'Dirección de la propiedad', kind: 'text', required: true, wide: true },
  comuna_propiedad: { label: 'Comuna', kind: 'optionalText', required: true },
} as const satisfies Pick<FieldDescriptors<Shared>, 'direccion_propiedad' | 'comuna_propiedad'>;

/** A person by name and RUT; `whose` names them in the labels (`Nombre del marido`). */
export function person(
  whose: string,
  required: { nombre?: true; rut?: true } = {},
): FieldDescriptors<PersonRef> {
  const suffix = whose === '' ? '' : ` ${whose}`;
  return {
    nombre: { label: `Nombre${suffix}`, kind: 'text', ...(required.nombre && { required: true }) },
    rut: { label: `RUT${suffix}`, kind: 'optionalText', ...(required.rut && { required: true }) },
  };
}

/** The taxpayer the certificate names; the treasury's certificate must name them (SPEC §5). */
export function taxpayer(required: boolean) {
  return {
    label: 'Contribuyente',
    kind: 'person',
    fields: person('del contribuyente', required ? { nombre: true } : {}),
  } as const;
}

type Inscribed = {
  fecha_emision: string | null;
  conservador: string | null;
  fojas: number | null;
  vuelta: boolean;
  numero: number | null;
  ano: number | null;
  codigo_verificacion?: string | null;
};

/**
 * Date, office, fojas (vuelta), número, año and verification code of a CBR inscription. The
 * document cites fojas to año in one line; an item of a GP certificate cites office and date there
 * too. `identity` names the fields that tell two documents apart.
 */
export function inscription(options: {
  required: boolean;
  identity: readonly ('fecha_emision' | 'conservador' | 'fojas' | 'numero' | 'ano')[];
  citesOffice?: boolean;
}): FieldDescriptors<Inscribed> {
  const flags = (field: 'fecha_emision' | 'conservador' | 'fojas' | 'numero' | 'ano') => ({
    ...(options.required && field !== 'fecha_emision' && { required: true as const }),
    ...(options.identity.includes(field) && { identity: true as const }),
  });
  const office = options.citesOffice ? { print: 'inscription' as const } : {};
  return {
    fecha_emision: { ...issueDate, ...flags('fecha_emision'), ...office },
    conservador: { label: 'Conservador', kind: 'conservador', ...flags('conservador'), ...office },
    fojas: { label: 'Fojas', kind: 'identifier', print: 'inscription', ...flags('fojas') },
    vuelta: { label: 'Vuelta', hint: 'fojas vta.', kind: 'yesNo', print: 'inscription' },
    numero: { label: 'Número', kind: 'identifier', print: 'inscription', ...flags('numero') },
    ano: { label: 'Año', kind: 'identifier', print: 'inscription', ...flags('ano') },
    codigo_verificacion: { label: 'Código de verificación', kind: 'verificationCode', issuer: 'conservador' },
  };
}

export const INSCRIPTION_KEY = ['conservador', 'fojas', 'numero', 'ano'] as const;

/** `Fojas 1234 N° 567 año 2020`, from what is known: tells inscriptions apart in the editor. */
export function inscriptionSummary(value: {
  fojas: number | null;
  numero: number | null;
  ano: number | null;
}): string {
  const parts = [
    value.fojas ? `Fojas ${value.fojas}` : null,
    value.numero ? `N° ${value.numero}` : null,
    value.ano ? `año ${value.ano}` : null,
  ];
  return parts.filter(Boolean).join(' ');
}

/** `Rol 123-4` beside a document in the editor; nothing when the rol is not known. */
export const rolDescription = (item: { rol_avaluo: string | null }) =>
  item.rol_avaluo ? `Rol ${item.rol_avaluo}` : '';

/** `Rol 123-4` in a printed heading, `Rol No informado` when not known. */
export const rolHeading = (item: { rol_avaluo: string | null }) => `Rol ${textOrNotGiven(item.rol_avaluo)}`;
