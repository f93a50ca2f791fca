import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { keptAliveAgent, upstreamEvents } from '../proxy/upstreamEvents';

/** SPEC §9: an analysis may take up to 5 minutes; allow a margin before giving up. */
const ANALYSIS_TIMEOUT_MS = 6 * 60_000;

/** Forwards /analysis/* to a separate analysis host (ANALYSIS_URL), without the prefix. */
export function remoteAnalysisProxy(target: string, logger: Logger): RequestHandler {
  return createProxyMiddleware({
    target,
    xfwd: true,
    agent: keptAliveAgent(),
    proxyTimeout: ANALYSIS_TIMEOUT_MS,
    timeout: ANALYSIS_TIMEOUT_MS,
    on: upstreamEvents({ unavailable: 'ANALYSIS_UNAVAILABLE', timedOut: 'ANALYSIS_TIMEOUT', logger }),
  });
}
