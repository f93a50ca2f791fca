import type { EditorState } from './editorState';

/*
 * After the first analysis the address moves from /reports/new to /reports/{id} (history replace,
 * so reloads and bookmarks work). The route change mounts a new editor; it takes over the state
 * of the one that created the report instead of reading it again, so this visit's files, banner
 * and new-mode controls stay.
 */

let pending: EditorState | null = null;

export function handOver(state: EditorState): void {
  pending = state;
}

/** The handed-over state for `reportId`; read during render, so it is not consumed here. */
export function handedOver(reportId: string | null): EditorState | null {
  return pending !== null && reportId !== null && pending.reportId === reportId ? pending : null;
}

/** Called once the editor that took over is mounted: a later visit reads the record again. */
export function clearHandOver(): void {
  pending = null;
}
