import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { MESSAGES } from '../../../../common/errors';
import { USERS_COLLECTION } from '../../auth/authUser';

const REFUSED = [401, 403, 404];

/** Whether the server still accepts this browser's session; an unreachable server is not a no. */
async function sessionAccepted(pb: PocketBase): Promise<boolean> {
  try {
    await pb.collection(USERS_COLLECTION).authRefresh({ requestKey: null });
    return true;
  } catch (error) {
    return !(error instanceof ClientResponseError && REFUSED.includes(error.status));
  }
}

/**
 * Why a save failed, as the lawyer can act on it: a session that expired or was revoked, a report
 * deleted meanwhile (e.g. in another tab), no connection, or anything else. PocketBase answers a
 * rejected session like an anonymous request (404 for a record its rules hide), so a refusal is
 * told apart by asking whether the session is still accepted.
 */
export async function saveErrorMessage(pb: PocketBase, error: unknown): Promise<string> {
  if (!(error instanceof ClientResponseError)) return MESSAGES.saveFailed;
  if (error.status === 0 && !error.isAbort) return MESSAGES.saveOffline;
  if (!REFUSED.includes(error.status)) return MESSAGES.saveFailed;
  if (!(await sessionAccepted(pb))) return MESSAGES.saveSessionExpired;
  return error.status === 404 ? MESSAGES.saveReportGone : MESSAGES.saveFailed;
}
