import type { DocumentListKey, ReportItem } from '../../../common/documents/reportLists';
import type { DOCUMENT_TYPES, DocumentTypeId } from '../../../common/documents/documentTypes';
import type { ReportFacts } from '../../../common/findings/facts';
import type { UnsureReason } from '../../../common/record/provenance';
import type { DocumentType } from './classify';
import type { DocumentText } from './document';
import { extractAseoCertificate } from './extractors/aseoCertificate';
import { extractCompanyCertificate } from './extractors/companyCertificate';
import { extractDeed, type DeedData, type DeedParty } from './extractors/deed';
import { extractGpCertificate } from './extractors/gpCertificate';
import { extractInscription } from './extractors/inscription';
import { extractMarriageCertificate } from './extractors/marriageCertificate';
import { extractMunicipalAffectation } from './extractors/municipalAffectation';
import { extractNoMarriage } from './extractors/noMarriage';
import { extractServiuReport } from './extractors/serviuReport';
import { extractSiiAppraisal } from './extractors/siiAppraisal';
import { extractTgrDebt } from './extractors/tgrDebt';
import type { Extraction } from './extractors/types';
import { familyHomeFacts } from './facts/familyHomeFacts';
import { inscriptionFacts } from './facts/inscriptionFacts';
import { lienFacts } from './facts/lienFacts';
import { marriageFacts } from './facts/marriageFacts';
import { textSource } from './facts/source';
import { taxAgreement } from './facts/taxAgreement';
import { doubtedAll } from './provenance';
import { traceValues } from './traceValues';

/** How the engine reads one document type, and what the value it reads gives the report. */
interface TypeReader<V> {
  read: (document: DocumentText) => Extraction<V>;
  /** The document's issue date, for the age of certificates (null for deeds). */
  issued: (value: V) => string | null;
  /** Who issued it, as the deliverable's list of documents names it; null when not read. */
  issuer: (value: V) => string | null;
  /** The item the document adds to its certificate list (types the registry sends to one). */
  item?: (value: V) => object;
  /** What the legal rules need beyond the report (common/findings/facts.ts). */
  facts?: (value: V, document: DocumentText) => Partial<ReportFacts>;
}

/** A type's reader: the value type comes from the extractor and types the other functions. */
const reader = <V, Rest extends Omit<TypeReader<V>, 'read'>>(
  read: TypeReader<V>['read'],
  rest: Rest,
): { read: TypeReader<V>['read'] } & Rest => ({ read, ...rest });

/** The head of a certificate whose facts have no field of their own to point at. */
const head = (document: DocumentText) => textSource(document, 0, Math.min(document.text.length, 200), 0.8);

/** A registry office by the name it signs with; null when the office was not read. */
const conservador = (office: string | null) => (office ? `Conservador de Bienes Raíces de ${office}` : null);
const REGISTRO_CIVIL = () => 'Servicio de Registro Civil e Identificación';

const inscription = (certifiedVigente: boolean) =>
  reader(extractInscription, {
    issued: (value) => value.entry.fecha_emision,
    issuer: (value) => conservador(value.entry.conservador),
    facts: (value, document) => ({
      inscriptions: [inscriptionFacts(document.file, value, certifiedVigente)],
      familyHomes: familyHomeFacts(document, value.entry),
    }),
  });

const READERS = {
  dominio_vigente: inscription(true),
  escritura: reader(extractDeed, { issued: () => null, issuer: () => null }),
  titulo_anterior: inscription(false),
  gp: reader(extractGpCertificate, {
    issued: (value) => value.fecha_emision,
    issuer: (value) => conservador(value.conservador),
    item: (value) => value,
    facts: (value, document) => ({
      familyHomes: familyHomeFacts(document, value),
      liens: lienFacts(document.file, value),
    }),
  }),
  deuda_tgr: reader(extractTgrDebt, {
    issued: (value) => value.certificate.fecha_emision,
    issuer: () => 'Tesorería General de la República',
    item: (value) => value.certificate,
    facts: (value, document) => {
      const agreement = taxAgreement(document, value);
      return { taxAgreements: agreement ? [agreement] : [] };
    },
  }),
  no_deuda_aseo: reader(extractAseoCertificate, {
    issued: (value) => value.fecha_emision,
    issuer: () => null,
    facts: ({ rol_avaluo, debt, fecha_emision }, document) => ({
      aseo: [{ file: document.file, rol_avaluo, debt, fecha_emision, source: head(document) }],
    }),
  }),
  avaluo_fiscal: reader(extractSiiAppraisal, {
    issued: (value) => value.fecha_emision,
    issuer: () => 'Servicio de Impuestos Internos',
    item: (value) => value,
  }),
  serviu_no_expropiacion: reader(extractServiuReport, {
    issued: (value) => value.fecha_emision,
    issuer: () => 'SERVIU',
    item: (value) => value,
  }),
  afectacion_utilidad_publica: reader(extractMunicipalAffectation, {
    issued: (value) => value.fecha_emision,
    issuer: (value) => (value.comuna_propiedad ? `Municipalidad de ${value.comuna_propiedad}` : null),
    item: (value) => value,
  }),
  matrimonio: reader(extractMarriageCertificate, {
    issued: (value) => value.certificate.fecha_emision,
    issuer: REGISTRO_CIVIL,
    item: (value) => value.certificate,
    facts: (value, document) => ({ marriages: [marriageFacts(document, value)] }),
  }),
  no_matrimonio: reader(extractNoMarriage, {
    issued: (value) => value.fecha_emision,
    issuer: REGISTRO_CIVIL,
    facts: ({ person, single, fecha_emision }, document) => ({
      noMarriages: [
        { file: document.file, nombre: person.nombre, rut: person.rut ?? null, single, fecha_emision },
      ],
    }),
  }),
  sociedad: reader(extractCompanyCertificate, {
    issued: (value) => value.fecha_emision,
    issuer: () => null,
    facts: ({ name, rut, vigente, fecha_emision }, document) => ({
      companies: [{ file: document.file, nombre: name, rut, vigente, fecha_emision, source: head(document) }],
    }),
  }),
} satisfies Record<DocumentTypeId, { read: (document: DocumentText) => Extraction<unknown> }>;

/** The value the reader of a type returns. */
export type ReadValue<K extends DocumentTypeId> = ReturnType<(typeof READERS)[K]['read']>['value'];

/** Types the registry sends to a certificate list must give that list's item; the others none. */
type ItemOf<K extends DocumentTypeId> = (typeof DOCUMENT_TYPES)[K]['feeds'] extends {
  list: infer L extends DocumentListKey;
}
  ? { item: (value: ReadValue<K>) => ReportItem<L> }
  : { item?: never };

/** The table again, checked against the registry and typed per type for the lookups below. */
const TYPE_READERS: { [K in DocumentTypeId]: TypeReader<ReadValue<K>> & ItemOf<K> } = READERS;

/** One document's extraction, tagged with its type so the merge step knows where it goes. */
export type ExtractedOf<K extends DocumentTypeId> = {
  [P in K]: { type: P; file: string; result: Extraction<ReadValue<P>> };
}[K];

export type ExtractedDocument = ExtractedOf<DocumentTypeId>;

/** Runs the reader of the document's type; null for unknown documents. */
export function extractDocument(type: DocumentType, document: DocumentText): ExtractedDocument | null {
  return type === 'unknown' ? null : read(type, document);
}

function read<K extends DocumentTypeId>(type: K, document: DocumentText): ExtractedOf<K> {
  return { type, file: document.file, result: TYPE_READERS[type].read(document) };
}

/** The same extraction with every value's provenance doubted for these reasons. */
export function withDoubt<K extends DocumentTypeId>(
  extracted: ExtractedOf<K>,
  reasons: readonly UnsureReason[],
): ExtractedOf<K> {
  return {
    ...extracted,
    result: { ...extracted.result, provenance: doubtedAll(extracted.result.provenance, reasons) },
  };
}

/** What a deed gives the current inscription (merge.ts `enrichWithDeed`), parties in the deed's order. */
export function deedPart({ parties, notaria, notaria_comuna, precio }: DeedData) {
  const people = (role: DeedParty['role']) =>
    parties
      .filter((party) => party.role === role)
      .map(({ nombre, rut, estado_civil, domicilio }) => ({ nombre, rut, estado_civil, domicilio }));
  return {
    vendedores: people('transferor'),
    propietarios: people('acquirer'),
    notaria,
    notaria_comuna,
    precio,
  };
}

/**
 * The document's values as the report holds them, for tracing each to its words: the inscription's
 * registry entry, or the item the document adds to its list; null for the other types.
 */
export function reportPart(extracted: ExtractedDocument): object | null {
  if (extracted.type === 'dominio_vigente' || extracted.type === 'titulo_anterior')
    return extracted.result.value.entry;
  if (extracted.type === 'escritura') return deedPart(extracted.result.value);
  return reportItem(extracted);
}

/**
 * Every stated value of the document's report part (`reportPart`) given the words it was read
 * from (traceValues.ts).
 */
export function withTraces<K extends DocumentTypeId>(
  extracted: ExtractedOf<K>,
  part: object | null,
  document: DocumentText,
): ExtractedOf<K> {
  if (!part) return extracted;
  const { provenance } = extracted.result;
  return {
    ...extracted,
    result: {
      ...extracted.result,
      provenance: { ...provenance, ...traceValues(part, provenance, document) },
    },
  };
}

/** The issue date an extracted document carries. */
export function issueDate<K extends DocumentTypeId>(extracted: ExtractedOf<K>): string | null {
  return TYPE_READERS[extracted.type].issued(extracted.result.value);
}

/** Who issued an extracted document, as printed in the list of documents; null when not read. */
export function issuerOf<K extends DocumentTypeId>(extracted: ExtractedOf<K>): string | null {
  return TYPE_READERS[extracted.type].issuer(extracted.result.value);
}

/** The item a certificate adds to its report list; null for types with no list. */
export function reportItem<K extends DocumentTypeId>(extracted: ExtractedOf<K>): object | null {
  return TYPE_READERS[extracted.type].item?.(extracted.result.value) ?? null;
}

/** The facts a document gives beyond the report, from its value and text. */
export function typeFacts<K extends DocumentTypeId>(
  extracted: ExtractedOf<K>,
  document: DocumentText,
): Partial<ReportFacts> {
  return TYPE_READERS[extracted.type].facts?.(extracted.result.value, document) ?? {};
}
