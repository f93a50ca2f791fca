import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { z } from 'zod';

import { analyzeDossier, type OcrReader } from '../../server/analysis/engine/analyzeDossier';
import { onePerEntry, parseRealMiss, type Miss } from './errorReport';

/*
 * The real-dev certificates (../shared/corpus/real-dev) scored in-process: what run.sh does with
 * one `npm run analyze` per PDF, without starting a process per file. Each PDF is analysed alone,
 * its `{ output, documents }` written to <work>/real-dev/<name>.json, and score-real.mjs scores
 * the folder.
 */

const REAL_DEV = resolve('../shared/corpus/real-dev');
const SCORER = resolve('../shared/tools/score-real.mjs');

const ratioSchema = z.object({ ok: z.number(), n: z.number() });

/** score-real.mjs `--json` summary. */
const summarySchema = z.object({
  fields: ratioSchema,
  types: ratioSchema,
  kinds: z.record(z.string(), ratioSchema),
  by_field: z.record(z.string(), ratioSchema),
  misses: z.array(z.string()),
});
export type RealDevSummary = z.infer<typeof summarySchema>;

export interface RealDevResult {
  summary: RealDevSummary;
  misses: Miss[];
  seconds: number;
  certificates: number;
}

export async function evaluateRealDev(
  work: string,
  ocr: OcrReader,
  verbose: boolean,
): Promise<RealDevResult> {
  const predictions = join(work, 'real-dev');
  mkdirSync(predictions, { recursive: true });
  const files = readdirSync(join(REAL_DEV, 'pdf'))
    .filter((name) => name.endsWith('.pdf'))
    .sort();
  const started = performance.now();
  for (const name of files) {
    const analysis = await analyzeDossier([{ name, bytes: readFileSync(join(REAL_DEV, 'pdf', name)) }], {
      referenceDate: new Date(),
      ocr,
    });
    writeFileSync(
      join(predictions, name.replace(/\.pdf$/, '.json')),
      JSON.stringify({ output: analysis.output, documents: analysis.documents }),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  const summaryPath = join(work, 'real-dev.summary.json');
  const printed = execFileSync(
    'node',
    [
      SCORER,
      predictions,
      '--truth',
      join(REAL_DEV, 'truth.json'),
      '--json',
      summaryPath,
      ...(verbose ? ['--verbose'] : []),
    ],
    { encoding: 'utf8' },
  );
  console.log(
    `\nREAL-DEV (${files.length} real certificates, ${seconds.toFixed(1)} s)\n${printed.trimEnd()}`,
  );
  const summary = summarySchema.parse(JSON.parse(readFileSync(summaryPath, 'utf8')));
  const misses = onePerEntry(
    summary.misses.flatMap((line) => {
      const miss = parseRealMiss(line);
      return miss ? [miss] : [];
    }),
  );
  return { summary, misses, seconds, certificates: files.length };
}
