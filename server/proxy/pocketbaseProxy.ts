import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler as ExpressHandler } from 'express';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { isUnexplainedRefusal, type DiskMonitor } from '../health/diskSpace';
import { sendError } from '../http/errors';
import { keptAliveAgent, sendCatalogueError, upstreamEvents } from './upstreamEvents';

/** A PocketBase request answers in milliseconds; a silent upstream this long is hung. */
export const POCKETBASE_TIMEOUT_MS = 30_000;

const isRealtime = (path: string) => path === '/api/realtime' || path.startsWith('/api/realtime?');
const isDashboard = (path: string) => path === '/_' || path.startsWith('/_/');
const isPocketBasePath = (path: string) => path.startsWith('/api/') || isDashboard(path);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The caller's address as Express resolved it (through a trusted loopback proxy, if any). */
const callerAddress = (req: IncomingMessage): string | undefined =>
  'ip' in req && typeof req.ip === 'string' ? req.ip : req.socket.remoteAddress;

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * PocketBase's minute-long limits (pb_hooks/rateLimits.pb.js): sign-in attempts and anonymous
 * creation (sign-up). Their 429 says to retry in a minute, not in the 10 s of the general limit.
 */
const AUTH_WINDOW_SECONDS = 60;
const AUTH_ACTION = /^\/api\/collections\/[^/]+\/(auth-with-|request-)/;
const isGuestCreate = (req: IncomingMessage, path: string) =>
  req.method === 'POST' && !req.headers.authorization && /^\/api\/collections\/[^/]+\/records$/.test(path);
const isAuthLimited = (req: IncomingMessage) => {
  const path = (req.url ?? '').split('?')[0] ?? '';
  return AUTH_ACTION.test(path) || isGuestCreate(req, path);
};

export interface PocketBaseProxyOptions {
  target: string;
  logger: Logger;
  timeoutMs?: number;
  /** PB_ADMIN_PUBLIC: serve the dashboard `/_/` to any address, not only to loopback. */
  adminPublic?: boolean;
  /** Free space under PocketBase's data: when low, a write it refuses without a reason is a full disk. */
  disk?: DiskMonitor;
}

/**
 * PocketBase's dashboard is a superuser's sign-in page: only from the server itself (an SSH
 * tunnel, see README) unless PB_ADMIN_PUBLIC=true. The address is Express's, so a request a
 * loopback reverse proxy forwards from outside is refused too.
 */
function dashboardGate(adminPublic: boolean): ExpressHandler {
  return (req, res, next) => {
    if (adminPublic || !isDashboard(req.path) || LOOPBACK.test(req.ip ?? '')) return next();
    sendError(res, 'ADMIN_LOOPBACK_ONLY');
  };
}

/** The product is served from one origin and needs no CORS: PocketBase's `*` is not passed on. */
function withoutCors(proxyRes: IncomingMessage): void {
  proxyRes.headers = Object.fromEntries(
    Object.entries(proxyRes.headers).filter(([header]) => !header.startsWith('access-control-')),
  );
}

/**
 * A write PocketBase refused while the disk is low: its answer is read whole, and one without a
 * reason (what PocketBase says when SQLite cannot write) becomes the Spanish DISK_FULL.
 */
function answerLowDiskWrite(proxyRes: IncomingMessage, res: ServerResponse): void {
  const chunks: Buffer[] = [];
  proxyRes.on('data', (chunk: Buffer) => chunks.push(chunk));
  proxyRes.on('end', () => {
    const body = Buffer.concat(chunks);
    const status = proxyRes.statusCode ?? 502;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      parsed = undefined;
    }
    if (status >= 400 && isUnexplainedRefusal(status, parsed)) {
      sendCatalogueError(res, 'DISK_FULL');
      return;
    }
    res.writeHead(status, proxyRes.headers);
    res.end(body);
  });
}

/**
 * Forwards PocketBase's REST API (records, auth, files, realtime SSE) and its dashboard `/_/`.
 * Responses are streamed as they arrive, so realtime events are not buffered; X-Forwarded-For is
 * the caller's address alone (whatever the client sent), which PocketBase trusts (see
 * pb_migrations settings) and keys its rate limits on, so one user's burst takes no one else's quota.
 * PocketBase's own statuses reach the client (its rate limit and size limit with a Spanish
 * message); a PocketBase silent for `timeoutMs` is a 504, except on the realtime
 * stream, which is quiet by nature.
 */
export function pocketbaseProxy({
  target,
  logger,
  timeoutMs = POCKETBASE_TIMEOUT_MS,
  adminPublic = false,
  disk,
}: PocketBaseProxyOptions): (RequestHandler | ExpressHandler)[] {
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
  const proxyRes = (upstream: IncomingMessage, req: IncomingMessage, res: ServerResponse) => {
    withoutCors(upstream);
    if (upstream.statusCode === 429 && isAuthLimited(req))
      res.setHeader('retry-after', String(AUTH_WINDOW_SECONDS));
    events.proxyRes(upstream, req, res);
  };
  const realtime = createProxyMiddleware({
    target,
    xfwd: true,
    agent,
    pathFilter: isRealtime,
    on: {
      ...events,
      proxyReq,
      proxyRes: (upstream, req, res) => {
        upstream.headers['x-accel-buffering'] = 'no';
        proxyRes(upstream, req, res);
      },
    },
  });
  const lowDiskWrites = createProxyMiddleware({
    target,
    xfwd: true,
    agent,
    proxyTimeout: timeoutMs,
    selfHandleResponse: true,
    pathFilter: (path, req) =>
      path.startsWith('/api/') && WRITES.has(req.method ?? '') && disk !== undefined && disk.isLow(),
    on: {
      ...events,
      proxyReq,
      proxyRes: (upstream, req, res) => {
        proxyRes(upstream, req, res);
        // Unless already answered with a translated status (413, 429).
        if (!res.headersSent) answerLowDiskWrite(upstream, res);
      },
    },
  });
  const rest = createProxyMiddleware({
    target,
    xfwd: true,
    agent,
    proxyTimeout: timeoutMs,
    pathFilter: (path) => isPocketBasePath(path) && !isRealtime(path),
    on: { ...events, proxyReq, proxyRes },
  });
  return [dashboardGate(adminPublic), realtime, lowDiskWrites, rest];
}
