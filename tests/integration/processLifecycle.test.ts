import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolvePocketBaseBinary } from '../../server/pocketbase/binary';
import { LOCK_FILE_NAME } from '../../server/pocketbase/dataDirLock';
import { freePort } from '../../server/pocketbase/embeddedPocketBase';
import { spawnGateway, type GatewayProcess } from '../support/gatewayProcess';
import { pocketBasesServing, until } from '../support/processes';

const workDir = mkdtempSync(path.join(os.tmpdir(), 'titulo360-lifecycle-'));
const running: GatewayProcess[] = [];
/** The gateway serving the shared data directory between tests. */
let holder: GatewayProcess | undefined;
let orphan: ChildProcess | undefined;
afterAll(async () => {
  if (orphan?.exitCode === null) orphan.kill('SIGKILL');
  for (const gateway of running) if (gateway.child.exitCode === null) gateway.child.kill('SIGKILL');
  await Promise.all(running.map((gateway) => gateway.exited));
  rmSync(workDir, { recursive: true, force: true });
});

async function startGateway(dataDir: string): Promise<GatewayProcess> {
  const gateway = await spawnGateway({ PB_DATA_DIR: dataDir });
  running.push(gateway);
  return gateway;
}

const credentials = { email: 'vida@example.cl', password: 'clave-segura-123' };

async function signIn(base: string): Promise<number> {
  const response = await fetch(`${base}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: credentials.email, password: credentials.password }),
  });
  return response.status;
}

describe('the PocketBase of a gateway', () => {
  const dataDir = path.join(workDir, 'pb_data');

  it('dies with the gateway on kill -9, and the next gateway serves the same data with one PocketBase', async () => {
    const first = await startGateway(dataDir);
    await first.ready();
    const created = await fetch(`${first.base}/api/collections/users/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...credentials, passwordConfirm: credentials.password, name: 'Vida' }),
    });
    expect(created.status).toBe(200);
    const [firstPocketBase] = pocketBasesServing(dataDir);
    expect(pocketBasesServing(dataDir)).toHaveLength(1);

    first.child.kill('SIGKILL');
    await first.exited;
    await until(() => pocketBasesServing(dataDir).length === 0, 20_000, 'PocketBase to die with its gateway');

    const second = await startGateway(dataDir);
    await second.ready();
    expect((await fetch(`${second.base}/healthz`)).status).toBe(200);
    const serving = pocketBasesServing(dataDir);
    expect(serving).toHaveLength(1);
    expect(serving[0]).not.toBe(firstPocketBase);
    expect(await signIn(second.base)).toBe(200);
    holder = second;
  }, 180_000);

  it('refuses a second gateway on a data directory in use, with a message naming it', async () => {
    if (!holder) throw new Error('no gateway running');
    const intruder = await startGateway(dataDir);
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain(`PB_DATA_DIR (${dataDir}) is in use by another titulo360 process`);
    expect(intruder.output()).toContain(`pid ${holder.child.pid}`);
    expect(pocketBasesServing(dataDir)).toHaveLength(1);
    expect(await signIn(holder.base)).toBe(200);
  }, 120_000);

  it('starts PocketBase again after kill -9 of PocketBase, still one', async () => {
    if (!holder) throw new Error('no gateway running');
    const serves = holder;
    const [killed] = pocketBasesServing(dataDir);
    if (killed === undefined) throw new Error('no PocketBase running');
    process.kill(killed, 'SIGKILL');
    await until(
      async () => {
        const serving = pocketBasesServing(dataDir);
        return serving.length === 1 && serving[0] !== killed && (await signIn(serves.base)) === 200;
      },
      60_000,
      'PocketBase to be restarted',
    );
    expect(pocketBasesServing(dataDir)).toHaveLength(1);
    await holder.stop();
    expect(await holder.exited).toBe(0);
    expect(pocketBasesServing(dataDir)).toHaveLength(0);
  }, 120_000);

  it('ends a PocketBase left serving by a dead holder before starting its own', async () => {
    const binary = resolvePocketBaseBinary();
    if (!binary) throw new Error('PocketBase binary missing');
    // A PocketBase outliving its gateway, as without setpriv: started on its own, not our child's child.
    orphan = spawn(binary.path, ['serve', `--http=127.0.0.1:${await freePort()}`, `--dir=${dataDir}`], {
      stdio: 'ignore',
      detached: true,
    });
    const orphanExited = new Promise((resolve) => orphan?.once('exit', resolve));
    await until(() => pocketBasesServing(dataDir).length === 1, 20_000, 'the orphan to start');
    const deadPid = 2 ** 22 + 1;
    writeFileSync(
      path.join(dataDir, LOCK_FILE_NAME),
      JSON.stringify({ pid: deadPid, pocketbase: orphan.pid }),
    );

    const gateway = await startGateway(dataDir);
    await gateway.ready();
    await orphanExited;
    const serving = pocketBasesServing(dataDir);
    expect(serving).toHaveLength(1);
    expect(serving[0]).not.toBe(orphan.pid);
    expect(await signIn(gateway.base)).toBe(200);
    const lock = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(gateway.child.pid);
    await gateway.stop();
  }, 120_000);
});
