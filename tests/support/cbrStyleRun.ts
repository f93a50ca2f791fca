import type { GpCertificate, RegistryEntry } from '../../common/report/schema';
import { comparisonKey, foldAccents } from '../../common/vocabularies/comparisonKey';
import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractDocument, type ExtractedDocument } from '../../server/analysis/engine/extractDocument';
import { bundledParts } from '../../server/analysis/engine/reading/bundle';
import { findLienKinds } from '../../common/vocabularies/lienKinds';
import type { ProvenanceMap } from '../../server/analysis/engine/provenance';
import { documentFromPages } from './engineDocuments';
import {
  DOUBTFUL,
  type CbrStyle,
  type ExpectedGp,
  type ExpectedInscription,
  type ExpectedLien,
} from './fixtureSets';
import { doubtedOrBlank } from './houseStyleRun';

/*
 * CBR certificates written for the generality set of issue #9 (dominio vigente, copies of
 * inscriptions, GP certificates and bundles in many offices' wording), and how a reading of one
 * is scored: field by field, the way the real-dev scorer counts (lien types by kind, entries
 * paired by their fojas and número), plus the owners and the previous title of a copy, and
 * whether an empty registry is certified empty rather than left unknown.
 */

export interface ScoredField {
  path: string;
  expected: unknown;
  actual: unknown;
  right: boolean;
}

export interface CbrStyleResult {
  name: string;
  predictedType: string;
  fields: ScoredField[];
}

const key = (value: unknown) => (typeof value === 'string' ? comparisonKey(value) : value);
const sameValue = (actual: unknown, expected: unknown) => key(actual) === key(expected);
/** Names compare order-insensitively (certificates print the surname first). */
const nameKey = (name: string) =>
  foldAccents(name)
    .replace(/[^a-z0-9 ]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .sort()
    .join(' ');
const kindOf = (tipo: string) => findLienKinds(tipo)[0]?.kind ?? comparisonKey(tipo);

function field(path: string, expected: unknown, actual: unknown, right = sameValue(actual, expected)) {
  return { path, expected, actual, right };
}

/** A scalar read by a reader, scored against its value or, when expected doubtful, its provenance. */
function scalarField(
  path: string,
  expected: unknown,
  actual: unknown,
  provenance: ProvenanceMap,
  key: string,
) {
  return expected === DOUBTFUL
    ? field(path, expected, actual, doubtedOrBlank(actual, provenance[key]))
    : field(path, expected, actual);
}

function inscriptionFields(
  expected: ExpectedInscription,
  entry: RegistryEntry | undefined,
  provenance: ProvenanceMap,
): ScoredField[] {
  const scalars = [
    'conservador',
    'fojas',
    'vuelta',
    'numero',
    'ano',
    'fecha_emision',
    'comuna',
    'rol_avaluo',
  ] as const;
  const fields = scalars.flatMap((name) =>
    expected[name] === undefined
      ? []
      : [scalarField(`dv.${name}`, expected[name], entry?.[name], provenance, name)],
  );
  if (expected.propietarios) {
    const actual = (entry?.propietarios ?? []).map((owner) => nameKey(owner.nombre));
    fields.push(
      field('dv.propietarios.count', expected.propietarios.length, actual.length),
      ...expected.propietarios.map((name) =>
        field(
          'dv.propietarios',
          name,
          actual.includes(nameKey(name)) ? name : null,
          actual.includes(nameKey(name)),
        ),
      ),
    );
  }
  if (expected.anterior) {
    const [fojas, vuelta, numero, ano] = expected.anterior;
    fields.push(
      field('dv.fojas_anterior', fojas, entry?.fojas_anterior),
      field('dv.vuelta_anterior', vuelta, entry?.vuelta_anterior),
      field('dv.numero_anterior', numero, entry?.numero_anterior),
      field('dv.ano_anterior', ano, entry?.ano_anterior),
    );
  }
  return fields;
}

type Lien = Pick<GpCertificate['gravamenes'][number], 'tipo' | 'fojas' | 'vuelta' | 'numero' | 'ano'>;

/** Expected liens paired with read ones, best match first (fojas and número weigh most). */
function pairLiens(expected: ExpectedLien[], actual: Lien[]): Map<number, Lien> {
  const candidates = expected.flatMap(([tipo, fojas, vuelta, numero, ano], index) =>
    actual.map((lien) => ({
      index,
      lien,
      score:
        4 * Number(lien.fojas === fojas) +
        4 * Number(lien.numero === numero) +
        2 * Number(lien.ano === ano) +
        Number(kindOf(lien.tipo) === kindOf(tipo)) +
        0.5 * Number(lien.vuelta === vuelta),
    })),
  );
  const pairs = new Map<number, Lien>();
  const used = new Set<Lien>();
  for (const candidate of candidates.filter((item) => item.score >= 4).sort((a, b) => b.score - a.score)) {
    if (pairs.has(candidate.index) || used.has(candidate.lien)) continue;
    pairs.set(candidate.index, candidate.lien);
    used.add(candidate.lien);
  }
  return pairs;
}

const REGISTRY_NAMES = {
  gravamenes: 'Hipotecas y Gravámenes',
  prohibiciones: 'Interdicciones y Prohibiciones',
};

function listFields(
  name: 'gravamenes' | 'prohibiciones',
  expected: ExpectedLien[] | null,
  actual: Lien[] | undefined,
  notes: string[],
): ScoredField[] {
  const doubted = notes.some((note) => note.includes(`Registro de ${REGISTRY_NAMES[name]}`));
  const read = actual ?? [];
  if (expected === null) {
    // Not reviewed: nothing listed, and the reading says the registry is not reported on.
    return [
      field(`gp.${name}.count`, 'no informa', read.length === 0 && doubted ? 'no informa' : read.length),
    ];
  }
  // An empty registry must be certified empty, not merely read as empty.
  const countRight = read.length === expected.length && (expected.length > 0 || !doubted);
  const fields = [
    field(`gp.${name}.count`, expected.length, doubted ? `${read.length} (dudoso)` : read.length, countRight),
  ];
  const pairs = pairLiens(expected, read);
  expected.forEach(([tipo, fojas, vuelta, numero, ano], index) => {
    const lien = pairs.get(index);
    fields.push(
      field(`gp.${name}.tipo`, tipo, lien?.tipo, lien !== undefined && kindOf(lien.tipo) === kindOf(tipo)),
      field(`gp.${name}.fojas`, fojas, lien?.fojas),
      field(`gp.${name}.vuelta`, vuelta, lien?.vuelta),
      field(`gp.${name}.numero`, numero, lien?.numero),
      field(`gp.${name}.ano`, ano, lien?.ano),
    );
  });
  return fields;
}

function gpFields(expected: ExpectedGp, gp: Extract<ExtractedDocument, { type: 'gp' }> | undefined) {
  const value = gp?.result.value;
  const notes = gp?.result.notes ?? [];
  const scalars = ['conservador', 'fojas', 'vuelta', 'numero', 'ano', 'fecha_emision'] as const;
  return [
    ...scalars.flatMap((name) =>
      expected[name] === undefined
        ? []
        : [scalarField(`gp.${name}`, expected[name], value?.[name], gp?.result.provenance ?? {}, name)],
    ),
    ...listFields('gravamenes', expected.gravamenes, value?.gravamenes, notes),
    ...listFields('prohibiciones', expected.prohibiciones, value?.prohibiciones, notes),
  ];
}

/** Classifies one certificate, reads it with the reader of the type found (bundled parts too) and scores it. */
export function runCbrStyle(style: CbrStyle): CbrStyleResult {
  const document = documentFromPages('certificado.pdf', style.pages);
  const { type } = classifyDocument(document);
  const extracted = extractDocument(type, document);
  const parts = extracted ? [extracted, ...bundledParts(type, document)] : [];
  const inscription = parts.find(
    (part): part is Extract<ExtractedDocument, { type: 'dominio_vigente' | 'titulo_anterior' }> =>
      part.type === 'dominio_vigente' || part.type === 'titulo_anterior',
  );
  const gp = parts.find((part): part is Extract<ExtractedDocument, { type: 'gp' }> => part.type === 'gp');
  const typeRight = style.types.some((candidate) => candidate === type);
  return {
    name: style.name,
    predictedType: type,
    fields: [
      field('type', style.types.join(' | '), type, typeRight),
      ...(style.inscription
        ? inscriptionFields(
            style.inscription,
            inscription?.result.value.entry,
            inscription?.result.provenance ?? {},
          )
        : []),
      ...(style.gp ? gpFields(style.gp, gp) : []),
    ],
  };
}
