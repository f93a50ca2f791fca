import { Router } from 'express';
import type { StorageUsage } from '../../../common/analysis/storage';
import { currentUser, requireUser } from '../../auth/requireUser';
import { userClient } from '../../pocketbase/clients';
import { storageUsage } from './storageQuota';

/** GET /api/storage: the space the caller's source PDFs take and their quota, for the settings page. */
export function storageRouter(pocketbaseUrl: string, quotaBytes: number | undefined): Router {
  const router = Router();
  router.get('/api/storage', requireUser(pocketbaseUrl), async (_req, res) => {
    const usage = await storageUsage(userClient(pocketbaseUrl, currentUser(res)), quotaBytes);
    res.json(usage satisfies StorageUsage);
  });
  return router;
}
