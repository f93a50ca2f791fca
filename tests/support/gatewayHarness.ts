import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { pino, type Logger } from 'pino';
import type { DossierAnalyzer } from '../../server/analysis/analyzer';
import { engineAnalyzer } from '../../server/analysis/engineAnalyzer';
import { startJobRunner, type JobRunner } from '../../server/analysis/jobs/jobRunner';
import { createApp } from '../../server/app';
import type { DiskMonitor } from '../../server/health/diskSpace';
import type { UploadLimits } from '../../server/config';
import { createReportRenderer, type ReportRenderer } from '../../server/render/reportRenderer';
import { serviceClient } from '../../server/pocketbase/clients';
import type { ServiceAccountHealth } from '../../server/pocketbase/serviceAccount';
import { createMailer, type Mailer } from '../../server/support/mailer';
import { DEFAULT_RETRY, SupportOutbox, type RetryPolicy } from '../../server/support/outbox';
import type { TestPocketBase } from './pocketbaseHarness';

export const SUPPORT_TO = 'soporte@titulo360.test';

/** A built-client stand-in so static serving and SPA fallback can be tested without a Vite build. */
/** One path of each client route (SPEC §2, the firm settings and the account links). */
export const CLIENT_ROUTES = [
  '/',
  '/login',
  '/register',
  '/dashboard',
  '/reports/new',
  '/reports/k3j2h1g0f9d8s7a',
  '/settings',
  '/recuperar-clave',
  '/restablecer-clave/eyJhbGciOiJIUzI1NiJ9.eyJpZCI6ImFiYyJ9.x-Y_z',
  '/activar-cuenta/eyJhbGciOiJIUzI1NiJ9.e30.abc',
  '/verificar-email/eyJhbGciOiJIUzI1NiJ9.e30.abc',
];

export function fakeClientBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'titulo360-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="es"><div id="root"></div></html>');
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("titulo360");');
  return dir;
}

export interface TestGateway {
  app: Express;
  outbox: SupportOutbox;
  /** Runs the uploads' analysis jobs, as server/main.ts does; undefined with a remote `analysisUrl`. */
  runner: JobRunner | undefined;
}

/** Jobs of a test gateway: a stale claim is taken back after this long (a killed runner). */
export const TEST_JOB_STALE_SECONDS = 6;

/** One engine per test process: its worker threads are slow to start and fine to share. */
let sharedAnalyzer: DossierAnalyzer | undefined;
export function testAnalyzer(): DossierAnalyzer {
  sharedAnalyzer ??= engineAnalyzer({ workers: 1, documentTimeoutMs: 60_000 });
  return sharedAnalyzer;
}

let sharedRenderer: ReportRenderer | undefined;
export function testRenderer(): ReportRenderer {
  sharedRenderer ??= createReportRenderer({ timeoutMs: 60_000 });
  return sharedRenderer;
}

export const TEST_UPLOAD_LIMITS = {
  maxFiles: 5,
  maxFileBytes: 2 * 1024 * 1024,
  maxRequestBytes: 6 * 1024 * 1024,
};

export function createTestGateway(options: {
  pb: TestPocketBase;
  smtpUrl?: string;
  retry?: Partial<RetryPolicy>;
  rateLimit?: { max: number; windowMinutes: number };
  analysisUrl?: string;
  uploadLimits?: UploadLimits;
  analyzer?: DossierAnalyzer;
  renderer?: ReportRenderer;
  pocketbaseTimeoutMs?: number;
  pocketbaseAdminPublic?: boolean;
  disk?: DiskMonitor;
  logger?: Logger;
  /** The harness's PocketBase has its service account; a test may say otherwise. */
  serviceAccount?: ServiceAccountHealth;
  /** Jobs the gateway's runner takes at once. */
  jobConcurrency?: number;
  /** False: uploads are queued and stay so until a test starts a runner of its own. */
  runJobs?: boolean;
}): TestGateway {
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const mailer: Mailer | undefined = options.smtpUrl
    ? createMailer(options.smtpUrl, 'titulo360@localhost', SUPPORT_TO)
    : undefined;
  const service = serviceClient(options.pb.url, options.pb.superuser);
  const outbox = new SupportOutbox(service, mailer, logger, { ...DEFAULT_RETRY, ...options.retry });
  const app = createApp({
    logger,
    pocketbaseUrl: options.pb.url,
    pocketbaseTimeoutMs: options.pocketbaseTimeoutMs,
    pocketbaseRestarts: options.pb.restarts,
    analysisUrl: options.analysisUrl,
    renderer: options.renderer ?? testRenderer(),
    uploadLimits: options.uploadLimits ?? TEST_UPLOAD_LIMITS,
    clientDistDir: fakeClientBuild(),
    mailer,
    outbox,
    service,
    serviceAccount: options.serviceAccount ?? { status: 'ok' },
    supportRateLimit: options.rateLimit ?? { max: 5, windowMinutes: 15 },
    pocketbaseAdminPublic: options.pocketbaseAdminPublic,
    disk: options.disk,
  });
  const runner =
    options.analysisUrl || options.runJobs === false
      ? undefined
      : startJobRunner({
          service,
          analyzer: options.analyzer ?? testAnalyzer(),
          log: logger,
          concurrency: options.jobConcurrency ?? 4,
          staleSeconds: TEST_JOB_STALE_SECONDS,
          pollMs: 300,
        });
  return { app, outbox, runner };
}
