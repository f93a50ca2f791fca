import { useEffect, useState } from 'react';
import { formatMegabytes, type StorageUsage } from '../../../common/analysis/storage';
import { usePocketBase } from '../lib/PocketBaseContext';
import { fetchStorageUsage } from './storageApi';

export const STORAGE_LOAD_FAILED =
  'No se pudo consultar el espacio usado. Vuelva a cargar la página más tarde.';

type UsageState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; usage: StorageUsage };

/** The space the user's source PDFs take, against their quota (issue 21), on the settings page. */
export function StorageUsageCard() {
  const pb = usePocketBase();
  const [state, setState] = useState<UsageState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    fetchStorageUsage(pb.authStore.token).then(
      (usage) => current && setState({ status: 'ready', usage }),
      (error: unknown) => {
        console.warn('No se pudo consultar el espacio usado', error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [pb]);

  return (
    <section className="card" aria-labelledby="storage-heading">
      <h2 id="storage-heading">Espacio de almacenamiento</h2>
      {state.status === 'loading' && <p>Consultando el espacio usado...</p>}
      {state.status === 'error' && <p>{STORAGE_LOAD_FAILED}</p>}
      {state.status === 'ready' && <StorageUsageText usage={state.usage} />}
    </section>
  );
}

/** What the user's PDFs take, and their quota if they have one. */
export function StorageUsageText({ usage }: { usage: StorageUsage }) {
  const used = formatMegabytes(usage.used_bytes);
  // Documents waiting for their analysis already take their space (issue 21).
  const queued =
    usage.queued_bytes > 0
      ? ` Incluye ${formatMegabytes(usage.queued_bytes)} de documentos que esperan su análisis.`
      : '';
  if (usage.quota_bytes === null)
    return (
      <p data-testid="storage-usage">
        Los documentos de sus reportes ocupan {used}.{queued} Su cuenta no tiene límite de espacio.
      </p>
    );
  return (
    <>
      <p data-testid="storage-usage">
        Los documentos de sus reportes ocupan {used} de {formatMegabytes(usage.quota_bytes)}.{queued} Un
        análisis que no quepa en su espacio se rechaza; elimine reportes que ya no necesite para liberar
        espacio.
      </p>
      <progress
        className="storage-usage__bar"
        max={usage.quota_bytes}
        value={Math.min(usage.used_bytes, usage.quota_bytes)}
        aria-label="Espacio usado"
      />
    </>
  );
}
