import { Router } from 'express';
import type { HealthReport } from './healthChecks';

/** GET /healthz: 200 when the product can serve users (PocketBase, analysis, service account), else 503. */
export function healthRouter(check: () => Promise<HealthReport>): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    const report = await check();
    res
      .status(report.status === 'ok' ? 200 : 503)
      .set('cache-control', 'no-store')
      .json(report);
  });
  return router;
}
