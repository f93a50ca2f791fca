import { Router } from 'express';
import type { UploadLimits } from '../config';
import { requireUser } from '../auth/requireUser';
import { AppError } from '../http/errors';
import type { DossierAnalyzer } from './analyzer';
import { uploadRouter } from './upload/uploadRoute';

export interface AnalysisRouterOptions {
  pocketbaseUrl: string;
  analyzer: DossierAnalyzer;
  limits: UploadLimits;
}

/** The analysis API of SPEC §7, mounted by the gateway under /analysis or served on its own. */
export function analysisRouter({ pocketbaseUrl, analyzer, limits }: AnalysisRouterOptions): Router {
  const router = Router();
  router.use(uploadRouter({ pocketbaseUrl, analyzer, limits }));
  router.use('/api/download', requireUser(pocketbaseUrl), () => {
    throw new AppError('ANALYSIS_NOT_IMPLEMENTED');
  });
  return router;
}
