import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { resolvePocketBaseBinary } from '../../server/pocketbase/binary';
import { startEmbeddedPocketBase } from '../../server/pocketbase/embeddedPocketBase';
import { createReport } from '../factories/reports';
import { createUser } from '../factories/users';
import { createTestGateway } from '../support/gatewayHarness';
import { startTestPocketBase } from '../support/pocketbaseHarness';

async function eventually<T>(check: () => Promise<T>, accept: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('startEmbeddedPocketBase', () => {
  it('fails when its port is held by another server, even one that answers /api/health', async () => {
    const impostor = http.createServer((_req, res) => res.end('{"code":200}')).listen(0, '127.0.0.1');
    await new Promise((resolve) => impostor.once('listening', resolve));
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'titulo360-pb-port-'));
    try {
      const { port } = impostor.address() as AddressInfo;
      const binary = resolvePocketBaseBinary();
      if (!binary) throw new Error('PocketBase binary missing');
      await expect(
        startEmbeddedPocketBase({ binary: binary.path, dataDir, port, logger: pino({ level: 'silent' }) }),
      ).rejects.toThrow(/exited/);
    } finally {
      impostor.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('starts on a free port, applies the migrations and stops cleanly', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'titulo360-pb-run-'));
    try {
      const binary = resolvePocketBaseBinary();
      if (!binary) throw new Error('PocketBase binary missing');
      const running = await startEmbeddedPocketBase({
        binary: binary.path,
        dataDir,
        port: 0,
        logger: pino({ level: 'silent' }),
      });
      const list = await fetch(`${running.url}/api/collections/new_reports/records`);
      expect(list.status).toBe(200);
      await running.stop();
      await expect(fetch(`${running.url}/api/health`)).rejects.toThrow();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('restarts PocketBase when it is killed, with its data, and the gateway serves again', async () => {
    const pb = await startTestPocketBase();
    try {
      const user = await createUser(pb.url);
      const report = await createReport(user.pb);
      const { app } = createTestGateway({ pb });
      expect((await request(app).get('/healthz')).body).toMatchObject({
        status: 'ok',
        pocketbaseRestarts: 0,
      });

      const killed = pb.pid();
      if (killed === undefined) throw new Error('PocketBase has no pid');
      process.kill(killed, 'SIGKILL');
      const down = await eventually(
        () => request(app).get('/healthz'),
        (res) => res.status === 503,
        5_000,
      );
      expect(down.body.pocketbase).toBe('down');

      // The supervisor counts the restart once it sees the new process ready, which may be a
      // moment after PocketBase itself answers again.
      const back = await eventually(
        () => request(app).get('/healthz'),
        (res) => res.status === 200 && res.body.pocketbaseRestarts === 1,
        15_000,
      );
      expect(back.body).toMatchObject({ status: 'ok', pocketbase: 'ok', pocketbaseRestarts: 1 });
      expect(pb.pid()).not.toBe(killed);
      const again = await request(app)
        .get(`/api/collections/new_reports/records/${report.id}`)
        .set('authorization', user.token);
      expect(again.status).toBe(200);
      expect(again.body.name).toBe(report.name);
    } finally {
      await pb.stop();
    }
  });
});
