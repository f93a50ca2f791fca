import { storageUsageSchema, type StorageUsage } from '../../../common/analysis/storage';
import { ANALYSIS_API_BASE, authorization } from '../editor/api/analysisApi';
import { apiErrorOf } from '../lib/apiErrors';

/** A small read: an answer slower than this will not come. */
const STORAGE_REQUEST_TIMEOUT_MS = 30_000;

/** The space the signed-in user's source PDFs take and their quota (GET /analysis/api/storage). */
export async function fetchStorageUsage(token: string): Promise<StorageUsage> {
  const response = await fetch(`${ANALYSIS_API_BASE}/storage`, {
    headers: authorization(token),
    signal: AbortSignal.timeout(STORAGE_REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw await apiErrorOf(response);
  return storageUsageSchema.parse(await response.json());
}
