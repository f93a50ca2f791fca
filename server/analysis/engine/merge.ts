import {
  parseReport,
  type RegistryEntry,
  type RegistryPerson,
  type Report,
} from '../../../common/report/schema';
import { comparisonKey } from '../../../common/vocabularies/comparisonKey';
import { normalizeRut } from '../../../common/rut';
import type { EstadoCivil } from '../../../common/vocabularies/estadoCivil';
import type { ExtractedDocument } from './extractDocument';
import type { DeedData } from './extractors/deed';
import type { InscriptionData } from './extractors/inscription';
import { prefixProvenance, type ProvenanceMap } from './provenance';

/** Estado civil given to an owner whose no-marriage certificate shows no marriage. */
const SINGLE: EstadoCivil = 'soltero';

export interface MergeResult {
  output: Report;
  provenance: ProvenanceMap;
}

/** Same person when the RUTs match, or the names have the same words in any order (GP/TGR print surnames first). */
function samePerson(
  a: { nombre: string; rut?: string | null },
  b: { nombre: string; rut?: string | null },
): boolean {
  const rutA = a.rut ? normalizeRut(a.rut) : null;
  const rutB = b.rut ? normalizeRut(b.rut) : null;
  if (rutA && rutB) return rutA === rutB;
  const words = (name: string) => name.split(/\s+/).map(comparisonKey).filter(Boolean).sort().join(' ');
  return words(a.nombre) === words(b.nombre);
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

type InscriptionDocument = Extract<ExtractedDocument, { type: 'dominio_vigente' | 'titulo_anterior' }>;

function recency(data: InscriptionData): number {
  return (data.entry.ano ?? 0) * 1e7 + (data.entry.numero ?? 0);
}

/** Current inscription first (the certified one, else the most recent), then earlier titles, newest first. */
function orderInscriptions(documents: InscriptionDocument[]): InscriptionDocument[] {
  const sorted = [...documents].sort((a, b) => recency(b.result.value) - recency(a.result.value));
  const current = sorted.find((document) => document.type === 'dominio_vigente') ?? sorted[0];
  return current ? [current, ...sorted.filter((document) => document !== current)] : [];
}

const formatDate = (iso: string) => iso.split('-').reverse().join('-');

/** Days between two ISO dates. */
function daysBetween(fromIso: string, to: Date): number {
  return Math.floor((to.getTime() - new Date(`${fromIso}T12:00:00Z`).getTime()) / 86_400_000);
}

/** Findings a lawyer must see, in Spanish, from the merged data. */
function findings(output: Report, referenceDate: Date, inscriptions: InscriptionDocument[]): string[] {
  const notes: string[] = [];
  for (const gp of output.gp_certificates ?? []) {
    for (const lien of gp.gravamenes) {
      const amount = lien.suma_dinero ? ` por ${lien.suma_dinero}` : '';
      const creditor = lien.acreedor ? ` a favor de ${lien.acreedor}` : '';
      notes.push(
        `${lien.tipo} inscrita a fojas ${lien.fojas ?? '?'} número ${lien.numero ?? '?'} del año ${lien.ano ?? '?'}${amount}${creditor}.`,
      );
    }
    for (const prohibition of gp.prohibiciones) {
      const creditor = prohibition.acreedor ? ` a favor de ${prohibition.acreedor}` : '';
      notes.push(
        `${prohibition.tipo} ${prohibition.accion ?? ''} inscrita a fojas ${prohibition.fojas ?? '?'} número ${prohibition.numero ?? '?'} del año ${prohibition.ano ?? '?'}${creditor}: requiere alzamiento o autorización.`.replace(
          /\s+/g,
          ' ',
        ),
      );
    }
    if (gp.fecha_emision && daysBetween(gp.fecha_emision, referenceDate) > 30) {
      notes.push(
        `El certificado de hipotecas y gravámenes fue emitido el ${formatDate(gp.fecha_emision)}, más de 30 días antes de la fecha del análisis: debe solicitarse uno actualizado.`,
      );
    }
    const owners = output.property_registry_history[0]?.propietarios ?? [];
    for (const owner of gp.propietarios) {
      if (
        owners.length > 0 &&
        !owners.some((person) => samePerson({ nombre: owner.nombre }, { nombre: person.nombre }))
      ) {
        notes.push(
          `El certificado GP nombra al propietario como "${owner.nombre}", distinto de la inscripción vigente: verificar.`,
        );
      }
    }
  }
  const current = inscriptions[0]?.result.value;
  if (current?.entry.vuelta)
    notes.push(`La inscripción vigente rola a fojas ${current.entry.fojas ?? '?'} vuelta.`);
  for (const marginal of current?.marginalNotes ?? [])
    notes.push(`Notas marginales de la inscripción vigente: ${marginal}`);
  if (current && current.acquisition && current.acquisition !== 'compra') {
    notes.push(
      `El propietario actual adquirió por ${current.acquisition === 'adjudicacion' ? 'adjudicación' : current.acquisition}.`,
    );
  }
  const years = output.property_registry_history
    .map((entry) => entry.ano)
    .filter((year): year is number => year !== null);
  if (years.length > 0) {
    const oldest = Math.min(...years);
    const covered = referenceDate.getUTCFullYear() - oldest >= 10;
    notes.push(
      `Cadena de títulos: ${years.join(' ← ')}; ${covered ? 'cubre más de 10 años' : 'no alcanza a cubrir 10 años: faltan títulos anteriores'}.`,
    );
  }
  for (const owner of output.property_registry_history[0]?.propietarios ?? []) {
    if (owner.estado_civil === 'casado') {
      notes.push(`${owner.nombre} figura casado(a): revisar régimen patrimonial y autorización del cónyuge.`);
    }
  }
  return notes;
}

/** Merges every document's extraction into one report `output`, validated with the shared schema. */
export function mergeDocuments(
  documents: ExtractedDocument[],
  referenceDate: Date,
  extraNotes: string[],
): MergeResult {
  const provenance: ProvenanceMap = {};
  const notes: string[] = [];
  const inscriptions = orderInscriptions(
    documents.filter(
      (document): document is InscriptionDocument =>
        document.type === 'dominio_vigente' || document.type === 'titulo_anterior',
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
      Object.assign(provenance, prefixProvenance(deed.result.provenance, 'property_registry_history[0].'));
    }
    const propietarios = entry.propietarios.map((person) =>
      person.estado_civil === null &&
      singles.some((single) => single.single && samePerson(single.person, person))
        ? { ...person, estado_civil: SINGLE }
        : person,
    );
    return { ...entry, propietarios };
  });

  const collect = <T extends ExtractedDocument['type'], V>(
    type: T,
    path: string,
    pick: (document: Extract<ExtractedDocument, { type: T }>) => V,
  ): V[] =>
    documents
      .filter((document): document is Extract<ExtractedDocument, { type: T }> => document.type === type)
      .map((document, index) => {
        Object.assign(provenance, prefixProvenance(document.result.provenance, `${path}[${index}].`));
        return pick(document);
      });

  const output: Report = {
    today: referenceDate.toISOString(),
    property_registry_history: history,
  };
  const lists = {
    gp_certificates: collect('gp', 'gp_certificates', (document) => document.result.value),
    debt_certificates: collect(
      'deuda_tgr',
      'debt_certificates',
      (document) => document.result.value.certificate,
    ),
    property_situation_reports: collect(
      'serviu_no_expropiacion',
      'property_situation_reports',
      (document) => document.result.value,
    ),
    public_expropriation_certificates: collect(
      'afectacion_utilidad_publica',
      'public_expropriation_certificates',
      (document) => document.result.value,
    ),
    certificados_avaluo: collect('avaluo_fiscal', 'certificados_avaluo', (document) => document.result.value),
    certificados_matrimonio: collect(
      'matrimonio',
      'certificados_matrimonio',
      (document) => document.result.value.certificate,
    ),
  };
  for (const [key, list] of Object.entries(lists)) {
    if (list.length > 0) Object.assign(output, { [key]: list });
  }

  notes.push(...findings(output, referenceDate, inscriptions));
  for (const document of documents) notes.push(...document.result.notes);
  notes.push(...extraNotes);
  if (notes.length > 0) output.notes = [...new Set(notes)];
  return { output: parseReport(output), provenance };
}
