import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import type { Logger } from 'pino';
import { PROJECT_ROOT } from '../config';

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'pb_migrations');
export const HOOKS_DIR = path.join(PROJECT_ROOT, 'pb_hooks');

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

export interface RunningPocketBase {
  url: string;
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

async function spawnPocketBase(options: EmbeddedOptions, port: number): Promise<RunningPocketBase> {
  const { binary, dataDir, logger } = options;
  const host = options.host ?? '127.0.0.1';
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    binary,
    [
      'serve',
      `--http=${host}:${port}`,
      `--dir=${dataDir}`,
      `--migrationsDir=${MIGRATIONS_DIR}`,
      `--hooksDir=${HOOKS_DIR}`,
      '--dev=false',
      '--automigrate=false',
      '--hooksWatch=false',
      '--indexFallback=false',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env:
        options.authRateLimitPerMinute === undefined
          ? process.env
          : { ...process.env, AUTH_RATE_LIMIT_PER_MINUTE: String(options.authRateLimitPerMinute) },
    },
  );
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
  child.on('exit', (code, signal) => log.info({ code, signal }, 'PocketBase stopped'));
  try {
    await waitForStartBanner(child, lines, recentOutput);
    await waitUntilHealthy(url);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  log.info({ url, dataDir }, 'PocketBase started');
  return { url, stop: () => stopChild(child) };
}

/** Starts the pinned PocketBase as a child process with this project's migrations and hooks. */
export async function startEmbeddedPocketBase(options: EmbeddedOptions): Promise<RunningPocketBase> {
  mkdirSync(options.dataDir, { recursive: true });
  if (options.port) return spawnPocketBase(options, options.port);
  // A probed free port can be taken before PocketBase binds it; then try another one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnPocketBase(options, await freePort());
    } catch (error) {
      if (!(error instanceof PocketBaseExitError) || attempt >= 3) throw error;
    }
  }
}
