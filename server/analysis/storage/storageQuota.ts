import type PocketBase from 'pocketbase';
import { formatMegabytes, type StorageUsage } from '../../../common/analysis/storage';
import { API_ERRORS } from '../../../common/errors';
import { COLLECTIONS } from '../../../common/record/collections';
import { AppError } from '../../http/errors';
import { pocketBaseError } from '../reports/pocketbaseErrors';

/** The bytes of the source PDFs of the caller's reports (PocketBase's rules list only theirs). */
export async function storageUsed(pb: PocketBase): Promise<number> {
  try {
    const rows = await pb.collection(COLLECTIONS.reports).getFullList({ fields: 'source_bytes' });
    return rows.reduce((sum, row) => sum + (typeof row.source_bytes === 'number' ? row.source_bytes : 0), 0);
  } catch (error) {
    throw pocketBaseError(error);
  }
}

export async function storageUsage(pb: PocketBase, quotaBytes: number | undefined): Promise<StorageUsage> {
  return { used_bytes: await storageUsed(pb), quota_bytes: quotaBytes ?? null };
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
  const used = await storageUsed(pb);
  if (used + incomingBytes <= quotaBytes) return;
  throw new AppError('STORAGE_QUOTA_EXCEEDED', {
    message:
      `${API_ERRORS.STORAGE_QUOTA_EXCEEDED.message} Usa ${formatMegabytes(used)} de ${formatMegabytes(quotaBytes)}; ` +
      `estos archivos suman ${formatMegabytes(incomingBytes)}.`,
  });
}
