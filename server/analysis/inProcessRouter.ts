import { Router } from 'express';
import type { UploadLimits } from '../config';
import type { ReportRenderer } from '../render/reportRenderer';
import type { DossierAnalyzer } from './analyzer';
import { downloadRouter } from './download/downloadRoute';
import { uploadRouter } from './upload/uploadRoute';

export interface AnalysisRouterOptions {
  pocketbaseUrl: string;
  analyzer: DossierAnalyzer;
  renderer: ReportRenderer;
  limits: UploadLimits;
}

/** The analysis API of SPEC §7, mounted by the gateway under /analysis or served on its own. */
export function analysisRouter({ pocketbaseUrl, analyzer, renderer, limits }: AnalysisRouterOptions): Router {
  const router = Router();
  router.use(uploadRouter({ pocketbaseUrl, analyzer, limits }));
  router.use(downloadRouter(pocketbaseUrl, renderer));
  return router;
}
