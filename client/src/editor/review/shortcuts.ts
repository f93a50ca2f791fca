/*
 * Keyboard shortcuts of the review flow (#10 item 4). Alt with a letter: browsers, NVDA, JAWS and
 * VoiceOver use neither Alt+N nor Alt+C, and Ctrl+letter belongs to the browser. The physical key
 * (`code`) is matched, so Option+N on a Mac (which types a dead key) works the same.
 */

export const REVIEW_SHORTCUTS = {
  next: { keys: 'Alt+N', code: 'KeyN', action: 'siguiente por revisar' },
  confirm: { keys: 'Alt+C', code: 'KeyC', action: 'confirmar el valor enfocado' },
} as const;

export type ReviewShortcut = keyof typeof REVIEW_SHORTCUTS;

/** The review shortcut a key press is, if any. */
export function reviewShortcutOf(
  event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'code'>,
): ReviewShortcut | null {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.code === REVIEW_SHORTCUTS.next.code) return 'next';
  if (event.code === REVIEW_SHORTCUTS.confirm.code) return 'confirm';
  return null;
}
