import { newDeslinde, newLien, newPersonRef, newProhibition, newRegistryPerson } from '../report/defaults';
import type { Deslinde, PersonRef, RegistryEntry, RegistryPerson } from '../report/schema';
import { ESTADO_CIVIL_OPTIONS } from '../vocabularies/estadoCivil';
import {
  AFFECTATION_TYPE_VALUES,
  TIPO_VIVIENDA_VALUES,
  VIAL_TYPE_VALUES,
} from '../vocabularies/expropriation';
import { MARITAL_REGIME_OPTIONS } from '../vocabularies/maritalRegime';
import type { Choice, FieldDescriptor, FieldDescriptors } from './fieldDescriptor';
import type { ReportItem, ReportListKey } from './reportLists';

/*
 * One descriptor per field of every report list (label, kind, required, identity, how it prints).
 * Labels follow SPEC where it names one; README "Field descriptors" records the other choices.
 * A field added to the report schema fails to compile here until it is described.
 */

/** Options whose label is the value itself (`Urbano`). */
const choicesOf = <T extends string>(values: readonly T[]): Choice<T>[] =>
  values.map((value) => ({ value, label: value }));

/** The fields every list shares, written once. */
type Shared = {
  fecha_emision: string | null;
  rol_avaluo: string | null;
  direccion_propiedad: string | null;
  comuna_propiedad?: string | null;
  contribuyente: PersonRef | null;
};

const issueDate = { label: 'Fecha de emisión', kind: 'date' } as const satisfies FieldDescriptor<
  Shared,
  Shared['fecha_emision']
>;

const rol = { label: 'Rol de avalúo', kind: 'text', required: true } as const satisfies FieldDescriptor<
  Shared,
  Shared['rol_avaluo']
>;

/** Where the property is, as the municipal and state certificates name it. */
const propertyAddress = {
  direccion_propiedad: { label: 'Dirección de la propiedad', kind: 'text', required: true, wide: true },
  comuna_propiedad: { label: 'Comuna', kind: 'optionalText', required: true },
} as const satisfies Pick<FieldDescriptors<Shared>, 'direccion_propiedad' | 'comuna_propiedad'>;

/** A person by name and RUT; `whose` names them in the labels (`Nombre del marido`). */
function person(whose: string, required: { nombre?: true; rut?: true } = {}): FieldDescriptors<PersonRef> {
  const suffix = whose === '' ? '' : ` ${whose}`;
  return {
    nombre: { label: `Nombre${suffix}`, kind: 'text', ...(required.nombre && { required: true }) },
    rut: { label: `RUT${suffix}`, kind: 'optionalText', ...(required.rut && { required: true }) },
  };
}

/** The taxpayer the certificate names; the treasury's certificate must name them (SPEC §5). */
function taxpayer(required: boolean) {
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
function inscription(options: {
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

const INSCRIPTION_KEY = ['conservador', 'fojas', 'numero', 'ano'] as const;

/** What a lien and a prohibition of a GP certificate share besides their inscription. */
const gpItem = {
  tipo: { label: 'Tipo', kind: 'text' },
  acreedor: { label: 'Acreedor', kind: 'text' },
} as const;

const gpItemInscription = inscription({ required: false, identity: [], citesOffice: true });

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

const roadAffected = (item: { expropiacion_vial: boolean }) => item.expropiacion_vial;
const parkAffected = (item: { expropiacion_por_parque: boolean }) => item.expropiacion_por_parque;

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

/** Every list's fields, in the editor's and the document's order. */
export const ITEM_FIELDS = {
  property_registry_history: registryEntryFields,
  gp_certificates: {
    ...inscription({ required: true, identity: ['fecha_emision', ...INSCRIPTION_KEY] }),
    domicilio: { label: 'Domicilio', kind: 'text', required: true, wide: true },
    comuna: { label: 'Comuna', kind: 'optionalText' },
    propietarios: {
      label: 'Propietarios',
      kind: 'list',
      itemLabel: 'Propietario',
      whenEmpty: 'El certificado no nombra propietarios.',
      create: newPersonRef,
      fields: person(''),
    },
    gravamenes: {
      label: 'Gravámenes',
      kind: 'list',
      itemLabel: 'Gravamen',
      whenEmpty: 'El certificado no registra gravámenes.',
      create: newLien,
      fields: {
        ...gpItem,
        suma_dinero: { label: 'Suma de dinero', kind: 'text' },
        ...gpItemInscription,
      },
    },
    prohibiciones: {
      label: 'Prohibiciones',
      kind: 'list',
      itemLabel: 'Prohibición',
      whenEmpty: 'El certificado no registra prohibiciones.',
      create: newProhibition,
      fields: {
        ...gpItem,
        accion: { label: 'Acción', kind: 'text' },
        suma_dinero: { label: 'Suma de dinero', kind: 'optionalText' },
        ...gpItemInscription,
      },
    },
  },
  debt_certificates: {
    fecha_emision: { ...issueDate, identity: true },
    rol_avaluo: { ...rol, identity: true },
    contribuyente: taxpayer(true),
    ...propertyAddress,
    total_deuda_no_vencida_liquidada: { label: 'Deuda no vencida', kind: 'amount', required: true },
    total_deuda_vencida_liquidada: { label: 'Deuda morosa', kind: 'amount', required: true },
    codigo_verificacion: { label: 'Código de verificación', kind: 'verificationCode', required: true },
  },
  property_situation_reports: {
    fecha_emision: { ...issueDate, identity: true },
    numero_certificado: {
      label: 'Número de certificado',
      kind: 'identifier',
      required: true,
      identity: true,
    },
    rol_avaluo: rol,
    ...propertyAddress,
    objeto_expropiacion: { label: 'Afecta a expropiación', kind: 'yesNo' },
    codigo_verificacion: { label: 'Código de verificación', kind: 'verificationCode' },
  },
  public_expropriation_certificates: {
    fecha_emision: { ...issueDate, identity: true },
    rol_avaluo: { ...rol, identity: true },
    contribuyente: taxpayer(false),
    tipo_vivienda: {
      label: 'Tipo de vivienda',
      kind: 'select',
      required: true,
      options: choicesOf(TIPO_VIVIENDA_VALUES),
    },
    ...propertyAddress,
    plano: { label: 'Plano', kind: 'identifier' },
    objeto_expropiacion: { label: 'Afecta a expropiación', kind: 'yesNo' },
    expropiacion_vial: { label: 'Expropiación vial', kind: 'yesNo' },
    tipo_expropiacion_vial: {
      label: 'Tipo de expropiación vial',
      kind: 'optionalSelect',
      options: choicesOf(VIAL_TYPE_VALUES),
      shownWhen: roadAffected,
    },
    vias_expropiacion_vial: { label: 'Vías afectadas', kind: 'text', shownWhen: roadAffected },
    tipo_afectacion_vial: {
      label: 'Tipo de afectación vial',
      kind: 'optionalSelect',
      options: choicesOf(AFFECTATION_TYPE_VALUES),
      shownWhen: roadAffected,
    },
    expropiacion_por_parque: { label: 'Expropiación por parque', kind: 'yesNo' },
    tipo_afectacion_por_parque: {
      label: 'Tipo de afectación por parque',
      kind: 'optionalSelect',
      options: choicesOf(AFFECTATION_TYPE_VALUES),
      shownWhen: parkAffected,
    },
    codigo_verificacion: {
      label: 'Código de verificación',
      kind: 'verificationCode',
      issuer: 'comuna_propiedad',
    },
  },
  certificados_avaluo: {
    fecha_emision: { ...issueDate, identity: true },
    rol_avaluo: { ...rol, identity: true },
    direccion: { label: 'Dirección', kind: 'text', required: true, wide: true },
    comuna: { label: 'Comuna', kind: 'optionalText', required: true },
    destino: { label: 'Destino', kind: 'text', required: true },
    avaluo_afecto: { label: 'Avalúo afecto', kind: 'amount', required: true },
    avaluo_exento: { label: 'Avalúo exento', kind: 'amount', required: true },
    avaluo_total: { label: 'Avalúo total', kind: 'amount', required: true },
  },
  certificados_matrimonio: {
    fecha_emision: issueDate,
    circunscripcion: { label: 'Circunscripción', kind: 'text', required: true, identity: true },
    numero_de_inscripcion: {
      label: 'Número de inscripción',
      kind: 'identifier',
      required: true,
      identity: true,
    },
    ano: { label: 'Año de inscripción', kind: 'identifier', required: true, identity: true },
    marido: { label: 'Marido', kind: 'person', fields: person('del marido', { nombre: true, rut: true }) },
    mujer: { label: 'Mujer', kind: 'person', fields: person('de la mujer', { nombre: true, rut: true }) },
    tipo_de_sociedad_conyugal: {
      label: 'Régimen patrimonial',
      kind: 'select',
      required: true,
      options: MARITAL_REGIME_OPTIONS,
    },
  },
} as const satisfies { [K in ReportListKey]: FieldDescriptors<ReportItem<K>> };
