import express, { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { MESSAGES } from '../../common/errors';
import { currentUser, requireUser } from '../auth/requireUser';
import { AppError, sendError } from '../http/errors';
import type { SupportOutbox } from './outbox';
import { supportRequestSchema, type SupportRequest } from './supportSchema';

export interface SupportRouteOptions {
  pocketbaseUrl: string;
  outbox: SupportOutbox | undefined;
  rateLimit: { max: number; windowMinutes: number };
}

/** POST /api/support/email — SPEC §7. */
export function supportRouter({ pocketbaseUrl, outbox, rateLimit: limits }: SupportRouteOptions): Router {
  const router = Router();
  router.post(
    '/api/support/email',
    express.json({ limit: '64kb' }),
    requireUser(pocketbaseUrl),
    // Validated before the limiter, so that only accepted messages count against the quota.
    (req, res, next) => {
      const parsed = supportRequestSchema.safeParse(req.body);
      if (!parsed.success) {
        const tooLong = parsed.error.issues.some((issue) => issue.code === 'too_big');
        throw new AppError(tooLong ? 'SUPPORT_TOO_LONG' : 'SUPPORT_INCOMPLETE');
      }
      res.locals.supportRequest = parsed.data;
      next();
    },
    rateLimit({
      windowMs: limits.windowMinutes * 60_000,
      limit: limits.max,
      keyGenerator: (_req, res) => currentUser(res).id,
      handler: (_req, res) => sendError(res, 'SUPPORT_RATE_LIMITED'),
      // A message the backend could not store was not sent: it does not count either.
      skipFailedRequests: true,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
    }),
    async (_req, res) => {
      const message = res.locals.supportRequest;
      if (!message) throw new AppError('SUPPORT_INCOMPLETE');
      if (!outbox) throw new AppError('BACKEND_UNAVAILABLE');
      try {
        await outbox.enqueue({ ...message, user: currentUser(res) });
      } catch (error) {
        throw new AppError('BACKEND_UNAVAILABLE', { cause: error });
      }
      res.status(201).json({ message: MESSAGES.supportSent });
    },
  );
  return router;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types its locals through this namespace.
  namespace Express {
    interface Locals {
      supportRequest?: SupportRequest;
    }
  }
}
