import { z } from 'zod';

import { ESTADO_CIVIL_VALUES } from '../vocabularies/estadoCivil';
import {
  AFFECTATION_TYPE_VALUES,
  TIPO_VIVIENDA_VALUES,
  VIAL_TYPE_VALUES,
} from '../vocabularies/expropriation';
import { MARITAL_REGIME_VALUES } from '../vocabularies/maritalRegime';

/*
 * The report `output` (SPEC §3), the one definition the editor, the analysis engine and the
 * PDF/DOCX renderers share. Conventions:
 * - `null` means the documents do not give the value (corpus convention), so scalar fields are
 *   nullable; booleans and lists are always present.
 * - Optional text the editor clears to null or undefined (SPEC §5: codigo_verificacion, comuna,
 *   rut) is `nullish`.
 * - Unknown keys are dropped on parse, so nothing outside this schema reaches storage.
 */

/** A calendar date as the corpus writes it (`2025-09-08`) or as the editor stores it (midnight in Chile, ISO). */
export const isoDateSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

const date = isoDateSchema.nullable();
const text = z.string().nullable();
const optionalText = z.string().nullish();
const integer = z.int().nullable();

/** Fojas, número, año and vuelta: the key of an inscription in a CBR registry. */
const inscriptionFields = {
  fojas: integer,
  vuelta: z.boolean(),
  numero: integer,
  ano: integer,
};

export const deslindeSchema = z.object({
  direccion: text,
  largo: text,
  propiedad: text,
});

/** Owner or seller in a registry inscription. Companies have no estado civil. */
export const registryPersonSchema = z.object({
  nombre: z.string(),
  rut: optionalText,
  estado_civil: z.enum(ESTADO_CIVIL_VALUES).nullable(),
  domicilio: text,
});

export const registryEntrySchema = z.object({
  fecha_emision: date,
  conservador: text,
  ...inscriptionFields,
  codigo_verificacion: optionalText,
  propietarios: z.array(registryPersonSchema),
  descripcion_propiedad: text,
  deslindes: z.array(deslindeSchema),
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
  vendedores: z.array(registryPersonSchema),
  precio: text,
});

/** A person named by a certificate: GP owner, taxpayer, spouse. */
export const personRefSchema = z.object({
  nombre: z.string(),
  rut: optionalText,
});

/** Fields every GP item (lien or prohibition) shares. */
const gpItemFields = {
  fecha_emision: date,
  conservador: text,
  ...inscriptionFields,
  codigo_verificacion: optionalText,
  tipo: z.string(),
  acreedor: text,
};

export const lienSchema = z.object({
  ...gpItemFields,
  suma_dinero: text,
});

/** An embargo may state an amount; conventional prohibitions do not, hence optional. */
export const prohibitionSchema = z.object({
  ...gpItemFields,
  suma_dinero: optionalText,
  accion: text,
});

export const gpCertificateSchema = z.object({
  fecha_emision: date,
  conservador: text,
  ...inscriptionFields,
  codigo_verificacion: optionalText,
  domicilio: text,
  comuna: optionalText,
  propietarios: z.array(personRefSchema),
  gravamenes: z.array(lienSchema),
  prohibiciones: z.array(prohibitionSchema),
});

export const debtCertificateSchema = z.object({
  fecha_emision: date,
  rol_avaluo: text,
  contribuyente: personRefSchema,
  direccion_propiedad: text,
  comuna_propiedad: optionalText,
  /** "Total Deuda Morosa" on the TGR certificate. */
  total_deuda_vencida_liquidada: integer,
  total_deuda_no_vencida_liquidada: integer,
  codigo_verificacion: optionalText,
});

export const propertySituationReportSchema = z.object({
  fecha_emision: date,
  numero_certificado: integer,
  rol_avaluo: text,
  direccion_propiedad: text,
  comuna_propiedad: optionalText,
  codigo_verificacion: optionalText,
  objeto_expropiacion: z.boolean(),
});

const affectationType = z.enum(AFFECTATION_TYPE_VALUES).nullable();

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
  vias_expropiacion_vial: text,
  tipo_afectacion_vial: affectationType,
  expropiacion_por_parque: z.boolean(),
  tipo_afectacion_por_parque: affectationType,
});

export const fiscalAppraisalSchema = z.object({
  fecha_emision: date,
  rol_avaluo: text,
  direccion: text,
  comuna: optionalText,
  destino: text,
  avaluo_afecto: integer,
  avaluo_exento: integer,
  avaluo_total: integer,
});

export const marriageCertificateSchema = z.object({
  fecha_emision: date,
  ano: integer,
  circunscripcion: text,
  numero_de_inscripcion: integer,
  marido: personRefSchema,
  mujer: personRefSchema,
  tipo_de_sociedad_conyugal: z.enum(MARITAL_REGIME_VALUES),
});

export const reportSchema = z.object({
  /** When the analysis ran; the corpus ground truth leaves it out. */
  today: isoDateSchema.optional(),
  /** Index 0 is the current inscription, then earlier titles, most recent first. */
  property_registry_history: z.array(registryEntrySchema),
  /** Absent or null means the observations section is not part of the report. */
  notes: z.array(z.string()).nullish(),
  gp_certificates: z.array(gpCertificateSchema).optional(),
  debt_certificates: z.array(debtCertificateSchema).optional(),
  property_situation_reports: z.array(propertySituationReportSchema).optional(),
  public_expropriation_certificates: z.array(publicExpropriationCertificateSchema).optional(),
  certificados_avaluo: z.array(fiscalAppraisalSchema).optional(),
  certificados_matrimonio: z.array(marriageCertificateSchema).optional(),
});

export type Deslinde = z.infer<typeof deslindeSchema>;
export type RegistryPerson = z.infer<typeof registryPersonSchema>;
export type RegistryEntry = z.infer<typeof registryEntrySchema>;
export type PersonRef = z.infer<typeof personRefSchema>;
export type Lien = z.infer<typeof lienSchema>;
export type Prohibition = z.infer<typeof prohibitionSchema>;
export type GpCertificate = z.infer<typeof gpCertificateSchema>;
export type DebtCertificate = z.infer<typeof debtCertificateSchema>;
export type PropertySituationReport = z.infer<typeof propertySituationReportSchema>;
export type PublicExpropriationCertificate = z.infer<typeof publicExpropriationCertificateSchema>;
export type FiscalAppraisal = z.infer<typeof fiscalAppraisalSchema>;
export type MarriageCertificate = z.infer<typeof marriageCertificateSchema>;
export type Report = z.infer<typeof reportSchema>;

/** Validates a stored or produced report; throws a ZodError that names the offending paths. */
export function parseReport(value: unknown): Report {
  return reportSchema.parse(value);
}
