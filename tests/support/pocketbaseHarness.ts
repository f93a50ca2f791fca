import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { AccountSettings } from '../../server/config';
import { resolvePocketBaseBinary } from '../../server/pocketbase/binary';
import { startEmbeddedPocketBase } from '../../server/pocketbase/embeddedPocketBase';
import { ensureServiceSuperuser, type SuperuserCredentials } from '../../server/pocketbase/serviceAccount';

export interface TestPocketBase {
  url: string;
  dataDir: string;
  superuser: SuperuserCredentials;
  /** The running PocketBase process (it is restarted when it dies). */
  pid(): number | undefined;
  restarts(): number;
  stop(): Promise<void>;
}

/** Most tests sign users up through the public API, as an open installation lets anyone do. */
export const OPEN_SIGNUP: AccountSettings = {
  signupMode: 'open',
  verifyEmail: false,
  appUrl: 'http://titulo360.test',
};

/** A real PocketBase on a free port with a throw-away data dir and this project's migrations and hooks. */
export async function startTestPocketBase(
  options: {
    authRateLimitPerMinute?: number;
    /** Parent of the data dir (e.g. a small tmpfs). */ under?: string;
    accounts?: AccountSettings;
  } = {},
): Promise<TestPocketBase> {
  const binary = resolvePocketBaseBinary();
  if (!binary) throw new Error('PocketBase binary missing: run npm install');
  const dataDir = mkdtempSync(path.join(options.under ?? os.tmpdir(), 'titulo360-pb-'));
  const superuser = await ensureServiceSuperuser(
    binary.path,
    dataDir,
    path.join(dataDir, '.gateway-superuser.json'),
  );
  const running = await startEmbeddedPocketBase({
    binary: binary.path,
    dataDir,
    port: 0,
    authRateLimitPerMinute: options.authRateLimitPerMinute,
    accounts: options.accounts ?? OPEN_SIGNUP,
    logger: pino({ level: 'silent' }),
  });
  return {
    url: running.url,
    dataDir,
    superuser,
    pid: running.pid,
    restarts: running.restarts,
    async stop() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
