import { Router } from 'express';
import type { AnalysisJob } from '../../../common/analysis/analysisJob';
import { currentUser, requireUser } from '../../auth/requireUser';
import { AppError } from '../../http/errors';
import { userClient, type ServiceClient } from '../../pocketbase/clients';
import { reportIdSchema } from '../upload/uploadSchema';
import { cancelJob, readJob } from './jobStore';

/** A job id has the shape of any PocketBase record id; anything else is simply not found. */
function jobId(raw: unknown): string {
  const id = reportIdSchema.safeParse(raw);
  if (!id.success) throw new AppError('JOB_NOT_FOUND');
  return id.data;
}

/**
 * GET /api/jobs/:id (a background analysis and its progress) and POST /api/jobs/:id/cancel (stops
 * it while queued or running; nothing is stored). Both read the job as the caller first, so
 * another user's job answers 404.
 */
export function jobsRouter(pocketbaseUrl: string, service: ServiceClient | undefined): Router {
  const router = Router();
  const auth = requireUser(pocketbaseUrl);

  router.get('/api/jobs/:id', auth, async (req, res) => {
    const job = await readJob(userClient(pocketbaseUrl, currentUser(res)), jobId(req.params.id));
    res.json(job satisfies AnalysisJob);
  });

  router.post('/api/jobs/:id/cancel', auth, async (req, res) => {
    if (!service) throw new AppError('SERVICE_ACCOUNT_MISSING');
    const pb = userClient(pocketbaseUrl, currentUser(res));
    const job = await cancelJob(pb, await service(), jobId(req.params.id));
    res.json(job satisfies AnalysisJob);
  });

  return router;
}
