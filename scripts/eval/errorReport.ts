/*
 * `npm run eval -- --errors`: the scorers' miss lines grouped by section, field and kind, so the
 * next weakness shows at a glance. Both scorers print a miss as
 * `<where>: predicted <json> truth <json>` (score-report.mjs, score-real.mjs) or, for a document
 * type, `document <file>: predicted type <t> truth <t>` / `<file>: document type <json>, truth <json>`.
 */

export type MissKind = 'not found' | 'wrong value' | 'wrong type' | 'extra';

export interface Miss {
  section: string;
  /** The field's path with list indices folded: `gp_certificates[].gravamenes[].fojas`. */
  field: string;
  kind: MissKind;
  /** The scorer's line, for examples. */
  line: string;
}

const KINDS: MissKind[] = ['not found', 'wrong value', 'wrong type', 'extra'];

function isEmptyJson(text: string): boolean {
  return ['null', '""', '[]', 'undefined'].includes(text.trim());
}

/** Splits `X truth Y` where X and Y are JSON values (strings may contain the word "truth"). */
function splitValues(rest: string): { predicted: string; truth: string } | null {
  let at = rest.indexOf(' truth ');
  while (at >= 0) {
    const predicted = rest.slice(0, at);
    const truth = rest.slice(at + ' truth '.length);
    try {
      JSON.parse(predicted);
      JSON.parse(truth);
      return { predicted, truth };
    } catch {
      at = rest.indexOf(' truth ', at + 1);
    }
  }
  return null;
}

const foldIndices = (path: string) =>
  path.replace(/\[\+?\d+\]/g, '[]').replace(/ \(no matching entry\)/g, '');

/** One miss line of score-report.mjs (synthetic dev set), or null for other output. */
export function parseReportMiss(line: string): Miss | null {
  const text = line.trim();
  const type = /^document (\S+): predicted type (\S+) truth (.+)$/.exec(text);
  if (type) return { section: 'documents', field: 'type', kind: 'wrong type', line: text };
  const match = /^([\w.[\]+]+): predicted (.+)$/.exec(text);
  const values = match?.[2] ? splitValues(match[2]) : null;
  if (!match?.[1] || !values) return null;
  const path = foldIndices(match[1]);
  return { section: path.split(/[.[]/)[0] ?? path, field: path, kind: kindOf(values), line: text };
}

/** One miss of score-real.mjs (real-dev), e.g. `gp-x.pdf gp.gravamenes[0] (no matching entry).fojas: predicted null truth 12`. */
export function parseRealMiss(line: string): Miss | null {
  const text = line.trim();
  if (/: document type /.test(text))
    return { section: 'documents', field: 'type', kind: 'wrong type', line: text };
  const missing = /^(\S+): (no prediction file|unreadable JSON)/.exec(text);
  if (missing) return { section: 'files', field: missing[2] ?? '', kind: 'not found', line: text };
  const match = /^\S+ (\w+)\.(.+?): predicted (.+)$/.exec(text);
  const values = match?.[3] ? splitValues(match[3]) : null;
  if (!match?.[1] || !match[2] || !values) return null;
  // An entry with no predicted counterpart is one miss, not one per field.
  const unpaired = /^(\w+)\[\d+\] \(no matching entry\)/.exec(match[2]);
  if (unpaired)
    return {
      section: match[1],
      field: `${unpaired[1] ?? ''}[] (whole entry)`,
      kind: 'not found',
      line: text,
    };
  return { section: match[1], field: foldIndices(match[2]), kind: kindOf(values), line: text };
}

/** Keeps one miss per unpaired list entry (the scorer prints one line per field of it). */
export function onePerEntry(misses: Miss[]): Miss[] {
  const seen = new Set<string>();
  return misses.filter((miss) => {
    const entry = /^(.+?\(no matching entry\))/.exec(miss.line)?.[1];
    if (!entry) return true;
    if (seen.has(entry)) return false;
    seen.add(entry);
    return true;
  });
}

function kindOf({ predicted, truth }: { predicted: string; truth: string }): MissKind {
  if (isEmptyJson(predicted)) return 'not found';
  if (isEmptyJson(truth)) return 'extra';
  return 'wrong value';
}

const EXAMPLES = 2;

/** Prints misses grouped by section and field, with a count per kind and a few examples. */
export function printErrorReport(title: string, misses: Miss[]): void {
  console.log(`\nERRORS, ${title}: ${misses.length} misses`);
  if (misses.length === 0) return;
  const groups = new Map<string, Miss[]>();
  for (const miss of misses) {
    const key = `${miss.section}\t${miss.field}`;
    groups.set(key, [...(groups.get(key) ?? []), miss]);
  }
  const header = KINDS.map((kind) => kind.padStart(11)).join(' ');
  console.log(`  ${'section / field'.padEnd(58)} ${header}`);
  const sorted = [...groups].sort(([a, x], [b, y]) => y.length - x.length || a.localeCompare(b));
  for (const [key, group] of sorted) {
    const [section = '', field = ''] = key.split('\t');
    const counts = KINDS.map((kind) =>
      String(group.filter((miss) => miss.kind === kind).length || '').padStart(11),
    ).join(' ');
    console.log(`  ${`${section} ${field}`.padEnd(58)} ${counts}`);
    for (const miss of group.slice(0, EXAMPLES)) console.log(`      e.g. ${miss.line.slice(0, 150)}`);
  }
}
