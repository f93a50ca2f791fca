import { z } from 'zod';

import { ESTADO_CIVIL_VALUES } from '../vocabularies/estadoCivil';
import {
  AFFECTATION_TYPE_VALUES,
  TIPO_VIVIENDA_VALUES,
  VIAL_TYPE_VALUES,
} from '../vocabularies/expropriation';
import { MARITAL_REGIME_VALUES } from '../vocabularies/maritalRegime';
import { REPORT_LIMITS } from './limits';

/*
 * The report `output` (SPEC §3), the one definition the editor, the analysis engine and the
 * PDF/DOCX renderers share. Conventions:
 * - `null` means the documents do not give the value (corpus convention), so scalar fields are
 *   nullable; booleans and lists are always present.
 * - Optional text the editor clears to null or undefined (SPEC §5: codigo_verificacion, comuna,
 *   rut) is `nullish`.
 * - Unknown keys are dropped on parse, so nothing outside this schema reaches storage.
 * - Every text and list has a length limit a real study never reaches (REPORT_LIMITS): one line
 *   for names, codes and places, a few pages for descriptions and observations.
 */

/** A calendar date as the corpus writes it (`2025-09-08`) or as the editor stores it (midnight in Chile, ISO). */
export const isoDateSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

const date = isoDateSchema.nullable();
const line = z.string().max(REPORT_LIMITS.shortText);
const paragraph = z.string().max(REPORT_LIMITS.longText);
const text = line.nullable();
const longText = paragraph.nullable();
const optionalText = line.nullish();
const integer = z.int().nullable();
const list = <T extends z.ZodType>(item: T) => z.array(item).max(REPORT_LIMITS.listItems);

/** Fojas, número, año and vuelta: the key of an inscription in a CBR registry. */
const inscriptionFields = {
  fojas: integer,
  vuelta: z.boolean(),
  numero: integer,
  ano: integer,
};

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

/** A person named by a certificate: GP owner, taxpayer, spouse. */
export const personRefSchema = z.object({
  nombre: line,
  rut: optionalText,
});

/** Fields every GP item (lien or prohibition) shares. */
const gpItemFields = {
  fecha_emision: date,
  conservador: text,
  ...inscriptionFields,
  codigo_verificacion: optionalText,
  tipo: line,
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
  accion: longText,
});

export const gpCertificateSchema = z.object({
  fecha_emision: date,
  conservador: text,
  ...inscriptionFields,
  codigo_verificacion: optionalText,
  domicilio: text,
  comuna: optionalText,
  propietarios: list(personRefSchema),
  gravamenes: list(lienSchema),
  prohibiciones: list(prohibitionSchema),
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
  vias_expropiacion_vial: longText,
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

export const reportSchema = z
  .object({
    /** When the analysis ran; the corpus ground truth leaves it out. */
    today: isoDateSchema.optional(),
    /**
     * The day of the study (#20): certificate ages and findings are judged on it. The first
     * analysis sets it, the lawyer may change it; reports stored before it had one read their
     * creation day (`withStudyDate`).
     */
    study_date: isoDateSchema.optional(),
    /** Whom the study is for, as the deliverable's cover names them (#11); '' when not given. */
    client_name: line.default(''),
    /**
     * The lawyer's conclusion, written in the editor (#11): the deliverable opens with it, before
     * the findings and the data. '' until written.
     */
    conclusion: paragraph.default(''),
    /** Index 0 is the current inscription, then earlier titles, most recent first. */
    property_registry_history: list(registryEntrySchema),
    /** Absent or null means the observations section is not part of the report. */
    notes: list(paragraph).nullish(),
    gp_certificates: list(gpCertificateSchema).optional(),
    debt_certificates: list(debtCertificateSchema).optional(),
    property_situation_reports: list(propertySituationReportSchema).optional(),
    public_expropriation_certificates: list(publicExpropriationCertificateSchema).optional(),
    certificados_avaluo: list(fiscalAppraisalSchema).optional(),
    certificados_matrimonio: list(marriageCertificateSchema).optional(),
  })
  .check((context) => {
    // Within every field's limit, the whole can still be too much to render in time.
    const chars = JSON.stringify(context.value).length;
    if (chars > REPORT_LIMITS.reportChars) {
      context.issues.push({
        code: 'too_big',
        origin: 'string',
        maximum: REPORT_LIMITS.reportChars,
        inclusive: true,
        input: chars,
        path: [],
        message: 'report too large',
      });
    }
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
