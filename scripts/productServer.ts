import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../server/pocketbase/embeddedPocketBase';

/*
 * The real product (`npm start`: built client, gateway, embedded PocketBase) on a free port with a
 * scratch PocketBase, for the scripts that drive it in Chromium (demo video, viewer benchmark).
 */

const ROOT = path.resolve(import.meta.dirname, '..');

export interface ProductServer {
  baseURL: string;
  /** Its PB_DATA_DIR (the service superuser's credentials live there). */
  dataDir: string;
  /** Stops the server (and its PocketBase) and removes its data. */
  stop(): void;
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the product did not start within ${timeoutMs / 1000} s`);
}

export async function startProduct(): Promise<ProductServer> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'titulo360-product-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = path.join(workDir, 'pb_data');
  execFileSync('npx', ['tsx', 'scripts/ensure-client-build.ts'], { cwd: ROOT, stdio: 'inherit' });
  // Node itself, not an npx wrapper, so that stopping it stops the server and its PocketBase.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PB_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, 120_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseURL, dataDir, stop };
}
