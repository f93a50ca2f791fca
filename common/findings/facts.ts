import { z } from 'zod';

import { provenanceSchema } from '../record/provenance';
import { isoDateSchema } from '../report/schema';
import { isDocumentTypeId, type DocumentTypeId } from '../documents/documentTypes';
import { LIEN_KIND_VALUES, LIEN_REGISTRY_VALUES } from '../vocabularies/lienKinds';

/*
 * Facts the report schema cannot hold but the legal rules need (the act that transferred the
 * title, margin notes, payment agreements, certificate kinds…). The engine records them beside the
 * report, each with where it was read, and the rules read them with the report. Every list may
 * be empty: a report typed by hand has no facts, and the rules then rely on the report alone.
 */

/** Where a fact was read: the one provenance shape. */
export const factSourceSchema = provenanceSchema;

export const TITLE_ACT_VALUES = [
  'compraventa',
  'aporte',
  'adjudicacion',
  'herencia',
  'donacion',
  'permuta',
  'dacion_en_pago',
  'otro',
] as const;

export type TitleAct = (typeof TITLE_ACT_VALUES)[number];

/** How the findings name each act; an unidentified act (`otro`) is not named. */
export const TITLE_ACT_LABELS = {
  compraventa: 'compraventa',
  aporte: 'aporte en dominio',
  adjudicacion: 'adjudicación',
  herencia: 'herencia',
  donacion: 'donación',
  permuta: 'permuta',
  dacion_en_pago: 'dación en pago',
  otro: null,
} as const satisfies Record<TitleAct, string | null>;

/** What a margin note is about. */
export const MARGIN_SUBJECT_VALUES = [
  'hipoteca',
  'prohibicion',
  'embargo',
  'medida_precautoria',
  'litigio',
] as const;

export type MarginSubject = (typeof MARGIN_SUBJECT_VALUES)[number];

export const marginNoteSchema = z.object({
  /** `alzamiento`: a lien or prohibition cancelled; `inscripcion`: one noted in the margin; `otra`. */
  kind: z.enum(['alzamiento', 'inscripcion', 'otra']),
  subjects: z.array(z.enum(MARGIN_SUBJECT_VALUES)),
  text: z.string(),
  source: factSourceSchema.nullable(),
});

/** One inscription copy (current or earlier title), keyed by fojas, número and año. */
export const inscriptionFactsSchema = z.object({
  file: z.string(),
  fojas: z.int().nullable(),
  numero: z.int().nullable(),
  ano: z.int().nullable(),
  /** The CBR certifies the inscription is in force (dominio vigente). */
  certifiedVigente: z.boolean(),
  act: z.enum(TITLE_ACT_VALUES).nullable(),
  /** The adjudication comes from the partition of an inheritance. */
  inheritancePartition: z.boolean(),
  actSource: factSourceSchema.nullable(),
  marginNotes: z.array(marginNoteSchema),
  /**
   * The cancelled earlier inscription the copy transcribes as an annex (one history entry, whose
   * `*_anterior` fields cite it): the date it was made on, for the chain's ten years. Null when the
   * copy annexes none; analyses saved before it existed have none.
   */
  annexedTitle: z
    .object({ fecha_registro: isoDateSchema.nullable(), source: factSourceSchema.nullable() })
    .nullable()
    .default(null),
});

/** A TGR certificate's debt under a payment agreement (Acogidos Art. 196 y 197 C.T.). */
export const taxAgreementFactsSchema = z.object({
  file: z.string(),
  rol_avaluo: z.string().nullable(),
  total: z.int(),
  source: factSourceSchema.nullable(),
});

/** Municipal certificate of (no) debt of derechos de aseo, for homes exempt from contribuciones. */
export const aseoFactsSchema = z.object({
  file: z.string(),
  rol_avaluo: z.string().nullable(),
  debt: z.boolean(),
  fecha_emision: isoDateSchema.nullable(),
  source: factSourceSchema.nullable(),
});

/** A CBR's certificate of bien familiar: the inscription whose margin it reviewed, and what it found. */
export const familyHomeFactsSchema = z.object({
  file: z.string(),
  fojas: z.number().nullable(),
  vuelta: z.boolean().default(false),
  numero: z.number().nullable(),
  ano: z.number().nullable(),
  /** A declaration of bien familiar is noted; null when the certificate's answer was not read. */
  declared: z.boolean().nullable(),
  fecha_emision: isoDateSchema.nullable(),
  source: factSourceSchema.nullable(),
});

/** Registro de Comercio certificate of a company owner. */
export const companyFactsSchema = z.object({
  file: z.string(),
  nombre: z.string().nullable(),
  rut: z.string().nullable(),
  vigente: z.boolean(),
  fecha_emision: isoDateSchema.nullable(),
  source: factSourceSchema.nullable(),
});

/** Marriage certificate subinscriptions, which decide the regime and whether it still binds. */
export const marriageFactsSchema = z.object({
  file: z.string(),
  spouses: z.array(z.object({ nombre: z.string(), rut: z.string().nullable() })),
  celebrada: isoDateSchema.nullable(),
  separacion: z.boolean(),
  separacionFecha: isoDateSchema.nullable(),
  divorcio: z.boolean(),
  divorcioFecha: isoDateSchema.nullable(),
  nulidad: z.boolean(),
  source: factSourceSchema.nullable(),
});

export const noMarriageFactsSchema = z.object({
  file: z.string(),
  nombre: z.string(),
  rut: z.string().nullable(),
  single: z.boolean(),
  fecha_emision: isoDateSchema.nullable(),
});

/**
 * The kind of one GP item (#19), as the engine classified it (common/vocabularies/lienKinds.ts):
 * the rules read it rather than the printed `tipo`. It belongs to the item with this registry,
 * inscription and printed type; an item the lawyer retyped, or one stored before kinds were
 * recorded, gets the kind of its type instead (`lienKind`, common/findings/lienKind.ts).
 */
export const lienFactsSchema = z.object({
  file: z.string(),
  registry: z.enum(LIEN_REGISTRY_VALUES),
  fojas: z.int().nullable(),
  numero: z.int().nullable(),
  ano: z.int().nullable(),
  tipo: z.string(),
  /** Null when the entry names no kind (an item read only by its registry). */
  kind: z.enum(LIEN_KIND_VALUES).nullable(),
});

/** Every analysed document's kind and issue date (for ages of certificates outside the report). */
export const documentFactsSchema = z.object({
  file: z.string(),
  type: z.custom<DocumentTypeId>(isDocumentTypeId, 'Tipo de documento desconocido'),
  fecha_emision: isoDateSchema.nullable(),
});

export const reportFactsSchema = z.object({
  documents: z.array(documentFactsSchema).default([]),
  inscriptions: z.array(inscriptionFactsSchema).default([]),
  taxAgreements: z.array(taxAgreementFactsSchema).default([]),
  aseo: z.array(aseoFactsSchema).default([]),
  familyHomes: z.array(familyHomeFactsSchema).default([]),
  companies: z.array(companyFactsSchema).default([]),
  marriages: z.array(marriageFactsSchema).default([]),
  noMarriages: z.array(noMarriageFactsSchema).default([]),
  liens: z.array(lienFactsSchema).default([]),
});

export type FactSource = z.infer<typeof factSourceSchema>;
export type MarginNote = z.infer<typeof marginNoteSchema>;
export type InscriptionFacts = z.infer<typeof inscriptionFactsSchema>;
export type TaxAgreementFacts = z.infer<typeof taxAgreementFactsSchema>;
export type AseoFacts = z.infer<typeof aseoFactsSchema>;
export type CompanyFacts = z.infer<typeof companyFactsSchema>;
export type FamilyHomeFacts = z.infer<typeof familyHomeFactsSchema>;
export type MarriageFacts = z.infer<typeof marriageFactsSchema>;
export type NoMarriageFacts = z.infer<typeof noMarriageFactsSchema>;
export type LienFacts = z.infer<typeof lienFactsSchema>;
export type DocumentFacts = z.infer<typeof documentFactsSchema>;
export type ReportFacts = z.infer<typeof reportFactsSchema>;

export function emptyFacts(): ReportFacts {
  return {
    documents: [],
    inscriptions: [],
    taxAgreements: [],
    aseo: [],
    familyHomes: [],
    companies: [],
    marriages: [],
    noMarriages: [],
    liens: [],
  };
}

/** Joins the facts of several documents (or of two analyses of one report), in order. */
export function combineFacts(parts: readonly ReportFacts[]): ReportFacts {
  const total = emptyFacts();
  for (const part of parts) {
    total.documents.push(...part.documents);
    total.inscriptions.push(...part.inscriptions);
    total.taxAgreements.push(...part.taxAgreements);
    total.aseo.push(...part.aseo);
    total.familyHomes.push(...part.familyHomes);
    total.companies.push(...part.companies);
    total.marriages.push(...part.marriages);
    total.noMarriages.push(...part.noMarriages);
    total.liens.push(...part.liens);
  }
  return total;
}
