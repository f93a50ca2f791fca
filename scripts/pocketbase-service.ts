/**
 * Entry point of the `pocketbase` service in docker-compose: the pinned PocketBase with this
 * project's migrations and hooks, listening on all interfaces of its container, plus the
 * gateway's service superuser whose credentials file the `app` service reads from a shared volume.
 */
import { pino } from 'pino';
import { accountSettings, backupSchedule, loadConfig, superuserFile } from '../server/config';
import { resolvePocketBaseBinary } from '../server/pocketbase/binary';
import { takeDataDir } from '../server/pocketbase/dataDir';
import { restrictNewFiles } from '../server/pocketbase/privateFiles';
import { startEmbeddedPocketBase } from '../server/pocketbase/embeddedPocketBase';
import { ensureServiceSuperuser, ServiceAccountError } from '../server/pocketbase/serviceAccount';

restrictNewFiles();
const config = loadConfig();
const logger = pino({ level: config.LOG_LEVEL });
const binary = resolvePocketBaseBinary();
if (!binary) throw new Error('No PocketBase binary found (set POCKETBASE_BIN)');

const lock = await takeDataDir(config, logger);
// Without the service account PocketBase still serves; the app's /healthz says what is down and why.
await ensureServiceSuperuser(binary.path, config.PB_DATA_DIR, superuserFile(config)).catch(
  (error: unknown) => {
    if (!(error instanceof ServiceAccountError)) throw error;
    logger.error({ reason: error.message }, 'the service account could not be created');
  },
);
const pocketbase = await startEmbeddedPocketBase({
  binary: binary.path,
  dataDir: config.PB_DATA_DIR,
  host: '0.0.0.0',
  port: config.PB_PORT || 8090,
  authRateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
  backups: backupSchedule(config),
  lock,
  accounts: accountSettings(config),
  logger,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void pocketbase.stop().then(() => process.exit(0)));
}
