import {
  documentDisagreements,
  type Disagreement,
  type DisagreementSide,
} from '../../../common/findings/disagreements';
import { statedValues } from '../../../common/documents/statedValues';
import type { ReportFacts } from '../../../common/findings/facts';
import { pathAndAncestors } from '../../../common/record/paths';
import type {
  Provenance,
  ProvenanceConflict,
  ProvenanceMap,
  UnsureReason,
} from '../../../common/record/provenance';
import type { Report } from '../../../common/report/schema';
import { givenAlikeElsewhere } from './checks/agreement';
import { OCR_DOUBTS } from './printedAgain';

const CONFLICT: UnsureReason = 'conflicting_documents';

/** The entry without what an earlier comparison of documents added to it. */
function withoutConflicts(entry: Provenance): Provenance {
  const cleared: Provenance = { ...entry };
  delete cleared.conflicts;
  const unsure = (entry.unsure ?? []).filter((reason) => reason !== CONFLICT);
  if (unsure.length > 0) cleared.unsure = unsure;
  else delete cleared.unsure;
  return cleared;
}

/** Where the engine read the value of a field, and the fields people wrote instead. */
interface Sources {
  provenance: ProvenanceMap;
  edited: ReadonlySet<string>;
}

/**
 * The key of the nearest provenance of a field: its own, or that of the value it was read within;
 * none for a value a person wrote, whose source is no document.
 */
function sourceKey({ provenance, edited }: Sources, path: string | null): string | undefined {
  if (path === null) return undefined;
  const enclosing = pathAndAncestors(path);
  if (enclosing.some((candidate) => edited.has(candidate))) return undefined;
  return enclosing.find((candidate) => candidate in provenance);
}

function sourceOf(sources: Sources, side: DisagreementSide): Provenance | undefined {
  if (side.source) return side.source;
  const key = sourceKey(sources, side.path);
  return key === undefined ? undefined : sources.provenance[key];
}

const sameSource = (a: Provenance, b: Provenance) =>
  a.file === b.file && a.page === b.page && a.snippet === b.snippet;

const sameReading = (a: ProvenanceConflict, b: ProvenanceConflict) =>
  a.file === b.file && a.page === b.page && a.value === b.value;

const side = (path: string, value: string | number | null | undefined): DisagreementSide => ({
  path,
  value: value ?? null,
  source: null,
});

/** Comunas compared without accents, case or the words around the name ("comuna de ÑUÑOA"). */
const comunaKey = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^\s*(?:comuna\s+de\s+|i\.?\s*municipalidad\s+de\s+)/, '')
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** A boundary's direction or length compared without case, accents or spacing ("42,15 metros"). */
const lengthKey = (value: string | null) =>
  (value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** A boundary of a title: its direction and rank among that direction's lines ("poniente#1"). */
export interface TitleBoundary {
  entry: number;
  index: number;
  path: string;
  side: string;
  largo: string | null;
}

/**
 * The boundaries the current title and an earlier title of the same property both give, side by
 * side, for each earlier title sharing at least one boundary alike with the current one (same
 * side, same length) and differing in some: the titles copy the property's deslindes. Titles
 * that share no boundary describe another property, or one since divided, and are not paired.
 */
export function pairedBoundaries(report: Report): [TitleBoundary, TitleBoundary][] {
  const sides = (entry: number): TitleBoundary[] => {
    const deslindes = report.property_registry_history[entry]?.deslindes ?? [];
    return deslindes.map((deslinde, index) => {
      const direction = lengthKey(deslinde.direccion);
      const rank = deslindes.slice(0, index).filter((before) => lengthKey(before.direccion) === direction);
      return {
        entry,
        index,
        path: `property_registry_history[${entry}].deslindes[${index}].largo`,
        side: `${direction}#${rank.length}`,
        largo: deslinde.largo,
      };
    });
  };
  const current = sides(0);
  return report.property_registry_history.slice(1).flatMap((_, offset) => {
    const earlier = sides(offset + 1);
    const pairs = current.flatMap((mine) => {
      const theirs = earlier.find((other) => other.side === mine.side);
      return theirs && mine.largo && theirs.largo ? [[mine, theirs] as [TitleBoundary, TitleBoundary]] : [];
    });
    const differing = pairs.filter(([mine, theirs]) => lengthKey(mine.largo) !== lengthKey(theirs.largo));
    return differing.length === 0 || differing.length === pairs.length ? [] : differing;
  });
}

/**
 * Boundaries the current title and an earlier title of the same property give differently
 * (`pairedBoundaries`): a side whose length differs was misread in one of them ("quince metros"
 * for "cuarenta y dos coma quince metros" where OCR lost words).
 */
function boundaryDisagreements(report: Report): Disagreement[] {
  return pairedBoundaries(report).map(([mine, theirs]) => [
    side(mine.path, mine.largo),
    side(theirs.path, theirs.largo),
  ]);
}

/** Share of words two descriptions must share to be copies of one (`copiedDescriptions`). */
const COPIED_SHARE = 0.8;

/** A description's words, folded, for comparing copies. */
export const descriptionWords = (text: string): string[] => lengthKey(text).match(/[a-z0-9]+/g) ?? [];

/**
 * True when two descriptions of the property are almost alike but not quite: a title copies its
 * predecessor's description, so a copy that differs in a few words was misread in one of them
 * (OCR lost "del quinto" and "estacionamiento"). Descriptions sharing fewer words are another
 * wording, or another property.
 */
export function copiedDescriptions(mine: string, theirs: string): boolean {
  const [a, b] = [descriptionWords(mine), descriptionWords(theirs)];
  if (a.join(' ') === b.join(' ')) return false;
  const shared = new Set(a.filter((word) => b.includes(word)));
  return shared.size / new Set([...a, ...b]).size >= COPIED_SHARE;
}

/** Descriptions the current and an earlier title give almost alike but not quite (`copiedDescriptions`). */
function descriptionDisagreements(report: Report): Disagreement[] {
  const [current, ...earlier] = report.property_registry_history;
  const mine = current?.descripcion_propiedad;
  if (!mine) return [];
  const path = (index: number) => `property_registry_history[${index}].descripcion_propiedad`;
  return earlier.flatMap((entry, offset): Disagreement[] => {
    const theirs = entry.descripcion_propiedad;
    return theirs && copiedDescriptions(mine, theirs)
      ? [[side(path(0), mine), side(path(offset + 1), theirs)]]
      : [];
  });
}

/** The street's kind a roll entry may print or leave out ("CL", "AV", "PJE", "calle"). */
const STREET_KIND = /^(?:cl|calle|av|avda|avenida|pj|pje|psje|pasaje|cam|camino)\.?\s+/;

/**
 * An address as the SII's roll prints it, letters and digits only, without the street's kind one
 * certificate prints and the other leaves out ("CL LAS QUILAS 01180" → "lasquilas01180").
 */
const rollAddressKey = (value: string) =>
  lengthKey(value)
    .replace(STREET_KIND, '')
    .replace(/[^a-z0-9]/g, '');

/** A rol by its last two numbers ("101-02104-007" and "2104-7" are one rol). */
export const rolKey = (value: string) =>
  (value.match(/\d+/g) ?? [])
    .slice(-2)
    .map((number) => String(Number(number)))
    .join('-');

/**
 * The property's address in the TGR's and the SII's certificates, about one rol: both print the SII's roll
 * entry, one maybe cut short or followed by the comuna ("CASTELLON 340 OF 602 ED PLAZA TRIB"),
 * so where neither starts the other a letter was misread in one of them ("CLLAS QUEAS 01180").
 */
function rollAddressDisagreements(report: Report): Disagreement[] {
  const addresses = [
    ...(report.debt_certificates ?? []).map((certificate, index) => ({
      path: `debt_certificates[${index}].direccion_propiedad`,
      value: certificate.direccion_propiedad,
      rol: certificate.rol_avaluo,
    })),
    ...(report.certificados_avaluo ?? []).map((certificate, index) => ({
      path: `certificados_avaluo[${index}].direccion`,
      value: certificate.direccion,
      rol: certificate.rol_avaluo,
    })),
  ].flatMap(({ path, value, rol }) =>
    value ? [{ path, value, key: rollAddressKey(value), rol: rolKey(rol ?? '') }] : [],
  );
  const tgr = addresses.filter(({ path }) => path.startsWith('debt_certificates'));
  const sii = addresses.filter(({ path }) => path.startsWith('certificados_avaluo'));
  return tgr.flatMap((mine) =>
    sii.flatMap((theirs): Disagreement[] =>
      mine.rol !== theirs.rol || mine.key.startsWith(theirs.key) || theirs.key.startsWith(mine.key)
        ? []
        : [[side(mine.path, mine.value), side(theirs.path, theirs.value)]],
    ),
  );
}

/**
 * What the engine alone compares across documents (issue #17): the property's inscription in the
 * dominio vigente and in each GP certificate (fojas, número, año), the comuna the certificates
 * about the property give (GP, TGR, SII, SERVIU, municipal), and the boundaries and description its
 * titles copy.
 * The inscription's own `comuna` is left out: it may be read from a parcel's name.
 */
export function propertyDisagreements(report: Report): Disagreement[] {
  const disagreements: Disagreement[] = [];
  const current = report.property_registry_history[0];
  (report.gp_certificates ?? []).forEach((gp, index) => {
    if (!current) return;
    for (const key of ['fojas', 'numero', 'ano'] as const) {
      const [mine, theirs] = [current[key], gp[key]];
      if (mine !== null && theirs !== null && mine !== theirs)
        disagreements.push([
          side(`property_registry_history[0].${key}`, mine),
          side(`gp_certificates[${index}].${key}`, theirs),
        ]);
    }
  });
  // The comuna each certificate about the property gives, whatever its list calls it.
  const comunas: DisagreementSide[] = statedValues(report, ['comuna_propiedad', 'comuna']).flatMap(
    ({ path, value }) => (typeof value === 'string' && comunaKey(value) !== '' ? [side(path, value)] : []),
  );
  comunas.forEach((a, index) => {
    for (const b of comunas.slice(index + 1))
      if (comunaKey(String(a.value)) !== comunaKey(String(b.value))) disagreements.push([a, b]);
  });
  return [
    ...disagreements,
    ...boundaryDisagreements(report),
    ...descriptionDisagreements(report),
    ...rollAddressDisagreements(report),
  ];
}

/** A side of a disagreement, told apart from the others: its field, or for a fact where it was read. */
const sideId = (side: DisagreementSide) =>
  side.path ?? JSON.stringify([side.source?.file, side.source?.page, side.value]);

/** A value's words, folded, numbers without their leading zeros ("00745-00088" → 745 88). */
const valueWords = (value: DisagreementSide['value']) =>
  (
    String(value ?? '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  ).map((word) => (/^\d+$/.test(word) ? String(Number(word)) : word));

/**
 * Two readings of one value alike: the same words in any order (a name with its surnames first),
 * or one ending as the other (the TGR's "37-00745-088" and the SII's "745-88").
 */
function alike(a: DisagreementSide, b: DisagreementSide): boolean {
  const [x, y] = [valueWords(a.value), valueWords(b.value)];
  if (x.length === 0 || y.length === 0) return false;
  if ([...x].sort().join(' ') === [...y].sort().join(' ')) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return long.slice(long.length - short.length).join(' ') === short.join(' ');
}

/**
 * The disagreements whose side `b` need not be marked: `a` disagrees with two documents or more
 * that give the value alike, so the odd reading is `a`'s, and the documents that agree are not
 * in doubt for it (one misread rol in a copy does not make four certificates doubtful).
 */
function outvoted(
  disagreements: readonly Disagreement[],
  fileOf: (side: DisagreementSide) => string | undefined,
): Set<string> {
  const partners = new Map<string, DisagreementSide[]>();
  for (const [a, b] of disagreements)
    for (const [side, other] of [
      [a, b],
      [b, a],
    ] as const)
      partners.set(sideId(side), [...(partners.get(sideId(side)) ?? []), other]);
  const odd = new Set<string>();
  for (const [id, others] of partners) {
    const files = new Set(others.map(fileOf));
    if (files.size >= 2 && others.every((other) => others.every((next) => alike(other, next)))) odd.add(id);
  }
  return odd;
}

/** Doubts about a reading's confidence, which may be right for all that: no explanation of a disagreement. */
const CONFIDENCE_DOUBTS: ReadonlySet<UnsureReason> = new Set([...OCR_DOUBTS, CONFLICT]);

/**
 * True when a reading is doubted for what it is (a reference inferred or of another role, a value
 * of the wrong shape), not only for OCR's confidence: such a doubt explains its disagreement with
 * another document, whose reading it does not put in doubt (a GP's inscription guessed from its
 * opening words does not make the copy's certified inscription doubtful). OCR's doubt explains
 * nothing: its reading is often right, and the other document's then the misread one.
 */
function selfDoubted(entry: Provenance | undefined): boolean {
  return (entry?.unsure ?? []).some((reason) => !CONFIDENCE_DOUBTS.has(reason));
}

/**
 * The provenance with every value that documents give differently marked (#10 item 3): the
 * value's entry lists each other document's reading in `conflicts` and is unsure for
 * `conflicting_documents`; a reading two or more documents contradict alike marks only itself
 * (`outvoted`). Recomputed from scratch, so after a merge the marks follow the values
 * the report keeps. A value with no source in a document (typed by hand, or `edited`: the paths a
 * person wrote) is not marked and is cited by no other value.
 */
export function recordConflicts(
  report: Report,
  provenance: ProvenanceMap,
  facts: ReportFacts,
  edited: ReadonlySet<string> = new Set(),
): ProvenanceMap {
  const marked: ProvenanceMap = Object.fromEntries(
    Object.entries(provenance).map(([path, entry]) => [path, withoutConflicts(entry)]),
  );
  const sources: Sources = { provenance: marked, edited };
  const mark = (side: DisagreementSide, other: DisagreementSide) => {
    const key = sourceKey(sources, side.path);
    const entry = key === undefined ? undefined : marked[key];
    const found = sourceOf(sources, other);
    if (key === undefined || !entry || !found || sameSource(found, entry)) return;
    const conflict: ProvenanceConflict = {
      value: other.value,
      file: found.file,
      page: found.page,
      snippet: found.snippet,
      ...(found.boxes ? { boxes: found.boxes } : {}),
    };
    const known = entry.conflicts ?? [];
    if (known.some((reading) => sameReading(reading, conflict))) return;
    marked[key] = {
      ...entry,
      unsure: [...(entry.unsure ?? []).filter((reason) => reason !== CONFLICT), CONFLICT],
      conflicts: [...known, conflict],
    };
  };
  const disagreements = [...documentDisagreements(report, facts), ...propertyDisagreements(report)];
  const odd = outvoted(disagreements, (side) => sourceOf(sources, side)?.file);
  const alike = givenAlikeElsewhere(report, marked);
  // Whether `other` puts `side` in doubt: not when its own doubt explains the disagreement, nor
  // when OCR doubted it and a third document gives `side`'s value alike.
  const doubts = (other: DisagreementSide, side: DisagreementSide) => {
    const source = sourceOf(sources, other);
    if (odd.has(sideId(other)) || selfDoubted(source)) return false;
    const corroborated = side.path !== null && alike.has(side.path);
    return !(corroborated && (source?.unsure ?? []).some((reason) => OCR_DOUBTS.has(reason)));
  };
  for (const [a, b] of disagreements) {
    if (doubts(b, a)) mark(a, b);
    if (doubts(a, b)) mark(b, a);
  }
  return marked;
}
