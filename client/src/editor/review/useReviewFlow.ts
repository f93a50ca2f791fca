import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { isWithin } from '../../../../common/record/paths';
import { documentLabel } from '../../../../common/report/requiredFields';
import { markValue, type MarksChange } from '../../../../common/review/marks';
import { apiErrorMessage, REVIEW_ERRORS } from '../../lib/apiErrors';
import type { FieldReveal } from '../navigation/useFieldReveal';
import type { EditorState } from '../state/editorState';
import type { ReportEditor } from '../state/useReportEditor';
import type { FieldReview } from './fieldReviewContext';
import { documentOrder, reviewPathAt } from './reviewDom';
import {
  needsReview,
  nextToReview,
  reviewProgress,
  reviewQueue,
  shownStatuses,
  type ReviewProgress,
  type ShownStatus,
} from './reviewStatuses';
import { reviewShortcutOf } from './shortcuts';

export interface ReviewFlow {
  /** Given to the fields through FieldReviewContext. */
  fieldReview: FieldReview;
  progress: ReviewProgress;
  /** Opens, scrolls to and focuses the next value to review (unsure ones first). */
  next: () => void;
  /** What the last step of the flow did, for a live region (e.g. nothing left to review). */
  announcement: string;
  /** `Certificado GP 1 · Gravamen 2`: a value as the reviewer finds it on screen. */
  labelOf: (path: string) => string;
  /** The values still to review among, inside or around the given paths (a finding's fields). */
  pendingIn: (paths: readonly string[]) => string[];
}

interface ReviewFlowOptions {
  /** Holds the sections; the flow follows focus inside it. */
  rootRef: RefObject<HTMLElement | null>;
  state: EditorState;
  editor: Pick<ReportEditor, 'changeMarks'>;
  /** Opens the sections and documents of the paths and focuses the first one. */
  reveal: FieldReveal['reveal'];
}

const ALL_REVIEWED = 'No quedan valores por revisar.';
const NOTHING_TO_CONFIRM = 'El campo enfocado no tiene un valor del motor por confirmar.';

/** True while a modal dialog is open: the shortcuts must not move focus out of it. */
function dialogOpen(): boolean {
  return document.querySelector('[aria-modal="true"]') !== null;
}

/**
 * The review flow of the editor (#10 items 3 and 4): each value's status, confirming a value,
 * the progress, "Siguiente por revisar" and their shortcuts (Alt+N, Alt+C).
 */
export function useReviewFlow({ rootRef, state, editor, reveal }: ReviewFlowOptions): ReviewFlow {
  const { data, saved, engineAnalysis, marks } = state;
  const { provenance } = engineAnalysis;
  const savedData = saved?.data ?? null;
  const statuses = useMemo(
    () =>
      data === null
        ? new Map<string, ShownStatus>()
        : shownStatuses({ data, saved: savedData, provenance, marks }),
    [data, savedData, provenance, marks],
  );
  const progress = useMemo(() => reviewProgress(statuses, provenance), [statuses, provenance]);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [announcement, setAnnouncement] = useState('');
  // The value the reviewer is at: the last one focused, where "Siguiente" continues from.
  const cursorRef = useRef<string | null>(null);
  const labelsRef = useRef(new Map<string, string>());
  const registerLabel = useCallback((path: string, label: string) => {
    labelsRef.current.set(path, label);
  }, []);
  const labelOf = useCallback(
    (path: string) =>
      [documentLabel(path), labelsRef.current.get(path) ?? path.replace(/^.*[.\]]/, '')]
        .filter(Boolean)
        .join(' · '),
    [],
  );
  const { changeMarks } = editor;

  const write = useCallback(
    async (path: string, change: MarksChange, done: string) => {
      setBusy((current) => new Set(current).add(path));
      setErrors((current) => {
        const next = new Map(current);
        next.delete(path);
        return next;
      });
      try {
        await changeMarks(change);
        setAnnouncement(done);
      } catch (error) {
        console.warn('No se pudo guardar la marca de revisión', error);
        const message = apiErrorMessage(error, REVIEW_ERRORS.mark);
        setErrors((current) => new Map(current).set(path, message));
      } finally {
        setBusy((current) => {
          const next = new Set(current);
          next.delete(path);
          return next;
        });
      }
    },
    [changeMarks],
  );

  const confirm = useCallback(
    (path: string) => {
      if (data === null || !needsReview(statuses.get(path))) return;
      const value = markValue(data, path);
      const change: MarksChange = { upsert: [{ kind: 'field', path, state: 'confirmed', value }] };
      void write(path, change, `Confirmado: ${labelOf(path)}.`);
    },
    [data, statuses, write, labelOf],
  );

  const unconfirm = useCallback(
    (path: string) =>
      void write(path, { remove: [{ kind: 'field', path }] }, `Se quitó la confirmación: ${labelOf(path)}.`),
    [write, labelOf],
  );

  const isTracked = useCallback(
    (path: string) => path in provenance && statuses.has(path),
    [provenance, statuses],
  );

  const next = useCallback(() => {
    const root = rootRef.current;
    if (!root) return;
    const queue = reviewQueue(statuses, provenance, documentOrder(root));
    const target = nextToReview(queue, statuses, cursorRef.current);
    if (target === null) {
      setAnnouncement(ALL_REVIEWED);
      return;
    }
    cursorRef.current = target;
    setAnnouncement('');
    // A list or item reviewed apart from its own values gets the focus itself (and Alt+C confirms
    // it); one reviewed as a whole (a lien) lands on its first value, ready to edit.
    const reviewedApart = queue.some((path) => path !== target && isWithin(path, target));
    reveal([target], reviewedApart);
  }, [rootRef, statuses, provenance, reveal]);

  const confirmFocused = useCallback(() => {
    const path = reviewPathAt(document.activeElement, isTracked);
    if (path === null || !needsReview(statuses.get(path))) {
      setAnnouncement(NOTHING_TO_CONFIRM);
      return;
    }
    confirm(path);
  }, [isTracked, statuses, confirm]);

  // Focus moved by hand (a click, Tab, a finding's link) moves where the flow continues from.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const follow = (event: FocusEvent) => {
      const path = reviewPathAt(event.target instanceof Element ? event.target : null, isTracked);
      if (path !== null) cursorRef.current = path;
    };
    root.addEventListener('focusin', follow);
    return () => root.removeEventListener('focusin', follow);
  }, [rootRef, isTracked]);

  useEffect(() => {
    if (data === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = reviewShortcutOf(event);
      if (shortcut === null || dialogOpen()) return;
      event.preventDefault();
      if (shortcut === 'next') next();
      else confirmFocused();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [data, next, confirmFocused]);

  const fieldReview = useMemo<FieldReview>(
    () => ({ statusOf: (path) => statuses.get(path), confirm, unconfirm, busy, errors, registerLabel }),
    [statuses, confirm, unconfirm, busy, errors, registerLabel],
  );

  const pendingIn = useCallback(
    (paths: readonly string[]) =>
      [...statuses].flatMap(([path, status]) =>
        isTracked(path) &&
        needsReview(status) &&
        paths.some((other) => isWithin(path, other) || isWithin(other, path))
          ? [path]
          : [],
      ),
    [statuses, isTracked],
  );

  return { fieldReview, progress, next, announcement, labelOf, pendingIn };
}
