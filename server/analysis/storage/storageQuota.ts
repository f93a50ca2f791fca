import type PocketBase from 'pocketbase';
import { formatMegabytes, type StorageUsage } from '../../../common/analysis/storage';
import { API_ERRORS } from '../../../common/errors';
import { COLLECTIONS } from '../../../common/record/collections';
import { AppError } from '../../http/errors';
import { pocketBaseError } from '../reports/pocketbaseErrors';

const sumOf = (rows: Record<string, unknown>[], field: string): number =>
  rows.reduce((sum, row) => {
    const value = row[field];
    return sum + (typeof value === 'number' ? value : 0);
  }, 0);

/**
 * The bytes the caller's PDFs take (PocketBase's rules list only theirs): the source PDFs of their
 * reports, and those still waiting in their queued or running analysis jobs, so that queueing
 * uploads cannot pass the quota. A job's PDFs that its runner already stored in the report count
 * twice until the job ends (seconds): the check errs on refusing.
 */
export async function storageUsed(pb: PocketBase): Promise<{ used: number; queued: number }> {
  try {
    const [reports, jobs] = await Promise.all([
      pb.collection(COLLECTIONS.reports).getFullList({ fields: 'source_bytes' }),
      pb.collection(COLLECTIONS.analysisJobs).getFullList({
        filter: "state = 'queued' || state = 'running'",
        fields: 'files_bytes',
      }),
    ]);
    const queued = sumOf(jobs, 'files_bytes');
    return { used: sumOf(reports, 'source_bytes') + queued, queued };
  } catch (error) {
    throw pocketBaseError(error);
  }
}

export async function storageUsage(pb: PocketBase, quotaBytes: number | undefined): Promise<StorageUsage> {
  const { used, queued } = await storageUsed(pb);
  return { used_bytes: used, queued_bytes: queued, quota_bytes: quotaBytes ?? null };
}

/**
 * Refuses an upload whose files would take the caller past their storage quota, saying how much
 * they use and may use. Files the report already holds are counted too: the check comes before
 * reading which ones are new, and errs on refusing.
 */
export async function assertStorageRoom(
  pb: PocketBase,
  quotaBytes: number | undefined,
  incomingBytes: number,
): Promise<void> {
  if (quotaBytes === undefined) return;
  const { used, queued } = await storageUsed(pb);
  if (used + incomingBytes <= quotaBytes) return;
  const waiting = queued > 0 ? ` (${formatMegabytes(queued)} en documentos que esperan su análisis)` : '';
  throw new AppError('STORAGE_QUOTA_EXCEEDED', {
    message:
      `${API_ERRORS.STORAGE_QUOTA_EXCEEDED.message} Usa ${formatMegabytes(used)} de ${formatMegabytes(quotaBytes)}${waiting}; ` +
      `estos archivos suman ${formatMegabytes(incomingBytes)}.`,
  });
}
