import { documentDisagreements, type DisagreementSide } from '../../../common/findings/disagreements';
import type { ReportFacts } from '../../../common/findings/facts';
import { pathAndAncestors } from '../../../common/record/paths';
import type {
  Provenance,
  ProvenanceConflict,
  ProvenanceMap,
  UnsureReason,
} from '../../../common/record/provenance';
import type { Report } from '../../../common/report/schema';

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

/** The key of the nearest provenance of a field: its own, or that of the value it was read within. */
function sourceKey(provenance: ProvenanceMap, path: string | null): string | undefined {
  return path === null ? undefined : pathAndAncestors(path).find((candidate) => candidate in provenance);
}

function sourceOf(provenance: ProvenanceMap, side: DisagreementSide): Provenance | undefined {
  const key = sourceKey(provenance, side.path);
  return side.source ?? (key === undefined ? undefined : provenance[key]);
}

const sameSource = (a: Provenance, b: Provenance) =>
  a.file === b.file && a.page === b.page && a.snippet === b.snippet;

const sameReading = (a: ProvenanceConflict, b: ProvenanceConflict) =>
  a.file === b.file && a.page === b.page && a.value === b.value;

/**
 * The provenance with every value that documents give differently marked (#10 item 3): the
 * value's entry lists each other document's reading in `conflicts` and is unsure for
 * `conflicting_documents`. Recomputed from scratch, so after a merge or an edit the marks follow
 * the values the report keeps. A side with no source of its own (typed by hand) is not marked and
 * marks nothing.
 */
export function recordConflicts(
  report: Report,
  provenance: ProvenanceMap,
  facts: ReportFacts,
): ProvenanceMap {
  const marked: ProvenanceMap = Object.fromEntries(
    Object.entries(provenance).map(([path, entry]) => [path, withoutConflicts(entry)]),
  );
  const mark = (side: DisagreementSide, other: DisagreementSide) => {
    const key = sourceKey(marked, side.path);
    const entry = key === undefined ? undefined : marked[key];
    const found = sourceOf(marked, other);
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
  for (const [a, b] of documentDisagreements(report, facts)) {
    mark(a, b);
    mark(b, a);
  }
  return marked;
}
