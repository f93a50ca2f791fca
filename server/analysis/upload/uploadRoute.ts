import { Router, type NextFunction, type Request, type Response } from 'express';
import { currentUser, requireUser } from '../../auth/requireUser';
import type { UploadLimits } from '../../config';
import { AppError } from '../../http/errors';
import { userClient, type ServiceClient } from '../../pocketbase/clients';
import type { DossierAnalyzer } from '../analyzer';
import { addDocumentsToReport } from '../reports/addDocumentsToReport';
import { createReportFromUpload } from '../reports/createReportFromUpload';
import type { UploadContext, UploadOutcome } from '../reports/uploadCommand';
import { assertReportVisible, findReportByUploadKey, type ServiceWrite } from '../reports/reportStore';
import { assertStorageRoom } from '../storage/storageQuota';
import { receivePdfs, type ReceivedPdf } from './receivePdfs';
import { reportIdSchema, uploadKeySchema } from './uploadSchema';
import type { UploadAnswer } from '../../../common/analysis/uploadAnswer';

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
    pb: userClient(pocketbaseUrl, currentUser(res)),
    writer: await serviceWriter(service, currentUser(res).id),
    analyzer,
    referenceDate: now(),
    signal: clientGone(res),
    log: req.log,
    user: currentUser(res).id,
  });

  const answer = (req: Request, res: Response, outcome: UploadOutcome, status: number) => {
    if (outcome.status === 'aborted') req.log.info('analysis cancelled by the client');
    else
      res.status(status).json({
        report_id: outcome.reportId,
        refused: [...(res.locals.refused ?? []), ...outcome.refused],
      } satisfies UploadAnswer);
  };

  // Before any analysis: an upload that would pass the caller's storage quota is refused whole.
  const checkQuota = async (_req: Request, res: Response, next: NextFunction) => {
    const incoming = receivedPdfs(res).reduce((sum, pdf) => sum + pdf.bytes.byteLength, 0);
    await assertStorageRoom(userClient(pocketbaseUrl, currentUser(res)), limits.storageQuotaBytes, incoming);
    next();
  };

  // A retried upload (same Idempotency-Key) answers the report the first attempt stored.
  const findEarlier = async (req: Request, res: Response, next: NextFunction) => {
    const header = req.get('idempotency-key');
    if (header === undefined) return next();
    const key = uploadKeySchema.safeParse(header);
    if (!key.success) throw new AppError('INVALID_UPLOAD_KEY');
    res.locals.uploadKey = key.data;
    const earlier = await findReportByUploadKey(userClient(pocketbaseUrl, currentUser(res)), key.data);
    if (!earlier) return next();
    res.status(200).json({ report_id: earlier, refused: [] } satisfies UploadAnswer);
  };

  // Nothing readable among the PDFs: the answer names the files refused before the analysis too.
  const namingRefusedFiles =
    (res: Response) =>
    (error: unknown): never => {
      const refused = res.locals.refused ?? [];
      if (!(error instanceof AppError) || error.code !== 'NOTHING_READABLE' || refused.length === 0)
        throw error;
      const reasons = refused.map((file) => `${file.message}.`).join(' ');
      throw new AppError('NOTHING_READABLE', { cause: error, message: `${error.userMessage} ${reasons}` });
    };

  router.post(
    '/api/upload_files',
    auth,
    ...receivePdfs(limits),
    findEarlier,
    checkQuota,
    async (req, res) => {
      const outcome = await createReportFromUpload(
        await context(req, res),
        receivedPdfs(res),
        res.locals.uploadKey,
      ).catch(namingRefusedFiles(res));
      answer(req, res, outcome, 201);
    },
  );

  router.patch(
    '/api/upload_files/:id',
    auth,
    async (req, res, next) => {
      // Check the report exists and is the caller's before reading a large upload.
      const id = reportIdSchema.safeParse(req.params.id);
      if (!id.success) throw new AppError('REPORT_NOT_FOUND');
      await assertReportVisible(userClient(pocketbaseUrl, currentUser(res)), id.data);
      res.locals.reportId = id.data;
      next();
    },
    ...receivePdfs(limits),
    checkQuota,
    async (req, res) => {
      const { reportId } = res.locals;
      if (!reportId) throw new AppError('REPORT_NOT_FOUND');
      const outcome = await addDocumentsToReport(await context(req, res), reportId, receivedPdfs(res)).catch(
        namingRefusedFiles(res),
      );
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
      /** The upload's Idempotency-Key, when it sent one. */
      uploadKey?: string;
    }
  }
}
