import {
  chmodSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  renameSync,
  unlinkSync,
} from 'node:fs';
import path from 'node:path';

/**
 * Files created from now on by this process and its children (PocketBase: data.db, uploads,
 * backup zips) are readable by their owner only: data.db is enough to forge any user's token.
 */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

/**
 * Installs made before the umask have a world-readable data directory: directories become 0700
 * and files 0600. Symbolic links are left alone (their targets may be anything). Returns the
 * entries that could not be changed (owned by another user), which keep working as they are.
 */
export function makePrivate(dir: string): string[] {
  const refused: string[] = [];
  const restrict = (entry: string, mode: number, wanted: number) => {
    if ((mode & 0o777) === wanted) return;
    try {
      chmodSync(entry, wanted);
    } catch {
      refused.push(entry);
    }
  };
  const walk = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      restrict(entry, stat.mode, 0o700);
      for (const name of readdirSync(entry)) walk(path.join(entry, name));
    } else {
      restrict(entry, stat.mode, 0o600);
    }
  };
  if (existsSync(dir)) walk(dir);
  return refused;
}

/**
 * Moves a file kept where it no longer belongs (the service credentials, once inside the data
 * directory and so inside every backup) to its new place; when one is there already, the old
 * copy is only removed. Returns whether there was an old copy.
 */
export function moveFile(from: string, to: string): boolean {
  if (!existsSync(from)) return false;
  if (existsSync(to)) {
    unlinkSync(from);
    return true;
  }
  mkdirSync(path.dirname(to), { recursive: true, mode: 0o700 });
  try {
    renameSync(from, to);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EXDEV')) throw error;
    copyFileSync(from, to);
    chmodSync(to, 0o600);
    unlinkSync(from);
  }
  return true;
}
