import { z } from 'zod';

import {
  DEFAULT_MARITAL_REGIME,
  MARITAL_REGIME_OPTIONS,
  MARITAL_REGIME_VALUES,
} from '../../vocabularies/maritalRegime';
import { textOrNotGiven } from '../../format/fields';
import { newPersonRef } from '../../report/defaults';
import { date, integer, personRefSchema, text } from '../../report/schemaParts';
import { issueDate, person } from '../sharedFields';
import type { CertificateListModule, DocumentType } from '../typeModule';

/*
 * The civil registry's marriage certificate of the owners.
 */

export const marriageCertificateSchema = z.object({
  fecha_emision: date,
  ano: integer,
  circunscripcion: text,
  numero_de_inscripcion: integer,
  marido: personRefSchema,
  mujer: personRefSchema,
  tipo_de_sociedad_conyugal: z.enum(MARITAL_REGIME_VALUES),
});

export type MarriageCertificate = z.infer<typeof marriageCertificateSchema>;

export function newMarriageCertificate(): MarriageCertificate {
  return {
    fecha_emision: null,
    ano: null,
    circunscripcion: '',
    numero_de_inscripcion: null,
    marido: newPersonRef(),
    mujer: newPersonRef(),
    tipo_de_sociedad_conyugal: DEFAULT_MARITAL_REGIME,
  };
}

export const matrimonioType = {
  label: 'Certificado de matrimonio de los propietarios',
  shortLabel: 'Certificado de matrimonio',
  findingLabel: 'el certificado de matrimonio',
  maxAgeDays: 90,
  feeds: { list: 'certificados_matrimonio' },
  issuer: 'registro_civil',
  absentMeaning:
    'No se acompañó certificado de matrimonio: no es posible verificar el régimen de bienes de los propietarios ni si se requiere la autorización del cónyuge.',
  requiredInEveryStudy: false,
} as const satisfies DocumentType;

/** The list its documents fill. */
export const marriageCertificateList = {
  schema: marriageCertificateSchema,
  create: newMarriageCertificate,
  nested: {},
  fields: {
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
  label: 'Certificados de matrimonio',
  documentName: 'Certificado de matrimonio',
  sectionTitle: 'Certificado de matrimonio',
  printTitle: 'Certificados de matrimonio',
  describe: (certificate) =>
    [certificate.marido.nombre, certificate.mujer.nombre].filter((name) => name.trim() !== '').join(' y '),
  printHeading: {
    noun: 'Certificado',
    detail: (certificate) =>
      `${textOrNotGiven(certificate.marido.nombre)} y ${textOrNotGiven(certificate.mujer.nombre)}`,
  },
} as const satisfies CertificateListModule<MarriageCertificate>;
