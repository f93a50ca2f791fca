import { z } from 'zod';
import { findingReviewSchema } from '../../../../common/findings/reviews';
import { reportSchema } from '../../../../common/report/schema';
import type { SavableReport } from './savedReport';

/*
 * Unsaved work kept in this browser (localStorage), one draft per user and report, so a crash, a
 * closed tab or an expired session loses nothing. A draft is read only under the signed-in user's
 * own key, never another user's, and is dropped once the report is saved.
 */

const KEY_PREFIX = 'titulo360:borrador';

const draftSchema = z.object({
  storedAt: z.iso.datetime({ offset: true }),
  name: z.string(),
  data: reportSchema,
  reviews: z.array(findingReviewSchema),
});

export interface LocalDraft extends SavableReport {
  /** When the draft was written (ISO). */
  storedAt: string;
}

export function draftKey(userId: string, reportId: string): string {
  return `${KEY_PREFIX}:${userId}:${reportId}`;
}

/** The draft of this user for this report; an unreadable one is removed and treated as absent. */
export function readDraft(storage: Storage, userId: string, reportId: string): LocalDraft | null {
  const key = draftKey(userId, reportId);
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    return draftSchema.parse(JSON.parse(text));
  } catch {
    storage.removeItem(key);
    return null;
  }
}

/** Keeps `report` as the draft; false when the browser refused it (storage full or disabled). */
export function writeDraft(
  storage: Storage,
  userId: string,
  reportId: string,
  report: SavableReport,
  now: Date,
): boolean {
  const draft = { storedAt: now.toISOString(), ...report } satisfies LocalDraft;
  try {
    storage.setItem(draftKey(userId, reportId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(storage: Storage, userId: string, reportId: string): void {
  storage.removeItem(draftKey(userId, reportId));
}
