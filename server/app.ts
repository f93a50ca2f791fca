import { randomUUID } from 'node:crypto';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { analysisRouter } from './analysis/inProcessRouter';
import { remoteAnalysisProxy } from './analysis/remoteProxy';
import { diskFullErrors } from './health/diskFullErrors';
import type { DiskMonitor } from './health/diskSpace';
import { healthChecker } from './health/healthChecks';
import { healthRouter } from './health/healthRoute';
import type { UploadLimits } from './config';
import type { ReportRenderer } from './render/reportRenderer';
import { clientApp } from './http/clientApp';
import type { Drain } from './http/drain';
import { errorHandler } from './http/errors';
import { redactRequest } from './http/logRedaction';
import { securityHeaders } from './http/securityHeaders';
import type { ServiceClient } from './pocketbase/clients';
import type { ServiceAccountHealth } from './pocketbase/serviceAccount';
import { pocketbaseProxy } from './proxy/pocketbaseProxy';
import type { Mailer } from './support/mailer';
import type { SupportOutbox } from './support/outbox';
import { supportRouter } from './support/supportRoute';

export interface AppDependencies {
  logger: Logger;
  pocketbaseUrl: string;
  /** How long a proxied PocketBase request may stay silent (POCKETBASE_TIMEOUT_MS by default). */
  pocketbaseTimeoutMs?: number;
  /** Restarts of the embedded PocketBase, for /healthz; undefined when PocketBase runs elsewhere. */
  pocketbaseRestarts?: () => number;
  /**
   * A separate analysis host; when unset the analysis API runs in this process (and its jobs on
   * this process's runner, started by server/main.ts).
   */
  analysisUrl: string | undefined;
  renderer: ReportRenderer;
  uploadLimits: UploadLimits;
  clientDistDir: string;
  mailer: Mailer | undefined;
  outbox: SupportOutbox | undefined;
  /** The gateway's service superuser (support outbox, review status); undefined without credentials. */
  service: ServiceClient | undefined;
  /** Whether `service` could be created and signed in with at start, for /healthz. */
  serviceAccount: ServiceAccountHealth;
  supportRateLimit: { max: number; windowMinutes: number };
  /** Graceful shutdown: refuses new requests while the ones in progress finish. */
  drain?: Drain;
  /** PB_ADMIN_PUBLIC: the PocketBase dashboard `/_/` for any address, not loopback only. */
  pocketbaseAdminPublic?: boolean;
  /** Free space under PocketBase's data directory (DISK_MIN_FREE_MB); undefined when it runs elsewhere. */
  disk?: DiskMonitor;
}

/** The gateway: one origin for the client, PocketBase, support email and the analysis API. */
export function createApp(deps: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  // Only the loopback hop (e.g. a local reverse proxy) is trusted for X-Forwarded-*.
  app.set('trust proxy', 'loopback');

  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' },
      serializers: { req: redactRequest },
    }),
  );
  app.use(securityHeaders);
  if (deps.drain) app.use(deps.drain.middleware);

  app.use(healthRouter(healthChecker(deps)));
  app.use(
    supportRouter({
      pocketbaseUrl: deps.pocketbaseUrl,
      outbox: deps.outbox,
      rateLimit: deps.supportRateLimit,
    }),
  );
  app.use(
    ...pocketbaseProxy({
      target: deps.pocketbaseUrl,
      logger: deps.logger,
      timeoutMs: deps.pocketbaseTimeoutMs,
      adminPublic: deps.pocketbaseAdminPublic,
      disk: deps.disk,
    }),
  );
  app.use(
    '/analysis',
    deps.analysisUrl
      ? remoteAnalysisProxy(deps.analysisUrl, deps.logger)
      : analysisRouter({
          pocketbaseUrl: deps.pocketbaseUrl,
          renderer: deps.renderer,
          limits: deps.uploadLimits,
          service: deps.service,
        }),
  );
  app.use(clientApp(deps.clientDistDir));
  app.use(diskFullErrors(deps.disk));
  app.use(errorHandler);
  return app;
}
