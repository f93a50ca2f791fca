import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';

export interface LeaveGuard {
  /** Whether the leave dialog is open. */
  asking: boolean;
  /** Leaves without saving (the local draft keeps the edits). */
  leave: () => void;
  stay: () => void;
  /** Runs `action` now, or after the lawyer confirms when there are unsaved changes. */
  confirmThen: (action: () => void) => void;
}

/**
 * Asks before unsaved edits are left behind: on a link or back/forward inside the app (react-router
 * blocker), on signing out, and on closing or reloading the tab (the browser's own beforeunload
 * prompt, whose text browsers do not let pages choose).
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  // Once the lawyer agreed to leave, the navigations that follow (e.g. to /login) pass.
  const leavingRef = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leavingRef.current && dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const [pendingAction, setPendingAction] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const confirmThen = useCallback(
    (action: () => void) => (dirty ? setPendingAction(() => action) : action()),
    [dirty],
  );

  return {
    asking: blocker.state === 'blocked' || pendingAction !== null,
    leave: () => {
      leavingRef.current = true;
      if (blocker.state === 'blocked') blocker.proceed();
      pendingAction?.();
      setPendingAction(null);
    },
    stay: () => {
      if (blocker.state === 'blocked') blocker.reset();
      setPendingAction(null);
    },
    confirmThen,
  };
}
