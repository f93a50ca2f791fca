import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineAnalyzer } from '../../server/analysis/engineAnalyzer';
import { createUser, type TestUser } from '../factories/users';
import { jobEnded } from '../support/analysisJobs';
import { createTestGateway } from '../support/gatewayHarness';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbaseHarness';

const CORPUS = path.resolve(import.meta.dirname, '../../../shared/corpus/dev');
/** Three- and two-page scans: each takes tens of seconds of OCR on this machine. */
const OCR_HEAVY = [
  'dev-01/docs/01_dominio_vigente.scan.pdf',
  'dev-01/docs/03_titulo_anterior_1.scan.pdf',
  'dev-04/docs/02_escritura.scan.pdf',
  'dev-02/docs/02_escritura.scan.pdf',
];
const SMALL = 'dev-01/docs/09_no_matrimonio.pdf';
const MB = 1024 * 1024;

let pb: TestPocketBase;
let server: http.Server;
let base: string;
let heavy: TestUser;
let light: TestUser;
let third: TestUser;
// The gateway's default of two threads per user; waiting limits small enough to reach here.
const analyzer = engineAnalyzer({
  workers: 2,
  documentTimeoutMs: 300_000,
  maxQueuedPerUser: 4,
  maxQueued: 5,
});

beforeAll(async () => {
  pb = await startTestPocketBase();
  const gateway = createTestGateway({
    pb,
    analyzer,
    // Waiting limits small enough to reach here: documents waiting or being read.
    uploadLimits: {
      maxFiles: 10,
      maxFileBytes: 5 * MB,
      maxRequestBytes: 20 * MB,
      queue: { perUser: 4, total: 5 },
    },
  });
  server = http.createServer(gateway.app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  [heavy, light, third] = await Promise.all([createUser(pb.url), createUser(pb.url), createUser(pb.url)]);
});

afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await analyzer.close();
  await pb?.stop();
});

function upload(user: TestUser, files: string[]): Promise<Response> {
  const form = new FormData();
  for (const file of files) {
    const bytes = new Uint8Array(readFileSync(path.join(CORPUS, file)));
    form.append('files', new Blob([bytes], { type: 'application/pdf' }), path.basename(file));
  }
  return fetch(`${base}/analysis/api/upload_files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
}

describe('analysis shared between users', () => {
  it('reads another user’s small upload within 15 s while one user’s OCR-heavy PDFs are queued', async () => {
    const queued = await upload(heavy, OCR_HEAVY);
    expect(queued.status).toBe(202);
    const heavyJob = ((await queued.json()) as { job_id: string }).job_id;
    try {
      // Let the heavy job start and its documents take the threads.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const started = Date.now();
      const small = await upload(light, [SMALL]);
      expect(small.status).toBe(202);
      const smallJob = await jobEnded(light, ((await small.json()) as { job_id: string }).job_id);
      const seconds = (Date.now() - started) / 1000;
      expect(smallJob.state).toBe('done');
      expect(seconds).toBeLessThan(15);

      // The heavy user's four documents are waiting or being read: four more pass their allowance.
      const tooMany = await upload(heavy, OCR_HEAVY);
      expect(tooMany.status).toBe(429);
      expect(tooMany.headers.get('retry-after')).toBe('60');
      expect(await tooMany.json()).toMatchObject({ code: 'ANALYSIS_BUSY', message: /documentos esperando/ });

      // All users together may have five waiting or being read: four are, four more are refused.
      const full = await upload(third, OCR_HEAVY);
      expect(full.status).toBe(429);
      expect(full.headers.get('retry-after')).toBe('60');
      expect(await full.json()).toMatchObject({ code: 'ANALYSIS_QUEUE_FULL' });
    } finally {
      await fetch(`${base}/analysis/api/jobs/${heavyJob}/cancel`, {
        method: 'POST',
        headers: { authorization: `Bearer ${heavy.token}` },
      });
    }
  }, 120_000);
});
