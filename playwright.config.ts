import { defineConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_LAUNCH_OPTIONS } from './tests/support/chromium';

// E2E_PORT lets several runs share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3199);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR_VARIABLE = 'TITULO360_E2E_DATA_DIR';

// Every run starts from an empty PocketBase. Workers load this file again but inherit the
// variable from the runner, so only the runner creates (and finally removes) the folder.
function e2eDataDir(): string {
  const existing = process.env[DATA_DIR_VARIABLE];
  if (existing) return existing;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'titulo360-e2e-'));
  process.env[DATA_DIR_VARIABLE] = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'es-CL',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: {
    command: 'npm start',
    url: `${BASE_URL}/healthz`,
    // Every test signs in from this one address; keep PocketBase's limiter on but out of the way.
    // Most tests sign up through the UI or the API, so this server lets anyone in without an
    // e-mail to confirm; accounts.spec.ts starts servers of its own for the other sign-up modes.
    env: {
      PORT: String(PORT),
      // The service credentials go beside the data directory: both inside the scratch one.
      PB_DATA_DIR: path.join(e2eDataDir(), 'pb_data'),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SIGNUP_MODE: 'open',
      SIGNUP_VERIFY_EMAIL: 'false',
    },
    reuseExistingServer: false,
    // The first start builds the client.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
