import { formatDashboardDate } from '../../../../common/format/dates';
import { VERSION_KIND_LABELS } from '../../../../common/record/versions';
import type { SaveConflict } from '../state/editorState';
import { VersionChanges } from './VersionChanges';
import './history.css';

interface SaveConflictPanelProps {
  conflict: SaveConflict;
  busy: boolean;
  onReload: () => void;
  onKeepMine: () => void;
}

/**
 * A save refused because the report was saved elsewhere meanwhile (issue #20): what changed, and
 * the two ways on. Nothing was overwritten; the edits stay on screen and in the local draft.
 */
export function SaveConflictPanel({ conflict, busy, onReload, onKeepMine }: SaveConflictPanelProps) {
  return (
    <section className="card save-conflict" aria-labelledby="save-conflict-heading">
      <h2 id="save-conflict-heading">El reporte cambió mientras usted editaba</h2>
      <p>
        Otra pestaña o sesión guardó este reporte después de que usted lo abrió. Sus cambios no se han
        guardado y siguen en pantalla. Esto cambió entretanto:
      </p>
      {conflict.versions.map((version) => (
        <article key={version.id} aria-label={`Versión ${String(version.version)}`}>
          <h3>
            Versión {version.version} · {VERSION_KIND_LABELS[version.kind]}
            {version.authorName ? ` por ${version.authorName}` : ''} · {formatDashboardDate(version.at)}
          </h3>
          <VersionChanges version={version} />
        </article>
      ))}
      <div className="save-conflict__actions">
        <button type="button" className="button button--secondary" disabled={busy} onClick={onReload}>
          Recargar el reporte guardado (descartar mis cambios)
        </button>
        <button type="button" className="button button--primary" disabled={busy} onClick={onKeepMine}>
          Guardar mis cambios como nueva versión
        </button>
      </div>
    </section>
  );
}
