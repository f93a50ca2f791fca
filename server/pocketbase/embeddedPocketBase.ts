import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import type { Logger } from 'pino';
import { PROJECT_ROOT, type AccountSettings } from '../config';
import { LOCK_FILE_NAME, lockDataDir, type DataDirLock } from './dataDirLock';
import { parentDeathPrefix } from './parentDeath';

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'pb_migrations');
export const HOOKS_DIR = path.join(PROJECT_ROOT, 'pb_hooks');

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
/** Restart delays after PocketBase dies: 1 s, doubling up to 30 s while it keeps dying young. */
const RESTART_FIRST_DELAY_MS = 1_000;
const RESTART_MAX_DELAY_MS = 30_000;
/** A PocketBase that ran this long before dying starts the delays again from the first. */
const HEALTHY_RUN_MS = 60_000;

export interface RunningPocketBase {
  url: string;
  /** Process id of the PocketBase running now. */
  pid(): number | undefined;
  /** Times PocketBase was restarted after dying. */
  restarts(): number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  binary: string;
  dataDir: string;
  /** 0 picks a free port. */
  port: number;
  /** Interface to listen on; loopback unless PocketBase runs as its own service. */
  host?: string;
  /** AUTH_RATE_LIMIT_PER_MINUTE for pb_hooks/rateLimits.pb.js; its default when unset. */
  authRateLimitPerMinute?: number;
  /** BACKUP_CRON and BACKUP_KEEP for pb_hooks/backups.pb.js; unset, the dashboard's schedule stays. */
  backups?: { cron: string; keep: number };
  /**
   * The data directory's lock, when the caller took it to prepare the directory first; else it
   * is taken here. Either way it is released when PocketBase stops or fails to start.
   */
  lock?: DataDirLock;
  /** Sign-up policy and e-mail links for pb_hooks/accounts.pb.js; unset, sign-up is by invitation. */
  accounts?: AccountSettings;
  logger: Logger;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * PocketBase prints its start banner only once it holds the port. Waiting for our own child's
 * banner (not just any answer on the port) guards against another process that took the same
 * free port between our probe and the spawn.
 */
function waitForStartBanner(
  child: ChildProcess,
  lines: readline.Interface[],
  recentOutput: string[],
): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`PocketBase did not start within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    const onLine = (line: string) => {
      if (line.includes('Server started at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    for (const reader of lines) reader.on('line', onLine);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new PocketBaseExitError(`PocketBase exited with code ${code}:\n${recentOutput.join('\n')}`));
    });
  });
}

async function waitUntilHealthy(url: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // Not answering yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`PocketBase did not become healthy within ${START_TIMEOUT_MS / 1000} s`);
}

class PocketBaseExitError extends Error {
  override name = 'PocketBaseExitError';
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killTimer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(killTimer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** What pb_hooks read: the limits and schedules the gateway validated, the lock to keep out of backups. */
function pocketBaseEnv(options: EmbeddedOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, TITULO360_LOCK_FILE: LOCK_FILE_NAME };
  if (options.authRateLimitPerMinute !== undefined)
    env.AUTH_RATE_LIMIT_PER_MINUTE = String(options.authRateLimitPerMinute);
  if (options.backups) {
    env.BACKUP_CRON = options.backups.cron;
    env.BACKUP_KEEP = String(options.backups.keep);
  }
  if (options.accounts) {
    env.SIGNUP_MODE = options.accounts.signupMode;
    env.SIGNUP_VERIFY_EMAIL = String(options.accounts.verifyEmail);
    env.APP_URL = options.accounts.appUrl;
  }
  return env;
}

async function spawnPocketBase(
  options: EmbeddedOptions,
  lock: DataDirLock,
  port: number,
): Promise<ChildProcess> {
  const { binary, dataDir, logger } = options;
  const host = options.host ?? '127.0.0.1';
  const [command = binary, ...prefixArgs] = [...parentDeathPrefix(), binary];
  const child = spawn(
    command,
    [
      ...prefixArgs,
      'serve',
      `--http=${host}:${port}`,
      // Absolute, as the data directory lock looks for it in the command lines of orphans.
      `--dir=${path.resolve(dataDir)}`,
      `--migrationsDir=${MIGRATIONS_DIR}`,
      `--hooksDir=${HOOKS_DIR}`,
      '--dev=false',
      '--automigrate=false',
      '--hooksWatch=false',
      '--indexFallback=false',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: pocketBaseEnv(options),
    },
  );
  lock.recordPocketBase(child.pid);
  const recentOutput: string[] = [];
  const log = logger.child({ component: 'pocketbase' });
  const lines = [child.stdout, child.stderr].map((input) => readline.createInterface({ input }));
  for (const reader of lines) {
    reader.on('line', (line) => {
      recentOutput.push(line);
      if (recentOutput.length > 20) recentOutput.shift();
      log.info(line);
    });
  }
  try {
    await waitForStartBanner(child, lines, recentOutput);
    await waitUntilHealthy(pocketBaseUrl(port));
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  log.info({ url: pocketBaseUrl(port), dataDir }, 'PocketBase started');
  return child;
}

const pocketBaseUrl = (port: number) => `http://127.0.0.1:${port}`;

/**
 * Keeps PocketBase running: when it dies (killed, crashed, out of memory) it is started again on
 * the same port and data, after a delay that grows while it keeps dying young, so the gateway,
 * which holds its URL, serves again without a restart of its own.
 */
function supervise(
  options: EmbeddedOptions,
  lock: DataDirLock,
  port: number,
  first: ChildProcess,
): RunningPocketBase {
  const log = options.logger.child({ component: 'pocketbase' });
  let current = first;
  let startedAt = Date.now();
  let restarts = 0;
  let delay = RESTART_FIRST_DELAY_MS;
  let stopping = false;
  let pending: NodeJS.Timeout | undefined;

  const restart = async () => {
    pending = undefined;
    if (stopping) return;
    try {
      const child = await spawnPocketBase(options, lock, port);
      if (stopping) {
        await stopChild(child);
        return;
      }
      current = child;
      startedAt = Date.now();
      restarts++;
      watch(child);
      log.warn({ restarts }, 'PocketBase restarted');
    } catch (error) {
      log.error({ err: error }, 'PocketBase could not be restarted');
      schedule();
    }
  };
  const schedule = () => {
    log.warn({ inSeconds: delay / 1000 }, 'restarting PocketBase');
    pending = setTimeout(() => void restart(), delay);
    delay = Math.min(delay * 2, RESTART_MAX_DELAY_MS);
  };
  const watch = (child: ChildProcess) =>
    child.once('exit', (code, signal) => {
      if (stopping) {
        log.info({ code, signal }, 'PocketBase stopped');
        return;
      }
      log.error({ code, signal }, 'PocketBase stopped unexpectedly');
      if (Date.now() - startedAt >= HEALTHY_RUN_MS) delay = RESTART_FIRST_DELAY_MS;
      schedule();
    });
  watch(first);

  return {
    url: pocketBaseUrl(port),
    pid: () => current.pid,
    restarts: () => restarts,
    async stop() {
      stopping = true;
      clearTimeout(pending);
      await stopChild(current);
      lock.release();
    },
  };
}

/**
 * Starts the pinned PocketBase as a child process with this project's migrations and hooks, and
 * restarts it whenever it dies until stopped. It holds the data directory's lock meanwhile, and
 * dies with this process (see parentDeath.ts).
 */
export async function startEmbeddedPocketBase(options: EmbeddedOptions): Promise<RunningPocketBase> {
  const lock = options.lock ?? (await lockDataDir(options.dataDir));
  if (parentDeathPrefix().length === 0)
    options.logger.warn(
      'setpriv is not available: PocketBase outlives a gateway killed with SIGKILL until its next start',
    );
  try {
    if (options.port)
      return supervise(options, lock, options.port, await spawnPocketBase(options, lock, options.port));
    // A probed free port can be taken before PocketBase binds it; then try another one.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      try {
        return supervise(options, lock, port, await spawnPocketBase(options, lock, port));
      } catch (error) {
        if (!(error instanceof PocketBaseExitError) || attempt >= 3) throw error;
      }
    }
  } catch (error) {
    lock.release();
    throw error;
  }
}
