import { isUnsure, type ProvenanceMap } from '../../common/record/provenance';

/*
 * Whether the engine's doubt finds its errors (issue #17): every value the engine states is
 * compared with the truth (lists paired like score-report.mjs, by how many leaves they share) and
 * with its provenance: stated, wrong, wrong and not marked doubtful ("silent"), marked doubtful,
 * traced (provenance with word boxes), and the share right per confidence band.
 */

type Json = unknown;

const SKIP = new Set(['today', 'notes']);

/** Confidence bands of the calibration table: lower bounds, highest first; `none`: no provenance. */
export const CONFIDENCE_BANDS = [0.95, 0.85, 0.7, 0.5, 0] as const;

export interface Band {
  label: string;
  n: number;
  right: number;
}

export interface ValueAudit {
  stated: number;
  wrong: number;
  silent: number;
  marked: number;
  traced: number;
  bands: Band[];
  /** Per doubt reason: values marked for it, and how many of them were right. */
  reasons: Record<string, { n: number; right: number }>;
  /** `path: predicted (truth) [marked]` per wrong value. */
  wrongValues: string[];
  /** Paths of stated values without boxes (leaf names, list indices as `[]`). */
  untraced: string[];
  /** `path [reasons]` per value marked doubtful that is right: the doubt a reviewer spends in vain. */
  markedRight: string[];
  /** `reasons | path = value (file p.page: snippet)` per value marked doubtful that is right. */
  markedRightValues: string[];
}

export function emptyAudit(): ValueAudit {
  return {
    stated: 0,
    wrong: 0,
    silent: 0,
    marked: 0,
    traced: 0,
    bands: [
      ...CONFIDENCE_BANDS.map((low, index) => ({
        label:
          index === 0
            ? `≥ ${low.toFixed(2)}`
            : `${low.toFixed(2)}–${CONFIDENCE_BANDS[index - 1]?.toFixed(2)}`,
        n: 0,
        right: 0,
      })),
      { label: 'no provenance', n: 0, right: 0 },
    ],
    reasons: {},
    wrongValues: [],
    untraced: [],
    markedRight: [],
    markedRightValues: [],
  };
}

export function addAudit(total: ValueAudit, audit: ValueAudit): void {
  total.stated += audit.stated;
  total.wrong += audit.wrong;
  total.silent += audit.silent;
  total.marked += audit.marked;
  total.traced += audit.traced;
  audit.bands.forEach((band, index) => {
    const sum = total.bands[index];
    if (!sum) return;
    sum.n += band.n;
    sum.right += band.right;
  });
  for (const [reason, tally] of Object.entries(audit.reasons)) {
    const sum = (total.reasons[reason] ??= { n: 0, right: 0 });
    sum.n += tally.n;
    sum.right += tally.right;
  }
  total.wrongValues.push(...audit.wrongValues);
  total.untraced.push(...audit.untraced);
  total.markedRight.push(...audit.markedRight);
  total.markedRightValues.push(...audit.markedRightValues);
}

const strip = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const isEmpty = (value: Json) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
const normText = (value: Json) =>
  strip(String(value))
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/^[\s.,;:]+|[\s.,;:]+$/g, '');
const normRut = (value: Json) => String(value).replace(/[.\s]/g, '').replace(/‐|–|—/g, '-').toUpperCase();

function asNumber(value: Json): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return NaN;
  const text = value
    .replace(/\s*(U\.?F\.?|UTM)\s*$/i, '')
    .replace(/[$\s]/g, '')
    .replace(/\./g, '')
    .replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
}

const asDate = (value: Json) => /^(\d{4}-\d{2}-\d{2})/.exec(String(value))?.[1] ?? null;

/** `04521-00087`, `13101-04521-087` and `4521-87` are one rol. */
function asRol(value: Json): string {
  const parts = String(value)
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, '')
    .split('-')
    .filter(Boolean);
  if (parts.length < 2 || !parts.slice(-2).every((part) => /^\d+$/.test(part))) return normText(value);
  return parts
    .slice(-2)
    .map((part) => String(Number(part)))
    .join('-');
}

/** A lien's kind, as score-real.mjs compares lien types ('PRIMERA HIPOTECA' is a HIPOTECA). */
const LIEN_KINDS = [
  'reglamento',
  'precautoria',
  'embargo',
  'hipoteca',
  'servidumbre',
  'usufructo',
  'bien familiar',
  'interdiccion',
  'prohibicion',
  'litigio',
  'censo',
  'arrendamiento',
];
const lienKind = (value: Json) =>
  LIEN_KINDS.find((kind) => normText(value).includes(kind)) ?? normText(value);

/**
 * The shared scorers' equality (score-report.mjs), with rols compared as score-real.mjs does and,
 * `byKind`, lien types by their kind.
 */
export function leafEqual(key: string, a: Json, b: Json, byKind = false): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (isEmpty(a) || isEmpty(b)) return false;
  if (typeof a === 'boolean' || typeof b === 'boolean') return a === b;
  if (key === 'rut' || key.endsWith('_rut')) return normRut(a) === normRut(b);
  if (key === 'rol_avaluo') return asRol(a) === asRol(b);
  if (byKind && key === 'tipo') return lienKind(a) === lienKind(b);
  if (key.startsWith('fecha')) {
    const [da, db] = [asDate(a), asDate(b)];
    if (da && db) return da === db;
  }
  const [na, nb] = [asNumber(a), asNumber(b)];
  if (typeof b === 'number' || (!Number.isNaN(na) && !Number.isNaN(nb))) return na === nb;
  return normText(a) === normText(b);
}

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function leaves(value: Json, out: [string, Json][] = []): [string, Json][] {
  if (Array.isArray(value)) value.forEach((item) => leaves(item, out));
  else if (isRecord(value))
    for (const [key, item] of Object.entries(value))
      if (typeof item === 'object' && item !== null) leaves(item, out);
      else out.push([key, item]);
  else out.push(['', value]);
  return out;
}

function similarity(a: Json, b: Json): number {
  if (typeof a !== 'object' || typeof b !== 'object') return leafEqual('', a, b) ? 1 : 0;
  const left = leaves(a).filter(([, value]) => !isEmpty(value));
  const right = leaves(b).filter(([, value]) => !isEmpty(value));
  return left.filter(([key, value]) =>
    right.some(([other, item]) => key === other && leafEqual(key, value, item)),
  ).length;
}

/** `a[0].b[*].c` → segments; a bare prefix covers its subtree (as the eval's `supports`). */
function segments(path: string): string[] {
  return path.replace(/\[(\d+|\*)\]/g, '.$1').split('.');
}

function covered(path: string, patterns: string[][] | null): boolean {
  if (!patterns) return true;
  const parts = segments(path);
  return patterns.some(
    (pattern) =>
      pattern.length <= parts.length &&
      pattern.every((segment, index) => segment === '*' || segment === parts[index]),
  );
}

interface Walk {
  audit: ValueAudit;
  provenance: ProvenanceMap;
  patterns: string[][] | null;
  byKind: boolean;
}

function bandIndex(confidence: number | undefined): number {
  if (confidence === undefined) return CONFIDENCE_BANDS.length;
  const index = CONFIDENCE_BANDS.findIndex((low) => confidence >= low);
  return index === -1 ? CONFIDENCE_BANDS.length - 1 : index;
}

/** Where a value stands: its key, and its paths in the predicted output and in the truth. */
interface At {
  key: string;
  predPath: string;
  truthPath: string;
}

function scoreLeaf(walk: Walk, { key, predPath, truthPath }: At, predicted: Json, truth: Json) {
  if (isEmpty(predicted) || !covered(truthPath, walk.patterns)) return;
  const { audit } = walk;
  const source = walk.provenance[predPath];
  const right = !isEmpty(truth) && leafEqual(key, predicted, truth, walk.byKind);
  const marked = source !== undefined && isUnsure(source);
  audit.stated++;
  if (marked) audit.marked++;
  if (source?.boxes?.length) audit.traced++;
  else audit.untraced.push(predPath.replace(/\[\d+\]/g, '[]'));
  const band = audit.bands[bandIndex(source?.confidence)];
  if (band) {
    band.n++;
    if (right) band.right++;
  }
  if (marked)
    for (const reason of source.unsure ?? ['low_confidence']) {
      const tally = (audit.reasons[reason] ??= { n: 0, right: 0 });
      tally.n++;
      if (right) tally.right++;
    }
  if (right && marked) {
    const reasons = source.unsure?.join(', ') ?? 'low confidence';
    audit.markedRight.push(`${predPath.replace(/\[\d+\]/g, '[]')} [${reasons}]`);
    audit.markedRightValues.push(
      `${reasons} | ${predPath} = ${JSON.stringify(predicted)} (${source.file} p.${source.page}: ${source.snippet.slice(0, 90)})`,
    );
  }
  if (right) return;
  audit.wrong++;
  if (!marked) audit.silent++;
  audit.wrongValues.push(
    `${predPath}: ${JSON.stringify(predicted)} (truth ${JSON.stringify(truth ?? null)})${marked ? ` [${source.unsure?.join(', ') ?? 'low confidence'}]` : ` SILENT${source?.confidence === undefined ? '' : ` (confidence ${source.confidence.toFixed(2)})`}${source ? ` (${source.file} p.${source.page}: ${source.snippet.slice(0, 160)})` : ''}`}`,
  );
}

function compare(walk: Walk, predicted: Json, truth: Json, predPath: string, truthPath: string) {
  const pred = isRecord(predicted) ? predicted : {};
  const real = isRecord(truth) ? truth : {};
  for (const key of new Set([...Object.keys(real), ...Object.keys(pred)])) {
    if (SKIP.has(key)) continue;
    const [p, t] = [pred[key], real[key]];
    const [pp, tp] = [predPath ? `${predPath}.${key}` : key, truthPath ? `${truthPath}.${key}` : key];
    if (Array.isArray(p) || Array.isArray(t))
      compareLists(walk, Array.isArray(p) ? p : [], Array.isArray(t) ? t : [], pp, tp);
    else compareItem(walk, { key, predPath: pp, truthPath: tp }, p, t);
  }
}

function compareItem(walk: Walk, at: At, predicted: Json, truth: Json) {
  if (isRecord(predicted) || isRecord(truth)) compare(walk, predicted, truth, at.predPath, at.truthPath);
  else scoreLeaf(walk, at, predicted, truth);
}

function compareLists(walk: Walk, predicted: Json[], truth: Json[], predPath: string, truthPath: string) {
  const key = predPath.split('.').pop() ?? '';
  const pairs: [number, number, number][] = [];
  truth.forEach((t, i) => predicted.forEach((p, j) => pairs.push([similarity(p, t), i, j])));
  pairs.sort((x, y) => y[0] - x[0]);
  const [usedTruth, usedPred] = [new Set<number>(), new Set<number>()];
  for (const [score, i, j] of pairs) {
    if (score === 0 || usedTruth.has(i) || usedPred.has(j)) continue;
    usedTruth.add(i);
    usedPred.add(j);
    const at = { key, predPath: `${predPath}[${j}]`, truthPath: `${truthPath}[${i}]` };
    compareItem(walk, at, predicted[j], truth[i]);
  }
  predicted.forEach((p, j) => {
    if (!usedPred.has(j))
      compareItem(
        walk,
        { key, predPath: `${predPath}[${j}]`, truthPath: `${truthPath}[${j}]` },
        p,
        undefined,
      );
  });
}

/**
 * Audits the values of `output` against `truth`; with `supports`, only the truth paths they cover
 * (the eval's scanned variant: what its scanned documents can state); `byKind`: lien types
 * compared by their kind (real-dev's truth).
 */
export function auditValues(
  output: Json,
  truth: Json,
  provenance: ProvenanceMap,
  supports?: readonly string[],
  byKind = false,
): ValueAudit {
  const walk: Walk = {
    audit: emptyAudit(),
    provenance,
    patterns: supports ? supports.map(segments) : null,
    byKind,
  };
  compare(walk, output, truth, '', '');
  return walk.audit;
}

const pct = (part: number, whole: number) => `${((100 * part) / (whole || 1)).toFixed(1)}%`;

/** One summary line: stated, wrong, silent, marked, traced. */
export function auditLine(audit: ValueAudit): string {
  return `stated ${audit.stated}, wrong ${audit.wrong}, silent ${audit.silent} (${pct(audit.silent, audit.stated)}), marked ${pct(audit.marked, audit.stated)}, traced ${pct(audit.traced, audit.stated)}`;
}

/** Each distinct line with how many times it occurs, most frequent first. */
function countOf(lines: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/**
 * The precision of each doubt reason (issue #17, "keep doubt useful"): of the values marked for
 * it, how many were wrong. A reason whose marks are almost all right values costs the reviewer
 * time; it is worth keeping while it catches errors no other reason catches.
 */
export function printReasonPrecision(reasons: ValueAudit['reasons']): void {
  const rows = Object.entries(reasons).sort((a, b) => b[1].n - a[1].n);
  if (rows.length === 0) return;
  console.log('  doubt reason              marked   wrong  precision');
  for (const [reason, { n, right }] of rows)
    console.log(
      `  ${reason.padEnd(24)} ${String(n).padStart(7)} ${String(n - right).padStart(7)}  ${pct(n - right, n).padStart(9)}`,
    );
}

/**
 * The audit of a set: its line, the calibration table, each doubt reason's precision and,
 * verbose, the wrong values; `marked`: every right value marked doubtful with its reading, grouped
 * by its reasons.
 */
export function printAudit(title: string, audit: ValueAudit, verbose: boolean, marked = false): void {
  console.log(`\nVALUES, ${title}: ${auditLine(audit)}`);
  console.log('  confidence       values  right');
  for (const band of audit.bands)
    if (band.n > 0)
      console.log(
        `  ${band.label.padEnd(15)} ${String(band.n).padStart(7)}  ${pct(band.right, band.n).padStart(6)}`,
      );
  if (marked) for (const line of [...audit.markedRightValues].sort()) console.log(`  marked, right: ${line}`);
  printReasonPrecision(audit.reasons);
  if (!verbose) return;
  for (const line of audit.wrongValues) console.log(`  - ${line}`);
  for (const [path, count] of countOf(audit.markedRight))
    console.log(`  marked, right ${String(count).padStart(4)}  ${path}`);
  for (const [path, count] of countOf(audit.untraced))
    console.log(`  untraced ${String(count).padStart(4)}  ${path}`);
}
