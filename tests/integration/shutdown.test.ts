import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/pocketbase/embeddedPocketBase';
import { fakeClientBuild } from '../support/gatewayHarness';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCAN = path.resolve(ROOT, '../shared/corpus/dev/dev-01/docs/01_dominio_vigente.scan.pdf');

let server: ChildProcess | undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'titulo360-shutdown-'));

afterAll(() => {
  if (server?.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.secrets`, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('graceful shutdown (server/main.ts)', () => {
  it('finishes an analysis in progress on SIGTERM, tells new requests to retry, and exits cleanly', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const options = {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PB_DATA_DIR: dataDir,
        CLIENT_DIST_DIR: fakeClientBuild(),
        LOG_LEVEL: 'warn',
        // The test signs a user up through the API.
        SIGNUP_MODE: 'open',
        SIGNUP_VERIFY_EMAIL: 'false',
      },
      stdio: 'ignore' as const,
    };
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], options);
    const exited = new Promise<number | null>((resolve) => server?.once('exit', resolve));
    await until(async () => (await fetch(`${base}/healthz`)).ok, 60_000);

    const credentials = { email: 'cierre@example.cl', password: 'clave-segura-123' };
    await fetch(`${base}/api/collections/users/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...credentials, passwordConfirm: credentials.password, name: 'Cierre' }),
    });
    const auth = await fetch(`${base}/api/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: credentials.email, password: credentials.password }),
    });
    const { token } = (await auth.json()) as { token: string };

    const form = new FormData();
    form.append('files', new Blob([readFileSync(SCAN)], { type: 'application/pdf' }), 'escaneo.pdf');
    const answer = await fetch(`${base}/analysis/api/upload_files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(answer.status).toBe(202);
    const { job_id: jobId } = (await answer.json()) as { job_id: string };
    const job = async () =>
      (await (
        await fetch(`${base}/analysis/api/jobs/${jobId}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { state: string; report: string };
    // The scan takes seconds of OCR: stop the server while it is being read.
    await until(async () => (await job()).state === 'running', 60_000);
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const refused = await fetch(`${base}/api/health`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({
      code: 'SHUTTING_DOWN',
      message: 'El servicio se está reiniciando. Inténtalo de nuevo en unos segundos.',
    });

    expect(await exited).toBe(0);

    // The job finished before the process ended: started again, it is done, run once.
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], options);
    await until(async () => (await fetch(`${base}/healthz`)).ok, 60_000);
    expect((await job()).state).toBe('done');
    server.kill('SIGTERM');
  }, 180_000);
});
