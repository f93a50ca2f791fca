import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { hasUnsavedChanges, savableReport, type EditorState } from '../state/editorState';
import { readDraft, removeDraft, writeDraft, type LocalDraft } from './localDraft';

/** Edits are written to the draft after this pause in typing. */
const DRAFT_DELAY_MS = 800;

export interface DraftOffer {
  draft: LocalDraft;
  restore: () => void;
  discard: () => void;
}

/**
 * Keeps unsaved work of this user's report in a local draft, and offers the draft an earlier visit
 * left (after a crash or an expired session) until the lawyer restores or discards it. While the
 * offer is open no draft is written, so the earlier one is not overwritten before the choice.
 */
export function useLocalDraft(
  state: EditorState,
  userId: string,
  restore: (draft: LocalDraft) => void,
): DraftOffer | null {
  const { reportId, name, data, reviews } = state;
  const shown = state.saved !== null;
  const dirty = hasUnsavedChanges(state);
  const [decided, setDecided] = useState(false);

  // What an earlier visit left, read once when the report is first shown.
  const leftDraft = useMemo(
    () => (shown && reportId !== null ? readDraft(localStorage, userId, reportId) : null),
    [shown, reportId, userId],
  );
  const offered = leftDraft !== null && !decided && state.save.savedAt === null ? leftDraft : null;

  // For the handlers below, which outlive renders; updated as soon as an edit is committed, so a
  // tab closed right after typing still writes it.
  const latest = useRef({ dirty, report: savableReport(state), reportId, offered: offered !== null });
  useLayoutEffect(() => {
    latest.current = { dirty, report: savableReport(state), reportId, offered: offered !== null };
  });

  useEffect(() => {
    if (offered !== null || !dirty || reportId === null || data === null) return;
    const timer = setTimeout(
      () => writeDraft(localStorage, userId, reportId, { name, data, reviews }, new Date()),
      DRAFT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [offered, dirty, userId, reportId, name, data, reviews]);

  // A successful save makes the draft useless; edits made meanwhile are written again above.
  const { savedAt } = state.save;
  useEffect(() => {
    if (savedAt !== null && reportId !== null && !latest.current.dirty)
      removeDraft(localStorage, userId, reportId);
  }, [savedAt, reportId, userId]);

  // The tab may close inside the typing pause: what is pending is written at once.
  useEffect(() => {
    const flush = () => {
      const { dirty: pending, report, reportId: id, offered: open } = latest.current;
      if (pending && !open && report !== null && id !== null)
        writeDraft(localStorage, userId, id, report, new Date());
    };
    window.addEventListener('pagehide', flush);
    // Leaving the editor (confirmed, or by signing out) keeps what was not saved.
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [userId]);

  if (offered === null || reportId === null) return null;
  return {
    draft: offered,
    restore: () => {
      setDecided(true);
      restore(offered);
    },
    discard: () => {
      setDecided(true);
      removeDraft(localStorage, userId, reportId);
    },
  };
}
