import {
  DOCUMENT_TYPE_IDS,
  DOCUMENT_TYPES,
  reportSlot,
  type DocumentTypeId,
} from '../documents/documentTypes';
import { dayNumber, formatDateShort, yearsBefore } from '../format/dates';
import { isCompany, samePerson } from '../people';
import type { RegistryEntry, RegistryPerson } from '../report/schema';
import { CHAIN_YEARS, inscriptionDay, type RuleContext } from './context';
import type { FindingCode, Severity } from './finding';
import { isExemptHome } from './rules/taxDebt';

/*
 * The document checklist (#11 item 4): for each of the twelve document types, which documents of
 * the study are of that type, with their date and age against the registry's maximum age, and
 * whether this property needs one. The editor's Verificación legal and the deliverable show it;
 * the missing-document and stale-certificate rules read it, so all three agree.
 */

/** A document of the study, where the registry says its type goes in the report. */
export interface ReceivedDocument {
  doc: DocumentTypeId;
  /** Its issue date as stored; null when not given. */
  issued: string | null;
  /** Output path of that date, for links to the editor; null for documents known only by the facts. */
  path: string | null;
}

/**
 * Every document of the study: the registry-history entries (the current inscription, then the
 * earlier titles), the items of each certificate list, and for types with no place in the report
 * (and the deed, which only completes the current inscription) the documents the engine read.
 */
export function receivedDocuments({
  report,
  facts,
}: Pick<RuleContext, 'report' | 'facts'>): ReceivedDocument[] {
  const history = report.property_registry_history;
  return DOCUMENT_TYPE_IDS.flatMap((doc): ReceivedDocument[] => {
    const slot = reportSlot(doc);
    if (slot === null || ('registry' in slot && slot.registry === 'deed'))
      return facts.documents
        .filter((document) => document.type === doc)
        .map((document) => ({ doc, issued: document.fecha_emision, path: null }));
    if ('registry' in slot) {
      const entries = history.map((entry, index) => ({ entry, index }));
      return (slot.registry === 'current' ? entries.slice(0, 1) : entries.slice(1)).map(
        ({ entry, index }) => ({
          doc,
          issued: entry.fecha_emision,
          path: `property_registry_history[${index}].fecha_emision`,
        }),
      );
    }
    const items: readonly { fecha_emision: string | null }[] = report[slot.list] ?? [];
    return items.map((item, index) => ({
      doc,
      issued: item.fecha_emision,
      path: `${slot.list}[${index}].fecha_emision`,
    }));
  });
}

/**
 * Why this property needs a document of a type, and how its absence is reported: by the
 * missing-document rule (`absence`, `severity`), or by another rule that has more to say about it.
 */
export type Requirement = {
  /** Spanish, for the checklist: `Propietario soltero según la inscripción: CAROLINA BRAVO.` */
  because: string;
  /** Output paths of the values that make it needed. */
  refs: string[];
} & ({ reportedBy: null; absence: string; severity: Severity } | { reportedBy: FindingCode });

const owners = (context: RuleContext) =>
  (context.report.property_registry_history[0]?.propietarios ?? [])
    .map((owner, index) => ({ owner, index }))
    .filter(({ owner }) => owner.nombre.trim() !== '');

/** The current owners, natural persons, whose estado civil (per the inscription) is one of `states`. */
function ownersWhose(context: RuleContext, states: readonly RegistryPerson['estado_civil'][]) {
  return owners(context).filter(({ owner }) => !isCompany(owner) && states.includes(owner.estado_civil));
}

const ownerRefs = (found: { index: number }[]) =>
  found.map(({ index }) => `property_registry_history[0].propietarios[${index}].estado_civil`);

const names = (found: { owner: RegistryPerson }[]) => found.map(({ owner }) => owner.nombre).join(', ');

/** The types not every study needs: whether one is needed depends on the property. */
type SometimesNeeded = {
  [K in DocumentTypeId]: (typeof DOCUMENT_TYPES)[K]['requiredInEveryStudy'] extends true ? never : K;
}[DocumentTypeId];

type NeedOf = (context: RuleContext, current: RegistryEntry | undefined) => Requirement | null;

/**
 * When this property needs a document of each type not every study needs; null when it does not
 * (or cannot be told). A type added to the registry without `requiredInEveryStudy` does not
 * compile until it is given its case here.
 */
const SOMETIMES_NEEDED: { readonly [K in SometimesNeeded]: NeedOf } = {
  // The deed completes the current inscription; its absence is not reported.
  escritura: () => null,
  titulo_anterior: (context, current) => {
    const day = current ? inscriptionDay(current) : null;
    if (day === null || day <= yearsBefore(context.referenceDay, CHAIN_YEARS)) return null;
    return {
      because: `La inscripción vigente tiene menos de ${CHAIN_YEARS} años.`,
      refs: [],
      reportedBy: 'CADENA_10_ANOS_INCOMPLETA',
    };
  },
  no_deuda_aseo: (context) =>
    isExemptHome(context)
      ? {
          because: 'Vivienda exenta de contribuciones.',
          refs: [],
          reportedBy: 'EXENTO_SIN_CERTIFICADO_ASEO',
        }
      : null,
  sociedad: (context) => {
    const companies = owners(context).filter(({ owner }) => owner.estado_civil === null && isCompany(owner));
    return companies.length > 0
      ? {
          because: `Propietaria persona jurídica: ${names(companies)}.`,
          refs: [],
          reportedBy: 'PROPIETARIO_PERSONA_JURIDICA',
        }
      : null;
  },
  matrimonio: (context) => {
    const married = ownersWhose(context, ['casado']);
    const separated = ownersWhose(context, ['casado_con_separacion_de_bienes', 'divorciado']);
    if (married.length + separated.length === 0) return null;
    const because = `Propietario casado o divorciado según la inscripción: ${names([...married, ...separated])}.`;
    // A sociedad conyugal without certificate is reported, with its consequences, by maritalRegime.
    if (separated.length === 0)
      return { because, refs: ownerRefs(married), reportedBy: 'SOCIEDAD_CONYUGAL_AUTORIZACION_CONYUGE' };
    return {
      because,
      refs: ownerRefs(separated),
      reportedBy: null,
      absence: `${names(separated)} figura como casado(a) con separación de bienes o divorciado(a) en la inscripción vigente, pero no se acompaña certificado de matrimonio: no es posible verificar la separación de bienes o el divorcio (subinscripciones al margen). Debe solicitarse al Registro Civil.`,
      severity: 'media',
    };
  },
  no_matrimonio: (context) => {
    // A single owner a marriage certificate names is a contradiction (documentContradictions).
    const marriages = context.report.certificados_matrimonio ?? [];
    const single = ownersWhose(context, ['soltero']).filter(
      ({ owner }) =>
        !marriages.some(
          (marriage) => samePerson(marriage.marido, owner) || samePerson(marriage.mujer, owner),
        ),
    );
    if (single.length === 0) return null;
    return {
      because: `Propietario soltero según la inscripción: ${names(single)}.`,
      refs: ownerRefs(single),
      reportedBy: null,
      absence: `${names(single)} figura como soltero(a) en la inscripción vigente, pero no se acompaña certificado de no matrimonio: no es posible descartar que hoy esté casado(a) y que la venta requiera la concurrencia del cónyuge. Debe solicitarse al Registro Civil.`,
      severity: 'media',
    };
  },
};

function isSometimesNeeded(doc: DocumentTypeId): doc is SometimesNeeded {
  return Object.hasOwn(SOMETIMES_NEEDED, doc);
}

/** Whether this property needs a document of `doc`; null when it does not (or cannot be told). */
function requirement(context: RuleContext, doc: DocumentTypeId): Requirement | null {
  const type = DOCUMENT_TYPES[doc];
  if (type.requiredInEveryStudy)
    return {
      because: 'Requerido en todo estudio de títulos.',
      refs: [],
      reportedBy: null,
      absence: `${type.absentMeaning} Debe solicitarse.`,
      // Without them neither the owner nor the encumbrances can be established.
      severity: doc === 'gp' || doc === 'dominio_vigente' ? 'alta' : 'media',
    };
  return isSometimesNeeded(doc)
    ? SOMETIMES_NEEDED[doc](context, context.report.property_registry_history[0])
    : null;
}

/** One received document with its age on the reference date. */
export interface CheckedDocument extends ReceivedDocument {
  /** Days from its issue to the reference date; null without a date. */
  ageDays: number | null;
  /** Older than the type's maximum age. */
  stale: boolean;
}

export type ChecklistStatus = 'recibido' | 'vencido' | 'faltante' | 'no_requerido';

export const CHECKLIST_STATUS_LABELS = {
  recibido: 'Recibido',
  vencido: 'Vencido',
  faltante: 'Falta',
  no_requerido: 'No acompañado',
} as const satisfies Record<ChecklistStatus, string>;

export interface ChecklistItem {
  doc: DocumentTypeId;
  status: ChecklistStatus;
  documents: CheckedDocument[];
  /** Days after its issue a document of this type is stale; null when its age does not matter. */
  maxAgeDays: number | null;
  /** Null when this property does not need one. */
  requirement: Requirement | null;
}

/** The twelve types in the registry's order, each with its documents, ages and requirement. */
export function documentChecklist(context: RuleContext): ChecklistItem[] {
  const received = receivedDocuments(context);
  return DOCUMENT_TYPE_IDS.map((doc): ChecklistItem => {
    const maxAgeDays = context.maxAgeDays(doc);
    const documents = received
      .filter((document) => document.doc === doc)
      .map((document): CheckedDocument => {
        const day = dayNumber(document.issued);
        const ageDays = day === null ? null : context.referenceDay - day;
        return {
          ...document,
          ageDays,
          stale: ageDays !== null && maxAgeDays !== null && ageDays > maxAgeDays,
        };
      });
    const needed = requirement(context, doc);
    const status: ChecklistStatus =
      documents.length === 0
        ? needed
          ? 'faltante'
          : 'no_requerido'
        : documents.some((document) => document.stale)
          ? 'vencido'
          : 'recibido';
    return { doc, status, documents, maxAgeDays, requirement: needed };
  });
}

/** One line of the checklist as the editor and the deliverable print it (Spanish). */
export interface ChecklistRow {
  doc: DocumentTypeId;
  label: string;
  status: ChecklistStatus;
  statusLabel: string;
  /** Each document's issue date, `08-09-2025`, or `sin fecha`. */
  issued: string[];
  /** Each document's age against the limit, `7 de 30 días`; `—` where age does not matter. */
  ages: string[];
  /** Why a missing type is needed, or that this property does not need it. */
  note: string;
}

function ageText(document: CheckedDocument, maxAgeDays: number | null): string {
  if (maxAgeDays === null) return '—';
  if (document.ageDays === null) return 'sin fecha';
  return `${document.ageDays} de ${maxAgeDays} días`;
}

export function checklistRows(checklist: readonly ChecklistItem[]): ChecklistRow[] {
  return checklist.map(({ doc, status, documents, maxAgeDays, requirement }) => ({
    doc,
    label: DOCUMENT_TYPES[doc].shortLabel,
    status,
    statusLabel: CHECKLIST_STATUS_LABELS[status],
    issued: documents.map((document) => formatDateShort(document.issued) || 'sin fecha'),
    ages: documents.map((document) => ageText(document, maxAgeDays)),
    note:
      status === 'faltante'
        ? (requirement?.because ?? '')
        : status === 'no_requerido'
          ? 'No se exige para esta propiedad.'
          : '',
  }));
}

/** `9 de 12 tipos de documento recibidos · faltan 2 · 1 vencido`. */
export function checklistSummary(checklist: readonly ChecklistItem[]): string {
  const count = (status: ChecklistStatus) => checklist.filter((item) => item.status === status).length;
  const received = count('recibido') + count('vencido');
  const missing = count('faltante');
  const stale = count('vencido');
  return [
    `${received} de ${checklist.length} tipos de documento recibidos`,
    ...(missing > 0 ? [missing === 1 ? 'falta 1' : `faltan ${missing}`] : []),
    ...(stale > 0 ? [stale === 1 ? '1 vencido' : `${stale} vencidos`] : []),
  ].join(' · ');
}
