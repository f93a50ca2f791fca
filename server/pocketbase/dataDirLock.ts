import { mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Inside PB_DATA_DIR, so every process using the directory sees it; pb_hooks/backups.pb.js keeps it out of backups. */
export const LOCK_FILE_NAME = '.titulo360.lock';

/** A PocketBase left by a holder that died gets this long to finish after SIGTERM. */
const ORPHAN_EXIT_MS = 15_000;

const lockSchema = z.object({
  pid: z.number().int().positive(),
  /** Start time of `pid` (Linux /proc), so a recycled pid is not taken for the holder. */
  startTime: z.string().optional(),
  /** The PocketBase serving the directory now. */
  pocketbase: z.number().int().positive().optional(),
});
type LockContent = z.infer<typeof lockSchema>;

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  dataDir: string;
  /** Notes the PocketBase now serving the directory, so a successor can end it if it outlives us. */
  recordPocketBase(pid: number | undefined): void;
  release(): void;
}

/** Locks taken by this process: a second one on the same directory is refused like any other. */
const heldHere = new Set<string>();

/** Field 22 of /proc/<pid>/stat (start time since boot); undefined off Linux or when gone. */
function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[0] === 'Z' ? undefined : fields[19];
  } catch {
    return undefined;
  }
}

const hasProc = () => processStartTime(process.pid) !== undefined;

function isAlive(pid: number): boolean {
  if (hasProc()) return processStartTime(pid) !== undefined;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

function holderAlive(held: LockContent, file: string): boolean {
  if (held.pid === process.pid) return heldHere.has(file);
  if (!isAlive(held.pid)) return false;
  const startTime = processStartTime(held.pid);
  return held.startTime === undefined || startTime === undefined || startTime === held.startTime;
}

/** Whether `pid` is a PocketBase serving `dataDir` (its command line says so; Linux only). */
function servesDataDir(pid: number, dataDir: string): boolean | undefined {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return args.includes('serve') && args.includes(`--dir=${dataDir}`);
  } catch {
    return hasProc() ? false : undefined;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * The PocketBase of a holder that died has had SIGTERM from the kernel already (see
 * parentDeath.ts); where that is not available it gets it now. It is given time to finish, then
 * killed. Only a process whose command line shows it serving this directory is signalled.
 */
async function endOrphanPocketBase(pid: number, dataDir: string, file: string): Promise<void> {
  if (!isAlive(pid)) return;
  const serves = servesDataDir(pid, dataDir);
  if (serves === false) return;
  if (serves === undefined)
    throw new DataDirLockedError(
      `A PocketBase (pid ${pid}) left by a previous run may still be serving ${dataDir}. ` +
        `Stop it, then delete ${file} and start again.`,
    );
  process.kill(pid, 'SIGTERM');
  if (await waitForExit(pid, ORPHAN_EXIT_MS)) return;
  process.kill(pid, 'SIGKILL');
  if (!(await waitForExit(pid, ORPHAN_EXIT_MS)))
    throw new DataDirLockedError(`The PocketBase left by a previous run (pid ${pid}) does not stop.`);
}

function readLock(file: string): { raw: string; held: LockContent | undefined } | undefined {
  try {
    const raw = readFileSync(file, 'utf8');
    const parsed = lockSchema.safeParse(JSON.parse(raw));
    return { raw, held: parsed.success ? parsed.data : undefined };
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    // A torn or foreign file: nobody can be shown to hold it.
    return { raw: '', held: undefined };
  }
}

/**
 * Takes PB_DATA_DIR for this process: two PocketBases on one directory would both accept writes.
 * A lock whose holder is alive is refused with a message for the administrator; one left by a
 * process that died (kill -9, power cut) is taken over, after its PocketBase is gone.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, LOCK_FILE_NAME);
  const content: LockContent = { pid: process.pid, startTime: processStartTime(process.pid) };

  for (let attempt = 1; ; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(content), { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST') || attempt >= 5)
        throw error;
    }
    const found = readLock(file);
    if (!found) continue;
    if (!found.held && attempt === 1) {
      // Possibly being written by a process that has just created it: look again shortly.
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    if (found.held && holderAlive(found.held, file))
      throw new DataDirLockedError(
        `PB_DATA_DIR (${dir}) is in use by another titulo360 process (pid ${found.held.pid}). ` +
          'Stop that process first, or give this one its own PB_DATA_DIR.',
      );
    if (found.held?.pocketbase) await endOrphanPocketBase(found.held.pocketbase, dir, file);
    // Removed only if nobody took it over while the orphan was ending.
    if (readLock(file)?.raw === found.raw) unlinkSync(file);
  }
  heldHere.add(file);

  return {
    dataDir: dir,
    recordPocketBase(pid) {
      content.pocketbase = pid;
      if (!heldHere.has(file)) return;
      // Replaced whole, so a reader never sees a half-written lock.
      const next = `${file}.${process.pid}`;
      writeFileSync(next, JSON.stringify(content), { mode: 0o600 });
      renameSync(next, file);
    },
    release() {
      if (!heldHere.delete(file)) return;
      if (readLock(file)?.held?.pid === process.pid) unlinkSync(file);
    },
  };
}
