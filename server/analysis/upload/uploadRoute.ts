import { Router, type NextFunction, type Request, type Response } from 'express';
import { currentUser, requireUser } from '../../auth/requireUser';
import type { UploadLimits } from '../../config';
import { AppError } from '../../http/errors';
import { userClient, type ServiceClient } from '../../pocketbase/clients';
import {
  assertQueueRoom,
  findEarlierUpload,
  queueDocumentsForReport,
  queueNewReport,
  type QueueContext,
  type QueuedUpload,
} from '../jobs/queueUpload';
import { assertReportVisible, type ServiceWrite } from '../reports/reportStore';
import { assertStorageRoom } from '../storage/storageQuota';
import { receivePdfs, type ReceivedPdf } from './receivePdfs';
import { reportIdSchema, uploadKeySchema } from './uploadSchema';
import type { UploadAnswer } from '../../../common/analysis/uploadAnswer';

export interface UploadRouteOptions {
  pocketbaseUrl: string;
  limits: UploadLimits;
  /** Writes reports and jobs, which users cannot; without it uploads answer 503. */
  service: ServiceClient | undefined;
  now?: () => Date;
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

/**
 * SPEC §7: POST /api/upload_files and PATCH /api/upload_files/:id of the analysis API. Since issue
 * 21 both answer at once (202) with the report and the background job that analyses the files
 * (GET /api/jobs/:id, or PocketBase's realtime API on `analysis_jobs`, follows it).
 */
export function uploadRouter({
  pocketbaseUrl,
  limits,
  service,
  now = () => new Date(),
}: UploadRouteOptions): Router {
  const router = Router();
  const auth = requireUser(pocketbaseUrl);

  const context = async (req: Request, res: Response): Promise<QueueContext> => ({
    pb: userClient(pocketbaseUrl, currentUser(res)),
    writer: await serviceWriter(service, currentUser(res).id),
    log: req.log,
    now: now(),
  });

  const answer = (res: Response, queued: QueuedUpload) => {
    res.status(queued.jobId === null ? 200 : 202).json({
      report_id: queued.reportId,
      job_id: queued.jobId,
      refused: queued.refused,
    } satisfies UploadAnswer);
  };

  // Before anything is stored: an upload that would pass the caller's storage quota or the
  // analysis queue's limits is refused whole.
  const checkRoom = async (req: Request, res: Response, next: NextFunction) => {
    const pdfs = receivedPdfs(res);
    const incoming = pdfs.reduce((sum, pdf) => sum + pdf.bytes.byteLength, 0);
    await assertStorageRoom(userClient(pocketbaseUrl, currentUser(res)), limits.storageQuotaBytes, incoming);
    await assertQueueRoom(await context(req, res), limits.queue, pdfs.length);
    next();
  };

  // A retried upload (same Idempotency-Key) answers the report and job the first attempt stored.
  const findEarlier = async (req: Request, res: Response, next: NextFunction) => {
    const header = req.get('idempotency-key');
    if (header === undefined) return next();
    const key = uploadKeySchema.safeParse(header);
    if (!key.success) throw new AppError('INVALID_UPLOAD_KEY');
    res.locals.uploadKey = key.data;
    const earlier = await findEarlierUpload(await context(req, res), key.data);
    if (!earlier) return next();
    res.status(200).json({
      report_id: earlier.reportId,
      job_id: earlier.jobId,
      refused: earlier.refused,
    } satisfies UploadAnswer);
  };

  router.post('/api/upload_files', auth, ...receivePdfs(limits), findEarlier, checkRoom, async (req, res) => {
    const options = { uploadKey: res.locals.uploadKey, refused: res.locals.refused };
    answer(res, await queueNewReport(await context(req, res), receivedPdfs(res), options));
  });

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
    checkRoom,
    async (req, res) => {
      const { reportId } = res.locals;
      if (!reportId) throw new AppError('REPORT_NOT_FOUND');
      const queued = await queueDocumentsForReport(
        await context(req, res),
        reportId,
        receivedPdfs(res),
        res.locals.refused,
      );
      answer(res, queued);
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
