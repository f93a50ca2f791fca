import { Router } from 'express';
import { requireUser } from '../auth/requireUser';
import { AppError } from '../http/errors';

/**
 * The analysis API of SPEC §7, served in the gateway's own process. Only the authentication
 * contract exists so far: the engine itself is tracked in its own issue.
 */
export function analysisRouter(pocketbaseUrl: string): Router {
  const router = Router();
  router.use('/api', requireUser(pocketbaseUrl), () => {
    throw new AppError('ANALYSIS_NOT_IMPLEMENTED');
  });
  return router;
}
