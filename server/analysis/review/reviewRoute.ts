import express, { Router, type Response } from 'express';
import { marksChangeSchema } from '../../../common/review/marks';
import { statusChangeSchema } from '../../../common/review/status';
import { currentUser, requireUser } from '../../auth/requireUser';
import { AppError } from '../../http/errors';
import { userClient } from '../../pocketbase/clients';
import { reportIdSchema } from '../upload/uploadSchema';
import { changeMarks, listMarks } from './marksStore';
import type { ServiceClient } from '../../pocketbase/clients';
import { setReviewStatus } from './setReviewStatus';

export interface ReviewRouteOptions {
  pocketbaseUrl: string;
  /** Writes review status fields; without it the status endpoint answers 503. */
  service: ServiceClient | undefined;
  now?: () => Date;
}

/** A malformed id is a missing report (404), as PocketBase answers for others' reports. */
function reportId(value: unknown): string {
  const id = reportIdSchema.safeParse(value);
  if (!id.success) throw new AppError('REPORT_NOT_FOUND');
  return id.data;
}

const callerClient = (pocketbaseUrl: string, res: Response) => userClient(pocketbaseUrl, currentUser(res));

/**
 * Review marks and status of a report, owner only (#10 items 5 and 6):
 * - `GET  /api/reports/:id/marks` → `{ marks }`
 * - `POST /api/reports/:id/marks` `{ upsert?, remove? }` → `{ marks }` (common/review/marks.ts)
 * - `POST /api/reports/:id/status` `{ status, override? }` → `{ review, version }` (common/review/status.ts)
 */
export function reviewRouter({ pocketbaseUrl, service, now = () => new Date() }: ReviewRouteOptions): Router {
  const router = Router();
  router.use('/api/reports', requireUser(pocketbaseUrl), express.json({ limit: '1mb' }));

  router.get('/api/reports/:id/marks', async (req, res) => {
    res.json({ marks: await listMarks(callerClient(pocketbaseUrl, res), reportId(req.params.id)) });
  });

  router.post('/api/reports/:id/marks', async (req, res) => {
    const id = reportId(req.params.id);
    const change = marksChangeSchema.safeParse(req.body);
    if (!change.success) throw new AppError('INVALID_REQUEST', { cause: change.error });
    res.json({ marks: await changeMarks(callerClient(pocketbaseUrl, res), id, change.data) });
  });

  router.post('/api/reports/:id/status', async (req, res) => {
    const id = reportId(req.params.id);
    const change = statusChangeSchema.safeParse(req.body);
    if (!change.success) throw new AppError('INVALID_REQUEST', { cause: change.error });
    const result = await setReviewStatus({
      pb: callerClient(pocketbaseUrl, res),
      service,
      user: currentUser(res),
      reportId: id,
      change: change.data,
      now: now(),
    });
    res.json(result);
  });

  return router;
}
