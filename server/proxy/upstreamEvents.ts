import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import { API_ERRORS, type ApiErrorCode, type ApiErrorBody } from '../../common/errors';
import { setRetryAfter } from '../http/errors';

export interface UpstreamOptions {
  /** Answer when the upstream cannot be reached or fails before answering. */
  unavailable: ApiErrorCode;
  /** Answer when the upstream does not answer within the proxy timeout. */
  timedOut: ApiErrorCode;
  /** Upstream statuses answered with a catalogue error (a Spanish message) instead of the upstream body. */
  translate?: Partial<Record<number, ApiErrorCode>>;
  logger: Logger;
}

export function sendCatalogueError(res: ServerResponse, code: ApiErrorCode): void {
  const { status, message } = API_ERRORS[code];
  const body = JSON.stringify({ code, message } satisfies ApiErrorBody);
  setRetryAfter(res, code);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/**
 * Kept-alive upstream connections. With `Connection: close` (http-proxy's default without an
 * agent) an upstream that refuses a request without reading it (PocketBase's 429 and 413) closes
 * at once and resets the connection while the body is still being written, and its answer is
 * lost; on a kept-alive connection it reads or shuts down gracefully, and its answer arrives.
 */
export const keptAliveAgent = (): Agent => new Agent({ keepAlive: true });

const hasBody = (req: IncomingMessage): boolean =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * When the answer is sent before the client's request body was read (an upstream that refuses a
 * large request without reading it), the rest of the body is read and discarded, so that the
 * client's next request on the same keep-alive connection is understood.
 */
function drainWhenAnswered(req: IncomingMessage, res: ServerResponse): void {
  res.once('finish', () => {
    if (req.complete) return;
    req.unpipe();
    req.resume();
  });
}

/**
 * Event handlers for http-proxy-middleware that keep the upstream's answer honest:
 * - the upstream's own status reaches the client (an upstream that answers 429 or 413 and closes
 *   the connection while the request body is still being written is not reported as down);
 * - `translate`d statuses get a Spanish catalogue message;
 * - a timeout is a 504, an unreachable upstream its `unavailable` error;
 * - hop-by-hop `connection` headers of the upstream are not forwarded, and the client's
 *   connection stays usable (see drainWhenAnswered).
 */
export function upstreamEvents({ unavailable, timedOut, translate = {}, logger }: UpstreamOptions) {
  const answered = new WeakSet<IncomingMessage>();
  const upstreamRequests = new WeakMap<IncomingMessage, ClientRequest>();
  const expired = new WeakSet<IncomingMessage>();
  return {
    start: (req: IncomingMessage, res: ServerResponse) => drainWhenAnswered(req, res),
    proxyReq: (proxyReq: ClientRequest, req: IncomingMessage) => {
      upstreamRequests.set(req, proxyReq);
      proxyReq.once('timeout', () => expired.add(req));
    },
    proxyRes: (proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse) => {
      answered.add(req);
      // A refusal may come without the upstream reading the request body (PocketBase's rate and
      // size limits), and the unread rest would be taken for the next request on that connection:
      // after a refused request with a body, the upstream connection is closed, not reused.
      const proxyReq = upstreamRequests.get(req);
      if (proxyReq && (proxyRes.statusCode ?? 0) >= 400 && hasBody(req)) proxyReq.shouldKeepAlive = false;
      delete proxyRes.headers.connection;
      delete proxyRes.headers['keep-alive'];
      const code = translate[proxyRes.statusCode ?? 0];
      if (code) {
        // Sending here leaves http-proxy nothing to copy; the upstream body is read and dropped.
        proxyRes.resume();
        sendCatalogueError(res, code);
        return;
      }
      // An upstream that dies in the middle of its body leaves the client's answer incomplete: cut it.
      proxyRes.once('close', () => {
        if (!proxyRes.complete && !res.writableEnded) res.destroy();
      });
    },
    error: (error: Error, req: IncomingMessage, res: ServerResponse | Socket) => {
      if (answered.has(req)) {
        // Typically writing the rest of a body the upstream had already refused.
        logger.debug({ err: error }, 'upstream closed after answering');
        return;
      }
      const code = expired.has(req) ? timedOut : unavailable;
      logger.warn({ err: error }, `upstream error (${code})`);
      if (!('writeHead' in res)) {
        res.destroy();
        return;
      }
      if (res.headersSent) res.end();
      else sendCatalogueError(res, code);
    },
  };
}
