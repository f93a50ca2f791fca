import { Router } from 'express';
import type { UploadLimits } from '../config';
import { sendError } from '../http/errors';
import type { ServiceClient } from '../pocketbase/clients';
import type { ReportRenderer } from '../render/reportRenderer';
import { downloadRouter } from './download/downloadRoute';
import { jobsRouter } from './jobs/jobsRoute';
import { reviewRouter } from './review/reviewRoute';
import { storageRouter } from './storage/storageRoute';
import { uploadRouter } from './upload/uploadRoute';

export interface AnalysisRouterOptions {
  pocketbaseUrl: string;
  renderer: ReportRenderer;
  limits: UploadLimits;
  /** The service superuser that writes reports, jobs and review status; those answer 503 without it. */
  service: ServiceClient | undefined;
}

/** The analysis API of SPEC §7, mounted by the gateway under /analysis or served on its own. */
export function analysisRouter({ pocketbaseUrl, renderer, limits, service }: AnalysisRouterOptions): Router {
  const router = Router();
  router.use(uploadRouter({ pocketbaseUrl, limits, service }));
  router.use(jobsRouter(pocketbaseUrl, service));
  router.use(downloadRouter(pocketbaseUrl, renderer));
  router.use(reviewRouter({ pocketbaseUrl, service }));
  router.use(storageRouter(pocketbaseUrl, limits.storageQuotaBytes));
  // An API path that is none of the above is a JSON 404, not the client's HTML page.
  router.use('/api', (_req, res) => sendError(res, 'NOT_FOUND'));
  return router;
}
