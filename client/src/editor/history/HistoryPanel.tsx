import { useEffect, useState } from 'react';
import { httpErrorMessage, MESSAGES } from '../../../../common/errors';
import { formatDashboardDate } from '../../../../common/format/dates';
import { VERSION_KIND_LABELS, type ReportVersion } from '../../../../common/record/versions';
import { reviewStatusText } from '../../../../common/review/status';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { FormAlert } from '../../components/form/FormAlert';
import { Spinner } from '../../components/Spinner';
import { usePocketBase } from '../../lib/PocketBaseContext';
import { apiErrorMessage } from '../../lib/apiErrors';
import { fetchReportFile } from '../api/analysisApi';
import { saveBlob } from '../api/saveBlob';
import { fetchVersions, fetchVersionSnapshot, type VersionSnapshot } from './historyApi';
import { VersionChanges } from './VersionChanges';
import { reportValues } from './versionText';
import './history.css';

interface HistoryPanelProps {
  reportId: string;
  /** The shown report's version: the list is read again whenever it moves on. */
  currentVersion: number;
  hasUnsavedChanges: boolean;
  onRestore: (version: number) => Promise<boolean>;
  onClose: () => void;
}

function heading(version: ReportVersion): string {
  const by = version.authorName ? ` por ${version.authorName}` : '';
  const restored = version.restoredFrom > 0 ? ` de la versión ${String(version.restoredFrom)}` : '';
  return `Versión ${String(version.version)} · ${VERSION_KIND_LABELS[version.kind]}${restored}${by} · ${formatDashboardDate(version.at)}`;
}

/**
 * "Historial" (issue #20): every version of the report, newest first, with what it changed and the
 * review stamp it left. A past version can be opened read-only, downloaded as PDF and restored
 * (which saves it as a new version).
 */
export function HistoryPanel({
  reportId,
  currentVersion,
  hasUnsavedChanges,
  onRestore,
  onClose,
}: HistoryPanelProps) {
  const pb = usePocketBase();
  const [versions, setVersions] = useState<ReportVersion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [opened, setOpened] = useState<VersionSnapshot | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  // Read again whenever the shown report moves to another version (a save, a restore).
  useEffect(() => {
    let live = true;
    fetchVersions(pb, reportId).then(
      (list) => {
        if (!live) return;
        setVersions(list);
        setError(null);
      },
      (failure: unknown) => {
        console.warn('No se pudo cargar el historial', failure);
        if (live) setError(MESSAGES.historyFailed);
      },
    );
    return () => {
      live = false;
    };
  }, [pb, reportId, currentVersion]);

  async function open(version: number) {
    setError(null);
    try {
      const snapshot = await fetchVersionSnapshot(pb, reportId, version);
      if (!snapshot) throw new Error(`version ${String(version)} unreadable`);
      setOpened(snapshot);
    } catch (failure) {
      console.warn('No se pudo abrir la versión', failure);
      setError(MESSAGES.versionUnreadable);
    }
  }

  async function download(version: number) {
    setError(null);
    try {
      const file = await fetchReportFile('pdf', reportId, pb.authStore.token, version);
      saveBlob(file.blob, file.fileName.replace(/\.pdf$/, `-version-${String(version)}.pdf`));
    } catch (failure) {
      console.warn('La descarga de la versión falló', failure);
      setError(
        apiErrorMessage(failure, { fallback: MESSAGES.downloadFailed, unexplained: httpErrorMessage }),
      );
    }
  }

  async function restore(version: number) {
    setBusy(true);
    const restored = await onRestore(version);
    setBusy(false);
    setRestoring(null);
    if (restored) setOpened(null);
  }

  return (
    <section className="card history" aria-labelledby="history-heading">
      <div className="history__header">
        <h2 id="history-heading">Historial del reporte</h2>
        <button type="button" className="button button--small button--secondary" onClick={onClose}>
          Cerrar historial
        </button>
      </div>
      <FormAlert message={error} />
      {versions === null && !error && <Spinner label="Cargando historial..." />}
      {opened && (
        <section className="history__opened" aria-labelledby="history-opened-heading">
          <h3 id="history-opened-heading">Versión {opened.version.version} (solo lectura)</h3>
          <p>Nombre: {opened.version.name || '(sin nombre)'}</p>
          <dl className="history__values">
            {reportValues(opened.data).map(([path, value]) => (
              <div key={path}>
                <dt>{path}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <button
            type="button"
            className="button button--small button--secondary"
            onClick={() => setOpened(null)}
          >
            Cerrar versión
          </button>
        </section>
      )}
      {versions !== null && (
        <ol className="history__list">
          {versions.map((version) => {
            const current = version.version === currentVersion;
            return (
              <li key={version.id}>
                <article aria-label={`Versión ${String(version.version)}`}>
                  <h3>
                    {heading(version)}
                    {current && ' (versión actual)'}
                  </h3>
                  <p className="history__stamp">Estado de revisión: {reviewStatusText(version.review)}</p>
                  {version.review.override && (
                    <p className="history__override">
                      Marcado con pendientes ({version.review.override.pending}). Motivo:{' '}
                      {version.review.override.reason}
                    </p>
                  )}
                  <VersionChanges version={version} />
                  {!current && (
                    <div className="history__actions">
                      <button
                        type="button"
                        className="button button--small button--secondary"
                        onClick={() => void open(version.version)}
                      >
                        Ver versión {version.version}
                      </button>
                      <button
                        type="button"
                        className="button button--small button--secondary"
                        onClick={() => void download(version.version)}
                      >
                        Descargar PDF de la versión {version.version}
                      </button>
                      <button
                        type="button"
                        className="button button--small button--secondary"
                        onClick={() => setRestoring(version.version)}
                      >
                        Restaurar versión {version.version}
                      </button>
                    </div>
                  )}
                </article>
              </li>
            );
          })}
        </ol>
      )}
      {restoring !== null && (
        <ConfirmDialog
          title={`Restaurar la versión ${String(restoring)}`}
          confirmLabel="Restaurar"
          busyLabel="Restaurando..."
          busy={busy}
          onConfirm={() => void restore(restoring)}
          onCancel={() => setRestoring(null)}
        >
          <p>
            El reporte volverá a su nombre y contenido de la versión {restoring}, guardado como una nueva
            versión; las versiones posteriores siguen en el historial.
            {hasUnsavedChanges && ' Los cambios que no ha guardado se descartarán.'}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
