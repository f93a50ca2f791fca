/**
 * Entry point of the `pocketbase` service in docker-compose: the pinned PocketBase with this
 * project's migrations and hooks, listening on all interfaces of its container, plus the
 * gateway's service superuser whose credentials file the `app` service reads from a shared volume.
 */
import { pino } from 'pino';
import { accountSettings, loadConfig, superuserFile } from '../server/config';
import { resolvePocketBaseBinary } from '../server/pocketbase/binary';
import { startEmbeddedPocketBase } from '../server/pocketbase/embeddedPocketBase';
import { ensureServiceSuperuser } from '../server/pocketbase/serviceAccount';

const config = loadConfig();
const logger = pino({ level: config.LOG_LEVEL });
const binary = resolvePocketBaseBinary();
if (!binary) throw new Error('No PocketBase binary found (set POCKETBASE_BIN)');

await ensureServiceSuperuser(binary.path, config.PB_DATA_DIR, superuserFile(config));
const pocketbase = await startEmbeddedPocketBase({
  binary: binary.path,
  dataDir: config.PB_DATA_DIR,
  host: '0.0.0.0',
  port: config.PB_PORT || 8090,
  authRateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
  accounts: accountSettings(config),
  logger,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void pocketbase.stop().then(() => process.exit(0)));
}
