import type { Server } from 'node:http';
import { accountMailOutbox } from './accounts/accountMailOutbox';
import { engineAnalyzer } from './analysis/engineAnalyzer';
import { startJobRunner } from './analysis/jobs/jobRunner';
import { createReportRenderer, RENDER_TIMEOUT_MS } from './render/reportRenderer';
import { createApp } from './app';
import { diskMonitor } from './health/diskSpace';
import { createDrain } from './http/drain';
import {
  accountSettings,
  analyzerOptions,
  backupSchedule,
  ConfigError,
  jobRunnerSettings,
  loadConfig,
  superuserFile,
  uploadLimits,
  type Config,
} from './config';
import { createLogger } from './logger';
import { resolvePocketBaseBinary } from './pocketbase/binary';
import { takeDataDir } from './pocketbase/dataDir';
import { restrictNewFiles } from './pocketbase/privateFiles';
import { serviceClient } from './pocketbase/clients';
import { startEmbeddedPocketBase, type RunningPocketBase } from './pocketbase/embeddedPocketBase';
import {
  ensureServiceSuperuser,
  readServiceCredentials,
  ServiceAccountError,
  serviceAccountDown,
  verifyServiceSuperuser,
  type ServiceAccountHealth,
  type SuperuserCredentials,
} from './pocketbase/serviceAccount';
import { createMailer } from './support/mailer';
import { SupportOutbox } from './support/outbox';
import type { Logger } from 'pino';

/** Beyond the analyses' own budget: closing connections, workers and PocketBase. */
const SHUTDOWN_MARGIN_MS = 20_000;
/** Long-lived requests (realtime streams) still open once the analyses are done get this long. */
const CLOSE_GRACE_MS = 5_000;

/**
 * The service account is checked, not assumed: without it the gateway still serves, and /healthz
 * tells the administrator which features are down and what to do.
 */
async function serviceAccount(
  url: string,
  credentials: SuperuserCredentials | undefined,
  credentialsFile: string,
  setupProblem: string | undefined,
): Promise<ServiceAccountHealth> {
  if (setupProblem) return serviceAccountDown(setupProblem);
  if (!credentials)
    return serviceAccountDown(
      `No se encontró el archivo de credenciales de la cuenta de servicio (${credentialsFile}). ` +
        'Revise PB_SUPERUSER_FILE y que el servicio de PocketBase lo haya creado, y reinicie titulo360.',
    );
  return verifyServiceSuperuser(url, credentials, credentialsFile);
}

async function connectPocketBase(config: Config, logger: Logger) {
  const credentialsFile = superuserFile(config);
  if (config.POCKETBASE_URL) {
    const credentials = readServiceCredentials(credentialsFile);
    const account = await serviceAccount(config.POCKETBASE_URL, credentials, credentialsFile, undefined);
    return { url: config.POCKETBASE_URL, embedded: undefined, credentials, account };
  }
  const binary = resolvePocketBaseBinary();
  if (!binary)
    throw new Error('No PocketBase binary found: run `npm install` or set POCKETBASE_BIN (see README).');
  // Before anything touches the directory; a second gateway on it stops here.
  const lock = await takeDataDir(config, logger);
  let credentials: SuperuserCredentials | undefined;
  let setupProblem: string | undefined;
  try {
    credentials = await ensureServiceSuperuser(binary.path, config.PB_DATA_DIR, credentialsFile);
  } catch (error) {
    if (!(error instanceof ServiceAccountError)) {
      lock.release();
      throw error;
    }
    setupProblem = error.message;
  }
  const embedded = await startEmbeddedPocketBase({
    binary: binary.path,
    dataDir: config.PB_DATA_DIR,
    port: config.PB_PORT,
    authRateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
    backups: backupSchedule(config),
    lock,
    accounts: accountSettings(config),
    logger,
  });
  const account = await serviceAccount(embedded.url, credentials, credentialsFile, setupProblem);
  return { url: embedded.url, embedded, credentials, account };
}

async function main(): Promise<void> {
  restrictNewFiles();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  const logger = createLogger(config);
  const pocketbase = await connectPocketBase(config, logger);
  const mailer =
    config.SMTP_URL && config.SUPPORT_TO
      ? createMailer(config.SMTP_URL, config.SUPPORT_FROM, config.SUPPORT_TO)
      : undefined;
  if (!mailer)
    logger.warn(
      'SMTP_URL is not set: support messages and account e-mails (password reset, invitations) are stored in PocketBase but not emailed',
    );
  if (pocketbase.account.status !== 'ok')
    logger.error(
      { unavailable: pocketbase.account.unavailable, reason: pocketbase.account.reason },
      'the service account is not usable: support messages and review status changes are unavailable',
    );
  const service =
    pocketbase.credentials && pocketbase.account.status === 'ok'
      ? serviceClient(pocketbase.url, pocketbase.credentials)
      : undefined;
  const outbox = service ? new SupportOutbox(service, mailer, logger) : undefined;
  outbox?.start();
  const accountMail = service
    ? accountMailOutbox(
        service,
        config.SMTP_URL ? { url: config.SMTP_URL, from: config.SUPPORT_FROM } : undefined,
        logger,
      )
    : undefined;
  accountMail?.start();

  const analyzer = engineAnalyzer(analyzerOptions(config));
  // Without a separate analysis service, this process runs the uploads' analysis jobs.
  const runner =
    service && !config.ANALYSIS_URL
      ? startJobRunner({ service, analyzer, log: logger, ...jobRunnerSettings(config) })
      : undefined;
  const renderer = createReportRenderer({ timeoutMs: RENDER_TIMEOUT_MS });
  const drain = createDrain((path) => path.startsWith('/analysis/'));
  const app = createApp({
    logger,
    pocketbaseUrl: pocketbase.url,
    pocketbaseRestarts: pocketbase.embedded?.restarts,
    analysisUrl: config.ANALYSIS_URL,
    renderer,
    uploadLimits: uploadLimits(config),
    clientDistDir: config.CLIENT_DIST_DIR,
    mailer,
    outbox,
    service,
    serviceAccount: pocketbase.account,
    supportRateLimit: {
      max: config.SUPPORT_RATE_LIMIT_MAX,
      windowMinutes: config.SUPPORT_RATE_LIMIT_WINDOW_MINUTES,
    },
    drain,
    pocketbaseAdminPublic: config.PB_ADMIN_PUBLIC,
    // The data directory is only known to be PocketBase's when the gateway runs it.
    disk: pocketbase.embedded ? diskMonitor(config.PB_DATA_DIR, config.DISK_MIN_FREE_MB) : undefined,
  });
  const server: Server = app.listen(config.PORT, config.HOST, () => {
    logger.info(`titulo360 escuchando en http://localhost:${config.PORT} (PocketBase: ${pocketbase.url})`);
  });
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'cannot listen');
    void shutdown(pocketbase.embedded, 1);
  });

  let stopping = false;
  async function shutdown(embedded: RunningPocketBase | undefined, code: number): Promise<void> {
    if (stopping) return;
    stopping = true;
    const documentTimeoutMs = config.ANALYSIS_DOCUMENT_TIMEOUT_SECONDS * 1000;
    setTimeout(() => process.exit(code || 1), documentTimeoutMs + SHUTDOWN_MARGIN_MS).unref();
    // Analyses and downloads in progress finish; new requests are told to retry.
    logger.info('shutting down: finishing the analyses in progress');
    drain.start();
    if (!(await drain.settled(documentTimeoutMs))) logger.warn('requests still running at shutdown were cut');
    // Jobs still running after their budget go back to the queue for the next start.
    await runner?.stop(documentTimeoutMs);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const grace = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
    await closed;
    clearTimeout(grace);
    await Promise.all([outbox?.stop(), accountMail?.stop(), analyzer.close(), renderer.close()]);
    await embedded?.stop();
    logger.info('stopped');
    process.exit(code);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void shutdown(pocketbase.embedded, 0));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
