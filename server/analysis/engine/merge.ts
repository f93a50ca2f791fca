import { typesFeeding } from '../../../common/documents/documentTypes';
import { DOCUMENT_LIST_KEYS } from '../../../common/documents/reportLists';
import {
  parseReport,
  type RegistryEntry,
  type RegistryPerson,
  type Report,
} from '../../../common/report/schema';
import { samePerson } from '../../../common/people';
import { emptyReport } from '../../../common/report/defaults';
import type { EstadoCivil } from '../../../common/vocabularies/estadoCivil';
import { deedPart, reportItem, withDoubt, type ExtractedDocument } from './extractDocument';
import type { DeedData } from './extractors/deed';
import type { InscriptionData } from './extractors/inscription';
import { prefixProvenance, type ProvenanceMap } from './provenance';
import { sameReference } from './checks/sameReference';
import type { ReadingNote } from './readingNotes';

/** Estado civil given to an owner whose no-marriage certificate shows no marriage. */
const SINGLE: EstadoCivil = 'soltero';

export interface MergeResult {
  output: Report;
  provenance: ProvenanceMap;
}

/** The deed completes the current inscription: owners' full address, sellers' RUT, estado civil and address. */
function enrichWithDeed(entry: RegistryEntry, deed: DeedData): RegistryEntry {
  const acquirers = deed.parties.filter((party) => party.role === 'acquirer');
  const transferors = deed.parties.filter((party) => party.role === 'transferor');
  const complete = (person: RegistryPerson, parties: typeof deed.parties): RegistryPerson => {
    const party = parties.find((candidate) => samePerson(candidate, person));
    if (!party) return person;
    return {
      nombre: person.nombre,
      rut: person.rut ?? party.rut,
      estado_civil: person.estado_civil ?? party.estado_civil,
      domicilio: party.domicilio ?? person.domicilio,
    };
  };
  const strip = ({ nombre, rut, estado_civil, domicilio }: RegistryPerson): RegistryPerson => ({
    nombre,
    rut,
    estado_civil,
    domicilio,
  });
  return {
    ...entry,
    propietarios: entry.propietarios.map((person) => complete(person, acquirers)),
    vendedores:
      entry.vendedores.length > 0
        ? entry.vendedores.map((person) => complete(person, transferors))
        : transferors.map(strip),
    notaria: entry.notaria ?? deed.notaria,
    notaria_comuna: entry.notaria_comuna ?? deed.notaria_comuna,
    precio: entry.precio ?? deed.precio,
  };
}

/**
 * The deed's provenance re-keyed to the entry completed with it: its parties (`vendedores[j]` in
 * the deed's order, extractDocument.ts `deedPart`) under the index of the same person in the entry.
 */
function deedProvenance(deed: DeedData, found: ProvenanceMap, entry: RegistryEntry): ProvenanceMap {
  const part = deedPart(deed);
  const lists = { vendedores: part.vendedores, propietarios: part.propietarios } as const;
  const rekeyed: ProvenanceMap = {};
  for (const [path, source] of Object.entries(found)) {
    const party = /^(vendedores|propietarios)\[(\d+)\](.*)$/.exec(path);
    if (!party) {
      rekeyed[path] = source;
      continue;
    }
    const [, list = 'vendedores', index = '0', rest = ''] = party;
    const person = lists[list === 'propietarios' ? 'propietarios' : 'vendedores'][Number(index)];
    const people = entry[list === 'propietarios' ? 'propietarios' : 'vendedores'];
    const at = person ? people.findIndex((candidate) => samePerson(candidate, person)) : -1;
    if (at !== -1) rekeyed[`${list}[${at}]${rest}`] = source;
  }
  return rekeyed;
}

type InscriptionDocument = Extract<ExtractedDocument, { type: 'dominio_vigente' | 'titulo_anterior' }>;

function recency(data: InscriptionData): number {
  return (data.entry.ano ?? 0) * 1e7 + (data.entry.numero ?? 0);
}

const isCertified = (document: InscriptionDocument) => document.type === 'dominio_vigente';

/** Current inscription first (the certified one, else the most recent), then earlier titles, newest first. */
function orderInscriptions(
  documents: InscriptionDocument[],
  certified: (document: InscriptionDocument) => boolean = isCertified,
): InscriptionDocument[] {
  const sorted = [...documents].sort((a, b) => recency(b.result.value) - recency(a.result.value));
  const current = sorted.find(certified) ?? sorted[0];
  return current ? [current, ...sorted.filter((document) => document !== current)] : [];
}

/**
 * The copies whose type was a close call between current and earlier (`roleUnsure`) doubted, each
 * only when the other call would have made another copy the current inscription: otherwise the
 * call changed nothing the report states.
 */
function doubtUnsurePlaces(documents: InscriptionDocument[]): InscriptionDocument[] {
  const current = orderInscriptions(documents)[0];
  return documents.map((document) => {
    if (!document.roleUnsure) return document;
    const otherCall = (other: InscriptionDocument) => (other === document) !== isCertified(other);
    return orderInscriptions(documents, otherCall)[0] === current
      ? document
      : withDoubt(document, ['close_classification']);
  });
}

/**
 * An earlier inscription a copy with vigencia transcribes and certifies (reading/certifiedAnnex.ts)
 * is left out when the dossier holds that inscription's own copy too: one entry per inscription.
 */
function withoutRepeatedAnnexes(documents: InscriptionDocument[]): InscriptionDocument[] {
  const reference = ({ result: { value } }: InscriptionDocument) =>
    value.entry.fojas === null ? null : `${value.entry.fojas}/${value.entry.numero}/${value.entry.ano}`;
  const holdsCurrent = (file: string) =>
    documents.some((document) => document.file === file && document.type === 'dominio_vigente');
  return documents.filter(
    (document) =>
      document.type !== 'titulo_anterior' ||
      !holdsCurrent(document.file) ||
      !documents.some(
        (other) =>
          other.file !== document.file &&
          reference(document) !== null &&
          reference(other) === reference(document),
      ),
  );
}

/**
 * A certificate of dominio vigente that only names the inscription and its owner (no body: no
 * registration date, description, deslindes nor seller), bound in one file with a copy of that
 * same inscription (a carpeta's "1. Certificado de dominio vigente", "2. Copia de inscripción"),
 * is left out: the copy is the inscription's one entry. The copy printed after the certificate
 * without a date or code of its own ("Certifico que la inscripción que se copia a continuación …
 * se encuentra vigente. Santiago, 30 de marzo de 2026. Código de verificación: …" over the copy)
 * is issued with the certificate: it takes the certificate's.
 */
function withoutBareCertificates(documents: InscriptionDocument[]): InscriptionDocument[] {
  const bare = ({ result: { value } }: InscriptionDocument) =>
    value.entry.fecha_registro === null &&
    value.entry.descripcion_propiedad === null &&
    value.entry.deslindes.length === 0 &&
    value.entry.vendedores.length === 0;
  const copyOf = (document: InscriptionDocument) =>
    documents.find(
      (other) =>
        other !== document &&
        other.file === document.file &&
        !bare(other) &&
        sameReference(other.result.value.entry, document.result.value.entry),
    );
  const certificateOf = (document: InscriptionDocument) =>
    documents.find((other) => bare(other) && copyOf(other) === document);
  return documents
    .filter((document) => !bare(document) || copyOf(document) === undefined)
    .map((document) => {
      const certificate = certificateOf(document);
      return certificate ? withIssueOf(document, certificate) : document;
    });
}

/** The copy with the date and code of the certificate issued with it, where it prints none. */
function withIssueOf(copy: InscriptionDocument, certificate: InscriptionDocument): InscriptionDocument {
  const issued = certificate.result.value.entry;
  const own = copy.result.value.entry;
  const taken = (['fecha_emision', 'codigo_verificacion'] as const).filter(
    (key) => own[key] === null && issued[key] !== null,
  );
  if (taken.length === 0) return copy;
  const entry = { ...own, ...Object.fromEntries(taken.map((key) => [key, issued[key]])) };
  const provenance = {
    ...copy.result.provenance,
    ...Object.fromEntries(
      taken.flatMap((key) => {
        const source = certificate.result.provenance[key];
        return source ? [[key, source]] : [];
      }),
    ),
  };
  return { ...copy, result: { ...copy.result, value: { ...copy.result.value, entry }, provenance } };
}

/** Merges every document's extraction into one report `output`, validated with the shared schema. */
export function mergeDocuments(
  documents: ExtractedDocument[],
  referenceDate: Date,
  extraNotes: ReadingNote[],
): MergeResult {
  const provenance: ProvenanceMap = {};
  const inscriptions = orderInscriptions(
    doubtUnsurePlaces(
      withoutRepeatedAnnexes(
        withoutBareCertificates(
          documents.filter(
            (document): document is InscriptionDocument =>
              document.type === 'dominio_vigente' || document.type === 'titulo_anterior',
          ),
        ),
      ),
    ),
  );
  const deed = documents.find((document) => document.type === 'escritura');
  const singles = documents.flatMap((document) =>
    document.type === 'no_matrimonio' ? [document.result.value] : [],
  );

  const history = inscriptions.map((document, index) => {
    Object.assign(
      provenance,
      prefixProvenance(document.result.provenance, `property_registry_history[${index}].`),
    );
    let entry = document.result.value.entry;
    if (index === 0 && deed?.type === 'escritura') {
      entry = enrichWithDeed(entry, deed.result.value);
      const fromDeed = prefixProvenance(
        deedProvenance(deed.result.value, deed.result.provenance, entry),
        'property_registry_history[0].',
      );
      // What the inscription states keeps its own source; the deed's fills what it completes.
      for (const [path, source] of Object.entries(fromDeed)) provenance[path] ??= source;
    }
    const propietarios = entry.propietarios.map((person) =>
      person.estado_civil === null &&
      singles.some((single) => single.single && samePerson(single.person, person))
        ? { ...person, estado_civil: SINGLE }
        : person,
    );
    return { ...entry, propietarios };
  });

  const output: Report = { ...emptyReport(referenceDate), property_registry_history: history };
  for (const list of DOCUMENT_LIST_KEYS) {
    const feeding = typesFeeding(list);
    const items = documents
      .filter((document) => feeding.includes(document.type))
      .flatMap((document) => {
        const item = reportItem(document);
        return item ? [{ item, provenance: document.result.provenance }] : [];
      });
    items.forEach(({ provenance: found }, index) =>
      Object.assign(provenance, prefixProvenance(found, `${list}[${index}].`)),
    );
    // Each list's items have that list's schema type (extractDocument.ts); parseReport checks it.
    if (items.length > 0) Object.assign(output, { [list]: items.map(({ item }) => item) });
  }

  // Notes are reading notes only (typed); legal observations are findings, computed where they are shown.
  const notes = [...documents.flatMap((document) => document.result.notes), ...extraNotes];
  if (notes.length > 0) output.notes = [...new Set(notes)];
  return { output: parseReport(output), provenance };
}
