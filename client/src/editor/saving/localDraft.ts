import { z } from 'zod';
import { findingReviewSchema } from '../../../../common/findings/reviews';
import { toInstant } from '../../../../common/format/chileTime';
import { validEntries } from '../../../../common/record/analysis';
import { readStoredOutput } from '../../../../common/record/output';
import type { SavableReport } from './savedReport';

/*
 * Unsaved work kept in this browser (localStorage), one draft per user and report, so a crash, a
 * closed tab or an expired session loses nothing. A draft is read only under the signed-in user's
 * own key, never another user's, and is dropped once the report is saved.
 */

const KEY_PREFIX = 'titulo360:borrador';

/** A draft as any earlier version of the editor may have written it: each part read on its own. */
const storedDraftSchema = z.object({
  // Without a readable date the draft counts as older than any save.
  storedAt: z.iso.datetime({ offset: true }).catch(new Date(0).toISOString()),
  name: z.string().catch(''),
  data: z.unknown(),
  reviews: z.unknown(),
});

export interface LocalDraft extends SavableReport {
  /** When the draft was written (ISO). */
  storedAt: string;
}

export function draftKey(userId: string, reportId: string): string {
  return `${KEY_PREFIX}:${userId}:${reportId}`;
}

/**
 * A stored draft in today's shape: a report written by an older editor is read as a stored report
 * is (missing fields take their defaults), an unreadable finding review is dropped alone. Null
 * only when it holds no report at all.
 */
function migratedDraft(text: string): LocalDraft | null {
  const stored = storedDraftSchema.safeParse(JSON.parse(text));
  if (!stored.success) return null;
  const { storedAt, name } = stored.data;
  if (stored.data.data === undefined) return null;
  const data = readStoredOutput(stored.data.data, new Date(storedAt));
  if (data === null) return null;
  return { storedAt, name, data, reviews: validEntries(stored.data.reviews, findingReviewSchema) };
}

/** The draft of this user for this report; an unreadable one is removed and treated as absent. */
export function readDraft(storage: Storage, userId: string, reportId: string): LocalDraft | null {
  const key = draftKey(userId, reportId);
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    const draft = migratedDraft(text);
    if (draft === null) storage.removeItem(key);
    return draft;
  } catch {
    storage.removeItem(key);
    return null;
  }
}

/**
 * The draft of this user for this report when it holds work newer than the report's last save on
 * the server (`updated`); an older one (the report was saved since, here or elsewhere) is removed.
 */
export function readDraftNewerThan(
  storage: Storage,
  userId: string,
  reportId: string,
  updated: string | null,
): LocalDraft | null {
  const draft = readDraft(storage, userId, reportId);
  const savedAt = updated === null ? null : toInstant(updated);
  if (draft === null || savedAt === null || new Date(draft.storedAt) > savedAt) return draft;
  removeDraft(storage, userId, reportId);
  return null;
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
