import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { statedLeaves } from '../traceValues';
import { sameReference } from './sameReference';

/*
 * A copy of an inscription transcribes its body (the date it was registered, the owners, the
 * sellers) and closes with the registrar's certification ("es testimonio fiel de la inscripción de
 * fojas …"), often on a page of its own. A history entry with no body, read from the same file as
 * another entry with one, is that copy's certification page read as a second inscription: either
 * the same inscription twice, or the certification naming the inscription the body was misread
 * for. Its values are doubted whole; and when it names another inscription than the body's entry,
 * the body's reference is doubted as well, since the certification says which inscription the copy is.
 */

type Entry = Report['property_registry_history'][number];

const REFERENCE = ['fojas', 'vuelta', 'numero', 'ano'] as const;

/** Whether an entry gives none of an inscription's body: no registration date, no owner, no seller. */
function bodyless(entry: Entry): boolean {
  const named = (parties: readonly { nombre: string | null }[] | undefined) =>
    (parties ?? []).some((party) => (party.nombre ?? '').trim() !== '');
  return entry.fecha_registro === null && !named(entry.propietarios) && !named(entry.vendedores);
}

/** The files an entry's values were read from. */
function filesOf(report: Report, provenance: ProvenanceMap, index: number): Set<string> {
  const prefix = `property_registry_history[${index}].`;
  return new Set(
    statedLeaves(report.property_registry_history[index], prefix.slice(0, -1)).flatMap(([path]) => {
      const file = provenance[path]?.file;
      return file === undefined ? [] : [file];
    }),
  );
}

/**
 * Paths doubted because a copy's certification page was read as an entry of its own: every stated
 * value of that entry (`inscription_repeated`), and the reference of the body's entry when the two
 * name different inscriptions (`reference_role`).
 */
export function certificationPageEntries(
  report: Report,
  provenance: ProvenanceMap,
): [string, 'inscription_repeated' | 'reference_role'][] {
  const history = report.property_registry_history;
  const files = history.map((_, index) => filesOf(report, provenance, index));
  return history.flatMap((entry, index): [string, 'inscription_repeated' | 'reference_role'][] => {
    if (!bodyless(entry) || entry.fojas === null) return [];
    const bodies = history
      .map((other, at) => ({ other, at }))
      .filter(
        ({ other, at }) =>
          at !== index && !bodyless(other) && [...(files[index] ?? [])].some((file) => files[at]?.has(file)),
      );
    if (bodies.length === 0) return [];
    const own = statedLeaves(entry, `property_registry_history[${index}]`).map(
      ([path]): [string, 'inscription_repeated'] => [path, 'inscription_repeated'],
    );
    const misread = bodies
      .filter(({ other }) => other.fojas !== null && !sameReference(other, entry))
      .flatMap(({ at }) =>
        REFERENCE.map((key): [string, 'reference_role'] => [
          `property_registry_history[${at}].${key}`,
          'reference_role',
        ]),
      );
    return [...own, ...misread];
  });
}
