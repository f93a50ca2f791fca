import type PocketBase from 'pocketbase';
import { POCKETBASE_TIMEOUT_MS } from './clients';

/**
 * Fetches a protected file of a record (a short-lived file token from the client's auth), with
 * PocketBase's timeout. The caller judges the answer's status and type.
 */
export async function fetchProtectedFile(
  pb: PocketBase,
  record: { id: string; collectionName: string },
  fileName: string,
): Promise<Response> {
  const token = await pb.files.getToken();
  const url = pb.files.getURL(record, fileName, { token });
  return fetch(url, { signal: AbortSignal.timeout(POCKETBASE_TIMEOUT_MS) });
}
