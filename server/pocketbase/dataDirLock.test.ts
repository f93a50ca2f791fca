import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './dataDirLock';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'titulo360-lock-'));
  dirs.push(dir);
  return dir;
}

const startTime = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

describe('lockDataDir', () => {
  it('refuses a directory already locked, in this process too, and frees it on release', async () => {
    const dir = dataDir();
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(`pid ${process.pid}`);
    lock.release();
    (await lockDataDir(dir)).release();
  });

  it('refuses a directory held by another live process', async () => {
    const dir = dataDir();
    const holder = spawn('sleep', ['30']);
    try {
      if (!holder.pid) throw new Error('no pid');
      await new Promise((resolve) => setTimeout(resolve, 100));
      writeFileSync(
        path.join(dir, LOCK_FILE_NAME),
        JSON.stringify({ pid: holder.pid, startTime: startTime(holder.pid) }),
      );
      await expect(lockDataDir(dir)).rejects.toThrow(/in use by another titulo360 process/);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock of a dead process, of a recycled pid, or a torn file', async () => {
    for (const content of [
      JSON.stringify({ pid: 2 ** 22 + 1 }),
      JSON.stringify({ pid: process.ppid, startTime: '1' }),
      '{"pid":',
    ]) {
      const dir = dataDir();
      writeFileSync(path.join(dir, LOCK_FILE_NAME), content);
      const lock = await lockDataDir(dir);
      lock.recordPocketBase(4242);
      expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8'))).toMatchObject({
        pid: process.pid,
        pocketbase: 4242,
      });
      lock.release();
    }
  });
});
