import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import PocketBase from 'pocketbase';
import { afterAll, describe, expect, it } from 'vitest';
import { resolvePocketBaseBinary } from '../../server/pocketbase/binary';
import { freePort, startEmbeddedPocketBase } from '../../server/pocketbase/embeddedPocketBase';
import {
  ensureServiceSuperuser,
  ServiceAccountError,
  SERVICE_ACCOUNT_FEATURES,
  verifyServiceSuperuser,
} from '../../server/pocketbase/serviceAccount';
import { spawnGateway } from '../support/gatewayProcess';
import { startTestPocketBase } from '../support/pocketbaseHarness';

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

function scratchDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'titulo360-account-'));
  scratch.push(dir);
  return dir;
}

function pocketBaseBinary(): string {
  const binary = resolvePocketBaseBinary();
  if (!binary) throw new Error('PocketBase binary missing');
  return binary.path;
}

describe('the service account', () => {
  it('is created with a password that starts with "-" and can sign in with it', async () => {
    const dir = scratchDir();
    const dataDir = path.join(dir, 'pb_data');
    const file = path.join(dir, 'secrets', 'gateway-superuser.json');
    const credentials = { email: 'gateway@titulo360.local', password: '-abcdefghijklmnopqrstuvwxyz0123' };
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });

    expect(await ensureServiceSuperuser(pocketBaseBinary(), dataDir, file)).toEqual(credentials);
    const running = await startEmbeddedPocketBase({
      binary: pocketBaseBinary(),
      dataDir,
      port: 0,
      logger: pino({ level: 'silent' }),
    });
    try {
      const pb = new PocketBase(running.url);
      const auth = await pb
        .collection('_superusers')
        .authWithPassword(credentials.email, credentials.password);
      expect(auth.record.email).toBe(credentials.email);
      expect(await verifyServiceSuperuser(running.url, credentials, file)).toEqual({ status: 'ok' });
      expect(
        await verifyServiceSuperuser(
          running.url,
          { ...credentials, password: `${credentials.password}x` },
          file,
        ),
      ).toMatchObject({ status: 'down', reason: expect.stringContaining(file) });
    } finally {
      await running.stop();
    }
  }, 60_000);

  it('fails loudly when PocketBase refuses the account, although its command exits 0', async () => {
    const dir = scratchDir();
    const file = path.join(dir, 'gateway-superuser.json');
    // bcrypt takes at most 72 bytes: PocketBase prints an error and exits 0.
    writeFileSync(file, JSON.stringify({ email: 'gateway@titulo360.local', password: 'x'.repeat(80) }));
    await expect(ensureServiceSuperuser(pocketBaseBinary(), path.join(dir, 'pb_data'), file)).rejects.toThrow(
      ServiceAccountError,
    );
  }, 60_000);

  it('lets the gateway start without it, and /healthz says which features are down and why', async () => {
    const dir = scratchDir();
    const file = path.join(dir, 'gateway-superuser.json');
    writeFileSync(file, JSON.stringify({ email: 'gateway@titulo360.local', password: 'x'.repeat(80) }));
    const gateway = await spawnGateway({ PB_DATA_DIR: path.join(dir, 'pb_data'), PB_SUPERUSER_FILE: file });
    try {
      await gateway.ready();
      const health = await fetch(`${gateway.base}/healthz`);
      expect(health.status).toBe(503);
      const body = (await health.json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        status: 'degraded',
        pocketbase: 'ok',
        serviceAccount: { status: 'down', unavailable: [...SERVICE_ACCOUNT_FEATURES] },
      });
      expect(JSON.stringify(body.serviceAccount)).toContain(file);

      // Everything else serves: users sign up and in.
      const signUp = await fetch(`${gateway.base}/api/collections/users/records`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'sin-cuenta@example.cl',
          password: 'clave-segura-123',
          passwordConfirm: 'clave-segura-123',
          name: 'Sin Cuenta',
        }),
      });
      expect(signUp.status).toBe(200);
    } finally {
      await gateway.stop();
    }
  }, 120_000);

  it('is reported down by a gateway using another PocketBase when its credentials file is missing', async () => {
    const pb = await startTestPocketBase();
    const missing = path.join(scratchDir(), 'no-existe.json');
    const gateway = await spawnGateway({ POCKETBASE_URL: pb.url, PB_SUPERUSER_FILE: missing });
    try {
      await gateway.ready();
      const health = await fetch(`${gateway.base}/healthz`);
      expect(health.status).toBe(503);
      const body = (await health.json()) as { serviceAccount: { status: string; reason: string } };
      expect(body.serviceAccount.status).toBe('down');
      expect(body.serviceAccount.reason).toContain(missing);
    } finally {
      await gateway.stop();
      await pb.stop();
    }
  }, 120_000);

  it('is reported as PocketBase not answering, not as wrong credentials, when PocketBase is unreachable', async () => {
    const credentials = { email: 'gateway@titulo360.local', password: 'una-clave-de-servicio-larga' };
    const health = await verifyServiceSuperuser(
      `http://127.0.0.1:${await freePort()}`,
      credentials,
      'archivo.json',
    );
    expect(health).toMatchObject({
      status: 'down',
      reason: expect.stringMatching(/^PocketBase no respondió/),
    });
  });
});
