import { ClientResponseError } from 'pocketbase';
import { MESSAGES } from '../../../../common/errors';

/**
 * Why a save failed, as the lawyer can act on it: a session that expired or was revoked, a report
 * deleted meanwhile (e.g. in another tab), no connection, or anything else. Every text says that
 * the edits are still on screen and kept in this browser.
 */
export function saveErrorMessage(error: unknown): string {
  if (!(error instanceof ClientResponseError)) return MESSAGES.saveFailed;
  if (error.status === 401 || error.status === 403) return MESSAGES.saveSessionExpired;
  if (error.status === 404) return MESSAGES.saveReportGone;
  if (error.status === 0 && !error.isAbort) return MESSAGES.saveOffline;
  return MESSAGES.saveFailed;
}
