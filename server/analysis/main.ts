/**
 * `npm run analysis`: the analysis API as its own service (docker-compose `analysis`), reached
 * by the gateway through ANALYSIS_URL. Needs POCKETBASE_URL: it reads and writes reports there
 * with each caller's own token.
 */
import express from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { analyzerOptions, jobRunnerSettings, loadConfig, superuserFile, uploadLimits } from '../config';
import { createDrain } from '../http/drain';
import { diskFullErrors } from '../health/diskFullErrors';
import { errorHandler } from '../http/errors';
import { redactRequest } from '../http/logRedaction';
import { createLogger } from '../logger';
import { serviceClient } from '../pocketbase/clients';
import { readServiceCredentials } from '../pocketbase/serviceAccount';
import { createReportRenderer, RENDER_TIMEOUT_MS } from '../render/reportRenderer';
import { engineAnalyzer } from './engineAnalyzer';
import { startJobRunner } from './jobs/jobRunner';
import { analysisRouter } from './inProcessRouter';

const config = loadConfig();
const logger = createLogger(config);
if (!config.POCKETBASE_URL) {
  logger.fatal('POCKETBASE_URL is required for the standalone analysis service');
  process.exit(1);
}

const app = express();
app.disable('x-powered-by');
// Reached only through the gateway (not published in docker-compose), whose X-Forwarded-For gives
// each caller's address: PocketBase's rate limits then apply per caller here too.
app.set('trust proxy', ['loopback', 'uniquelocal']);
app.use(
  pinoHttp({
    logger,
    autoLogging: { ignore: (req) => req.url === '/healthz' },
    serializers: { req: redactRequest },
  }),
);
app.use(helmet());
// Uploads and downloads in progress finish at shutdown; new requests are told to retry.
const drain = createDrain((path) => path !== '/healthz');
app.use(drain.middleware);
app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});
const analyzer = engineAnalyzer(analyzerOptions(config));
const renderer = createReportRenderer({ timeoutMs: RENDER_TIMEOUT_MS });
// Analyses and review status changes are written by the gateway's service superuser (shared
// credentials file): users cannot write them.
const credentials = readServiceCredentials(superuserFile(config));
if (!credentials) logger.warn('no service credentials: analyses and review status cannot be stored');
const service = credentials ? serviceClient(config.POCKETBASE_URL, credentials) : undefined;
// Every replica of this service takes jobs from the one queue in PocketBase (README: replicas).
const runner = service
  ? startJobRunner({ service, analyzer, log: logger, ...jobRunnerSettings(config) })
  : undefined;
app.use(
  analysisRouter({
    pocketbaseUrl: config.POCKETBASE_URL,
    renderer,
    limits: uploadLimits(config),
    service,
  }),
);
// PocketBase's disk is not this host's to measure; its own ENOSPC still says "sin espacio".
app.use(diskFullErrors(undefined));
app.use(errorHandler);

const server = app.listen(config.PORT, config.HOST, () =>
  logger.info(`analysis service on port ${config.PORT}`),
);
async function shutdown(): Promise<void> {
  drain.start();
  await drain.settled(config.ANALYSIS_DOCUMENT_TIMEOUT_SECONDS * 1000);
  await runner?.stop(config.ANALYSIS_DOCUMENT_TIMEOUT_SECONDS * 1000);
  server.close();
  server.closeIdleConnections();
  await Promise.all([analyzer.close(), renderer.close()]);
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown());
