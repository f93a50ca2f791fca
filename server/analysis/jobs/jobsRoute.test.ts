import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { jobEnded } from '../../../tests/support/analysisJobs';
import { createTestGateway, testAnalyzer, type TestGateway } from '../../../tests/support/gatewayHarness';
import { startTestPocketBase, type TestPocketBase } from '../../../tests/support/pocketbaseHarness';
import { serviceClient } from '../../pocketbase/clients';
import { startJobRunner } from './jobRunner';

const CORPUS = path.resolve(import.meta.dirname, '../../../../shared/corpus/dev');
const pdf = (file: string) => readFileSync(path.join(CORPUS, file));
/** A three-page scan: seconds of OCR, long enough to cancel while it is read. */
const SCAN = 'dev-01/docs/01_dominio_vigente.scan.pdf';

let pb: TestPocketBase;
let queueOnly: TestGateway;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  pb = await startTestPocketBase();
  queueOnly = createTestGateway({ pb, runJobs: false });
  [owner, stranger] = await Promise.all([createUser(pb.url), createUser(pb.url)]);
});

afterAll(async () => {
  await pb?.stop();
});

const upload = (gateway: TestGateway, user: TestUser, file: string) =>
  request(gateway.app)
    .post('/analysis/api/upload_files')
    .set('authorization', `Bearer ${user.token}`)
    .attach('files', pdf(file), { filename: path.basename(file), contentType: 'application/pdf' });

const jobRoute = (gateway: TestGateway, user: TestUser | undefined, id: string, cancel = false) => {
  const url = `/analysis/api/jobs/${id}${cancel ? '/cancel' : ''}`;
  const req = cancel ? request(gateway.app).post(url) : request(gateway.app).get(url);
  return user ? req.set('authorization', `Bearer ${user.token}`) : req;
};

describe('analysis jobs (issue 21)', () => {
  it('shows a job to its owner only; another user’s job id is 404 to read and to cancel', async () => {
    const queued = await upload(queueOnly, owner, 'dev-01/docs/04_gp.pdf');
    expect(queued.status).toBe(202);
    const id: string = queued.body.job_id;

    const seen = await jobRoute(queueOnly, owner, id);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ id, report: queued.body.report_id, state: 'queued', files_total: 1 });
    expect(seen.body).not.toHaveProperty('claim_token');

    for (const cancel of [false, true]) {
      const theirs = await jobRoute(queueOnly, stranger, id, cancel);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual({
        code: 'JOB_NOT_FOUND',
        message: 'No se encontró el análisis solicitado o no tiene acceso a él.',
      });
      expect((await jobRoute(queueOnly, undefined, id, cancel)).status).toBe(401);
    }
    expect((await jobRoute(queueOnly, owner, 'no-es-un-id')).status).toBe(404);
    // Nor through PocketBase: users read their own jobs and write none.
    await expect(stranger.pb.collection('analysis_jobs').getOne(id)).rejects.toMatchObject({ status: 404 });
    await expect(owner.pb.collection('analysis_jobs').update(id, { state: 'done' })).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      owner.pb.collection('analysis_jobs').create({ owner: owner.record.id, report: queued.body.report_id }),
    ).rejects.toMatchObject({ status: 403 });
    expect((await stranger.pb.collection('analysis_jobs').getFullList()).map((job) => job.id)).not.toContain(
      id,
    );
  });

  it('cancels a queued job, which no runner then takes', async () => {
    const queued = await upload(queueOnly, owner, 'dev-01/docs/04_gp.pdf');
    const id: string = queued.body.job_id;
    const cancelled = await jobRoute(queueOnly, owner, id, true);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id, state: 'cancelled' });

    const runner = startJobRunner({
      service: serviceClient(pb.url, pb.superuser),
      analyzer: testAnalyzer(),
      log: pino({ level: 'silent' }),
      concurrency: 2,
      staleSeconds: 30,
      pollMs: 200,
    });
    try {
      // A job queued after it is run: the cancelled one is passed over.
      const later = await upload(queueOnly, owner, 'dev-01/docs/09_no_matrimonio.pdf');
      expect((await jobEnded(owner, later.body.job_id)).state).toBe('done');
      expect((await jobRoute(queueOnly, owner, id)).body.state).toBe('cancelled');
      const report = await owner.pb.collection('new_reports').getOne(queued.body.report_id);
      expect(report.document_count).toBe(0);
      // The owner may still delete the report: its jobs go with it.
      await owner.pb.collection('new_reports').delete(queued.body.report_id);
      expect((await jobRoute(queueOnly, owner, id)).status).toBe(404);
    } finally {
      await runner.stop(0);
    }
  });

  it('stops a running job: nothing of it is stored in the report', async () => {
    const gateway = createTestGateway({ pb });
    try {
      const queued = await upload(gateway, owner, SCAN);
      const id: string = queued.body.job_id;
      const deadline = Date.now() + 60_000;
      while ((await jobRoute(gateway, owner, id)).body.state !== 'running') {
        if (Date.now() > deadline) throw new Error('the job never ran');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await jobRoute(gateway, owner, id, true)).body.state).toBe('cancelled');
      // Longer than the scan takes to read: the runner has stopped and stored nothing.
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      expect((await jobRoute(gateway, owner, id)).body.state).toBe('cancelled');
      const report = await owner.pb.collection('new_reports').getOne(queued.body.report_id);
      expect(report.document_count).toBe(0);
      expect(report.source_pdfs).toEqual([]);
    } finally {
      await gateway.runner?.stop(0);
    }
  }, 120_000);
});
