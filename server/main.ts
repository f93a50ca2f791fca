import type { Server } from 'node:http';
import { engineAnalyzer } from './analysis/engineAnalyzer';
import { createReportRenderer, RENDER_TIMEOUT_MS } from './render/reportRenderer';
import { createApp } from './app';
import { createDrain } from './http/drain';
import { analyzerOptions, ConfigError, loadConfig, superuserFile, uploadLimits, type Config } from './config';
import { createLogger } from './logger';
import { resolvePocketBaseBinary } from './pocketbase/binary';
import { serviceClient } from './pocketbase/clients';
import { startEmbeddedPocketBase, type RunningPocketBase } from './pocketbase/embeddedPocketBase';
import { ensureServiceSuperuser, readServiceCredentials } from './pocketbase/serviceAccount';
import { createMailer } from './support/mailer';
import { SupportOutbox } from './support/outbox';
import type { Logger } from 'pino';

/** Beyond the analyses' own budget: closing connections, workers and PocketBase. */
const SHUTDOWN_MARGIN_MS = 20_000;
/** Long-lived requests (realtime streams) still open once the analyses are done get this long. */
const CLOSE_GRACE_MS = 5_000;

async function connectPocketBase(config: Config, logger: Logger) {
  const credentialsFile = superuserFile(config);
  if (config.POCKETBASE_URL) {
    const credentials = readServiceCredentials(credentialsFile);
    if (!credentials)
      logger.warn(
        { credentialsFile },
        'no service credentials: support messages cannot be stored, review status cannot be changed',
      );
    return { url: config.POCKETBASE_URL, embedded: undefined, credentials };
  }
  const binary = resolvePocketBaseBinary();
  if (!binary)
    throw new Error('No PocketBase binary found: run `npm install` or set POCKETBASE_BIN (see README).');
  const credentials = await ensureServiceSuperuser(binary.path, config.PB_DATA_DIR, credentialsFile);
  const embedded = await startEmbeddedPocketBase({
    binary: binary.path,
    dataDir: config.PB_DATA_DIR,
    port: config.PB_PORT,
    authRateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
    logger,
  });
  return { url: embedded.url, embedded, credentials };
}

async function main(): Promise<void> {
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
  if (!mailer) logger.warn('SMTP_URL is not set: support messages are stored in PocketBase but not emailed');
  const service = pocketbase.credentials ? serviceClient(pocketbase.url, pocketbase.credentials) : undefined;
  const outbox = service ? new SupportOutbox(service, mailer, logger) : undefined;
  outbox?.start();

  const analyzer = engineAnalyzer(analyzerOptions(config));
  const renderer = createReportRenderer({ timeoutMs: RENDER_TIMEOUT_MS });
  const drain = createDrain((path) => path.startsWith('/analysis/'));
  const app = createApp({
    logger,
    pocketbaseUrl: pocketbase.url,
    pocketbaseRestarts: pocketbase.embedded?.restarts,
    analysisUrl: config.ANALYSIS_URL,
    analyzer,
    renderer,
    uploadLimits: uploadLimits(config),
    clientDistDir: config.CLIENT_DIST_DIR,
    mailer,
    outbox,
    service,
    supportRateLimit: {
      max: config.SUPPORT_RATE_LIMIT_MAX,
      windowMinutes: config.SUPPORT_RATE_LIMIT_WINDOW_MINUTES,
    },
    drain,
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
    if (!(await drain.settled(documentTimeoutMs))) logger.warn('analyses still running at shutdown were cut');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const grace = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
    await closed;
    clearTimeout(grace);
    await Promise.all([outbox?.stop(), analyzer.close(), renderer.close()]);
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
