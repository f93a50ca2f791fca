import type { ClientRequest, IncomingMessage } from 'node:http';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { keptAliveAgent, upstreamEvents } from './upstreamEvents';

/** A PocketBase request answers in milliseconds; a silent upstream this long is hung. */
export const POCKETBASE_TIMEOUT_MS = 30_000;

const isRealtime = (path: string) => path === '/api/realtime' || path.startsWith('/api/realtime?');
const isPocketBasePath = (path: string) =>
  path.startsWith('/api/') || path === '/_' || path.startsWith('/_/');

/** The caller's address as Express resolved it (through a trusted loopback proxy, if any). */
const callerAddress = (req: IncomingMessage): string | undefined =>
  'ip' in req && typeof req.ip === 'string' ? req.ip : req.socket.remoteAddress;

/**
 * Forwards PocketBase's REST API (records, auth, files, realtime SSE) and its dashboard `/_/`.
 * Responses are streamed as they arrive, so realtime events are not buffered; X-Forwarded-For is
 * the caller's address alone (whatever the client sent), which PocketBase trusts (see
 * pb_migrations settings) and keys its rate limits on, so one user's burst takes no one else's quota.
 * PocketBase's own statuses reach the client (its rate limit and size limit with a Spanish
 * message); a PocketBase silent for `timeoutMs` is a 504, except on the realtime
 * stream, which is quiet by nature.
 */
export function pocketbaseProxy(
  target: string,
  logger: Logger,
  timeoutMs = POCKETBASE_TIMEOUT_MS,
): RequestHandler[] {
  const agent = keptAliveAgent();
  const events = upstreamEvents({
    unavailable: 'BACKEND_UNAVAILABLE',
    timedOut: 'BACKEND_TIMEOUT',
    translate: { 413: 'PAYLOAD_TOO_LARGE', 429: 'BACKEND_RATE_LIMITED' },
    logger,
  });
  const proxyReq = (upstream: ClientRequest, req: IncomingMessage) => {
    const address = callerAddress(req);
    if (address) upstream.setHeader('x-forwarded-for', address);
    events.proxyReq(upstream, req);
  };
  const realtime = createProxyMiddleware({
    target,
    xfwd: true,
    agent,
    pathFilter: isRealtime,
    on: {
      ...events,
      proxyReq,
      proxyRes: (proxyRes, req, res) => {
        proxyRes.headers['x-accel-buffering'] = 'no';
        events.proxyRes(proxyRes, req, res);
      },
    },
  });
  const rest = createProxyMiddleware({
    target,
    xfwd: true,
    agent,
    proxyTimeout: timeoutMs,
    pathFilter: (path) => isPocketBasePath(path) && !isRealtime(path),
    on: { ...events, proxyReq },
  });
  return [realtime, rest];
}
