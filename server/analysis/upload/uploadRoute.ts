import { Router, type Request, type Response } from 'express';
import { currentUser, requireUser } from '../../auth/requireUser';
import type { UploadLimits } from '../../config';
import { AppError } from '../../http/errors';
import { userClient, type ServiceClient } from '../../pocketbase/clients';
import type { DossierAnalyzer } from '../analyzer';
import { addDocumentsToReport } from '../reports/addDocumentsToReport';
import { createReportFromUpload } from '../reports/createReportFromUpload';
import type { UploadContext, UploadOutcome } from '../reports/uploadCommand';
import { assertReportVisible, type ServiceWrite } from '../reports/reportStore';
import { receivePdfs, type ReceivedPdf } from './receivePdfs';
import { reportIdSchema } from './uploadSchema';

export interface UploadRouteOptions {
  pocketbaseUrl: string;
  analyzer: DossierAnalyzer;
  limits: UploadLimits;
  /** Writes reports with the engine's analysis, which users cannot; without it uploads answer 503. */
  service: ServiceClient | undefined;
  now?: () => Date;
}

/** Aborted when the client goes away before the answer is sent: the work stops and nothing is kept. */
function clientGone(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

function receivedPdfs(res: Response): ReceivedPdf[] {
  const { pdfs } = res.locals;
  if (!pdfs || pdfs.length === 0) throw new AppError('NO_FILES');
  return pdfs;
}

async function serviceWriter(service: ServiceClient | undefined, userId: string): Promise<ServiceWrite> {
  if (!service) throw new AppError('SERVICE_ACCOUNT_MISSING');
  try {
    return { service: await service(), userId };
  } catch (error) {
    throw new AppError('BACKEND_UNAVAILABLE', { cause: error });
  }
}

/** SPEC §7: POST /api/upload_files and PATCH /api/upload_files/:id of the analysis API. */
export function uploadRouter({
  pocketbaseUrl,
  analyzer,
  limits,
  service,
  now = () => new Date(),
}: UploadRouteOptions): Router {
  const router = Router();
  const auth = requireUser(pocketbaseUrl);

  const context = async (req: Request, res: Response): Promise<UploadContext> => ({
    pb: userClient(pocketbaseUrl, currentUser(res).token),
    writer: await serviceWriter(service, currentUser(res).id),
    analyzer,
    referenceDate: now(),
    signal: clientGone(res),
    log: req.log,
  });

  const answer = (req: Request, res: Response, outcome: UploadOutcome, status: number) => {
    if (outcome.status === 'aborted') req.log.info('analysis cancelled by the client');
    else res.status(status).json({ report_id: outcome.reportId });
  };

  router.post('/api/upload_files', auth, ...receivePdfs(limits), async (req, res) => {
    const outcome = await createReportFromUpload(await context(req, res), receivedPdfs(res));
    answer(req, res, outcome, 201);
  });

  router.patch(
    '/api/upload_files/:id',
    auth,
    async (req, res, next) => {
      // Check the report exists and is the caller's before reading a large upload.
      const id = reportIdSchema.safeParse(req.params.id);
      if (!id.success) throw new AppError('REPORT_NOT_FOUND');
      await assertReportVisible(userClient(pocketbaseUrl, currentUser(res).token), id.data);
      res.locals.reportId = id.data;
      next();
    },
    ...receivePdfs(limits),
    async (req, res) => {
      const { reportId } = res.locals;
      if (!reportId) throw new AppError('REPORT_NOT_FOUND');
      const outcome = await addDocumentsToReport(await context(req, res), reportId, receivedPdfs(res));
      answer(req, res, outcome, 200);
    },
  );

  return router;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types its locals through this namespace.
  namespace Express {
    interface Locals {
      reportId?: string;
    }
  }
}
