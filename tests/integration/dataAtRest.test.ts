import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../../server/pocketbase/dataDirLock';
import { readServiceCredentials } from '../../server/pocketbase/serviceAccount';
import { createReport } from '../factories/reports';
import { createUser } from '../factories/users';
import { spawnGateway, type GatewayProcess } from '../support/gatewayProcess';
import { pocketBasesServing, until } from '../support/processes';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PDF = path.resolve(ROOT, '../shared/corpus/dev/dev-01/docs/08_afectacion_utilidad_publica.pdf');

const workDir = mkdtempSync(path.join(os.tmpdir(), 'titulo360-at-rest-'));
const dataDir = path.join(workDir, 'pb_data');
const secretsFile = path.join(`${dataDir}.secrets`, 'gateway-superuser.json');
const running: GatewayProcess[] = [];
afterAll(async () => {
  for (const gateway of running) if (gateway.child.exitCode === null) gateway.child.kill('SIGKILL');
  await Promise.all(running.map((gateway) => gateway.exited));
  rmSync(workDir, { recursive: true, force: true });
});

async function startGateway(): Promise<GatewayProcess> {
  // An administrator's shell with the usual umask: the gateway must not depend on it.
  const gateway = await spawnGateway({ PB_DATA_DIR: dataDir, BACKUP_CRON: '15 4 * * *', BACKUP_KEEP: '3' });
  running.push(gateway);
  await gateway.ready();
  return gateway;
}

const mode = (file: string) => lstatSync(file).mode & 0o777;

/** Every directory and file under `dir`, with its mode. */
function modes(dir: string): Map<string, number> {
  const found = new Map<string, number>([[dir, mode(dir)]]);
  for (const name of readdirSync(dir, { recursive: true })) {
    const entry = path.join(dir, String(name));
    if (!lstatSync(entry).isSymbolicLink()) found.set(entry, mode(entry));
  }
  return found;
}

async function superuser(base: string): Promise<PocketBase> {
  const credentials = readServiceCredentials(secretsFile);
  if (!credentials) throw new Error('no service credentials');
  const pb = new PocketBase(base);
  pb.autoCancellation(false);
  await pb.collection('_superusers').authWithPassword(credentials.email, credentials.password);
  return pb;
}

describe('data at rest', () => {
  it('makes an old install private, moves the service credentials out of the data directory and schedules backups', async () => {
    // An install from before: world-readable directory and files, credentials inside the data directory.
    mkdirSync(path.join(dataDir, 'storage'), { recursive: true, mode: 0o755 });
    chmodSync(dataDir, 0o755);
    const legacy = { email: 'gateway@titulo360.local', password: '-contraseña-antigua-de-servicio' };
    writeFileSync(path.join(dataDir, '.gateway-superuser.json'), JSON.stringify(legacy), { mode: 0o644 });
    writeFileSync(path.join(dataDir, 'storage', 'antiguo.txt'), 'x', { mode: 0o644 });

    const gateway = await startGateway();
    expect(existsSync(path.join(dataDir, '.gateway-superuser.json'))).toBe(false);
    expect(readServiceCredentials(secretsFile)).toEqual(legacy);
    expect(mode(secretsFile)).toBe(0o600);
    expect(mode(path.dirname(secretsFile))).toBe(0o700);
    expect(await (await fetch(`${gateway.base}/healthz`)).json()).toMatchObject({
      serviceAccount: { status: 'ok' },
    });

    // Files PocketBase writes from now on (data.db, uploads, backups) are private too.
    const user = await createUser(gateway.base);
    await user.pb.collection('new_reports').create({
      name: 'Con archivo',
      source_pdfs: [new File([readFileSync(PDF)], 'afectacion.pdf', { type: 'application/pdf' })],
    });
    const pb = await superuser(gateway.base);
    await pb.backups.create('privada.zip');
    const all = modes(dataDir);
    expect([...all.keys()]).toContain(path.join(dataDir, 'data.db'));
    expect([...all.keys()]).toContain(path.join(dataDir, 'backups', 'privada.zip'));
    for (const [entry, entryMode] of all)
      expect({ entry, mode: entryMode.toString(8) }).toEqual({
        entry,
        mode: lstatSync(entry).isDirectory() ? '700' : '600',
      });

    // The backup holds neither the service credentials nor the lock of the running gateway.
    const listing = execFileSync('unzip', ['-Z1', path.join(dataDir, 'backups', 'privada.zip')], {
      encoding: 'utf8',
    });
    expect(listing).toContain('data.db');
    expect(listing).not.toContain('gateway-superuser');
    expect(listing).not.toContain('.titulo360.lock');

    const settings = await pb.settings.getAll();
    expect(settings.backups).toMatchObject({ cron: '15 4 * * *', cronMaxKeep: 3 });
    await gateway.stop();
  }, 180_000);

  it('restores reports and their files from a backup into a wiped data directory, as the README says', async () => {
    const gateway = await startGateway();
    const user = await createUser(gateway.base);
    const pdf = readFileSync(PDF);
    const report = await createReport(user.pb, {
      source_pdfs: [new File([pdf], 'afectacion.pdf', { type: 'application/pdf' })],
    });

    // 1. Make a backup (dashboard → Settings → Backups, or the API) and copy it off the data directory.
    const pb = await superuser(gateway.base);
    await pb.backups.create('antes-de-la-falla.zip');
    const safeCopy = path.join(workDir, 'copia', 'antes-de-la-falla.zip');
    mkdirSync(path.dirname(safeCopy), { recursive: true });
    copyFileSync(path.join(dataDir, 'backups', 'antes-de-la-falla.zip'), safeCopy);

    // The disk is lost.
    await gateway.stop();
    rmSync(dataDir, { recursive: true, force: true });

    // 2. Restore: an empty, private data directory with the backup unzipped into it; then start.
    mkdirSync(dataDir, { mode: 0o700 });
    execFileSync('unzip', ['-q', safeCopy, '-d', dataDir]);
    const restored = await startGateway();
    expect((await fetch(`${restored.base}/healthz`)).status).toBe(200);

    const owner = new PocketBase(restored.base);
    owner.autoCancellation(false);
    await owner.collection('users').authWithPassword(user.email, user.password);
    const back = await owner.collection('new_reports').getOne(report.id);
    expect(back.name).toBe(report.name);
    const [file] = back.source_pdfs as string[];
    if (!file) throw new Error('the restored report has no file');
    const token = await owner.files.getToken();
    const download = await fetch(owner.files.getURL(back, file, { token }));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    await restored.stop();
  }, 240_000);

  it('restores from the dashboard while running: PocketBase restarts in place, still one, and keeps the lock', async () => {
    const gateway = await startGateway();
    const kept = await createUser(gateway.base);
    const pb = await superuser(gateway.base);
    await pb.backups.create('en-marcha.zip');
    const lost = await createUser(gateway.base);
    const [before] = pocketBasesServing(dataDir);

    await pb.backups.restore('en-marcha.zip');
    const signIn = (email: string) =>
      fetch(`${gateway.base}/api/collections/users/auth-with-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identity: email, password: kept.password }),
      }).then(
        (response) => response.status,
        () => 0,
      );
    // The restore runs after the answer: the user created since the backup disappears.
    await until(
      async () => (await signIn(lost.email)) === 400,
      60_000,
      'PocketBase to serve the restored data',
    );
    expect(await signIn(kept.email)).toBe(200);
    expect(pocketBasesServing(dataDir)).toEqual([before]);
    const lock = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(gateway.child.pid);
    await gateway.stop();
    expect(pocketBasesServing(dataDir)).toEqual([]);
  }, 180_000);
});
