import { statfsSync } from 'node:fs';
import { ClientResponseError } from 'pocketbase';
import { formatCount } from '../../common/format/count';

const MB = 1024 * 1024;

export interface DiskReport {
  /** `low`: less free space than the configured minimum; writes may fail. */
  status: 'ok' | 'low' | 'unknown';
  /** The directory measured (PocketBase's data directory). */
  path: string;
  freeMb?: number;
  minFreeMb: number;
  /** For the administrator, in Spanish, when something is to be done. */
  message?: string;
}

/** Free space where PocketBase writes its database and files. */
export interface DiskMonitor {
  report(): DiskReport;
  /** Below the minimum: a write PocketBase refused without a reason is taken for a full disk. */
  isLow(): boolean;
}

export function diskMonitor(path: string, minFreeMb: number): DiskMonitor {
  const freeBytes = (): number | undefined => {
    try {
      const stats = statfsSync(path);
      return stats.bavail * stats.bsize;
    } catch {
      return undefined;
    }
  };
  return {
    report() {
      const free = freeBytes();
      if (free === undefined)
        return {
          status: 'unknown',
          path,
          minFreeMb,
          message: `No se pudo medir el espacio libre en ${path}.`,
        };
      const freeMb = Math.floor(free / MB);
      if (free >= minFreeMb * MB) return { status: 'ok', path, freeMb, minFreeMb };
      return {
        status: 'low',
        path,
        freeMb,
        minFreeMb,
        message: `Sin espacio en el servidor: quedan ${formatCount(freeMb)} MB libres en ${path} (mínimo configurado: ${formatCount(minFreeMb)} MB). Libere espacio en disco; hasta entonces los reportes y archivos pueden no guardarse.`,
      };
    },
    isLow() {
      const free = freeBytes();
      return free !== undefined && free < minFreeMb * MB;
    },
  };
}

/** Whether `error` or one of its causes is the system's "no space left on device". */
export function isNoSpaceError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 10; depth++) {
    if (typeof current !== 'object') return false;
    if ('code' in current && current.code === 'ENOSPC') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * Whether a PocketBase answer is a write it failed without naming a field: what it answers when
 * SQLite cannot write (400 "Something went wrong…" with no field errors), or a 5xx.
 */
export function isUnexplainedRefusal(status: number, body: unknown): boolean {
  if (status >= 500) return true;
  if (status !== 400) return false;
  if (typeof body !== 'object' || body === null || !('data' in body)) return true;
  const { data } = body;
  return typeof data !== 'object' || data === null || Object.keys(data).length === 0;
}

/** The PocketBase SDK error in `error`'s cause chain, if any. */
export function pocketBaseCause(error: unknown): ClientResponseError | undefined {
  for (let current = error, depth = 0; current && depth < 10; depth++) {
    if (current instanceof ClientResponseError) return current;
    if (typeof current !== 'object') return undefined;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}
