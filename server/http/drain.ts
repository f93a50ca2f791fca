import type { RequestHandler } from 'express';
import { sendError } from './errors';

/** What a client is told to wait before retrying while the server stops. */
const RETRY_AFTER_SECONDS = 30;

export interface Drain {
  /** First middleware: counts the requests in progress and, once stopping, refuses new ones. */
  middleware: RequestHandler;
  /** From now on every new request is answered 503 with Retry-After. */
  start(): void;
  /** Resolves when the requests in progress have ended, or after `timeoutMs`; true when they all ended. */
  settled(timeoutMs: number): Promise<boolean>;
}

/**
 * Graceful shutdown for the gateway: analyses and downloads in progress finish (they take up to
 * the document time budget), while new requests are told in Spanish to retry shortly, instead of
 * an empty reply or a refused connection.
 */
export function createDrain(isTracked: (path: string) => boolean): Drain {
  let draining = false;
  let inProgress = 0;
  const waiters = new Set<() => void>();
  const release = () => {
    inProgress--;
    if (inProgress === 0) for (const wake of waiters) wake();
  };
  return {
    middleware: (req, res, next) => {
      if (draining) {
        res.set({ 'Retry-After': String(RETRY_AFTER_SECONDS), Connection: 'close' });
        sendError(res, 'SHUTTING_DOWN');
        return;
      }
      if (isTracked(req.path)) {
        inProgress++;
        res.once('close', release);
      }
      next();
    },
    start() {
      draining = true;
    },
    settled(timeoutMs) {
      if (inProgress === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          resolve(false);
        }, timeoutMs);
        waiters.add(wake);
      });
    },
  };
}
