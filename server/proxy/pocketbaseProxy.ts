import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { API_ERRORS, type ApiErrorCode } from '../../common/errors';

/** Answers a failed upstream with a catalogue error (sockets of failed upgrades are just closed). */
export function upstreamErrorResponder(code: ApiErrorCode, logger: Logger) {
  return (error: Error, _req: IncomingMessage, res: ServerResponse | Socket) => {
    logger.warn({ err: error }, `upstream error (${code})`);
    if (!('writeHead' in res)) {
      res.destroy();
      return;
    }
    if (!res.headersSent) {
      const { status, message } = API_ERRORS[code];
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code, message }));
    } else {
      res.end();
    }
  };
}

/**
 * Forwards PocketBase's REST API (records, auth, files, realtime SSE) and its dashboard `/_/`.
 * Responses are streamed as they arrive, so realtime events are not buffered; X-Forwarded-*
 * headers carry the client address, which PocketBase trusts (see pb_migrations settings).
 */
export function pocketbaseProxy(target: string, logger: Logger): RequestHandler {
  return createProxyMiddleware({
    target,
    xfwd: true,
    pathFilter: (path) => path.startsWith('/api/') || path === '/_' || path.startsWith('/_/'),
    on: {
      error: upstreamErrorResponder('BACKEND_UNAVAILABLE', logger),
      proxyRes: (proxyRes, req) => {
        if (req.url?.startsWith('/api/realtime')) proxyRes.headers['x-accel-buffering'] = 'no';
      },
    },
  });
}
