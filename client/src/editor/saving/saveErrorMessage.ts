import type PocketBase from 'pocketbase';
import { MESSAGES } from '../../../../common/errors';
import { USERS_COLLECTION } from '../../auth/authUser';
import { apiErrorMessage, readApiFailure } from '../../lib/apiErrors';

const REFUSED = [401, 403, 404];

/** Whether the server still accepts this browser's session; an unreachable server is not a no. */
async function sessionAccepted(pb: PocketBase): Promise<boolean> {
  try {
    await pb.collection(USERS_COLLECTION).authRefresh({ requestKey: null });
    return true;
  } catch (error) {
    return !REFUSED.includes(readApiFailure(error)?.status ?? 0);
  }
}

/**
 * Why a save failed, as the lawyer can act on it: a session that expired or was revoked, a report
 * deleted meanwhile (e.g. in another tab), no connection, or anything else. PocketBase answers a
 * rejected session like an anonymous request (404 for a record its rules hide), so a refusal is
 * told apart by asking whether the session is still accepted.
 */
export async function saveErrorMessage(pb: PocketBase, error: unknown): Promise<string> {
  const failure = readApiFailure(error);
  if (failure === null) return MESSAGES.saveFailed;
  // A refusal that says why (a report over the size limits, PocketBase's rate limit) says it in Spanish.
  if (!REFUSED.includes(failure.status))
    return apiErrorMessage(error, { fallback: MESSAGES.saveFailed, offline: MESSAGES.saveOffline });
  if (!(await sessionAccepted(pb))) return MESSAGES.saveSessionExpired;
  return failure.status === 404 ? MESSAGES.saveReportGone : MESSAGES.saveFailed;
}
