import { useEffect, type RefObject } from 'react';
import { focusableElements } from './focusableElements';

/**
 * While mounted: moves focus into `container` (to `initialFocus` when given), keeps Tab and
 * Shift+Tab cycling inside it, and on unmount gives focus back to whatever had it before.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? focusableElements(element)[0] ?? element).focus();

    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Tab' || !element) return;
      const focusable = focusableElements(element);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      const outside = !(active instanceof Node) || !element.contains(active);
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      // The opener may be gone (e.g. the deleted row's button); focus then stays where the page puts it.
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [container, initialFocus]);
}
