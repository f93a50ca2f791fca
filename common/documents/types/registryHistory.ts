import { z } from 'zod';

import { newDeslinde, newRegistryEntry, newRegistryPerson } from '../../report/defaults';
import {
  date,
  inscriptionFields,
  line,
  list,
  longText,
  optionalText,
  integer,
  text,
} from '../../report/schemaParts';
import { ESTADO_CIVIL_OPTIONS, ESTADO_CIVIL_VALUES } from '../../vocabularies/estadoCivil';
import type { FieldDescriptors } from '../fieldDescriptor';
import { inscription, INSCRIPTION_KEY, issueDate, person, rol } from '../sharedFields';
import type { ListModule } from '../typeModule';

/*
 * The registry history: the current inscription (dominioVigente.ts), completed by its deed
 * (escritura.ts), then the earlier titles (tituloAnterior.ts). Its editor section and its printed
 * headings are its own (RegistryHistorySection, listSections.ts).
 */

export const deslindeSchema = z.object({
  direccion: longText,
  largo: longText,
  propiedad: longText,
});

/** Owner or seller in a registry inscription. Companies have no estado civil. */
export const registryPersonSchema = z.object({
  nombre: line,
  rut: optionalText,
  estado_civil: z.enum(ESTADO_CIVIL_VALUES).nullable(),
  domicilio: text,
});

export const registryEntrySchema = z.object({
  fecha_emision: date,
  conservador: text,
  ...inscriptionFields,
  codigo_verificacion: optionalText,
  propietarios: list(registryPersonSchema),
  descripcion_propiedad: longText,
  deslindes: list(deslindeSchema),
  rol_avaluo: text,
  comuna: optionalText,
  plano: integer,
  conservador_anterior: text,
  fojas_anterior: integer,
  vuelta_anterior: z.boolean(),
  numero_anterior: integer,
  ano_anterior: integer,
  fecha_registro: date,
  notaria_comuna: text,
  notaria: text,
  vendedores: list(registryPersonSchema),
  precio: longText,
});

export type Deslinde = z.infer<typeof deslindeSchema>;
export type RegistryPerson = z.infer<typeof registryPersonSchema>;
export type RegistryEntry = z.infer<typeof registryEntrySchema>;

function registryPeople(required: boolean): FieldDescriptors<RegistryPerson> {
  return {
    ...person('', required ? { nombre: true } : {}),
    estado_civil: { label: 'Estado civil', kind: 'optionalSelect', options: ESTADO_CIVIL_OPTIONS },
    domicilio: { label: 'Domicilio', kind: 'text' },
  };
}

const deslindeFields = {
  direccion: { label: 'Orientación', kind: 'text' },
  largo: { label: 'Largo', kind: 'text' },
  propiedad: { label: 'Deslinda con', kind: 'text', wide: true },
} as const satisfies FieldDescriptors<Deslinde>;

const registryEntryFields = {
  ...inscription({ required: true, identity: INSCRIPTION_KEY }),
  fecha_emision: { ...issueDate, opensGroup: 'Inscripción' },
  rol_avaluo: rol,
  comuna: { label: 'Comuna', kind: 'optionalText' },
  plano: { label: 'Plano', kind: 'identifier', required: true },
  fecha_registro: { label: 'Fecha de registro', kind: 'date', required: true },
  descripcion_propiedad: {
    label: 'Descripción de la propiedad',
    kind: 'longText',
    required: true,
    print: 'paragraph',
  },
  propietarios: {
    label: 'Propietarios',
    kind: 'list',
    itemLabel: 'Propietario',
    whenEmpty: 'La inscripción no registra propietarios.',
    create: newRegistryPerson,
    fields: registryPeople(true),
  },
  deslindes: {
    label: 'Deslindes',
    kind: 'list',
    itemLabel: 'Deslinde',
    whenEmpty: 'La inscripción no detalla deslindes.',
    create: newDeslinde,
    fields: deslindeFields,
  },
  notaria: { label: 'Notaría', kind: 'text', required: true, opensGroup: 'Título y transferencia' },
  notaria_comuna: { label: 'Comuna de la notaría', kind: 'text', required: true },
  precio: { label: 'Precio', kind: 'text', required: true },
  vendedores: {
    label: 'Vendedores',
    kind: 'list',
    itemLabel: 'Vendedor',
    whenEmpty: 'La inscripción no registra vendedores.',
    create: newRegistryPerson,
    fields: registryPeople(false),
  },
  conservador_anterior: {
    label: 'Conservador anterior',
    kind: 'conservador',
    required: true,
    opensGroup: 'Inscripción anterior',
  },
  fojas_anterior: { label: 'Fojas anterior', kind: 'identifier', print: 'previousInscription' },
  vuelta_anterior: { label: 'Vuelta anterior', kind: 'yesNo', print: 'previousInscription' },
  numero_anterior: { label: 'Número anterior', kind: 'identifier', print: 'previousInscription' },
  ano_anterior: { label: 'Año anterior', kind: 'identifier', print: 'previousInscription' },
} as const satisfies FieldDescriptors<RegistryEntry>;

export const registryHistoryList = {
  schema: registryEntrySchema,
  create: newRegistryEntry,
  nested: { propietarios: newRegistryPerson, vendedores: newRegistryPerson, deslindes: newDeslinde },
  fields: registryEntryFields,
  label: 'Historial de inscripciones',
  documentName: 'Inscripción',
  sectionTitle: 'Historial de inscripciones de la propiedad',
  printTitle: 'Historial de inscripciones de dominio',
} as const satisfies ListModule<RegistryEntry>;
