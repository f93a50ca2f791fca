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

async function waitUntilHealthy(url: string, child: ChildProcess, recentOutput: string[]): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`PocketBase exited with code ${child.exitCode}:\n${recentOutput.join('\n')}`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`PocketBase did not become healthy within ${START_TIMEOUT_MS / 1000} s`);
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

/** Starts the pinned PocketBase as a child process on loopback with this project's migrations and hooks. */
export async function startEmbeddedPocketBase(options: EmbeddedOptions): Promise<RunningPocketBase> {
  const { binary, dataDir, logger } = options;
  mkdirSync(dataDir, { recursive: true });
  const host = options.host ?? '127.0.0.1';
  const port = options.port || (await freePort());
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
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const recentOutput: string[] = [];
  const log = logger.child({ component: 'pocketbase' });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      recentOutput.push(line);
      if (recentOutput.length > 20) recentOutput.shift();
      log.info(line);
    });
  }
  child.on('exit', (code, signal) => log.info({ code, signal }, 'PocketBase stopped'));
  try {
    await waitUntilHealthy(url, child, recentOutput);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  log.info({ url, dataDir }, 'PocketBase started');
  return { url, stop: () => stopChild(child) };
}
