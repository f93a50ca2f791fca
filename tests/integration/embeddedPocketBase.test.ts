import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { resolvePocketBaseBinary } from '../../server/pocketbase/binary';
import { startEmbeddedPocketBase } from '../../server/pocketbase/embeddedPocketBase';

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
});
