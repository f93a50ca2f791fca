import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

import { z } from 'zod';

import { analyzeDossier } from '../server/analysis/engine/analyzeDossier';

/*
 * npm run eval: analyses every dev dossier's text PDFs, scores each with the shared scorer and
 * prints per-dossier and overall precision / recall / F1 per section and document-type accuracy.
 * Scanned twins (*.scan.pdf) wait for the OCR step and are only counted.
 */

const CORPUS = resolve('../shared/corpus/dev');
const SCORER = resolve('../shared/tools/score-report.mjs');

const tallySchema = z.object({ tp: z.number(), fp: z.number(), fn: z.number() });
type Tally = z.infer<typeof tallySchema>;

/** The scorer's `--json` output (score-report.mjs). */
const scoreSchema = tallySchema.extend({
  sections: z.record(z.string(), tallySchema),
  docs: z.object({ right: z.number(), total: z.number() }),
});
type Score = z.infer<typeof scoreSchema>;

const dossierSchema = z.object({
  reference_date: z.string(),
  documents: z.array(
    z.object({
      file: z.string(),
      doc_type: z.string().optional(),
      doc_types: z.array(z.string()).optional(),
      variant: z.string(),
    }),
  ),
});

function metrics({ tp, fp, fn }: Tally): string {
  const precision = tp + fp ? tp / (tp + fp) : 1;
  const recall = tp + fn ? tp / (tp + fn) : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  const pct = (value: number) => (100 * value).toFixed(1).padStart(5);
  return `${String(tp + fn).padStart(5)}  ${pct(precision)}  ${pct(recall)}  ${pct(f1)}`;
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

const work = mkdtempSync(join(tmpdir(), 'titulo360-eval-'));
const overall: Score = { tp: 0, fp: 0, fn: 0, sections: {}, docs: { right: 0, total: 0 } };
let scanned = 0;
for (const id of readdirSync(CORPUS).sort()) {
  const folder = join(CORPUS, id);
  const dossier = dossierSchema.parse(JSON.parse(readFileSync(join(folder, 'dossier.json'), 'utf8')));
  const textDocuments = dossier.documents.filter((document) => document.variant === 'text');
  scanned += dossier.documents.length - textDocuments.length;
  const files = textDocuments.map((document) => ({
    name: basename(document.file),
    bytes: readFileSync(join(folder, document.file)),
  }));
  const started = performance.now();
  const analysis = await analyzeDossier(files, {
    referenceDate: new Date(`${dossier.reference_date}T12:00:00Z`),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const predictedPath = join(work, `${id}.predicted.json`);
  const truthPath = join(work, `${id}.truth.json`);
  writeFileSync(predictedPath, JSON.stringify({ output: analysis.output, documents: analysis.documents }));
  writeFileSync(
    truthPath,
    JSON.stringify({
      output: JSON.parse(readFileSync(join(folder, 'ground_truth.json'), 'utf8')),
      documents: textDocuments.map((document) => ({
        file: document.file,
        type: document.doc_types ?? document.doc_type,
      })),
    }),
  );
  const score = scoreSchema.parse(
    JSON.parse(execFileSync('node', [SCORER, predictedPath, truthPath, '--json'], { encoding: 'utf8' })),
  );
  printScore(`${id} (${files.length} text PDFs, ${seconds} s)`, score);
  if (process.argv.includes('--verbose')) {
    console.log(execFileSync('node', [SCORER, predictedPath, truthPath, '--verbose'], { encoding: 'utf8' }));
  }
  add(overall, score);
}
printScore('ALL DOSSIERS, text PDFs', overall);
console.log(`\nscanned: not yet supported (${scanned} *.scan.pdf skipped)`);
