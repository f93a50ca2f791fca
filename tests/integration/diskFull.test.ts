import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmdirSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../common/errors';
import { diskMonitor } from '../../server/health/diskSpace';
import { createReport } from '../factories/reports';
import { createUser, type TestUser } from '../factories/users';
import { createTestGateway, type TestGateway } from '../support/gatewayHarness';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbaseHarness';

const GP = readFileSync(
  path.resolve(import.meta.dirname, '../../../shared/corpus/dev/dev-01/docs/04_gp.pdf'),
);
const MIN_FREE_MB = 8;

/** A 64 MB tmpfs of its own, where the machine lets us mount one (root, no seccomp in the way). */
function mountSmallDisk(): string | undefined {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'titulo360-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    rmdirSync(dir);
    return undefined;
  }
}

/** Writes zeros into `file` until the disk refuses with ENOSPC. */
function fillDisk(file: string): void {
  const chunk = Buffer.alloc(1024 * 1024);
  const fd = openSync(file, 'w');
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOSPC')) throw error;
  } finally {
    closeSync(fd);
  }
}

const disk = mountSmallDisk();
let pb: TestPocketBase;
let gateway: TestGateway;
let user: TestUser;

beforeAll(async () => {
  if (!disk) return;
  pb = await startTestPocketBase({ under: disk });
  gateway = createTestGateway({ pb, disk: diskMonitor(pb.dataDir, MIN_FREE_MB) });
  user = await createUser(pb.url);
});

afterAll(async () => {
  if (!disk) return;
  await pb?.stop();
  execFileSync('umount', ['-l', disk]);
  rmdirSync(disk);
});

const health = () => request(gateway.app).get('/healthz');
const bigOutput = () => ({
  property_registry_history: [],
  notes: Array.from({ length: 20 }, (_, index) => `Observación ${index}: ${'texto '.repeat(3000)}`),
});

describe.skipIf(!disk)('a full disk (a 64 MB tmpfs under PocketBase)', () => {
  it('says "sin espacio en el servidor" on save and upload, /healthz says so, and the data stays intact', async () => {
    const record = await createReport(user.pb);
    const before = await health();
    expect(before.status).toBe(200);
    expect(before.body.disk).toMatchObject({ status: 'ok', minFreeMb: MIN_FREE_MB });

    const filler = path.join(pb.dataDir, '..', 'relleno.bin');
    fillDisk(filler);
    try {
      const full = await health();
      expect(full.status).toBe(503);
      expect(full.body.status).toBe('degraded');
      expect(full.body.disk.status).toBe('low');
      expect(full.body.disk.message).toMatch(/^Sin espacio en el servidor: quedan 0 MB libres en /);

      // The editor's save goes straight to PocketBase through the proxy.
      const save = await request(gateway.app)
        .patch(`/api/collections/new_reports/records/${record.id}`)
        .set('authorization', user.token)
        .send({ output: bigOutput() });
      expect(save.status).toBe(507);
      expect(save.body).toEqual({ code: 'DISK_FULL', message: API_ERRORS.DISK_FULL.message });
      expect(save.body.message).toContain('sin espacio en el servidor');

      // A validation error stays what it is, full disk or not.
      const invalid = await request(gateway.app)
        .patch(`/api/collections/new_reports/records/${record.id}`)
        .set('authorization', user.token)
        .send({ name: 'n'.repeat(500) });
      expect(invalid.status).toBe(400);
      expect(invalid.body.data.name).toBeDefined();

      const upload = await request(gateway.app)
        .post('/analysis/api/upload_files')
        .set('authorization', `Bearer ${user.token}`)
        .attach('files', GP, { filename: '04_gp.pdf', contentType: 'application/pdf' });
      expect(upload.status).toBe(507);
      expect(upload.body.code).toBe('DISK_FULL');

      const stored = await user.pb.collection('new_reports').getOne(record.id);
      expect(stored.output.notes).toEqual(['Propiedad con hipoteca vigente.']);
    } finally {
      rmSync(filler, { force: true });
    }

    expect((await health()).status).toBe(200);
    const saved = await request(gateway.app)
      .patch(`/api/collections/new_reports/records/${record.id}`)
      .set('authorization', user.token)
      .send({ output: bigOutput() });
    expect(saved.status).toBe(200);
  }, 180_000);
});
