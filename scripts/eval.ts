import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

import { z } from 'zod';

import { analyzeDossier, type DossierFile } from '../server/analysis/engine/analyzeDossier';
import { createOcrReader } from '../server/analysis/ocr/ocrReader';
import { selectOcrEngine } from '../server/analysis/ocr/selectEngine';
import { evaluateCbrStyles, type CbrSetScore } from './eval/cbrStyles';
import { parseReportMiss, printErrorReport, type Miss } from './eval/errorReport';
import { evaluateHouseStyles } from './eval/houseStyles';
import { evaluateHeldOut } from './eval/heldOut';
import { cachedEngine, cachedOcr, ocrStepVersion } from './eval/ocrCache';
import { canJoin, joinFiles, matchParts, rangesLine, type ExpectedPart } from './eval/oneFile';
import { evaluateRealDamaged } from './eval/realDamaged';
import { evaluateRealDev, type RealDevResult } from './eval/realDev';
import { wornTwin } from './eval/wornScans';
import {
  addAudit,
  auditLine,
  auditValues,
  emptyAudit,
  printAudit,
  printReasonPrecision,
  type ValueAudit,
} from './eval/valueAudit';

/*
 * npm run eval: analyses every dev dossier twice and scores each run with the shared scorer,
 * printing per-dossier and overall precision / recall / F1 per section and document-type accuracy:
 *  - text: the dossier's text PDFs;
 *  - scanned: the same dossier with every document that has a scanned twin replaced by the twin
 *    (read by OCR), scored only on the fields those scanned documents support (their `supports`
 *    paths) and on their document types, so the text PDFs around them do not pad the figure.
 * Both runs also score the legal-verification findings against each dossier's `expected_findings`
 * (score-findings.mjs): precision and recall per variant. Then every real certificate of
 * ../shared/corpus/real-dev is analysed alone and scored with score-real.mjs, and a summary
 * prints the dev set and real-dev side by side, with the house-style certificates and held-out
 * dossiers written for the tests (scripts/eval/houseStyles.ts). "real-dev damaged" scores the real
 * certificates' texts again with the damage other offices' text extraction does (eval/realDamaged.ts).
 * --verbose prints the scorers' field-by-field and finding-by-finding differences.
 * --errors prints the misses of both sets grouped by section, field and kind.
 * --marked lists every right value marked doubtful, with its reasons and reading.
 * The made-up CBR certificates of issue #9 (tests/fixtures/houseStyles, sets cbr-*) are scored last.
 * For every set, the values the engine states are also audited against the truth and their
 * provenance (eval/valueAudit.ts): stated, wrong, wrong and unmarked ("silent"), marked doubtful,
 * traced with word boxes, and the share right per confidence band; --errors lists the wrong values
 * and the paths stated without boxes.
 *  - worn: the scanned variant with every scan replaced by a worn-photocopy twin of it
 *    (eval/wornScans.ts: skew, noise, stamps, JPEG…), made once and cached under .cache/worn/.
 *  - one file: the text PDFs, and the scanned variant, joined into one PDF (eval/oneFile.ts) as
 *    firms scan a whole carpeta: the engine splits it into its documents again; printed beside the
 *    separate files' F1, with the parts found with their exact page range and type.
 * The held-out batch H of issue #17 (tests/fixtures/heldOut) is read as text PDFs and as worn
 * photocopies, batch I of issue #18 as text PDFs, batch J of issue #18 as both (eval/heldOut.ts);
 * --held=J reads those batches alone; a sealed batch (batch.json `sealed`) is read only so named.
 * --no-scans and --no-worn skip the scanned variants (OCR, most of the time); --no-joined the
 * dossiers in one file; --no-dev, --no-real, --no-damaged, --no-cbr, --no-house and --no-held skip a
 * set;
 * --ocr-cache keeps what OCR read under .cache/ocr/ (eval/ocrCache.ts) to measure changes quickly;
 * --only=dev-03,dev-05 keeps those dev dossiers alone (to iterate on a few before a full run).
 */

const CORPUS = resolve('../shared/corpus/dev');
const SCORER = resolve('../shared/tools/score-report.mjs');
const FINDINGS_SCORER = resolve('../shared/tools/score-findings.mjs');

const tallySchema = z.object({ tp: z.number(), fp: z.number(), fn: z.number() });
type Tally = z.infer<typeof tallySchema>;

/** The scorer's `--json` output (score-report.mjs). */
const scoreSchema = tallySchema.extend({
  sections: z.record(z.string(), tallySchema),
  docs: z.object({ right: z.number(), total: z.number() }),
});
type Score = z.infer<typeof scoreSchema>;

const documentSchema = z.object({
  file: z.string(),
  doc_type: z.string().optional(),
  doc_types: z.array(z.string()).optional(),
  variant: z.string(),
});
type CorpusDocument = z.infer<typeof documentSchema>;

const dossierSchema = z.object({ reference_date: z.string(), documents: z.array(documentSchema) });

/** Per-document metadata beside each PDF: which ground-truth paths it supports on its own. */
const documentMetaSchema = z.object({ supports: z.array(z.string()), twin: z.string().nullable() });

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const jsonSchema: z.ZodType<Json> = z.lazy(() =>
  z.union([
    z.null(),
    z.boolean(),
    z.number(),
    z.string(),
    z.array(jsonSchema),
    z.record(z.string(), jsonSchema),
  ]),
);

/** `a[0].b[*].c` → ['a', '0', 'b', '*', 'c']; a trailing `.*` or a bare prefix covers the subtree. */
function pathSegments(path: string): string[] {
  return path.replace(/\[(\d+|\*)\]/g, '.$1').split('.');
}

function covered(path: string[], patterns: string[][]): boolean {
  return patterns.some(
    (pattern) =>
      pattern.length <= path.length &&
      pattern.every((segment, index) => segment === '*' || segment === path[index]),
  );
}

/** Keeps only the leaves whose path one of the patterns covers (list items keep their indices). */
function prune(value: Json, path: string[], patterns: string[][]): Json | undefined {
  if (Array.isArray(value)) {
    if (value.length === 0) return covered(path, patterns) ? value : undefined;
    const kept = value
      .map((item, index) => prune(item, [...path, String(index)], patterns))
      .filter((item) => item !== undefined);
    return kept.length > 0 ? kept : undefined;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).flatMap(([key, item]) => {
      const kept = prune(item, [...path, key], patterns);
      return kept === undefined ? [] : [[key, kept] as const];
    });
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return covered(path, patterns) ? value : undefined;
}

function pruneReport(report: unknown, supports: string[]): Json {
  const patterns = supports.map(pathSegments);
  return prune(jsonSchema.parse(report), [], patterns) ?? {};
}

/** Precision, recall and F1 of a tally (1 where nothing was expected or predicted). */
function rates({ tp, fp, fn }: Tally): { precision: number; recall: number; f1: number } {
  const precision = tp + fp ? tp / (tp + fp) : 1;
  const recall = tp + fn ? tp / (tp + fn) : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

function metrics(tally: Tally): string {
  const { precision, recall, f1 } = rates(tally);
  const pct = (value: number) => (100 * value).toFixed(1).padStart(5);
  return `${String(tally.tp + tally.fn).padStart(5)}  ${pct(precision)}  ${pct(recall)}  ${pct(f1)}`;
}

function printScore(title: string, score: Score): void {
  console.log(`\n${title}\n  section                              fields  prec. recall    F1`);
  for (const [name, tally] of Object.entries(score.sections).sort())
    console.log(`  ${name.padEnd(36)} ${metrics(tally)}`);
  console.log(`  ${'overall'.padEnd(36)} ${metrics(score)}`);
  console.log(`  document types right: ${score.docs.right}/${score.docs.total}`);
}

function add(total: Score, score: Score): void {
  total.tp += score.tp;
  total.fp += score.fp;
  total.fn += score.fn;
  total.docs.right += score.docs.right;
  total.docs.total += score.docs.total;
  for (const [name, tally] of Object.entries(score.sections)) {
    const sum = (total.sections[name] ??= { tp: 0, fp: 0, fn: 0 });
    sum.tp += tally.tp;
    sum.fp += tally.fp;
    sum.fn += tally.fn;
  }
}

interface Variant {
  title: string;
  files: DossierFile[];
  /** Documents whose types are scored. */
  scored: CorpusDocument[];
  /** Ground-truth paths scored; all of them when absent. */
  supports?: string[];
  /** For a dossier joined into one file: where each document's pages lie in it. */
  parts?: ExpectedPart[];
}

function readMeta(folder: string, document: CorpusDocument) {
  const metaPath = join(folder, document.file.replace(/\.pdf$/, '.json'));
  return documentMetaSchema.parse(JSON.parse(readFileSync(metaPath, 'utf8')));
}

function variants(folder: string, documents: CorpusDocument[]): { text: Variant; scanned: Variant | null } {
  const read = (document: CorpusDocument): DossierFile => ({
    name: basename(document.file),
    bytes: readFileSync(join(folder, document.file)),
  });
  const textDocuments = documents.filter((document) => document.variant === 'text');
  const scans = new Map(
    documents
      .filter((document) => document.variant === 'scan')
      .map((document) => [readMeta(folder, document).twin, document]),
  );
  const text = { title: 'text PDFs', files: textDocuments.map(read), scored: textDocuments };
  if (scans.size === 0) return { text, scanned: null };
  const mixed = textDocuments.map((document) => scans.get(document.file) ?? document);
  const scanned = [...scans.values()];
  return {
    text,
    scanned: {
      title: `${scanned.length} scanned PDFs among ${mixed.length}`,
      files: mixed.map(read),
      scored: scanned,
      supports: scanned.flatMap((document) => readMeta(folder, document).supports),
    },
  };
}

/**
 * The dev set's runs: text PDFs, their scans, and the scans' worn-photocopy twins; then the text
 * PDFs and the scanned variant each joined into one file.
 */
const KINDS = ['text', 'scanned', 'worn', 'joined', 'joinedScans'] as const;
type Kind = (typeof KINDS)[number];
const KIND_NAMES = {
  text: 'text',
  scanned: 'scans',
  worn: 'worn scans',
  joined: 'text, 1 file',
  joinedScans: 'scans, 1 file',
} as const satisfies Record<Kind, string>;
/** The runs of a dossier joined into one file, each compared with its separate files' run. */
type JoinedKind = 'joined' | 'joinedScans';

/** The variant with its files joined into one PDF, in the dossier's order (eval/oneFile.ts). */
async function joinedVariant(variant: Variant): Promise<Variant> {
  const { file, parts } = await joinFiles(variant.files, work);
  return { ...variant, title: `${variant.title} joined in one PDF`, files: [file], parts };
}

/** The scanned variant with every scan replaced by its worn twin (eval/wornScans.ts). */
async function wornVariant(id: string, scanned: Variant): Promise<Variant> {
  const scans = new Set(scanned.scored.map((document) => basename(document.file)));
  const files = await Promise.all(
    scanned.files.map(async (file) =>
      scans.has(file.name)
        ? { name: file.name, bytes: await wornTwin(file.bytes, `${id}/${file.name}`) }
        : file,
    ),
  );
  return { ...scanned, title: `${scans.size} worn scans among ${files.length}`, files };
}

const work = mkdtempSync(join(tmpdir(), 'titulo360-eval-'));
const flag = (name: string) => process.argv.includes(`--${name}`);
const verbose = flag('verbose');
/** `--only=dev-01,dev-03`: the dev dossiers to run (all when absent). */
const only = process.argv
  .find((argument) => argument.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
/** `--held=J`: the held-out batches to read (all when absent). */
const heldOnly = process.argv
  .find((argument) => argument.startsWith('--held='))
  ?.slice('--held='.length)
  .split(',');
const errors = flag('errors');
const runs = {
  joined: !flag('no-joined') && canJoin(),
  scans: !flag('no-scans'),
  worn: !flag('no-worn'),
  dev: !flag('no-dev'),
  real: !flag('no-real'),
  damaged: !flag('no-damaged'),
  cbr: !flag('no-cbr'),
  house: !flag('no-house'),
  held: !flag('no-held'),
};
/** Misses of the synthetic dev set per variant, for --errors. */
const devMisses: Record<Kind, Miss[]> = { text: [], scanned: [], worn: [], joined: [], joinedScans: [] };
const emptyScore = (): Score => ({ tp: 0, fp: 0, fn: 0, sections: {}, docs: { right: 0, total: 0 } });
const totals: Record<Kind, Score> = {
  text: emptyScore(),
  scanned: emptyScore(),
  worn: emptyScore(),
  joined: emptyScore(),
  joinedScans: emptyScore(),
};
/** Per joined run: the documents found with their exact page range, of those joined. */
const joinedParts = { joined: { right: 0, total: 0 }, joinedScans: { right: 0, total: 0 } };
/** The value audit per set, printed at the end. */
const audits = new Map<string, ValueAudit>();
function audited(set: string): ValueAudit {
  const audit = audits.get(set) ?? emptyAudit();
  audits.set(set, audit);
  return audit;
}
const timings: Record<Kind, { seconds: number; pages: number; ocrPages: number }> = {
  text: { seconds: 0, pages: 0, ocrPages: 0 },
  scanned: { seconds: 0, pages: 0, ocrPages: 0 },
  worn: { seconds: 0, pages: 0, ocrPages: 0 },
  joined: { seconds: 0, pages: 0, ocrPages: 0 },
  joinedScans: { seconds: 0, pages: 0, ocrPages: 0 },
};
/** "predicted.json dossier.json" lines for the findings scorer, per variant. */
const findingPairs: Record<Kind, string[]> = { text: [], scanned: [], worn: [], joined: [], joinedScans: [] };

/** The findings scorer's `--json` output (score-findings.mjs). */
const findingsScoreSchema = tallySchema.extend({
  severityRight: z.number(),
  precision: z.number(),
  recall: z.number(),
});

/** Scores the legal-verification findings of every dossier of a variant against `expected_findings`. */
function printFindings(kind: Kind): z.infer<typeof findingsScoreSchema> | null {
  if (findingPairs[kind].length === 0) return null;
  const pairsPath = join(work, `findings.${kind}.pairs.txt`);
  writeFileSync(pairsPath, findingPairs[kind].join('\n'));
  const score = findingsScoreSchema.parse(
    JSON.parse(execFileSync('node', [FINDINGS_SCORER, '--pairs', pairsPath, '--json'], { encoding: 'utf8' })),
  );
  const pct = (value: number) => `${(100 * value).toFixed(1)}%`;
  console.log(
    `\nFINDINGS, ${kind} PDFs: ${score.tp + score.fn} expected, precision ${pct(score.precision)}, recall ${pct(score.recall)}, severity right ${score.severityRight}/${score.tp}`,
  );
  if (verbose)
    console.log(
      execFileSync('node', [FINDINGS_SCORER, '--pairs', pairsPath, '--verbose'], { encoding: 'utf8' }),
    );
  return score;
}

async function evaluate(
  id: string,
  folder: string,
  kind: Kind,
  variant: Variant,
  referenceDate: string,
): Promise<Score> {
  const started = performance.now();
  const analysis = await analyzeDossier(variant.files, {
    referenceDate: new Date(`${referenceDate}T12:00:00Z`),
    ocr: readPages,
  });
  const seconds = (performance.now() - started) / 1000;
  timings[kind].seconds += seconds;
  timings[kind].pages += analysis.documents.reduce((sum, document) => sum + document.pages, 0);
  timings[kind].ocrPages += analysis.documents
    .filter((document) => document.ocr)
    .reduce((sum, document) => sum + document.pages, 0);
  const parts = variant.parts ? matchParts(analysis.documents, variant.parts) : null;
  const documents = parts?.documents ?? analysis.documents;
  const truth: unknown = JSON.parse(readFileSync(join(folder, 'ground_truth.json'), 'utf8'));
  const scoredNames = new Set(variant.scored.map((document) => basename(document.file)));
  const predictedPath = join(work, `${id}.${kind}.predicted.json`);
  const truthPath = join(work, `${id}.${kind}.truth.json`);
  const findingsPath = join(work, `${id}.${kind}.findings.json`);
  writeFileSync(findingsPath, JSON.stringify({ findings: analysis.findings }));
  findingPairs[kind].push(`${findingsPath} ${join(folder, 'dossier.json')}`);
  writeFileSync(
    predictedPath,
    JSON.stringify({
      output: variant.supports ? pruneReport(analysis.output, variant.supports) : analysis.output,
      documents: documents.filter((document) => scoredNames.has(document.file)),
    }),
  );
  writeFileSync(
    truthPath,
    JSON.stringify({
      output: variant.supports ? pruneReport(truth, variant.supports) : truth,
      documents: variant.scored.map((document) => ({
        file: document.file,
        type: document.doc_types ?? document.doc_type,
      })),
    }),
  );
  const score = scoreSchema.parse(
    JSON.parse(execFileSync('node', [SCORER, predictedPath, truthPath, '--json'], { encoding: 'utf8' })),
  );
  const ocrCount = analysis.documents.filter((document) => document.ocr).length;
  printScore(`${id} ${kind}: ${variant.title} (${ocrCount} read by OCR, ${seconds.toFixed(2)} s)`, score);
  if (parts && variant.parts && (kind === 'joined' || kind === 'joinedScans')) {
    joinedParts[kind].right += parts.right;
    joinedParts[kind].total += variant.parts.length;
    console.log(`  parts with their exact page range: ${parts.right}/${variant.parts.length}`);
    console.log(`  parts read: ${rangesLine(analysis.documents)}`);
  }
  if (verbose || errors) {
    const lines = execFileSync('node', [SCORER, predictedPath, truthPath, '--verbose'], { encoding: 'utf8' });
    if (verbose) console.log(lines);
    for (const line of lines.split('\n')) {
      const miss = parseReportMiss(line);
      if (miss) devMisses[kind].push({ ...miss, line: `${id}: ${miss.line}` });
    }
  }
  add(totals[kind], score);
  const audit = auditValues(analysis.output, truth, analysis.provenance, variant.supports);
  addAudit(audited(`dev ${KIND_NAMES[kind]}`), audit);
  return score;
}

/** Reads the variant again joined into one file and prints its F1 beside the separate files'. */
async function evaluateJoined(
  id: string,
  folder: string,
  kind: JoinedKind,
  variant: Variant,
  separate: Score,
  referenceDate: string,
): Promise<void> {
  const joined = await evaluate(id, folder, kind, await joinedVariant(variant), referenceDate);
  const f1 = (score: Score) => `${(100 * rates(score).f1).toFixed(1)}%`;
  console.log(`  F1 in one file ${f1(joined)} vs separate files ${f1(separate)}`);
}

/** The dev set and real-dev side by side. */
function printSummary(
  real: RealDevResult | null,
  damaged: RealDevResult | null,
  cbr: CbrSetScore[],
  findings: Record<Kind, string>,
  house: [string, string, string, string][],
  valueAudits: Map<string, ValueAudit>,
): void {
  const rows: [string, string, string, string][] = [['set', 'fields', 'score', 'document types']];
  const docs = (score: Score) => `${score.docs.right}/${score.docs.total}`;
  for (const kind of KINDS) {
    const score = totals[kind];
    if (score.docs.total === 0) continue;
    const parts = kind === 'joined' || kind === 'joinedScans' ? joinedParts[kind] : null;
    rows.push([
      `dev ${KIND_NAMES[kind]}`,
      String(score.tp + score.fn),
      `F1 ${(100 * rates(score).f1).toFixed(1)}%`,
      `${docs(score)}${parts ? `, page ranges ${parts.right}/${parts.total}` : ''}`,
    ]);
  }
  for (const [set, result] of [
    ['real-dev', real],
    ['real-dev damaged', damaged],
  ] as const) {
    if (!result) continue;
    const { fields, types, kinds } = result.summary;
    const pct = (ok: number, n: number) => `${((100 * ok) / (n || 1)).toFixed(1)}%`;
    rows.push([
      set,
      `${fields.ok}/${fields.n}`,
      `right ${pct(fields.ok, fields.n)}`,
      `${types.ok}/${types.n}`,
    ]);
    for (const [kind, ratio] of Object.entries(kinds))
      rows.push([`  ${set} ${kind}`, `${ratio.ok}/${ratio.n}`, `right ${pct(ratio.ok, ratio.n)}`, '']);
  }
  for (const set of cbr)
    rows.push([
      set.name,
      `${set.right}/${set.fields}`,
      `right ${((100 * set.right) / (set.fields || 1)).toFixed(1)}%`,
      set.types,
    ]);
  rows.push(...house);
  console.log('\nSUMMARY');
  for (const row of rows)
    console.log(`  ${row[0].padEnd(16)} ${row[1].padStart(9)}  ${row[2].padEnd(13)} ${row[3]}`);
  for (const kind of KINDS) if (findings[kind]) console.log(`  findings (dev ${kind}): ${findings[kind]}`);
  for (const [set, audit] of valueAudits) console.log(`  values ${set.padEnd(16)} ${auditLine(audit)}`);
  // Each doubt reason's precision over the OCR'd sets, where doubt is spent.
  const read = emptyAudit();
  for (const [set, audit] of valueAudits) if (/worn|scans/.test(set)) addAudit(read, audit);
  if (read.marked === 0) return;
  console.log('\nDOUBT REASONS, all scanned and worn sets');
  printReasonPrecision(read.reasons);
}

const ocr = flag('ocr-cache')
  ? createOcrReader({ engine: cachedEngine(await selectOcrEngine()) })
  : createOcrReader();
const readPages = flag('ocr-cache') ? cachedOcr(ocr.read, await ocrStepVersion()) : ocr.read;
if (!flag('no-joined') && !runs.joined)
  console.log('pdfunite (poppler-utils) is not installed: the dossiers joined in one file are not read.');
if (runs.dev) {
  for (const id of readdirSync(CORPUS).sort()) {
    if (only && !only.includes(id)) continue;
    const folder = join(CORPUS, id);
    const dossier = dossierSchema.parse(JSON.parse(readFileSync(join(folder, 'dossier.json'), 'utf8')));
    const { text, scanned } = variants(folder, dossier.documents);
    const date = dossier.reference_date;
    const textScore = await evaluate(id, folder, 'text', text, date);
    if (runs.joined) await evaluateJoined(id, folder, 'joined', text, textScore, date);
    if (scanned && runs.scans) {
      const scannedScore = await evaluate(id, folder, 'scanned', scanned, date);
      if (runs.joined) await evaluateJoined(id, folder, 'joinedScans', scanned, scannedScore, date);
    }
    if (scanned && runs.worn) await evaluate(id, folder, 'worn', await wornVariant(id, scanned), date);
  }
  const engine = await ocr.engine();
  printScore('ALL DOSSIERS, text PDFs', totals.text);
  if (runs.scans)
    printScore(`ALL DOSSIERS, scanned PDFs (fields they support; OCR: ${engine.name})`, totals.scanned);
  if (runs.worn) printScore('ALL DOSSIERS, worn twins of the scans (fields they support)', totals.worn);
  if (runs.joined) printScore('ALL DOSSIERS, text PDFs joined in one file', totals.joined);
  if (runs.joined && runs.scans)
    printScore(
      'ALL DOSSIERS, scanned variant joined in one file (fields the scans support)',
      totals.joinedScans,
    );
  for (const kind of KINDS) {
    const { seconds, pages, ocrPages } = timings[kind];
    if (pages > 0)
      console.log(
        `\n${kind}: ${seconds.toFixed(1)} s for ${pages} pages analysed (whole dossiers)` +
          (ocrPages > 0
            ? `, ${ocrPages} read by OCR: ${(seconds / ocrPages).toFixed(2)} s per OCR page`
            : ''),
      );
  }
}
const findings: Record<Kind, string> = { text: '', scanned: '', worn: '', joined: '', joinedScans: '' };
for (const kind of KINDS) {
  const score = printFindings(kind);
  if (score)
    findings[kind] =
      `precision ${(100 * score.precision).toFixed(1)}%, recall ${(100 * score.recall).toFixed(1)}%`;
}
const real = runs.real ? await evaluateRealDev(work, readPages, verbose) : null;
const damaged = runs.damaged ? await evaluateRealDamaged(work, readPages, verbose) : null;
const house = runs.house ? evaluateHouseStyles(verbose || errors) : [];
const heldOut = runs.held
  ? await evaluateHeldOut(work, readPages, runs.worn, verbose || errors, heldOnly)
  : [];
for (const result of heldOut) {
  audits.set(`held-out ${result.batch} ${result.kind}`, result.audit);
  house.push([
    `held-out ${result.batch} ${result.kind}`,
    String(result.fields),
    `F1 ${(100 * result.f1).toFixed(1)}%`,
    '',
  ]);
}
await ocr.close();
const cbr = runs.cbr ? evaluateCbrStyles(verbose) : [];
if (errors) {
  if (runs.dev) printErrorReport('dev set, text PDFs', devMisses.text);
  if (runs.dev && runs.scans) printErrorReport('dev set, scanned PDFs', devMisses.scanned);
  if (runs.dev && runs.worn) printErrorReport('dev set, worn scans', devMisses.worn);
  if (runs.dev && runs.joined) printErrorReport('dev set, text PDFs in one file', devMisses.joined);
  if (runs.dev && runs.joined && runs.scans)
    printErrorReport('dev set, scanned variant in one file', devMisses.joinedScans);
  if (real) printErrorReport('real-dev', real.misses);
  if (damaged) printErrorReport('real-dev damaged', damaged.misses);
}
if (real) audits.set('real-dev', real.audit);
if (damaged) audits.set('real-dev damaged', damaged.audit);
for (const [set, audit] of audits) printAudit(set, audit, errors, flag('marked'));
printSummary(real, damaged, cbr, findings, house, audits);
