import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../tests/factories/users';
import {
  createTestGateway,
  TEST_UPLOAD_LIMITS,
  type TestGateway,
} from '../../../tests/support/gatewayHarness';
import { jobEnded } from '../../../tests/support/analysisJobs';
import { API_ERRORS } from '../../../common/errors';
import { startTestPocketBase, type TestPocketBase } from '../../../tests/support/pocketbaseHarness';

const DOSSIER = path.resolve(import.meta.dirname, '../../../../shared/corpus/dev/dev-01/docs');
const GP = readFileSync(path.join(DOSSIER, '04_gp.pdf'));
const DOMINIO = readFileSync(path.join(DOSSIER, '01_dominio_vigente.pdf'));
/** Room for the GP certificate (35 KB) and not for the dominio vigente (51 KB) beside it. */
const QUOTA = 60_000;

let pb: TestPocketBase;
let gateway: TestGateway;
/** Queues uploads and runs none, so that their PDFs stay in their jobs. */
let queueOnly: TestGateway;
let owner: TestUser;
let other: TestUser;
let queuer: TestUser;

beforeAll(async () => {
  pb = await startTestPocketBase();
  const uploadLimits = { ...TEST_UPLOAD_LIMITS, storageQuotaBytes: QUOTA };
  gateway = createTestGateway({ pb, uploadLimits });
  queueOnly = createTestGateway({ pb, uploadLimits, runJobs: false });
  [owner, other, queuer] = await Promise.all([createUser(pb.url), createUser(pb.url), createUser(pb.url)]);
});

afterAll(async () => {
  await pb?.stop();
});

const usage = (user: TestUser) =>
  request(gateway.app).get('/analysis/api/storage').set('authorization', `Bearer ${user.token}`);

const upload = (user: TestUser, bytes: Buffer, name: string, through = gateway) =>
  request(through.app)
    .post('/analysis/api/upload_files')
    .set('authorization', `Bearer ${user.token}`)
    .attach('files', bytes, { filename: name, contentType: 'application/pdf' });

describe('storage quota', () => {
  it('counts each user’s source PDFs and refuses an upload past the quota, saying how much is used', async () => {
    expect((await usage(owner)).body).toEqual({ used_bytes: 0, queued_bytes: 0, quota_bytes: QUOTA });
    const first = await upload(owner, GP, 'gp.pdf');
    expect(first.status).toBe(202);
    await jobEnded(owner, first.body.job_id);
    expect((await usage(owner)).body).toEqual({ used_bytes: GP.length, queued_bytes: 0, quota_bytes: QUOTA });

    const before = await owner.pb.collection('new_reports').getFullList();
    const refused = await upload(owner, DOMINIO, 'dominio.pdf');
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(refused.body.message).toMatch(/Usa 0,0 MB de 0,1 MB; estos archivos suman 0,0 MB\.$/);
    expect(await owner.pb.collection('new_reports').getFullList()).toHaveLength(before.length);

    // Another user's storage is their own.
    expect((await usage(other)).body).toEqual({ used_bytes: 0, queued_bytes: 0, quota_bytes: QUOTA });
    expect((await upload(other, DOMINIO, 'dominio.pdf')).status).toBe(202);
  });

  it('counts the PDFs still waiting in an analysis job: a second upload meanwhile cannot pass the quota', async () => {
    const first = await upload(queuer, GP, 'gp.pdf', queueOnly);
    expect(first.status).toBe(202);
    // Not analysed yet: no report holds the PDF, its job does.
    expect((await queuer.pb.collection('new_reports').getOne(first.body.report_id)).source_bytes).toBe(0);
    expect((await usage(queuer)).body).toEqual({
      used_bytes: GP.length,
      queued_bytes: GP.length,
      quota_bytes: QUOTA,
    });

    const second = await upload(queuer, DOMINIO, 'dominio.pdf', queueOnly);
    expect(second.status).toBe(413);
    expect(second.body.code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(second.body.message).toBe(
      `${API_ERRORS.STORAGE_QUOTA_EXCEEDED.message} Usa 0,0 MB de 0,1 MB (0,0 MB en documentos que esperan su análisis); ` +
        'estos archivos suman 0,0 MB.',
    );
    expect(await queuer.pb.collection('analysis_jobs').getFullList()).toHaveLength(1);

    // A cancelled job gives its space back.
    const cancelled = await request(gateway.app)
      .post(`/analysis/api/jobs/${first.body.job_id}/cancel`)
      .set('authorization', `Bearer ${queuer.token}`);
    expect(cancelled.body.state).toBe('cancelled');
    expect((await usage(queuer)).body).toEqual({ used_bytes: 0, queued_bytes: 0, quota_bytes: QUOTA });
    expect((await upload(queuer, DOMINIO, 'dominio.pdf', queueOnly)).status).toBe(202);
  });

  it('answers 401 without a valid token', async () => {
    expect((await request(gateway.app).get('/analysis/api/storage')).status).toBe(401);
  });
});
