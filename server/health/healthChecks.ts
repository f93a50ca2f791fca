import type { ServiceAccountHealth } from '../pocketbase/serviceAccount';
import type { Mailer } from '../support/mailer';
import type { DiskMonitor, DiskReport } from './diskSpace';

export type ComponentStatus = 'ok' | 'down' | 'not_configured' | 'in_process';

export interface HealthReport {
  status: 'ok' | 'degraded';
  gateway: 'ok';
  pocketbase: ComponentStatus;
  /** Times the embedded PocketBase was restarted after dying (absent when it runs elsewhere). */
  pocketbaseRestarts?: number;
  analysis: ComponentStatus;
  smtp: ComponentStatus;
  /** Free space under PocketBase's data directory; absent when PocketBase runs elsewhere. */
  disk?: DiskReport;
  /** The gateway's PocketBase superuser; when down, which features are unavailable and why. */
  serviceAccount: ServiceAccountHealth;
}

const CHECK_TIMEOUT_MS = 3_000;
const SMTP_CACHE_MS = 30_000;

async function httpOk(url: string): Promise<ComponentStatus> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    return response.ok ? 'ok' : 'down';
  } catch {
    return 'down';
  }
}

export interface HealthDependencies {
  pocketbaseUrl: string;
  analysisUrl: string | undefined;
  mailer: Mailer | undefined;
  /** Restarts of the embedded PocketBase; undefined when PocketBase is not a child of the gateway. */
  pocketbaseRestarts?: () => number;
  disk?: DiskMonitor;
  /** Checked once at start (created and signed in with); it does not change while running. */
  serviceAccount: ServiceAccountHealth;
}

/** Builds the /healthz check. SMTP verification opens a connection, so its answer is cached briefly. */
export function healthChecker({
  pocketbaseUrl,
  analysisUrl,
  mailer,
  pocketbaseRestarts,
  disk,
  serviceAccount,
}: HealthDependencies): () => Promise<HealthReport> {
  let smtpCache: { at: number; status: ComponentStatus } | undefined;
  const smtpStatus = async (): Promise<ComponentStatus> => {
    if (!mailer) return 'not_configured';
    if (smtpCache && Date.now() - smtpCache.at < SMTP_CACHE_MS) return smtpCache.status;
    const verified = await Promise.race([
      mailer.verify(),
      new Promise<boolean>((resolve) => setTimeout(resolve, CHECK_TIMEOUT_MS, false)),
    ]);
    smtpCache = { at: Date.now(), status: verified ? 'ok' : 'down' };
    return smtpCache.status;
  };
  return async () => {
    const [pocketbase, analysis, smtp] = await Promise.all([
      httpOk(`${pocketbaseUrl}/api/health`),
      analysisUrl
        ? httpOk(new URL('/healthz', analysisUrl).href)
        : Promise.resolve<ComponentStatus>('in_process'),
      smtpStatus(),
    ]);
    const diskReport = disk?.report();
    // Short of space, saves and uploads fail: the product cannot serve users as it should.
    const healthy =
      pocketbase === 'ok' &&
      analysis !== 'down' &&
      diskReport?.status !== 'low' &&
      serviceAccount.status === 'ok';
    return {
      status: healthy ? 'ok' : 'degraded',
      gateway: 'ok',
      pocketbase,
      ...(pocketbaseRestarts ? { pocketbaseRestarts: pocketbaseRestarts() } : {}),
      analysis,
      smtp,
      ...(diskReport ? { disk: diskReport } : {}),
      serviceAccount,
    };
  };
}
