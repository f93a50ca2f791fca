import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { z } from 'zod';

import { analyzeDossier, type OcrReader } from '../../server/analysis/engine/analyzeDossier';
import { onePerEntry, parseRealMiss, type Miss } from './errorReport';
import { addAudit, auditValues, emptyAudit, leafEqual, type ValueAudit } from './valueAudit';

/*
 * The real-dev certificates (../shared/corpus/real-dev) scored in-process: what run.sh does with
 * one `npm run analyze` per PDF, without starting a process per file. Each PDF is analysed alone,
 * its `{ output, documents }` written to <work>/real-dev/<name>.json, and score-real.mjs scores
 * the folder.
 */

export const REAL_DEV = resolve('../shared/corpus/real-dev');
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

/** The fields truth.json annotates (score-real.mjs), per kind of certificate. */
const FIELDS = {
  dv: {
    list: 'property_registry_history',
    fields: ['conservador', 'fojas', 'vuelta', 'numero', 'ano', 'comuna', 'rol_avaluo', 'fecha_emision'],
  },
  gp: { list: 'gp_certificates', fields: ['conservador', 'fojas', 'vuelta', 'numero', 'ano'] },
} as const;
const ENTRY_FIELDS = ['tipo', 'fojas', 'vuelta', 'numero', 'ano'];
const LIEN_LISTS = ['gravamenes', 'prohibiciones'];

const truthSchema = z.object({
  certificates: z.array(
    z.looseObject({ file: z.string(), accept: z.record(z.string(), z.array(z.unknown())).optional() }),
  ),
});
export type TruthEntry = z.infer<typeof truthSchema>['certificates'][number];

const recordSchema = z.record(z.string(), z.unknown());

function member(value: unknown, key: string): unknown {
  const parsed = recordSchema.safeParse(value);
  return parsed.success ? parsed.data[key] : undefined;
}

/**
 * A certificate's annotations as a report, and the paths they cover; an accepted alternative the
 * engine gave stands for the truth.
 */
function truthReport(entry: TruthEntry, output: unknown): { truth: unknown; supports: string[] } | null {
  const kind = entry.file.startsWith('gp-') ? FIELDS.gp : entry.file.startsWith('dv-') ? FIELDS.dv : null;
  if (!kind) return null;
  const list = member(output, kind.list);
  const predicted = Array.isArray(list) ? list[0] : undefined;
  const record: Record<string, unknown> = {};
  const supports: string[] = [];
  for (const field of kind.fields) {
    const value = entry[field];
    if (value === null || value === undefined) continue;
    const given = member(predicted, field);
    const accepted = (entry.accept?.[field] ?? []).some((other) => leafEqual(field, given, other));
    record[field] = accepted ? given : value;
    supports.push(`${kind.list}[0].${field}`);
  }
  if (kind === FIELDS.gp)
    for (const list of LIEN_LISTS) {
      const entries = entry[list];
      if (!Array.isArray(entries)) continue;
      record[list] = entries;
      supports.push(...ENTRY_FIELDS.map((field) => `${kind.list}[0].${list}[*].${field}`));
    }
  return { truth: { [kind.list]: [record] }, supports };
}

export interface RealDevResult {
  summary: RealDevSummary;
  /** The engine's values of the annotated fields against the truth (valueAudit.ts). */
  audit: ValueAudit;
  misses: Miss[];
  seconds: number;
  certificates: number;
}

/** A real-dev certificate to score: the PDF's name (its kind's prefix kept) and its bytes. */
export interface RealCertificate {
  name: string;
  bytes: Buffer;
  /** The truth.json entry of the certificate it was made from. */
  truth: TruthEntry;
}

/** The real-dev truth.json entries. */
export function realDevTruth(): TruthEntry[] {
  return truthSchema.parse(JSON.parse(readFileSync(join(REAL_DEV, 'truth.json'), 'utf8'))).certificates;
}

/** The real-dev PDFs with their truth entries. */
export function realDevCertificates(): RealCertificate[] {
  const truth = realDevTruth();
  return readdirSync(join(REAL_DEV, 'pdf'))
    .filter((name) => name.endsWith('.pdf'))
    .sort()
    .flatMap((name) => {
      const entry = truth.find((certificate) => certificate.file === name);
      return entry ? [{ name, bytes: readFileSync(join(REAL_DEV, 'pdf', name)), truth: entry }] : [];
    });
}

export async function evaluateRealDev(
  work: string,
  ocr: OcrReader,
  verbose: boolean,
): Promise<RealDevResult> {
  return scoreRealSet(work, 'real-dev', 'real certificates', realDevCertificates(), ocr, verbose);
}

/**
 * Analyses each certificate alone, writes its `{ output, documents }` to <work>/<set>/<name>.json
 * and scores the folder with score-real.mjs against the certificates' own truth entries (renamed
 * after their PDFs), auditing every annotated value.
 */
export async function scoreRealSet(
  work: string,
  set: string,
  what: string,
  certificates: readonly RealCertificate[],
  ocr: OcrReader,
  verbose: boolean,
): Promise<RealDevResult> {
  const predictions = join(work, set);
  mkdirSync(predictions, { recursive: true });
  const audit = emptyAudit();
  const started = performance.now();
  for (const { name, bytes, truth } of certificates) {
    const analysis = await analyzeDossier([{ name, bytes }], { referenceDate: new Date(), ocr });
    writeFileSync(
      join(predictions, name.replace(/\.pdf$/, '.json')),
      JSON.stringify({ output: analysis.output, documents: analysis.documents }),
    );
    const annotated = truthReport(truth, analysis.output);
    if (annotated)
      addAudit(
        audit,
        auditValues(analysis.output, annotated.truth, analysis.provenance, annotated.supports, true),
      );
  }
  const seconds = (performance.now() - started) / 1000;
  const truthPath = join(work, `${set}.truth.json`);
  writeFileSync(
    truthPath,
    JSON.stringify({ certificates: certificates.map(({ name, truth }) => ({ ...truth, file: name })) }),
  );
  const summaryPath = join(work, `${set}.summary.json`);
  const printed = execFileSync(
    'node',
    [SCORER, predictions, '--truth', truthPath, '--json', summaryPath, ...(verbose ? ['--verbose'] : [])],
    { encoding: 'utf8' },
  );
  console.log(
    `\n${set.toUpperCase()} (${certificates.length} ${what}, ${seconds.toFixed(1)} s)\n${printed.trimEnd()}`,
  );
  const summary = summarySchema.parse(JSON.parse(readFileSync(summaryPath, 'utf8')));
  const misses = onePerEntry(
    summary.misses.flatMap((line) => {
      const miss = parseRealMiss(line);
      return miss ? [miss] : [];
    }),
  );
  return { summary, audit, misses, seconds, certificates: certificates.length };
}
