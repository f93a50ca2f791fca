import { z } from 'zod';

import {
  AFFECTATION_TYPE_VALUES,
  DEFAULT_TIPO_VIVIENDA,
  TIPO_VIVIENDA_VALUES,
  VIAL_TYPE_VALUES,
} from '../../vocabularies/expropriation';
import { newPersonRef } from '../../report/defaults';
import { date, integer, longText, optionalText, personRefSchema, text } from '../../report/schemaParts';
import {
  choicesOf,
  issueDate,
  propertyAddress,
  rol,
  rolDescription,
  rolHeading,
  taxpayer,
} from '../sharedFields';
import type { CertificateListModule, DocumentType } from '../typeModule';

const affectationType = z.enum(AFFECTATION_TYPE_VALUES).nullable();

/*
 * The municipal certificate of public-use affectation (road widening or opening, parks).
 */

export const publicExpropriationCertificateSchema = z.object({
  fecha_emision: date,
  contribuyente: personRefSchema.nullable(),
  rol_avaluo: text,
  tipo_vivienda: z.enum(TIPO_VIVIENDA_VALUES),
  direccion_propiedad: text,
  comuna_propiedad: optionalText,
  codigo_verificacion: optionalText,
  plano: integer,
  objeto_expropiacion: z.boolean(),
  expropiacion_vial: z.boolean(),
  tipo_expropiacion_vial: z.enum(VIAL_TYPE_VALUES).nullable(),
  vias_expropiacion_vial: longText,
  tipo_afectacion_vial: affectationType,
  expropiacion_por_parque: z.boolean(),
  tipo_afectacion_por_parque: affectationType,
});

export type PublicExpropriationCertificate = z.infer<typeof publicExpropriationCertificateSchema>;

export function newPublicExpropriationCertificate(): PublicExpropriationCertificate {
  return {
    fecha_emision: null,
    contribuyente: newPersonRef(),
    rol_avaluo: '',
    tipo_vivienda: DEFAULT_TIPO_VIVIENDA,
    direccion_propiedad: '',
    comuna_propiedad: null,
    codigo_verificacion: null,
    plano: null,
    objeto_expropiacion: false,
    expropiacion_vial: false,
    tipo_expropiacion_vial: null,
    vias_expropiacion_vial: null,
    tipo_afectacion_vial: null,
    expropiacion_por_parque: false,
    tipo_afectacion_por_parque: null,
  };
}

export const afectacionUtilidadPublicaType = {
  label: 'Certificado municipal de afectación a utilidad pública',
  shortLabel: 'Certificado de afectación a utilidad pública',
  findingLabel: 'el certificado municipal de afectación a utilidad pública',
  maxAgeDays: 90,
  feeds: { list: 'public_expropriation_certificates' },
  issuer: 'municipalidad',
  absentMeaning:
    'No se acompañó certificado municipal de afectación a utilidad pública: no es posible descartar afectaciones viales o de parques que limiten la propiedad.',
  requiredInEveryStudy: true,
} as const satisfies DocumentType;

const roadAffected = (item: { expropiacion_vial: boolean }) => item.expropiacion_vial;
const parkAffected = (item: { expropiacion_por_parque: boolean }) => item.expropiacion_por_parque;

/** The list its documents fill. */
export const publicExpropriationCertificateList = {
  schema: publicExpropriationCertificateSchema,
  create: newPublicExpropriationCertificate,
  nested: {},
  fields: {
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
  label: 'Certificados de afectación a utilidad pública',
  documentName: 'Certificado de afectación',
  sectionTitle: 'Certificado de afectación a utilidad pública (municipal)',
  printTitle: 'Certificado de afectación a utilidad pública (municipal)',
  describe: rolDescription,
  printHeading: { noun: 'Certificado', detail: rolHeading },
} as const satisfies CertificateListModule<PublicExpropriationCertificate>;
