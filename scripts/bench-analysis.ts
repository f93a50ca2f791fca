/*
 * npm run bench (first half): the analysis API end to end over HTTP, as the client calls it: a real
 * PocketBase, the gateway listening on loopback with the engine on its worker threads (default
 * pool size), a registered user. Prints seconds per dossier and per page for a 12-document text
 * dossier and for scanned documents, and the peak memory of the whole process tree (this process
 * with the gateway and its worker threads, PocketBase, the tesseract processes) under 4 concurrent
 * normal analyses, and under 4 hostile uploads (390 KB PDFs holding a 20000×20000 image or soft
 * mask, issues 12 and 21) running with 4 normal ones. Figures only. Targets on a 2-core machine: 12-document text dossier ≤ 5 s;
 * ≤ 3 s per scanned page; ≤ 1.5 GB for the process tree under 4 hostile
 * uploads with 4 normal ones.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { basename, join, resolve } from 'node:path';

import { pino } from 'pino';
import { z } from 'zod';

import { engineAnalyzer } from '../server/analysis/engineAnalyzer';
import { createApp } from '../server/app';
import { startJobRunner } from '../server/analysis/jobs/jobRunner';
import { serviceClient } from '../server/pocketbase/clients';
import { fakeClientBuild, testRenderer } from '../tests/support/gatewayHarness';
import { imageBombPdf, paddedDictionaryBombPdf, softMaskBombPdf } from '../tests/support/hostilePdfs';
import { startTestPocketBase } from '../tests/support/pocketbaseHarness';
import { createUser, type TestUser } from '../tests/factories/users';
import { jobEnded } from '../tests/support/analysisJobs';

const CORPUS = resolve('../shared/corpus/dev');
/** The gateway's defaults (ANALYSIS_WORKERS, ANALYSIS_DOCUMENT_TIMEOUT_SECONDS). */
const WORKERS = Number(process.env.ANALYSIS_WORKERS ?? 2);
const DOCUMENT_TIMEOUT_MS = 120_000;
const RUNS = 3;
/** `--hostile-only`: only issue 21's measure of hostile uploads running with normal ones. */
const HOSTILE_ONLY = process.argv.includes('--hostile-only');
const MB = 1024 * 1024;
/** USER_HZ of /proc/<pid>/stat times on Linux. */
const CLOCK_TICKS = 100;

interface Pdf {
  name: string;
  bytes: Buffer;
  pages: number;
}

/** Page counts come from the corpus metadata, so this process never loads pdf.js itself. */
const metaSchema = z.object({ pages: z.number() });

async function loadPdf(path: string): Promise<Pdf> {
  const bytes = await readFile(path);
  const meta = metaSchema.parse(JSON.parse(await readFile(path.replace(/\.pdf$/, '.json'), 'utf8')));
  return { name: basename(path), bytes, pages: meta.pages };
}

function docsOf(id: string): string[] {
  const folder = join(CORPUS, id, 'docs');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.pdf'))
    .sort()
    .map((name) => join(folder, name));
}

/** dev-02's text PDFs topped up to 12 with other dossiers' certificates. */
async function textDossier(): Promise<Pdf[]> {
  const own = docsOf('dev-02').filter((path) => !path.endsWith('.scan.pdf'));
  const extra = [...docsOf('dev-01'), ...docsOf('dev-03')].filter(
    (path) => !path.endsWith('.scan.pdf') && /_(gp|deuda_tgr|no_deuda_aseo|no_matrimonio)\.pdf$/.test(path),
  );
  return Promise.all([...own, ...extra].slice(0, 12).map(loadPdf));
}

async function scannedDocuments(): Promise<Pdf[]> {
  const ids = readdirSync(CORPUS).sort();
  return Promise.all(
    ids
      .flatMap(docsOf)
      .filter((path) => path.endsWith('.scan.pdf'))
      .map(loadPdf),
  );
}

/** dev-02 as a client would send it with its scanned twins: text and scanned documents mixed. */
async function mixedDossier(): Promise<Pdf[]> {
  const docs = docsOf('dev-02');
  const scans = new Set(docs.filter((path) => path.endsWith('.scan.pdf')));
  return Promise.all(
    docs
      .filter((path) => path.endsWith('.scan.pdf') || !scans.has(path.replace(/\.pdf$/, '.scan.pdf')))
      .map(loadPdf),
  );
}

/** Resident memory of this process and all its descendants (PocketBase, tesseract), from /proc. */
function processTreeRss(): number {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      parents.set(Number(entry), Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0));
      rss.set(Number(entry), Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) * 1024);
    } catch {
      // The process ended between listing and reading.
    }
  }
  const inTree = (pid: number): boolean => {
    for (let current = pid; current > 1; current = parents.get(current) ?? 0) {
      if (current === process.pid) return true;
    }
    return false;
  };
  let total = 0;
  for (const [pid, bytes] of rss) if (inTree(pid)) total += bytes;
  return total;
}

/** Samples memory every 50 ms until stopped; returns the peaks of this process and of its tree. */
function sampleMemory(): () => { process: number; tree: number } {
  let peakProcess = 0;
  let peakTree = 0;
  const timer = setInterval(() => {
    peakProcess = Math.max(peakProcess, process.memoryUsage.rss());
    peakTree = Math.max(peakTree, processTreeRss());
  }, 50);
  return () => {
    clearInterval(timer);
    return { process: peakProcess, tree: peakTree };
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const pagesOf = (pdfs: Pdf[]) => pdfs.reduce((sum, pdf) => sum + pdf.pages, 0);

const pb = await startTestPocketBase();
const analyzer = engineAnalyzer({ workers: WORKERS, documentTimeoutMs: DOCUMENT_TIMEOUT_MS });
const service = serviceClient(pb.url, pb.superuser);
const app = createApp({
  logger: pino({ level: 'silent' }),
  pocketbaseUrl: pb.url,
  analysisUrl: undefined,
  renderer: testRenderer(),
  uploadLimits: { maxFiles: 40, maxFileBytes: 25 * MB, maxRequestBytes: 200 * MB },
  clientDistDir: fakeClientBuild(),
  mailer: undefined,
  outbox: undefined,
  service,
  serviceAccount: { status: 'ok' },
  supportRateLimit: { max: 5, windowMinutes: 15 },
});
// Uploads answer at once (issue 21): their analysis runs on this runner, as in the gateway.
const runner = startJobRunner({
  service,
  analyzer,
  log: pino({ level: 'silent' }),
  concurrency: 8,
  staleSeconds: 60,
  pollMs: 200,
});
const server = app.listen(0, '127.0.0.1');
await new Promise<void>((ready) => server.once('listening', ready));
const { port } = server.address() as AddressInfo;
const user = await createUser(pb.url, { name: 'Banco de pruebas' });

/** CPU seconds of this process (worker threads included) and of its finished child processes. */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  const childTicks = Number(fields[13] ?? 0) + Number(fields[14] ?? 0);
  return (user + system) / 1e6 + childTicks / CLOCK_TICKS;
}

/** One POST /analysis/api/upload_files; returns its wall time in seconds and the documents read. */
async function uploadReading(
  pdfs: Pdf[],
  as: TestUser = user,
): Promise<{ seconds: number; documents: number }> {
  const form = new FormData();
  for (const pdf of pdfs)
    form.append('files', new Blob([new Uint8Array(pdf.bytes)], { type: 'application/pdf' }), pdf.name);
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/analysis/api/upload_files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${as.token}` },
    body: form,
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`upload answered ${response.status}: ${body}`);
  const answer = z.object({ report_id: z.string(), job_id: z.string() }).parse(JSON.parse(body));
  await jobEnded(as, answer.job_id);
  const seconds = (performance.now() - started) / 1000;
  const reportId = answer.report_id;
  const record = await as.pb.collection('new_reports').getOne(reportId, { fields: 'document_count' });
  return { seconds, documents: z.number().parse(record.document_count) };
}

async function upload(pdfs: Pdf[]): Promise<number> {
  return (await uploadReading(pdfs)).seconds;
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

/**
 * Issue 21's measure: 4 hostile uploads (the soft-mask bomb with indirect sizes, the bomb with a
 * padded dictionary, the plain bomb twice, each with a GP certificate) at the same time as 4
 * normal dossiers (the 12-document text dossier). Prints the peak RSS of the process tree (target
 * ≤ 1.5 GB) and whether every normal dossier was read whole.
 */
async function hostileWithNormal(): Promise<void> {
  const gp = (await textDossier()).filter((pdf) => pdf.name.endsWith('_gp.pdf')).slice(0, 1);
  const hostile: Pdf[][] = [
    [{ name: 'mascara.pdf', bytes: await softMaskBombPdf(), pages: 1 }, ...gp],
    [{ name: 'relleno.pdf', bytes: await paddedDictionaryBombPdf(), pages: 1 }, ...gp],
    [{ name: 'bomba.pdf', bytes: await imageBombPdf(), pages: 1 }, ...gp],
    [{ name: 'bomba-2.pdf', bytes: await imageBombPdf(), pages: 1 }, ...gp],
  ];
  // Text dossiers: with their scans, four at once pass fetch's 300 s wait for headers on a busy machine.
  const normal = await textDossier();
  // Eight users, as in an office: one user's uploads past the waiting limit would be refused.
  const users = await Promise.all(
    Array.from({ length: 8 }, (_, index) => createUser(pb.url, { name: `Usuario ${index + 1}` })),
  );
  console.log(`RSS of the process tree before 4 hostile + 4 normal uploads: ${mb(processTreeRss())}`);
  const stop = sampleMemory();
  const started = performance.now();
  const [hostileRuns, normalRuns] = await Promise.all([
    Promise.all(hostile.map((pdfs, index) => uploadReading(pdfs, users[index]))),
    Promise.all([4, 5, 6, 7].map((index) => uploadReading(normal, users[index]))),
  ]);
  const peak = stop();
  const complete = normalRuns.filter((run) => run.documents === normal.length).length;
  console.log(
    `4 hostile + 4 normal uploads at once: ${((performance.now() - started) / 1000).toFixed(2)} s for all; ` +
      `hostile ${hostileRuns.map((run) => run.seconds.toFixed(1)).join(' / ')} s, ` +
      `normal ${normalRuns.map((run) => run.seconds.toFixed(1)).join(' / ')} s, ` +
      `${complete} of 4 normal dossiers read whole (${normal.length} documents each); ` +
      `peak RSS ${mb(peak.tree)} the whole process tree (target ≤ 1536 MB)`,
  );
}

function report(label: string, pdfs: Pdf[], seconds: number[]): void {
  const typical = median(seconds);
  const pages = pagesOf(pdfs);
  console.log(
    `${label}: ${pdfs.length} documents, ${pages} pages — ${typical.toFixed(2)} s per dossier ` +
      `(median of ${seconds.length}: ${seconds.map((value) => value.toFixed(2)).join(', ')}), ` +
      `${(typical / pages).toFixed(3)} s per page`,
  );
}

try {
  console.log(
    `analysis bench: ${availableParallelism()} cores, ${WORKERS} analysis workers, ` +
      `load average ${(await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ')}`,
  );
  if (HOSTILE_ONLY) {
    await hostileWithNormal();
  } else {
    const text = await textDossier();
    const cold = await upload(text);
    console.log(`first upload after start (worker threads starting): ${cold.toFixed(2)} s`);
    const textRuns: number[] = [];
    for (let run = 0; run < RUNS; run++) textRuns.push(await upload(text));
    report('text dossier', text, textRuns);

    const scanned = await scannedDocuments();
    const scanRuns: number[] = [];
    const cpuBefore = cpuSeconds();
    for (let run = 0; run < RUNS; run++) scanRuns.push(await upload(scanned));
    const cpuPerPage = (cpuSeconds() - cpuBefore) / RUNS / pagesOf(scanned);
    report('scanned documents (all dev *.scan.pdf in one upload)', scanned, scanRuns);
    console.log(
      `  CPU per scanned page (rendering, OCR and the rest, all processes): ${cpuPerPage.toFixed(2)} s`,
    );

    const concurrently = async (label: string, dossier: Pdf[]) => {
      console.log(`RSS of the process tree before ${label}: ${mb(processTreeRss())}`);
      const stop = sampleMemory();
      const started = performance.now();
      const seconds = await Promise.all([0, 1, 2, 3].map(() => upload(dossier)));
      const peak = stop();
      console.log(
        `4 concurrent ${label} (${dossier.length} documents, ${pagesOf(dossier)} pages each): ` +
          `${((performance.now() - started) / 1000).toFixed(2)} s for all, each ${seconds.map((value) => value.toFixed(1)).join(' / ')} s; ` +
          `peak RSS ${mb(peak.process)} this process, ${mb(peak.tree)} the whole process tree`,
      );
    };
    await concurrently('analyses of dev-02 with its scans', await mixedDossier());
    await hostileWithNormal();
  }
} finally {
  server.close();
  await runner.stop(0);
  await analyzer.close();
  await pb.stop();
}
