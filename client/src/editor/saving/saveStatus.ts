import type { EditorState } from '../state/editorState';
import { hasUnsavedChanges } from '../state/editorState';

export type SaveStatusKind = 'saving' | 'unsaved' | 'saved';

export interface SaveStatusView {
  kind: SaveStatusKind;
  text: string;
}

const relative = new Intl.RelativeTimeFormat('es', { numeric: 'always' });

/** `hace unos segundos`, `hace 3 minutos`, `hace 2 horas`, `hace 1 día`. */
export function timeAgo(at: string, now: Date): string {
  const seconds = Math.max(0, (now.getTime() - new Date(at).getTime()) / 1000);
  if (seconds < 45) return 'hace unos segundos';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return relative.format(-Math.round(hours / 24), 'day');
}

/**
 * The save state the action bar shows: 'Guardando…' while saving, 'Cambios sin guardar' while
 * edits are pending (a failed save's reason is shown beside it), else when this visit last saved.
 */
export function saveStatus(state: EditorState, now: Date): SaveStatusView {
  if (state.save.status === 'saving') return { kind: 'saving', text: 'Guardando…' };
  if (hasUnsavedChanges(state)) return { kind: 'unsaved', text: 'Cambios sin guardar' };
  if (state.save.savedAt !== null)
    return { kind: 'saved', text: `Guardado ${timeAgo(state.save.savedAt, now)}` };
  return { kind: 'saved', text: 'Sin cambios por guardar' };
}
