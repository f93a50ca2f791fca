import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../server/pocketbase/embeddedPocketBase';
import { fakeClientBuild } from './gatewayHarness';

const ROOT = path.resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 90_000;

/** The real gateway (`server/main.ts`) as its own process, with its embedded PocketBase. */
export interface GatewayProcess {
  base: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  exited: Promise<number | string | null>;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves once /healthz answers (200 or 503); rejects when the process exits first. */
  ready(): Promise<void>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

export async function spawnGateway(env: Record<string, string>): Promise<GatewayProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const clientDir = fakeClientBuild();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CLIENT_DIST_DIR: clientDir,
      LOG_LEVEL: 'warn',
      // Tests sign their users up through the API, as an open installation lets anyone do.
      SIGNUP_MODE: 'open',
      SIGNUP_VERIFY_EMAIL: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  let gone = false;
  void exited.then(() => {
    gone = true;
    rmSync(clientDir, { recursive: true, force: true });
  });

  const ready = async () => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (gone) throw new Error(`the gateway exited before serving:\n${output}`);
      const answered = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) })
        .then(() => true)
        .catch(() => false);
      if (answered) return;
      if (Date.now() > deadline) throw new Error(`the gateway did not serve in time:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const stop = async () => {
    if (!gone) child.kill('SIGTERM');
    await exited;
  };
  return { base, child, exited, output: () => output, ready, stop };
}
