import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../common/errors';
import { startJobRunner } from '../../server/analysis/jobs/jobRunner';
import { claimJob } from '../../server/analysis/jobs/jobStore';
import { freePort } from '../../server/pocketbase/embeddedPocketBase';
import { serviceClient } from '../../server/pocketbase/clients';
import { createUser, type TestUser } from '../factories/users';
import { jobEnded } from '../support/analysisJobs';
import { createTestGateway, testAnalyzer, type TestGateway } from '../support/gatewayHarness';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbaseHarness';
import { until } from '../support/processes';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CORPUS = path.resolve(ROOT, '../shared/corpus/dev');
const pdf = (file: string) => readFileSync(path.join(CORPUS, file));
/** A three-page scan: seconds of OCR, long enough to kill its runner while it is read. */
const SCAN = 'dev-01/docs/01_dominio_vigente.scan.pdf';
const TEXT = [
  'dev-01/docs/04_gp.pdf',
  'dev-01/docs/05_deuda_tgr.pdf',
  'dev-01/docs/09_no_matrimonio.pdf',
  'dev-01/docs/06_avaluo_fiscal.pdf',
  'dev-01/docs/02_escritura.pdf',
  'dev-01/docs/03_titulo_anterior_1.pdf',
];

let pb: TestPocketBase;
let gateway: TestGateway;
let user: TestUser;

beforeAll(async () => {
  pb = await startTestPocketBase();
  // Uploads are queued here; the runners under test take them.
  gateway = createTestGateway({ pb, runJobs: false });
  user = await createUser(pb.url);
});

afterAll(async () => {
  await pb?.stop();
});

async function queue(file: string): Promise<{ report: string; job: string }> {
  const answer = await request(gateway.app)
    .post('/analysis/api/upload_files')
    .set('authorization', `Bearer ${user.token}`)
    .attach('files', pdf(file), { filename: path.basename(file), contentType: 'application/pdf' });
  expect(answer.status).toBe(202);
  return { report: answer.body.report_id, job: answer.body.job_id };
}

/** Writes of a report by an analysis: the empty report the upload stored, then one per job run. */
async function analysedVersions(report: string): Promise<number> {
  const versions = await user.pb
    .collection('report_versions')
    .getFullList({ filter: `report = "${report}" && kind = "analysed"` });
  return versions.length;
}

async function superuserJob(id: string) {
  const service = await serviceClient(pb.url, pb.superuser)();
  return service.collection('analysis_jobs').getOne(id);
}

/** The standalone analysis service (`npm run analysis`) on the test PocketBase: one job runner. */
async function analysisService(): Promise<ChildProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/analysis/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      POCKETBASE_URL: pb.url,
      PB_SUPERUSER_FILE: path.join(pb.dataDir, '.gateway-superuser.json'),
      ANALYSIS_JOB_STALE_SECONDS: '4',
      ANALYSIS_WORKERS: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await until(
    async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.ok ?? false,
    60_000,
    'the analysis service',
  );
  return child;
}

describe('durable analysis jobs (issue 21)', () => {
  it('two runners on one queue run each job once', async () => {
    const queued = await Promise.all(TEXT.map(queue));
    const runners = [1, 2].map(() =>
      startJobRunner({
        service: serviceClient(pb.url, pb.superuser),
        analyzer: testAnalyzer(),
        log: pino({ level: 'silent' }),
        concurrency: 2,
        staleSeconds: 30,
        pollMs: 100,
      }),
    );
    try {
      for (const { job, report } of queued) {
        expect((await jobEnded(user, job)).state).toBe('done');
        expect(await analysedVersions(report)).toBe(2);
        const stored = await superuserJob(job);
        expect(stored.attempts).toBe(1);
        expect(runners.map((runner) => runner.id)).toContain(stored.claimed_by);
      }
      const runBy = new Set(
        await Promise.all(queued.map(async ({ job }) => (await superuserJob(job)).claimed_by)),
      );
      expect(runBy.size).toBe(2);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop(0)));
    }
  }, 240_000);

  it('a job whose runner died three times fails with a Spanish reason instead of running again', async () => {
    const { job } = await queue('dev-01/docs/04_gp.pdf');
    const service = await serviceClient(pb.url, pb.superuser)();
    // As three runners would leave it, each killed in turn: running, its heartbeat long gone.
    await service.collection('analysis_jobs').update(job, {
      state: 'running',
      attempts: 3,
      heartbeat_at: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(await claimJob(service, 'prueba', 30)).toBeNull();
    expect(await jobEnded(user, job)).toMatchObject({
      state: 'failed',
      error_code: 'ANALYSIS_INTERRUPTED',
      error_message: API_ERRORS.ANALYSIS_INTERRUPTED.message,
    });
  });

  it('a job whose analysis service was killed mid-job completes once after the restart', async () => {
    const { job, report } = await queue(SCAN);
    const first = await analysisService();
    let second: ChildProcess | undefined;
    try {
      await until(async () => (await superuserJob(job)).state === 'running', 60_000, 'the job to start');
      first.kill('SIGKILL');
      second = await analysisService();
      const ended = await jobEnded(user, job);
      expect(ended).toMatchObject({ state: 'done', files_done: 1, files_total: 1 });
      const stored = await superuserJob(job);
      expect(stored.attempts).toBe(2);
      // One run stored its documents: one report, written once by the analysis.
      expect(await analysedVersions(report)).toBe(2);
      const reports = await user.pb.collection('new_reports').getFullList({ filter: `id = "${report}"` });
      expect(reports).toHaveLength(1);
      expect(reports[0]?.document_count).toBe(1);
      expect(reports[0]?.source_pdfs).toHaveLength(1);
    } finally {
      first.kill('SIGKILL');
      second?.kill('SIGTERM');
    }
  }, 300_000);
});
