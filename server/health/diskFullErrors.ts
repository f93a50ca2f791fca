import type { ErrorRequestHandler } from 'express';
import { AppError } from '../http/errors';
import { isNoSpaceError, isUnexplainedRefusal, pocketBaseCause, type DiskMonitor } from './diskSpace';

/**
 * Before the error handler: a failure for want of disk space says so ("sin espacio en el
 * servidor", 507) instead of passing for bad data or a backend down. That is a write of our own
 * that met ENOSPC, or a PocketBase write refused without a reason while the disk is low.
 */
export function diskFullErrors(disk: DiskMonitor | undefined): ErrorRequestHandler {
  return (error: unknown, _req, _res, next) => {
    if (isNoSpaceError(error)) return next(new AppError('DISK_FULL', { cause: error }));
    const refusal = pocketBaseCause(error);
    if (
      disk &&
      refusal &&
      refusal.status > 0 &&
      isUnexplainedRefusal(refusal.status, refusal.response) &&
      disk.isLow()
    )
      return next(new AppError('DISK_FULL', { cause: error }));
    next(error);
  };
}
