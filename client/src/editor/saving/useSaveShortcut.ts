import { useEffect } from 'react';

/** Ctrl+S (Cmd+S on a Mac) saves instead of the browser saving the page. */
export function useSaveShortcut(enabled: boolean, save: () => Promise<unknown>): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      void save();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, save]);
}
